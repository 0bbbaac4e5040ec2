// Years from the date model: each stored date is a range of days (earliest, latest; either open),
// and a year on the animated timeline is the middle year of that range, or its one known end.

/** The year a date range stands for: its middle year, its one known end, or null when unknown. */
export function yearOf(earliest: number | null, latest: number | null): number | null {
  if (earliest !== null && latest !== null) return Math.round((earliest + latest) / 2);
  return earliest ?? latest;
}

/** Years between a parent's birth and a child's, taken when one of them is undated. */
export const GENERATION_YEARS = 28;
/** How long someone known to be dead, without a date of death, is drawn for. */
export const ASSUMED_LIFE_YEARS = 80;

/** What estimating needs of the people: their dated births (null: undated) and links by position. */
export interface EstimateInput {
  births: (number | null)[];
  parents: { parents: number[]; children: number[] };
  partners: { a: number[]; b: number[] };
}

/**
 * A year to draw each person from: their birth, else one estimated from their relatives' dated
 * births (a parent's plus a generation, a child's minus one, a partner's own), spread outwards in
 * rounds until nothing changes, so a chain of undated people takes the nearest dated relative's
 * year. Null for people with no dated relative at all. `estimated` tells which are estimates.
 */
export function appearanceYears(input: EstimateInput): { years: (number | null)[]; estimated: boolean[] } {
  const years = [...input.births];
  const estimated = years.map(() => false);
  // Links as three columns: from, to, and the years from one to the other.
  const from = [...input.parents.parents, ...input.partners.a];
  const to = [...input.parents.children, ...input.partners.b];
  const gap = (k: number) => (k < input.parents.parents.length ? GENERATION_YEARS : 0);
  for (let changed = years.includes(null), round = 0; changed && round < 64; round++) {
    changed = false;
    const next = [...years];
    for (let k = 0; k < from.length; k++) {
      const [a, b] = [years[from[k]], years[to[k]]];
      if (b === null && a !== null && next[to[k]] === null) next[to[k]] = a + gap(k);
      if (a === null && b !== null && next[from[k]] === null) next[from[k]] = b - gap(k);
    }
    next.forEach((year, i) => {
      if (year !== null && years[i] === null) {
        years[i] = year;
        estimated[i] = true;
        changed = true;
      }
    });
  }
  return { years, estimated };
}

/**
 * The year a person fades: their death, else (someone known to be dead without a date) their
 * appearance plus an assumed life, never after `thisYear`; null for the living.
 */
export function fadingYear(death: number | null, living: boolean, appears: number | null, thisYear: number): { year: number | null; estimated: boolean } {
  if (death !== null) return { year: death, estimated: false };
  if (living || appears === null) return { year: null, estimated: false };
  return { year: Math.min(appears + ASSUMED_LIFE_YEARS, thisYear), estimated: true };
}

import { decadeOf, placedYear } from './day-arithmetic.ts';
import type { DecadeGrowth, FamilyGrowthInsight } from './insight.ts';
import { LIVING_YEARS_RULE } from './living-rule.ts';
import type { SnapshotPerson, TreeSnapshot } from './tree-snapshot.ts';

interface Placed {
  person: SnapshotPerson;
  born: number;
  /** The year the death stands for; null when there is no death date or it cannot be placed. */
  died: number | null;
  /** A death date is written, placed or not. */
  dead: boolean;
}

/**
 * Whether a person counts as living at the end of year `end`, by years: born by then and not dead
 * by then. A placed death counts by its year (dead at the end of the year they died). When it is
 * not known when they died (no death date, or one that cannot be placed), a person counts as living
 * while at most 110 by birth year (the 110-year rule), except at the end of the current decade,
 * which is today: then one marked deceased or with a death date is dead. Once false, false for
 * every later year, so the decades are counted until the first false.
 */
function livingAt(p: Placed, end: number, current: boolean): boolean {
  if (p.born > end) return false;
  if (p.died !== null) return p.died > end;
  if (current && (p.dead || p.person.markedDeceased)) return false;
  return end - p.born <= LIVING_YEARS_RULE;
}

/**
 * How the family grew: for each decade from the first placed birth's to today's, the births in it
 * and how many were living at its end (today for the current decade), see livingAt. A birth is
 * placed by the middle of what its date can mean (placedYear); people whose birth cannot be placed
 * are not counted. One finding, or none for a tree without a placed birth; it names no one and
 * offers no action. Key: `family-growth`.
 */
export function familyGrowthByDecade(snapshot: TreeSnapshot): FamilyGrowthInsight[] {
  const todayYear = Number(snapshot.today.slice(0, 4));
  const placed: Placed[] = [];
  for (const person of snapshot.people) {
    const born = placedYear(person.birth);
    if (born === null || born > todayYear) continue;
    placed.push({ person, born, died: placedYear(person.death), dead: person.death !== null });
  }
  if (placed.length === 0) return [];
  const first = decadeOf(placed.reduce((earliest, p) => Math.min(earliest, p.born), todayYear));
  const last = decadeOf(todayYear);
  const decades: DecadeGrowth[] = [];
  for (let decade = first; decade <= last; decade += 10) decades.push({ decade, births: 0, living: 0 });
  for (const p of placed) {
    decades[(decadeOf(p.born) - first) / 10].births++;
    for (let i = (decadeOf(p.born) - first) / 10; i < decades.length; i++) {
      const current = i === decades.length - 1;
      if (!livingAt(p, current ? todayYear : decades[i].decade + 9, current)) break;
      decades[i].living++;
    }
  }
  return [{ type: 'family-growth', key: 'family-growth', people: [], dataPoints: [], action: null, params: { decades } }];
}

import type { AnimatedTimelineJson } from '../../../../shared/animated-timeline/index.ts';

/**
 * An animated timeline ready to play: the server's columns, with typed arrays for what every frame
 * reads (appearance and fading years, places), and the span of years it plays over.
 */
export interface TimelineModel {
  size: number;
  ids: string[];
  names: string[];
  appears: Int16Array;
  /** The year each person fades; NO_YEAR while living. */
  fades: Int16Array;
  appearsEstimated: Uint8Array;
  fadesEstimated: Uint8Array;
  xs: Float32Array;
  generations: Int16Array;
  partners: { a: Int32Array; b: Int32Array; years: Int16Array };
  parents: { parents: Int32Array; children: Int32Array };
  items: AnimatedTimelineJson['items'];
  firstYear: number;
  lastYear: number;
  /** Who appears and who fades in each year (positions), for the few people a frame changes. */
  appearing: Map<number, number[]>;
  fading: Map<number, number[]>;
  /**
   * Each person's lines, as a compact adjacency list: person i's run from `lineStart[i]` to
   * `lineStart[i + 1]` in `lineOther` (the other person), `lineKind` (0 parent line, 1 partnership)
   * and `lineYear` (a partnership's year, else NO_YEAR).
   */
  lineStart: Int32Array;
  lineOther: Int32Array;
  lineKind: Uint8Array;
  lineYear: Int16Array;
  /** Positions in the order of the people's names (for lists read aloud). */
  byName: Int32Array;
  /** The layout's extent in columns and rows. */
  width: number;
  rows: number;
}

/** Stands for "no year" in the typed arrays (living, or a partnership of unknown year). */
export const NO_YEAR = -32768;

const collator = new Intl.Collator(undefined, { sensitivity: 'base' });

const years = (values: (number | null)[]) => Int16Array.from(values, (y) => (y === null ? NO_YEAR : y));

/** People by a year of theirs (NO_YEAR left out). */
function byYear(values: Int16Array): Map<number, number[]> {
  const map = new Map<number, number[]>();
  values.forEach((year, i) => {
    if (year === NO_YEAR) return;
    const list = map.get(year);
    if (list) list.push(i);
    else map.set(year, [i]);
  });
  return map;
}

/** The lines of each person (parent links both ways, partnerships both ways) as an adjacency list. */
function linesOf(size: number, parents: AnimatedTimelineJson['parents'], partners: AnimatedTimelineJson['partnerships']) {
  const count = new Int32Array(size + 1);
  const ends: [number[], number[], number, (k: number) => number][] = [
    [parents.parents, parents.children, 0, () => NO_YEAR],
    [partners.a, partners.b, 1, (k) => partners.years[k] ?? NO_YEAR],
  ];
  for (const [from, to] of ends) from.forEach((x, k) => (count[x + 1]++, count[to[k] + 1]++));
  for (let i = 0; i < size; i++) count[i + 1] += count[i];
  const lineOther = new Int32Array(count[size]);
  const lineKind = new Uint8Array(count[size]);
  const lineYear = new Int16Array(count[size]);
  const next = count.slice(0, size);
  const put = (x: number, other: number, kind: number, year: number) => {
    const at = next[x]++;
    lineOther[at] = other;
    lineKind[at] = kind;
    lineYear[at] = year;
  };
  for (const [from, to, kind, year] of ends) {
    from.forEach((x, k) => {
      put(x, to[k], kind, year(k));
      put(to[k], x, kind, year(k));
    });
  }
  return { lineStart: count, lineOther, lineKind, lineYear };
}

/** The model of the server's answer; the span falls back to this year when nothing is dated. */
export function timelineModel(json: AnimatedTimelineJson, span: { firstYear: number | null; lastYear: number | null }, thisYear: number): TimelineModel {
  const p = json.people;
  const xs = Float32Array.from(p.xs);
  const generations = Int16Array.from(p.generations);
  const appears = Int16Array.from(p.appears);
  const fades = years(p.fades);
  return {
    appearing: byYear(appears),
    fading: byYear(fades),
    ...linesOf(p.ids.length, json.parents, json.partnerships),
    size: p.ids.length,
    ids: p.ids,
    names: p.names,
    appears,
    fades,
    appearsEstimated: Uint8Array.from(p.appearsEstimated),
    fadesEstimated: Uint8Array.from(p.fadesEstimated),
    xs,
    generations,
    partners: { a: Int32Array.from(json.partnerships.a), b: Int32Array.from(json.partnerships.b), years: years(json.partnerships.years) },
    parents: { parents: Int32Array.from(json.parents.parents), children: Int32Array.from(json.parents.children) },
    items: json.items,
    firstYear: span.firstYear ?? thisYear,
    lastYear: span.lastYear ?? thisYear,
    width: xs.reduce((max, x) => Math.max(max, x + 0.5), 1),
    rows: generations.reduce((max, g) => Math.max(max, g + 1), 1),
    byName: Int32Array.from(p.names.keys()).sort((a, b) => collator.compare(p.names[a], p.names[b]) || a - b),
  };
}

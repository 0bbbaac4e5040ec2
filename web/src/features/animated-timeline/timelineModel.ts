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

/** The model of the server's answer; the span falls back to this year when nothing is dated. */
export function timelineModel(json: AnimatedTimelineJson, span: { firstYear: number | null; lastYear: number | null }, thisYear: number): TimelineModel {
  const p = json.people;
  const xs = Float32Array.from(p.xs);
  const generations = Int16Array.from(p.generations);
  return {
    size: p.ids.length,
    ids: p.ids,
    names: p.names,
    appears: Int16Array.from(p.appears),
    fades: years(p.fades),
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

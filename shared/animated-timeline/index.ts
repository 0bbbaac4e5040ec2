// The JSON of an animated timeline (schema: AnimatedTimeline.columns), as the API writes it and the
// web app reads it: one array per field, in the same order, and links between people by position.

/** How an appearance or fading year was found. */
export type YearSource = 'date' | 'estimate';

/** The people, one entry per person in every array. */
export interface AnimatedPeople {
  ids: string[];
  /** Full names ("You" is the web app's to say). */
  names: string[];
  /** The year of birth from the date as written (a range: its middle year); null when unknown or withheld. */
  births: (number | null)[];
  /** The year of death likewise; null when unknown, withheld or living. */
  deaths: (number | null)[];
  /** The year the person is drawn from: the birth, else an estimate from dated relatives (see docs/animated-timeline.md). */
  appears: number[];
  /** The year the person fades: the death, else an estimate for someone known to be dead; null while living. */
  fades: (number | null)[];
  /** 1 where `appears` is an estimate, else 0. */
  appearsEstimated: number[];
  /** 1 where `fades` is an estimate, else 0. */
  fadesEstimated: number[];
  /** Place in the layout: a column (people's widths are 1) and a generation row (0 at the top). */
  xs: number[];
  generations: number[];
  /** 1 where the person counts as living (their dates may be withheld), else 0. */
  living: number[];
}

/** Partnerships between two people (positions), with the year they began (null: unknown or withheld). */
export interface AnimatedPartnerships {
  a: number[];
  b: number[];
  years: (number | null)[];
}

/** Parent links (positions), for the lines of the chart. */
export interface AnimatedParents {
  parents: number[];
  children: number[];
}

export type AnimatedItemKind = 'memory' | 'story' | 'achievement';

/** Dated memories, stories and achievements, earliest first, each at a person it names (a position). */
export interface AnimatedItems {
  kinds: AnimatedItemKind[];
  ids: string[];
  years: number[];
  titles: string[];
  people: number[];
}

export interface AnimatedTimelineJson {
  people: AnimatedPeople;
  partnerships: AnimatedPartnerships;
  parents: AnimatedParents;
  items: AnimatedItems;
}

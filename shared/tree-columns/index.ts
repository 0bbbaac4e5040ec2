// The JSON of a tree window in columns (schema: TreeColumns.columns), as the API writes it and the
// web app reads it: one array per field, in the same order, and relationships by position.

/** The people of a window, one array per field, one entry per person in the same order. */
export interface PeopleColumns {
  ids: string[];
  /** Relative to the focus. */
  generations: number[];
  firstNames: string[];
  lastNames: string[];
  /** Dates as written (shared/dates), null where unknown or withheld. */
  births: (string | null)[];
  /** The first day each birth date can mean (ISO), for ordering siblings by age; null where unknown, open or withheld. */
  birthEarliest: (string | null)[];
  deaths: (string | null)[];
  genders: (string | null)[];
  isAlive: boolean[];
  isLiving: boolean[];
  detailsHidden: boolean[];
  isSelf: boolean[];
  photoUrls: (string | null)[];
}

/** The relationships among them: positions in the people arrays, and the kind of each. */
export interface RelationshipColumns {
  from: number[];
  to: number[];
  kinds: string[];
  partnerKinds: (string | null)[];
}

export interface TreeColumnsJson {
  people: PeopleColumns;
  relationships: RelationshipColumns;
}

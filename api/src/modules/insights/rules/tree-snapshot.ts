import type { GenealogyDate } from '../../../../../shared/dates/index.ts';
import type { Gender } from '../../../../../shared/people/index.ts';
import type { PartnerKind, Pedigree } from '../../family/relationships/relationship.entity.ts';

// One tree as the insight rules see it: plain data, read once, with nothing of the database. Dates
// are the app's genealogical dates (shared/dates): a stored date's text read back with
// `gedcomDate(value)` gives its kind (about, before, between …), its calendar and the span of days it
// can mean, which is all the rules compare. The rules never read the clock: `today` is handed in.

/** A person of the tree. */
export interface SnapshotPerson {
  id: string;
  firstName: string;
  lastName: string;
  /** Null for a person standing for a user who has not said. */
  gender: Gender | null;
  birth: GenealogyDate | null;
  death: GenealogyDate | null;
  /** As written, e.g. `Cork, Ireland`; null when unknown. */
  birthPlace: string | null;
  /** The person is ticked as deceased (the person's `isAlive` is false), with or without a death date. */
  markedDeceased: boolean;
  /**
   * Whether the app counts the person as living: policies/living.ts `isLiving` with the tree's
   * living years on `today` (not marked deceased, no death date, not surely born more than the
   * tree's living years ago; a person without a birth date counts as living).
   */
  isLiving: boolean;
}

/** A parent edge: `parentId` is a parent of `childId`. */
export interface ParentLink {
  childId: string;
  parentId: string;
  /** By birth, adopted or foster; null when by birth or not said (as the edge keeps it). */
  pedigree: Pedigree | null;
}

/** A partnership of two people (the edge's two ends, in any order). */
export interface PartnerLink {
  personA: string;
  personB: string;
  /** Married, partner, divorced or separated; null when not said. */
  kind: PartnerKind | null;
  /** When the partnership began (the edge's start date): the marriage for a married couple. */
  marriage: GenealogyDate | null;
}

/** Two people the tree's editors said are not the same person: never offered as duplicates again. */
export type NotSamePair = readonly [string, string];

/** What every rule reads: one tree on one day. */
export interface TreeSnapshot {
  /** The reference day, ISO `YYYY-MM-DD`; every "now" of the rules is this day. */
  today: string;
  people: readonly SnapshotPerson[];
  parents: readonly ParentLink[];
  partners: readonly PartnerLink[];
  /** Pairs dismissed as not the same person (either order); absent means none. */
  notSame?: readonly NotSamePair[];
}

// What a rule finds: plain facts and numbers, no sentence. The sentence is written later, per
// language, from `type` and `params`; `key` stays the same from one run to the next for the same
// finding, so a finding can be shown once and dismissed for good.

/** What the page offers to do about a finding. */
export type InsightAction = 'open-person' | 'fix-date' | 'compare-people';

/** The field of a person a finding rests on. */
export type DataField = 'birth' | 'death' | 'marriage' | 'birthPlace' | 'name';

/** One fact a finding rests on, as written on the person (a date's stored text, a place, a name). */
export interface DataPoint {
  personId: string;
  field: DataField;
  value: string;
}

/**
 * A number of whole years known within bounds: `min === max` when known to the year; null on a side
 * a date leaves open (born before 1900: at least so old, at most unknown).
 */
export interface YearsRange {
  min: number | null;
  max: number | null;
}

/** A span of birth years standing for a generation: 25 years, e.g. 1900–1924. */
export interface Era {
  start: number;
  end: number;
}

/** Whose birth, marriage or death an anniversary is of. */
export type LifeEvent = 'birth' | 'marriage' | 'death';

/** How a parent is named in a sentence: by the parent's gender. */
export type ParentRole = 'mother' | 'father' | 'parent';

/** Why two people may be one: each a fact the two records agree on. */
export type DuplicateReason =
  | 'same-name'
  | 'similar-name'
  | 'name-variant'
  | 'same-birth'
  | 'birth-typo'
  | 'overlapping-birth'
  | 'near-birth'
  | 'same-death'
  | 'death-typo'
  | 'overlapping-death'
  | 'near-death'
  | 'same-birth-place'
  | 'same-parents'
  | 'same-partner';

/** Births in a decade, and how many of the family were living at its end (today for the current one). */
export interface DecadeGrowth {
  decade: number;
  births: number;
  living: number;
}

/** A place and how many were born there. */
export interface PlaceCount {
  place: string;
  count: number;
}

interface Finding<T extends string, A extends InsightAction | null, P> {
  type: T;
  /** Stable across runs: `<type>:<ids and values that make it this finding>`. */
  key: string;
  /** The people it is about, the subject first. */
  people: string[];
  dataPoints: DataPoint[];
  action: A;
  params: P;
}

/** The oldest living relatives (oldest-living.rule.ts): today's age, the year the birth stands for, 1 for the oldest. */
export type OldestLivingInsight = Finding<'oldest-living', 'open-person', { age: YearsRange; birthYear: number | null; rank: number }>;
/** The longest lives of a generation (longest-lives.rule.ts): the years surely lived and at most, 1 for the longest. */
export type LongestLifeInsight = Finding<'longest-life', 'open-person', { era: Era; lifespan: YearsRange; rank: number }>;
/** A frequent first name of a generation (common-first-names.rule.ts): as most often written, how many bore it of how many named. */
export type CommonFirstNameInsight = Finding<
  'common-first-name',
  'open-person',
  { era: Era; gender: 'male' | 'female'; name: string; count: number; rank: number; bornInEra: number }
>;
/** Where a generation was born (birth-places.rule.ts): its first places, how many had a place, and the previous generation's first place when it differs. */
export type BirthPlacesInsight = Finding<
  'birth-places',
  'open-person',
  { era: Era; places: PlaceCount[]; withPlace: number; previousTopPlace: string | null }
>;
/** Births and the living per decade (family-growth.rule.ts); names no one, offers no action. */
export type FamilyGrowthInsight = Finding<'family-growth', null, { decades: DecadeGrowth[] }>;
/** A person whose parents can be looked for (missing-data.rule.ts): the partner whose parents are known, or null for one apart from the tree. */
export type MissingParentsInsight = Finding<'missing-parents', 'open-person', { partnerWithParents: string | null }>;
/** A person with no date at all (missing-data.rule.ts). */
export type MissingDatesInsight = Finding<'missing-dates', 'fix-date', Record<string, never>>;
/** A child born after the parent's death (parent-dates.rule.ts); people: the child, the parent. */
export type BirthAfterParentDeathInsight = Finding<'birth-after-parent-death', 'fix-date', { parentId: string; parentRole: ParentRole }>;
/** A child born to a mother over 60 (parent-dates.rule.ts); `age`: hers at the birth. */
export type ParentTooOldInsight = Finding<'parent-too-old', 'fix-date', { parentId: string; parentRole: ParentRole; age: YearsRange }>;
/** A child born to a parent under 12 (parent-dates.rule.ts); `age`: theirs at the birth. */
export type ParentTooYoungInsight = Finding<'parent-too-young', 'fix-date', { parentId: string; parentRole: ParentRole; age: YearsRange }>;
/** A death dated before the birth (life-dates.rule.ts). */
export type DeathBeforeBirthInsight = Finding<'death-before-birth', 'fix-date', Record<string, never>>;
/** A partner under 12 on the partnership's date (marriage-dates.rule.ts); people: that partner, the other. */
export type MarriageTooYoungInsight = Finding<'marriage-too-young', 'fix-date', { partnerId: string; age: YearsRange }>;
/** A partnership dated after a partner's death (marriage-dates.rule.ts); people: the dead partner, the other. */
export type MarriageAfterDeathInsight = Finding<'marriage-after-death', 'fix-date', { partnerId: string }>;
/** One the app counts as living who is surely over 110 (life-dates.rule.ts); `age`: today's. */
export type ProbablyDeadInsight = Finding<'probably-dead-without-date', 'fix-date', { age: YearsRange }>;
/** Two records that may be one person (possible-duplicates.rule.ts): a score between 0 and 1 and what they agree on. */
export type PossibleDuplicateInsight = Finding<'possible-duplicate', 'compare-people', { score: number; reasons: DuplicateReason[] }>;
/**
 * A round anniversary soon (anniversaries.rule.ts): of what, how many years, the event's year, the
 * anniversary's day (ISO) and how many days away; `stillLiving` when the person, or both partners,
 * are living today.
 */
export type AnniversaryInsight = Finding<
  'anniversary',
  'open-person',
  { event: LifeEvent; years: number; year: number; date: string; daysAway: number; stillLiving: boolean }
>;
/** What happened on today's month and day (anniversaries.rule.ts): how many years ago, the year, whether that is a round number. */
export type OnThisDayInsight = Finding<'on-this-day', 'open-person', { event: LifeEvent; years: number; year: number; round: boolean; stillLiving: boolean }>;

/** Every finding a rule can make, told apart by `type`. */
export type Insight =
  | OldestLivingInsight
  | LongestLifeInsight
  | CommonFirstNameInsight
  | BirthPlacesInsight
  | FamilyGrowthInsight
  | MissingParentsInsight
  | MissingDatesInsight
  | BirthAfterParentDeathInsight
  | ParentTooOldInsight
  | ParentTooYoungInsight
  | DeathBeforeBirthInsight
  | MarriageTooYoungInsight
  | MarriageAfterDeathInsight
  | ProbablyDeadInsight
  | PossibleDuplicateInsight
  | AnniversaryInsight
  | OnThisDayInsight;

/** The kinds of finding. */
export type InsightType = Insight['type'];

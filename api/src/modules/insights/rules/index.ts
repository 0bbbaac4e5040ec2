// The family insights' rules: pure functions from one tree's snapshot to findings, with nothing of
// the database, the API or the clock. What the insights module builds on.
export type { NotSamePair, ParentLink, PartnerLink, SnapshotPerson, TreeSnapshot } from './tree-snapshot.ts';
export type * from './insight.ts';
export { familyInsights, type FamilyInsightOptions } from './family-insights.ts';
export { oldestLiving, type OldestLivingOptions } from './oldest-living.rule.ts';
export { longestLivesByEra, LONGEST_RECORDED_LIFE, type LongestLivesOptions } from './longest-lives.rule.ts';
export { commonFirstNamesByEra, type CommonFirstNamesOptions } from './common-first-names.rule.ts';
export { birthPlacesByEra, type BirthPlacesOptions } from './birth-places.rule.ts';
export { familyGrowthByDecade } from './family-growth.rule.ts';
export { missingDates, missingParents } from './missing-data.rule.ts';
export { deathBeforeBirth, probablyDeadWithoutDate } from './life-dates.rule.ts';
export { parentDateProblems, MONTHS_AFTER_FATHER_DEATH, OLDEST_MOTHER, YOUNGEST_PARENT } from './parent-dates.rule.ts';
export { marriageDateProblems, YOUNGEST_SPOUSE } from './marriage-dates.rule.ts';
export { possibleDuplicates, MIN_DUPLICATE_SCORE, type PossibleDuplicatesOptions } from './possible-duplicates.rule.ts';
export { upcomingAnniversaries, onThisDay, ROUND_YEARS, type AnniversaryOptions } from './anniversaries.rule.ts';
export { LIVING_YEARS_RULE, livingByRule } from './living-rule.ts';
export { eraOf, placedYear } from './day-arithmetic.ts';

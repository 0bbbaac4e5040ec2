import { upcomingAnniversaries, onThisDay, type AnniversaryOptions } from './anniversaries.rule.ts';
import { birthPlacesByEra, type BirthPlacesOptions } from './birth-places.rule.ts';
import { commonFirstNamesByEra, type CommonFirstNamesOptions } from './common-first-names.rule.ts';
import { familyGrowthByDecade } from './family-growth.rule.ts';
import type { Insight } from './insight.ts';
import { deathBeforeBirth, probablyDeadWithoutDate } from './life-dates.rule.ts';
import { longestLivesByEra, type LongestLivesOptions } from './longest-lives.rule.ts';
import { marriageDateProblems } from './marriage-dates.rule.ts';
import { missingDates, missingParents } from './missing-data.rule.ts';
import { oldestLiving, type OldestLivingOptions } from './oldest-living.rule.ts';
import { parentDateProblems } from './parent-dates.rule.ts';
import { possibleDuplicates, type PossibleDuplicatesOptions } from './possible-duplicates.rule.ts';
import type { TreeSnapshot } from './tree-snapshot.ts';

/** Each rule's options, by rule. */
export interface FamilyInsightOptions {
  oldestLiving?: OldestLivingOptions;
  longestLives?: LongestLivesOptions;
  firstNames?: CommonFirstNamesOptions;
  birthPlaces?: BirthPlacesOptions;
  duplicates?: PossibleDuplicatesOptions;
  anniversaries?: AnniversaryOptions;
}

/**
 * Every rule's findings for one tree on one day, rule after rule in this order: the family's
 * records (oldest living, longest lives), its history (first names, birth places, growth), what is
 * missing or wrong (parents, dates, impossible dates, people counted living too long), possible
 * duplicates, then anniversaries and this day in the family's history. Each rule's findings are in
 * its own documented order, so the whole list is the same for the same snapshot.
 */
export function familyInsights(snapshot: TreeSnapshot, options: FamilyInsightOptions = {}): Insight[] {
  return [
    ...oldestLiving(snapshot, options.oldestLiving),
    ...longestLivesByEra(snapshot, options.longestLives),
    ...commonFirstNamesByEra(snapshot, options.firstNames),
    ...birthPlacesByEra(snapshot, options.birthPlaces),
    ...familyGrowthByDecade(snapshot),
    ...missingParents(snapshot),
    ...missingDates(snapshot),
    ...deathBeforeBirth(snapshot),
    ...parentDateProblems(snapshot),
    ...marriageDateProblems(snapshot),
    ...probablyDeadWithoutDate(snapshot),
    ...possibleDuplicates(snapshot, options.duplicates),
    ...upcomingAnniversaries(snapshot, options.anniversaries),
    ...onThisDay(snapshot),
  ];
}

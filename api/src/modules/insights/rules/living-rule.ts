import { definitelyMoreThanYearsAgo } from '../../../../../shared/dates/index.ts';
import type { SnapshotPerson } from './tree-snapshot.ts';

/** Nobody is taken to be living more than this many years after their birth (the 110-year rule). */
export const LIVING_YEARS_RULE = 110;

/**
 * Whether the person is surely more than 110 years old today: even the latest day the birth can
 * mean was more than 110 whole years before today. A person turning 110 today is not (yet).
 */
export const surelyOlderThanRule = (person: SnapshotPerson, today: string): boolean =>
  definitelyMoreThanYearsAgo(person.birth, LIVING_YEARS_RULE, today);

/**
 * Living as the insights count it: not marked deceased, no death date, and a birth known to be less
 * than 110 years before today by its latest day (an "about 1915" counts by the latest year it can
 * mean, as the app's living rule does). A person without a birth date, or with one open at its end
 * (after 1900), cannot be placed, and is not counted.
 */
export const livingByRule = (person: SnapshotPerson, today: string): boolean =>
  !person.markedDeceased && !person.death && Boolean(person.birth?.latest) && !surelyOlderThanRule(person, today);

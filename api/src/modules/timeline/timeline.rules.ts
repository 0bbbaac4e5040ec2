import * as yup from 'yup';
import { oneOfWords, text } from '../validation.ts';

export const TIMELINE_FILTERS = ['all', 'memories', 'milestones', 'achievements', 'births', 'marriages'] as const;

/** The most entries one page holds. */
export const MAX_PAGE = 200;

const whole = (min: number, max: number) =>
  yup.number().typeError('Must be a whole number').integer('Must be a whole number').min(min, `Must be between ${min} and ${max}`).max(max, `Must be between ${min} and ${max}`);

/** A page of the timeline: which entries, how many, and where it starts (a cursor, or the end of a year). */
export const pageRules = yup.object({
  filter: oneOfWords(TIMELINE_FILTERS).default('all'),
  first: whole(1, MAX_PAGE).required('Required'),
  after: text().nullable().max(200, 'Not a cursor of this list'),
  fromYear: whole(1, 9999).nullable(),
});

/** The year dropdown: which entries it counts. */
export const yearsRules = yup.object({ filter: oneOfWords(TIMELINE_FILTERS).default('all') });

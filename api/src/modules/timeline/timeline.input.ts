import * as yup from 'yup';
import { oneOfWords, says, text } from '../../input/validation.ts';

export const TIMELINE_FILTERS = ['all', 'memories', 'milestones', 'achievements', 'births', 'marriages'] as const;

/** The most entries one page holds. */
export const MAX_PAGE = 200;

const whole = (min: number, max: number) =>
  yup.number().typeError(says.wholeNumber).integer(says.wholeNumber).min(min, says.between(min, max)).max(max, says.between(min, max));

/** A page of the timeline: which entries, how many, and where it starts (a cursor, or the end of a year). */
export const pageRules = yup.object({
  filter: oneOfWords(TIMELINE_FILTERS).default('all'),
  first: whole(1, MAX_PAGE).required(says.required),
  after: text().nullable().max(200, says.cursor),
  fromYear: whole(1, 9999).nullable(),
});

/** The year dropdown: which entries it counts. */
export const yearsRules = yup.object({ filter: oneOfWords(TIMELINE_FILTERS).default('all') });

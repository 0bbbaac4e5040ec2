import * as yup from 'yup';
import { text } from '../validation.ts';

/** The fewest characters a search needs: one letter would match nearly everything. */
export const MIN_QUERY_LENGTH = 2;
export const MAX_QUERY_LENGTH = 100;
/** The most results of each kind one search answers. */
export const MAX_PER_KIND = 20;

/** A search: its words (trimmed) and how many of each kind to answer. */
export const searchRules = yup.object({
  query: text()
    .required(`Type at least ${MIN_QUERY_LENGTH} characters`)
    .min(MIN_QUERY_LENGTH, `Type at least ${MIN_QUERY_LENGTH} characters`)
    .max(MAX_QUERY_LENGTH, `At most ${MAX_QUERY_LENGTH} characters`),
  first: yup
    .number()
    .typeError('Must be a whole number')
    .integer('Must be a whole number')
    .min(1, `Must be between 1 and ${MAX_PER_KIND}`)
    .max(MAX_PER_KIND, `Must be between 1 and ${MAX_PER_KIND}`)
    .required(),
});

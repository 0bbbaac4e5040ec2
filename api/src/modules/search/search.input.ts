import * as yup from 'yup';
import { t } from '../../i18n.ts';
import { says, text } from '../../input/validation.ts';

/** The fewest characters a search needs: one letter would match nearly everything. */
export const MIN_QUERY_LENGTH = 2;
export const MAX_QUERY_LENGTH = 100;
/** The most results of each kind one search answers. */
export const MAX_PER_KIND = 20;

/** A search: its words (trimmed) and how many of each kind to answer. */
export const searchRules = yup.object({
  query: text()
    .required(() => t('search:typeAtLeast', { count: MIN_QUERY_LENGTH }))
    .min(MIN_QUERY_LENGTH, () => t('search:typeAtLeast', { count: MIN_QUERY_LENGTH }))
    .max(MAX_QUERY_LENGTH, says.atMostCharacters(MAX_QUERY_LENGTH)),
  first: yup
    .number()
    .typeError(says.wholeNumber)
    .integer(says.wholeNumber)
    .min(1, says.between(1, MAX_PER_KIND))
    .max(MAX_PER_KIND, says.between(1, MAX_PER_KIND))
    .required(),
});

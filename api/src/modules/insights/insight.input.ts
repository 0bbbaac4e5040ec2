import * as yup from 'yup';
import { oneOfWords, recordId, says } from '../../input/validation.ts';
import { INSIGHT_GROUPS } from './family-insight.entity.ts';

/** How many findings a page holds unless asked, and at most. */
export const DEFAULT_PAGE = 20;
export const MAX_PAGE = 50;

/** A page of a tree's findings: the tree, one group or all, how many. */
export const insightPageRules = yup.object({
  treeId: recordId().required(says.required),
  group: oneOfWords(INSIGHT_GROUPS).nullable().default(null),
  first: yup.number().typeError(says.number).integer(says.wholeNumber).min(1, says.between(1, MAX_PAGE)).max(MAX_PAGE, says.between(1, MAX_PAGE)).default(DEFAULT_PAGE),
});

/** Two people of a tree said not to be one. */
export const notSameRules = yup.object({
  treeId: recordId().required(says.required),
  personA: recordId().required(says.required),
  personB: recordId().required(says.required),
});

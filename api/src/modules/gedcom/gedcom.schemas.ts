import * as yup from 'yup';
import { flag, oneOfWords, recordId, says, text } from '../../input/validation.ts';
import { t } from '../../i18n.ts';

// Messages are written when a value is refused, in the language of that request.
const { tooLong, required, wholeNumber } = says;
// A form's empty field is no value at all.
const blankIsNull = (value: unknown) => (value === '' ? null : value);

/** The versions an export writes, as the REST query and the job row name them. */
export const EXPORT_VERSIONS = ['5.5.1', '7.0'] as const;
export type ExportVersion = (typeof EXPORT_VERSIONS)[number];

/** An import's fields, from GraphQL or the REST form alike; the file is checked as it arrives. */
export const importRules = yup.object({
  mode: oneOfWords(['new', 'merge']).nullable().transform(blankIsNull),
  treeId: recordId().nullable().transform(blankIsNull),
  treeName: text().nullable().transform(blankIsNull).max(100, tooLong(100)),
});

/** An export asked for: the tree, the version, photos (7.0 only) and an optional branch. */
export const exportRules = yup.object({
  treeId: recordId().required(required),
  version: oneOfWords(EXPORT_VERSIONS).nullable().transform(blankIsNull).default('5.5.1'),
  withMedia: flag().nullable().default(false),
  branchOf: recordId().nullable().transform(blankIsNull),
});

/** A merge's confirmation: a side for single conflicts, and one for the rest. */
export const resolveRules = yup.object({
  choices: yup
    .array(
      yup.object({
        conflictId: text().required(required).max(200, tooLong(200)),
        take: oneOfWords(['mine', 'theirs']).required(required),
      }),
    )
    .typeError(() => t('gedcom:field.listOfChoices'))
    .max(10_000, () => t('gedcom:field.atMostChoices', { max: 10_000 }))
    .default([]),
  otherwise: oneOfWords(['mine', 'theirs']).nullable().default('mine'),
});

/** A page of the viewer's jobs: at most 50, of one tree or all. */
export const jobListRules = yup.object({
  treeId: recordId().nullable().transform(blankIsNull),
  first: yup.number().typeError(wholeNumber).integer(wholeNumber).min(1, says.between(1, 50)).max(50, says.between(1, 50)).default(10),
});

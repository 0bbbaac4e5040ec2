import * as yup from 'yup';
import { t } from '../../i18n.ts';
import { flag, oneOfWords, recordId, says, text } from '../../input/validation.ts';
import { PROMPT_TYPES } from './daily-prompt.entity.ts';

/** The longest answer, in characters. */
export const MAX_ANSWER = 5_000;

/** An answer to today's prompt (text trimmed first, so spaces alone are no answer). */
export const answerRules = yup.object({
  momentId: recordId().required(says.required),
  response: text().required(says.required).max(MAX_ANSWER, says.tooLong(MAX_ANSWER)),
  removePhoto: flag().nullable().default(false),
  removeAudio: flag().nullable().default(false),
});

/** A prompt for a family's queue. */
export const familyPromptRules = yup.object({
  treeId: recordId().required(says.required),
  text: text().required(says.required).min(3, () => t('daily-moments:field.promptTooShort')).max(300, says.tooLong(300)),
  promptType: oneOfWords(PROMPT_TYPES).nullable().transform((value: unknown) => value ?? 'question').default('question'),
});

/** A page of earlier days: at most 20, each bringing its answers (more would cost more than a document may). */
export const momentPageRules = yup.object({
  treeId: recordId().required(says.required),
  first: yup.number().typeError(says.wholeNumber).integer(says.wholeNumber).min(1, says.between(1, 20)).max(20, says.between(1, 20)).required(),
  after: text().nullable().matches(/^\d{4}-\d{2}-\d{2}$/, says.cursor),
});

/** A tree and, for the book, a person. */
export const treeRules = yup.object({ treeId: recordId().required(says.required) });
export const bookRules = yup.object({ treeId: recordId().required(says.required), userId: recordId().required(says.required) });

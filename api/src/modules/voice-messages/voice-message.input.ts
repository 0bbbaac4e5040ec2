import * as yup from 'yup';
import { t } from '../../i18n.ts';
import { clearableText, flag, recordId, says, text } from '../../input/validation.ts';

/** The most relatives one message names (a circle's members come on top, see MAX_RECIPIENTS). */
export const MAX_NAMED_RECIPIENTS = 200;
/** The most recipients one message reaches, named ones and a circle's members together. */
export const MAX_RECIPIENTS = 1000;

const title = () => text().required(says.required).max(200, says.tooLong(200));
const description = () => clearableText().max(5000, says.tooLong(5000));
const transcript = () => clearableText().max(20_000, says.tooLong(20_000));

/** What is said about a new voice message (the recording comes separately). */
export const newVoiceMessageRules = yup.object({
  title: title(),
  description: description(),
  transcript: transcript(),
  isStory: flag().nullable().default(false),
  recipientIds: yup
    .array(recordId().defined())
    .typeError(says.listOfIds)
    .max(MAX_NAMED_RECIPIENTS, () => t('voice-messages:field.atMostRecipients', { count: MAX_NAMED_RECIPIENTS }))
    .nullable()
    .default([]),
  circleId: recordId().transform((value: unknown) => (value === '' ? undefined : value)).nullable(),
});

/** Changes to a voice message: only what is sent. */
export const voiceMessageChangesRules = yup.object({
  title: title().optional().nonNullable(says.required),
  description: description(),
  transcript: transcript(),
  isStory: flag().optional().nonNullable(says.required),
});

/** A page of voice messages. */
export const pageRules = yup.object({
  first: yup.number().typeError(says.wholeNumber).integer(says.wholeNumber).min(1, says.between(1, 50)).max(50, says.between(1, 50)).required(),
  after: text().nullable().matches(/^[\d-]+T[\d:.]+Z\|[0-9a-f-]{36}$/, says.cursor),
});

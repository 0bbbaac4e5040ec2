import * as yup from 'yup';
import { t } from '../../i18n.ts';
import { clearableText, recordId, says, text } from '../../input/validation.ts';

/** The most people one memory may tag. */
export const MAX_TAGGED = 50;

const title = () => text().required(says.required).max(200, says.tooLong(200));
const description = () => clearableText().max(5000, says.tooLong(5000));
const eventDate = () =>
  clearableText()
    .matches(/^\d{4}-\d{2}-\d{2}$/, says.date)
    .test('real-date', says.date, (value) => !value || new Date(`${value}T00:00:00Z`).toISOString().slice(0, 10) === value);
const taggedMemberIds = () =>
  yup.array(recordId().defined()).typeError(says.listOfIds).max(MAX_TAGGED, () => t('memories:field.atMostPeople', { count: MAX_TAGGED }));

/** What is said about a new memory (the file comes separately); the spec's "Missing information" when title or circle lack. */
export const newMemoryRules = yup.object({
  title: title(),
  description: description(),
  // A form with no circle chosen sends an empty one: that is missing, not malformed.
  circleId: recordId().transform((value: unknown) => (value === '' ? undefined : value)).required(says.required),
  eventDate: eventDate(),
  taggedMemberIds: taggedMemberIds().nullable().default([]),
  durationSeconds: yup.number().typeError(says.number).min(0).max(24 * 3600).nullable(),
});

/** Changes to a memory: only what is sent. */
export const memoryChangesRules = yup.object({
  title: title().optional().nonNullable(says.required),
  description: description(),
  circleId: recordId().optional().nonNullable(says.required),
  eventDate: eventDate(),
  taggedMemberIds: taggedMemberIds().optional().nonNullable(says.required),
});

/** A box on a photo: fractions of its width and height, wholly on it. */
const box = yup
  .object({
    x: yup.number().typeError(says.number).min(0).max(1).required(),
    y: yup.number().typeError(says.number).min(0).max(1).required(),
    width: yup.number().typeError(says.number).moreThan(0).max(1).required(),
    height: yup.number().typeError(says.number).moreThan(0).max(1).required(),
  })
  .test('on-photo', () => t('memories:field.boxOnPhoto'), (value) => !value || (value.x + value.width <= 1.0001 && value.y + value.height <= 1.0001))
  .nullable()
  .default(null);

/** Where a tag is on a photo; none at all is allowed. */
export const boxRules = yup.object({ box });

/** A page of memories. */
export const pageRules = yup.object({
  first: yup.number().typeError(says.wholeNumber).integer(says.wholeNumber).min(1, says.between(1, 100)).max(100, says.between(1, 100)).required(),
  after: text().nullable().matches(/^[\d-]+T[\d:.]+Z\|[0-9a-f-]{36}$/, says.cursor),
  circleId: recordId().nullable(),
  memberId: recordId().nullable(),
});

/** A user id in a REST path. */
export const userPathRules = yup.object({ userId: recordId().required(says.required) });

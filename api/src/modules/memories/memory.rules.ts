import * as yup from 'yup';
import { clearableText, recordId, text } from '../validation.ts';

const tooLong = (n: number) => `String must contain at most ${n} character(s)`;

/** The most people one memory may tag. */
export const MAX_TAGGED = 50;

const title = () => text().required('Required').max(200, tooLong(200));
const description = () => clearableText().max(5000, tooLong(5000));
const eventDate = () =>
  clearableText()
    .matches(/^\d{4}-\d{2}-\d{2}$/, 'Invalid date')
    .test('real-date', 'Invalid date', (value) => !value || new Date(`${value}T00:00:00Z`).toISOString().slice(0, 10) === value);
const taggedMemberIds = () =>
  yup.array(recordId().defined()).typeError('Must be a list of ids').max(MAX_TAGGED, `At most ${MAX_TAGGED} people`);

/** What is said about a new memory (the file comes separately); the spec's "Missing information" when title or circle lack. */
export const newMemoryRules = yup.object({
  title: title(),
  description: description(),
  // A form with no circle chosen sends an empty one: that is missing, not malformed.
  circleId: recordId().transform((value: unknown) => (value === '' ? undefined : value)).required('Required'),
  eventDate: eventDate(),
  taggedMemberIds: taggedMemberIds().nullable().default([]),
  durationSeconds: yup.number().typeError('Must be a number').min(0).max(24 * 3600).nullable(),
});

/** Changes to a memory: only what is sent. */
export const memoryChangesRules = yup.object({
  title: title().optional().nonNullable('Required'),
  description: description(),
  circleId: recordId().optional().nonNullable('Required'),
  eventDate: eventDate(),
  taggedMemberIds: taggedMemberIds().optional().nonNullable('Required'),
});

/** A box on a photo: fractions of its width and height, wholly on it. */
const box = yup
  .object({
    x: yup.number().typeError('Must be a number').min(0).max(1).required(),
    y: yup.number().typeError('Must be a number').min(0).max(1).required(),
    width: yup.number().typeError('Must be a number').moreThan(0).max(1).required(),
    height: yup.number().typeError('Must be a number').moreThan(0).max(1).required(),
  })
  .test('on-photo', 'The box must lie on the photo', (value) => !value || (value.x + value.width <= 1.0001 && value.y + value.height <= 1.0001))
  .nullable()
  .default(null);

/** Where a tag is on a photo; none at all is allowed. */
export const boxRules = yup.object({ box });

/** A page of memories. */
export const pageRules = yup.object({
  first: yup.number().typeError('Must be a whole number').integer('Must be a whole number').min(1, 'Must be between 1 and 100').max(100, 'Must be between 1 and 100').required(),
  after: text().nullable().matches(/^[\d-]+T[\d:.]+Z\|[0-9a-f-]{36}$/, 'Not a cursor of this list'),
  circleId: recordId().nullable(),
  memberId: recordId().nullable(),
});

/** A user id in a REST path. */
export const userPathRules = yup.object({ userId: recordId().required('Required') });

import * as yup from 'yup';
import { clearableText, flag, oneOfWords, recordId, text } from '../validation.ts';
import { FAMILY_EVENT_TYPES } from './family-event.entity.ts';
import { RSVP_RESPONSES } from './family-event-invitation.entity.ts';

const tooLong = (n: number) => `String must contain at most ${n} character(s)`;

/** The most photos one event shows. */
export const MAX_PHOTOS = 20;
/** The most users invited by name in one go. */
export const MAX_INVITED = 200;
export const END_BEFORE_START = 'The event cannot end before it starts.';

/** The zones a calendar app knows: the IANA names this runtime supports, and UTC. */
const TIME_ZONES = new Set([...Intl.supportedValuesOf('timeZone'), 'UTC']);
export const isTimeZone = (zone: string) => TIME_ZONES.has(zone);

/** Null for a field left out, so that its default applies. */
const nullIsUnset = (value: unknown) => (value === null ? undefined : value);

const title = () => text().required('Required').max(200, tooLong(200));
const eventType = () => oneOfWords(FAMILY_EVENT_TYPES);
const instant = () =>
  yup
    .date()
    .typeError('Must be a date and time')
    .transform((value: unknown, raw: unknown) => (raw == null || typeof raw === 'string' || raw instanceof Date ? value : new Date(NaN)));
const timeZone = () => text().required('Required').test('zone', 'Unknown time zone', (value) => !value || isTimeZone(value));
const photoMemoryIds = () => yup.array(recordId().defined()).typeError('Must be a list of ids').max(MAX_PHOTOS, `At most ${MAX_PHOTOS} photos`);

/** A new event; the service checks that its photos are memories the organizer may use. */
export const newEventRules = yup.object({
  title: title(),
  eventType: eventType().transform(nullIsUnset).default('gathering'),
  startsAt: instant().required('Required'),
  endsAt: instant()
    .nullable()
    .test('after-start', END_BEFORE_START, function (value) {
      const start = this.parent.startsAt as Date | undefined;
      return !value || !(start instanceof Date) || Number.isNaN(start.getTime()) || value >= start;
    }),
  timeZone: timeZone(),
  allDay: flag().transform(nullIsUnset).default(false),
  location: clearableText().max(200, tooLong(200)),
  address: clearableText().max(500, tooLong(500)),
  description: clearableText().max(5000, tooLong(5000)),
  isPrivate: flag().transform(nullIsUnset).default(false),
  photoMemoryIds: photoMemoryIds().transform(nullIsUnset).default([]),
});

/** Changes to an event: only what is sent (the service checks the end against the start it keeps). */
export const eventChangesRules = yup.object({
  title: title().optional().nonNullable('Required'),
  eventType: eventType().optional().nonNullable('Required'),
  startsAt: instant().optional().nonNullable('Required'),
  endsAt: instant().nullable(),
  timeZone: timeZone().optional().nonNullable('Required'),
  allDay: flag().optional().nonNullable('Required'),
  location: clearableText().max(200, tooLong(200)),
  address: clearableText().max(500, tooLong(500)),
  description: clearableText().max(5000, tooLong(5000)),
  isPrivate: flag().optional().nonNullable('Required'),
  photoMemoryIds: photoMemoryIds().optional().nonNullable('Required'),
});

/** Whom to invite: connections by id, a circle, a tree (any mix, at least one). */
export const inviteRules = yup
  .object({
    userIds: yup.array(recordId().defined()).typeError('Must be a list of ids').max(MAX_INVITED, `At most ${MAX_INVITED} at once`).nullable(),
    circleId: recordId().nullable(),
    treeId: recordId().nullable(),
  })
  .test('someone', 'Choose people, a circle or a tree to invite', function (value) {
    return Boolean(value?.userIds?.length || value?.circleId || value?.treeId) || this.createError({ path: 'userIds' });
  });

/** An answer to an invitation. */
export const rsvpRules = yup.object({ response: oneOfWords(RSVP_RESPONSES).required('Required') });

/** Which events a page lists. */
export const pageRules = yup.object({
  when: oneOfWords(['upcoming', 'past']).transform(nullIsUnset).default('upcoming'),
  first: yup.number().typeError('Must be a whole number').integer('Must be a whole number').min(1, 'Must be between 1 and 100').max(100, 'Must be between 1 and 100').required('Required'),
  after: text().nullable().matches(/^[\d-]+T[\d:.]+Z\|[0-9a-f-]{36}$/, 'Not a cursor of this list'),
});

/** How many of something a short list returns, between 1 and `max`. */
export const countRules = (max: number) =>
  yup.object({
    first: yup.number().typeError('Must be a whole number').integer('Must be a whole number').min(1, `Must be between 1 and ${max}`).max(max, `Must be between 1 and ${max}`).required('Required'),
  });

import * as yup from 'yup';
import { t } from '../../i18n.ts';
import { clearableText, flag, oneOfWords, recordId, says, text } from '../../input/validation.ts';
import { FAMILY_EVENT_TYPES } from './family-event.entity.ts';
import { RSVP_RESPONSES } from './family-event-invitation.entity.ts';

// Messages are written when a value is refused, in the language of that request.
const { tooLong, required, wholeNumber, listOfIds, between } = says;

/** The most photos one event shows. */
export const MAX_PHOTOS = 20;
/** The most users invited by name in one go. */
export const MAX_INVITED = 200;
export const endBeforeStart = () => t('calendar:field.endBeforeStart');

/** The zones a calendar app knows: the IANA names this runtime supports, and UTC. */
const TIME_ZONES = new Set([...Intl.supportedValuesOf('timeZone'), 'UTC']);
export const isTimeZone = (zone: string) => TIME_ZONES.has(zone);

/** Null for a field left out, so that its default applies. */
const nullIsUnset = (value: unknown) => (value === null ? undefined : value);

const title = () => text().required(required).max(200, tooLong(200));
const eventType = () => oneOfWords(FAMILY_EVENT_TYPES);
const instant = () =>
  yup
    .date()
    .typeError(() => t('calendar:field.dateTime'))
    .transform((value: unknown, raw: unknown) => (raw == null || typeof raw === 'string' || raw instanceof Date ? value : new Date(NaN)));
const timeZone = () => text().required(required).test('zone', () => t('calendar:field.timeZone'), (value) => !value || isTimeZone(value));
const photoMemoryIds = () => yup.array(recordId().defined()).typeError(listOfIds).max(MAX_PHOTOS, () => t('calendar:field.atMostPhotos', { max: MAX_PHOTOS }));

/** A new event; the service checks that its photos are memories the organizer may use. */
export const newEventRules = yup.object({
  title: title(),
  eventType: eventType().transform(nullIsUnset).default('gathering'),
  startsAt: instant().required(required),
  endsAt: instant()
    .nullable()
    .test('after-start', endBeforeStart, function (value) {
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
  title: title().optional().nonNullable(required),
  eventType: eventType().optional().nonNullable(required),
  startsAt: instant().optional().nonNullable(required),
  endsAt: instant().nullable(),
  timeZone: timeZone().optional().nonNullable(required),
  allDay: flag().optional().nonNullable(required),
  location: clearableText().max(200, tooLong(200)),
  address: clearableText().max(500, tooLong(500)),
  description: clearableText().max(5000, tooLong(5000)),
  isPrivate: flag().optional().nonNullable(required),
  photoMemoryIds: photoMemoryIds().optional().nonNullable(required),
});

/** Whom to invite: connections by id, a circle, a tree (any mix, at least one). */
export const inviteRules = yup
  .object({
    userIds: yup.array(recordId().defined()).typeError(listOfIds).max(MAX_INVITED, says.atOnce(MAX_INVITED)).nullable(),
    circleId: recordId().nullable(),
    treeId: recordId().nullable(),
  })
  .test('someone', () => t('calendar:invite.nobody'), function (value) {
    return Boolean(value?.userIds?.length || value?.circleId || value?.treeId) || this.createError({ path: 'userIds' });
  });

/** An answer to an invitation. */
export const rsvpRules = yup.object({ response: oneOfWords(RSVP_RESPONSES).required(required) });

/** Which events a page lists. */
export const pageRules = yup.object({
  when: oneOfWords(['upcoming', 'past']).transform(nullIsUnset).default('upcoming'),
  first: yup.number().typeError(wholeNumber).integer(wholeNumber).min(1, between(1, 100)).max(100, between(1, 100)).required(required),
  after: text().nullable().matches(/^[\d-]+T[\d:.]+Z\|[0-9a-f-]{36}$/, says.cursor),
});

/** How many of something a short list returns, between 1 and `max`. */
export const countRules = (max: number) =>
  yup.object({
    first: yup.number().typeError(wholeNumber).integer(wholeNumber).min(1, between(1, max)).max(max, between(1, max)).required(required),
  });

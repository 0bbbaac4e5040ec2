import dayjs, { type Dayjs } from 'dayjs';
import * as yup from 'yup';
import type { MemoryChoice } from '../../../components/memory-choices/MemorySquare';
import type { CreateFamilyEventInput, EventDetailsFieldsFragment, FamilyEventType, UpdateFamilyEventInput } from '../../../gql/graphql';
import { i18n } from '../../../lib/i18n';
import { messages, optionalText, requiredText } from '../../../lib/validation';
import { EVENT_TYPES } from '../eventText';
import { browserTimeZone, instantToWallClock, isKnownTimeZone, wallClockToInstant } from '../../../lib/zonedTime';
import { lastDayOf } from '../eventTime';

export const TITLE_MAX = 200;
export const LOCATION_MAX = 200;
export const ADDRESS_MAX = 500;
export const DESCRIPTION_MAX = 5000;
export const PHOTOS_MAX = 20;

/** A chosen photo: enough to show its thumbnail among the chosen ones. */
export type PhotoChoice = MemoryChoice;

/** The form's values; times are as read on a clock in `timeZone`. */
export interface EventFormValues {
  title: string;
  eventType: FamilyEventType;
  startsAt: Dayjs | null;
  endsAt: Dayjs | null;
  timeZone: string;
  allDay: boolean;
  location: string;
  address: string;
  description: string;
  isPrivate: boolean;
  photos: PhotoChoice[];
}

const validMoment = () =>
  yup
    .mixed<Dayjs>()
    .nullable()
    .test('valid', messages.invalidDate, (value) => !value || value.isValid());

/** The server's rules, checked before sending. */
export const eventFormSchema = yup.object({
  title: requiredText(TITLE_MAX),
  eventType: yup.string().oneOf(EVENT_TYPES, messages.enumValue).required(messages.required),
  startsAt: validMoment().required(messages.required),
  endsAt: validMoment().test('after-start', () => i18n.t('events:form.endBeforeStart'), function (end) {
    const { startsAt, allDay } = this.parent as EventFormValues;
    if (!end?.isValid() || !startsAt?.isValid()) return true;
    return !end.isBefore(startsAt, allDay ? 'day' : 'minute');
  }),
  timeZone: yup
    .string()
    .required(messages.required)
    .test('zone', () => i18n.t('events:form.unknownTimeZone'), (zone) => !zone || isKnownTimeZone(zone)),
  allDay: yup.boolean(),
  location: optionalText(LOCATION_MAX),
  address: optionalText(ADDRESS_MAX),
  description: optionalText(DESCRIPTION_MAX),
  isPrivate: yup.boolean(),
  photos: yup.array().max(PHOTOS_MAX, ({ max }: { max: number }) => i18n.t('events:form.tooManyPhotos', { max })),
});

/** A new event: a get-together in the browser's zone. */
export function newEventValues(): EventFormValues {
  return {
    title: '',
    eventType: 'gathering',
    startsAt: null,
    endsAt: null,
    timeZone: browserTimeZone(),
    allDay: false,
    location: '',
    address: '',
    description: '',
    isPrivate: false,
    photos: [],
  };
}

/** The end as the form shows it: the last day of an all-day event, not the midnight after it. */
function endValue(event: EventDetailsFieldsFragment, endsAt: string): Dayjs {
  if (!event.allDay) return instantToWallClock(endsAt, event.timeZone);
  return dayjs(lastDayOf(event.startsAt, endsAt, event.timeZone).format('YYYY-MM-DD'));
}

/** An event's values, to change them. */
export function eventValues(event: EventDetailsFieldsFragment): EventFormValues {
  return {
    title: event.title,
    eventType: event.eventType,
    startsAt: instantToWallClock(event.startsAt, event.timeZone),
    endsAt: event.endsAt ? endValue(event, event.endsAt) : null,
    timeZone: event.timeZone,
    allDay: event.allDay,
    location: event.location ?? '',
    address: event.address ?? '',
    description: event.description ?? '',
    isPrivate: event.isPrivate,
    photos: event.photos.map((p) => ({ id: p.id, title: p.title, thumbnailUrl: p.thumbnailUrl })),
  };
}

/** A time of the form as the moment sent, read in the event's zone. */
function moment(value: Dayjs, values: EventFormValues): string {
  return wallClockToInstant(values.allDay ? value.startOf('day') : value.second(0).millisecond(0), values.timeZone);
}

/** The end sent: an all-day event ends at the midnight after its last day, as calendar files say. */
function endMoment(values: EventFormValues): string | null {
  if (!values.endsAt) return null;
  return moment(values.allDay ? values.endsAt.add(1, 'day') : values.endsAt, values);
}

/** The fields as the API takes them on creation: trimmed, the empty ones left out. */
export function toCreateInput(values: EventFormValues): CreateFamilyEventInput {
  return {
    title: values.title.trim(),
    eventType: values.eventType,
    startsAt: moment(values.startsAt!, values),
    endsAt: endMoment(values) ?? undefined,
    timeZone: values.timeZone,
    allDay: values.allDay,
    location: values.location.trim() || undefined,
    address: values.address.trim() || undefined,
    description: values.description.trim() || undefined,
    isPrivate: values.isPrivate,
    photoMemoryIds: values.photos.map((p) => p.id),
  };
}

/** Every field, so that what was emptied is emptied (no end, no place) rather than kept. */
export function toUpdateInput(values: EventFormValues): UpdateFamilyEventInput {
  return {
    ...toCreateInput(values),
    endsAt: endMoment(values),
    location: values.location.trim(),
    address: values.address.trim(),
    description: values.description.trim(),
  };
}

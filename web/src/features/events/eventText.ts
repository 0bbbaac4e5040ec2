import type { Dayjs } from 'dayjs';
import type { EventCardFieldsFragment, FamilyEventType, RsvpResponse } from '../../gql/graphql';
import { inZone, lastDayOf } from './eventTime';

export const EVENTS_PATH = '/events';

/** An event's own page. */
export function eventPath(id: string): string {
  return `${EVENTS_PATH}/${encodeURIComponent(id)}`;
}

export const EVENT_TYPE_LABELS: Record<FamilyEventType, string> = {
  gathering: 'Gathering',
  birthday: 'Birthday',
  anniversary: 'Anniversary',
  wedding: 'Wedding',
  reunion: 'Reunion',
  holiday: 'Holiday',
  graduation: 'Graduation',
  memorial: 'Memorial',
  other: 'Other',
};

export const EVENT_TYPES = Object.keys(EVENT_TYPE_LABELS) as FamilyEventType[];

export const RSVP_LABELS: Record<RsvpResponse, string> = {
  going: 'Going',
  maybe: 'Maybe',
  not_going: 'Not going',
};

export const RSVP_RESPONSES = Object.keys(RSVP_LABELS) as RsvpResponse[];

export const EVENTS_EMPTY = { title: 'No upcoming events', text: 'Create your first family event' };
export const EVENT_NOT_FOUND = 'This event does not exist or is not shared with you.';

const DAY = 'MMM D, YYYY';
const TIME = 'h:mm A';

type When = Pick<EventCardFieldsFragment, 'startsAt' | 'endsAt' | 'timeZone' | 'allDay'>;

/** "GMT+2", "EDT", "UTC": the zone as the event's own clock names it at that moment. */
function zoneName(moment: Dayjs): string {
  return moment.offsetName() ?? '';
}

/**
 * When an event takes place, as read in its own time zone: "Jun 14, 2027, 3:00 PM – 6:00 PM GMT+2",
 * or only the days of an all-day event ("Jun 14, 2027 – Jun 16, 2027").
 */
export function eventWhenText(event: When): string {
  const start = inZone(event.startsAt, event.timeZone);
  const end = event.endsAt ? inZone(event.endsAt, event.timeZone) : null;
  if (event.allDay) {
    const last = event.endsAt ? lastDayOf(event.startsAt, event.endsAt, event.timeZone) : start;
    return last.isAfter(start, 'day') ? `${start.format(DAY)} – ${last.format(DAY)}` : start.format(DAY);
  }
  const from = `${start.format(DAY)}, ${start.format(TIME)}`;
  if (!end) return `${from} ${zoneName(start)}`;
  const until = end.isSame(start, 'day') ? end.format(TIME) : `${end.format(DAY)}, ${end.format(TIME)}`;
  return `${from} – ${until} ${zoneName(end)}`;
}

/** The day alone, in the event's zone: "Jun 14, 2027". */
export function eventDayText(event: Pick<When, 'startsAt' | 'timeZone'>): string {
  return inZone(event.startsAt, event.timeZone).format(DAY);
}

/** "3 going · 1 maybe · 2 not going · 4 no answer", leaving out what is zero (but never saying nothing). */
export function rsvpCountsText(counts: EventCardFieldsFragment['rsvpCounts']): string {
  const parts = [
    counts.going && `${counts.going} going`,
    counts.maybe && `${counts.maybe} maybe`,
    counts.notGoing && `${counts.notGoing} not going`,
    counts.noAnswer && `${counts.noAnswer} no answer`,
  ].filter(Boolean);
  return parts.length > 0 ? parts.join(' · ') : 'No one invited yet';
}

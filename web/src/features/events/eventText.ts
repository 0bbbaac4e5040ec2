import type { Dayjs } from 'dayjs';
import type { EventCardFieldsFragment, FamilyEventType, RsvpResponse } from '../../gql/graphql';
import { displayDateFormat } from '../../lib/dates';
import { formatNumber, i18n, tKey } from '../../lib/i18n';
import { inZone } from '../../lib/zonedTime';
import { lastDayOf, timeFormat } from './eventTime';

export const EVENTS_PATH = '/events';

/** An event's own page. */
export function eventPath(id: string): string {
  return `${EVENTS_PATH}/${encodeURIComponent(id)}`;
}

/** Each kind's name, as a catalogue key: `t(EVENT_TYPE_LABELS[type])`. */
export const EVENT_TYPE_LABELS = {
  gathering: tKey('events:type.gathering'),
  birthday: tKey('events:type.birthday'),
  anniversary: tKey('events:type.anniversary'),
  wedding: tKey('events:type.wedding'),
  reunion: tKey('events:type.reunion'),
  holiday: tKey('events:type.holiday'),
  graduation: tKey('events:type.graduation'),
  memorial: tKey('events:type.memorial'),
  other: tKey('events:type.other'),
} as const satisfies Record<FamilyEventType, string>;

export const EVENT_TYPES = Object.keys(EVENT_TYPE_LABELS) as FamilyEventType[];

/** An invitee's answer as others read it (a chip beside their name), as a catalogue key. */
export const RSVP_LABELS = {
  going: tKey('events:rsvp.going'),
  maybe: tKey('events:rsvp.maybe'),
  not_going: tKey('events:rsvp.notGoing'),
} as const satisfies Record<RsvpResponse, string>;

/** The viewer's own answer, on the buttons that give it, as a catalogue key. */
export const RSVP_CHOICES = {
  going: tKey('events:rsvp.choice.going'),
  maybe: tKey('events:rsvp.choice.maybe'),
  not_going: tKey('events:rsvp.choice.notGoing'),
} as const satisfies Record<RsvpResponse, string>;

export const RSVP_RESPONSES = Object.keys(RSVP_LABELS) as RsvpResponse[];

/** What an empty list of upcoming events says, as catalogue keys. */
export const EVENTS_EMPTY = { title: tKey('events:empty.upcoming.title'), text: tKey('events:empty.upcoming.text') } as const;

type When = Pick<EventCardFieldsFragment, 'startsAt' | 'endsAt' | 'timeZone' | 'allDay'>;

/** "GMT+2", "EDT", "UTC": the zone as the event's own clock names it at that moment. */
function zoneName(moment: Dayjs): string {
  return moment.offsetName() ?? '';
}

/**
 * When an event takes place, as read in its own time zone and written in the reader's language:
 * "Jun 14, 2027, 3:00 PM – 6:00 PM GMT+2" ("14 jun 2027, 15:00 – 18:00 GMT+2"),
 * or only the days of an all-day event ("Jun 14, 2027 – Jun 16, 2027").
 */
export function eventWhenText(event: When): string {
  const day = displayDateFormat();
  const time = timeFormat();
  const start = inZone(event.startsAt, event.timeZone);
  const end = event.endsAt ? inZone(event.endsAt, event.timeZone) : null;
  if (event.allDay) {
    const last = event.endsAt ? lastDayOf(event.startsAt, event.endsAt, event.timeZone) : start;
    return last.isAfter(start, 'day') ? `${start.format(day)} – ${last.format(day)}` : start.format(day);
  }
  const from = `${start.format(day)}, ${start.format(time)}`;
  if (!end) return `${from} ${zoneName(start)}`;
  const until = end.isSame(start, 'day') ? end.format(time) : `${end.format(day)}, ${end.format(time)}`;
  return `${from} – ${until} ${zoneName(end)}`;
}

/** The day alone, in the event's zone: "Jun 14, 2027". */
export function eventDayText(event: Pick<When, 'startsAt' | 'timeZone'>): string {
  return inZone(event.startsAt, event.timeZone).format(displayDateFormat());
}

/** "3 going · 1 maybe · 2 not going · 4 no answer", leaving out what is zero (but never saying nothing). */
export function rsvpCountsText(counts: EventCardFieldsFragment['rsvpCounts']): string {
  const figures = (count: number) => ({ count, shown: formatNumber(count) });
  const parts = [
    counts.going && i18n.t('events:counts.going', figures(counts.going)),
    counts.maybe && i18n.t('events:counts.maybe', figures(counts.maybe)),
    counts.notGoing && i18n.t('events:counts.notGoing', figures(counts.notGoing)),
    counts.noAnswer && i18n.t('events:counts.noAnswer', figures(counts.noAnswer)),
  ].filter(Boolean);
  return parts.length > 0 ? parts.join(' · ') : i18n.t('events:counts.nobody');
}

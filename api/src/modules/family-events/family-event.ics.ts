import ical, { ICalEventStatus, type ICalEventData } from 'ical-generator';
import type { Language } from '../../i18n.ts';
import type { FamilyEventModel } from './family-event.presenter.ts';
import { eventLink } from './family-event.presenter.ts';
import { vtimezone, wallClock, ZonedInstant } from './zoned-time.ts';

const DAY = 86_400_000;

/**
 * The days a whole-day event covers, as dates whose UTC fields are its days in its zone: the first,
 * and the day after the last (iCalendar's end is exclusive). An end at midnight is already exclusive.
 */
function wholeDays(event: FamilyEventModel) {
  const day = (at: Date) => {
    const wall = wallClock(at, event.timeZone);
    return { date: new Date(Date.UTC(wall.getUTCFullYear(), wall.getUTCMonth(), wall.getUTCDate())), midnight: wall.getTime() % DAY === 0 };
  };
  const first = day(event.startsAt).date;
  if (!event.endsAt) return { start: first, end: null };
  const last = day(event.endsAt);
  const end = last.midnight && last.date > first ? last.date : new Date(last.date.getTime() + DAY);
  return { start: first, end };
}

/** An event as iCalendar writes it: at its times in its own zone, cancelled ones marked so. */
function entryOf(event: FamilyEventModel, origin: string, host: string): ICalEventData {
  const place = [event.location, event.address].filter(Boolean).join(', ');
  const common: ICalEventData = {
    id: `${event.id}@${host}`,
    start: event.startsAt,
    summary: event.title,
    description: event.description,
    location: place || null,
    url: `${origin}${eventLink(event.id)}`,
    lastModified: event.updatedAt,
    created: event.createdAt,
    status: event.cancelledAt ? ICalEventStatus.CANCELLED : ICalEventStatus.CONFIRMED,
  };
  if (event.allDay) {
    const { start, end } = wholeDays(event);
    return { ...common, allDay: true, start, end };
  }
  return { ...common, timezone: event.timeZone, start: new ZonedInstant(event.startsAt, event.timeZone), end: event.endsAt && new ZonedInstant(event.endsAt, event.timeZone) };
}

/**
 * An iCalendar file of events, with the VTIMEZONE of each zone their times are written in; its name
 * and the language its product id names are those of its reader.
 */
export function eventsCalendar(events: FamilyEventModel[], origin: string, name: string, language: Language = 'en'): string {
  const host = new URL(origin).host;
  const timed = events.filter((e) => !e.allDay);
  const years = (zone: string) => {
    const starts = timed.filter((e) => e.timeZone === zone).flatMap((e) => [e.startsAt, e.endsAt ?? e.startsAt]).map((d) => d.getTime());
    return [new Date(Math.min(...starts)), new Date(Math.max(...starts))] as const;
  };
  const calendar = ical({
    name,
    prodId: { company: 'Kinfolk', product: 'Family events', language: language.toUpperCase() },
    timezone: { name: null, generator: (zone) => vtimezone(zone, ...years(zone)) },
    events: events.map((e) => entryOf(e, origin, host)),
  });
  return calendar.toString();
}

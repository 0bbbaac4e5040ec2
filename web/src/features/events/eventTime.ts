import dayjs, { type Dayjs } from 'dayjs';
import timezone from 'dayjs/plugin/timezone';
import utc from 'dayjs/plugin/utc';
import { currentLanguage } from '../../lib/i18n';

dayjs.extend(utc);
dayjs.extend(timezone);

const WALL_CLOCK = 'YYYY-MM-DDTHH:mm:ss';

/** A time of day as the reader's language writes it: "3:00 PM" in English, "15:00" in Spanish. */
export function timeFormat(): string {
  return currentLanguage() === 'en' ? 'h:mm A' : 'H:mm';
}

/** The zone the browser is in, e.g. "Europe/Madrid" (UTC when it cannot tell). */
export function browserTimeZone(): string {
  try {
    return Intl.DateTimeFormat().resolvedOptions().timeZone || 'UTC';
  } catch {
    return 'UTC';
  }
}

/** Every zone the browser knows, with UTC and the browser's own zone always among them. */
export function timeZoneChoices(): string[] {
  const known = typeof Intl.supportedValuesOf === 'function' ? Intl.supportedValuesOf('timeZone') : [];
  return [...new Set([...known, 'UTC', browserTimeZone()])].sort((a, b) => a.localeCompare(b));
}

/** Whether `zone` is an IANA time zone the browser can convert times to. */
export function isKnownTimeZone(zone: string): boolean {
  try {
    new Intl.DateTimeFormat('en-US', { timeZone: zone });
    return true;
  } catch {
    return false;
  }
}

/** The moment an event's time is in its zone, a zone the browser does not know read as UTC. */
export function inZone(iso: string, zone: string): Dayjs {
  return dayjs(iso).tz(isKnownTimeZone(zone) ? zone : 'UTC');
}

/**
 * The picker's value is the time as read on a clock in the event's zone, whatever the browser's
 * own zone: the same figures there give the moment sent to the server.
 */
export function wallClockToInstant(wallClock: Dayjs, zone: string): string {
  return dayjs.tz(wallClock.format(WALL_CLOCK), isKnownTimeZone(zone) ? zone : 'UTC').toISOString();
}

/** The reverse, for editing: what a clock in `zone` shows at the moment `iso`. */
export function instantToWallClock(iso: string, zone: string): Dayjs {
  return dayjs(inZone(iso, zone).format(WALL_CLOCK));
}

/**
 * The last day of an all-day event, read in its zone. Its end is exclusive, as in calendar files:
 * an end at midnight is the start of the day after the last one.
 */
export function lastDayOf(startsAt: string, endsAt: string, zone: string): Dayjs {
  const start = inZone(startsAt, zone);
  const end = inZone(endsAt, zone);
  const midnight = end.hour() === 0 && end.minute() === 0 && end.second() === 0;
  return midnight && end.isAfter(start, 'day') ? end.subtract(1, 'day') : end;
}

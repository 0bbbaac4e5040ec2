import dayjs, { type Dayjs } from 'dayjs';
import timezone from 'dayjs/plugin/timezone';
import utc from 'dayjs/plugin/utc';

dayjs.extend(utc);
dayjs.extend(timezone);

// Moments chosen in a time zone of their own (an event's, a time capsule's opening), whatever the
// browser's zone: a picker shows the figures a clock there shows.

const WALL_CLOCK = 'YYYY-MM-DDTHH:mm:ss';

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

/** A zone the browser knows, or UTC in its place. */
export const knownZoneOr = (zone: string) => (isKnownTimeZone(zone) ? zone : 'UTC');

/** The moment `iso` in `zone`, a zone the browser does not know read as UTC. */
export function inZone(iso: string, zone: string): Dayjs {
  return dayjs(iso).tz(knownZoneOr(zone));
}

/**
 * The picker's value is the time as read on a clock in `zone`, whatever the browser's own zone:
 * the same figures there give the moment sent to the server.
 */
export function wallClockToInstant(wallClock: Dayjs, zone: string): string {
  return dayjs.tz(wallClock.format(WALL_CLOCK), knownZoneOr(zone)).toISOString();
}

/** The reverse, for editing: what a clock in `zone` shows at the moment `iso`. */
export function instantToWallClock(iso: string, zone: string): Dayjs {
  return dayjs(inZone(iso, zone).format(WALL_CLOCK));
}

import dayjs, { type Dayjs } from 'dayjs';
import timezone from 'dayjs/plugin/timezone';
import utc from 'dayjs/plugin/utc';

dayjs.extend(utc);
dayjs.extend(timezone);

const WALL_CLOCK = 'YYYY-MM-DDTHH:mm:ss';

/** The zone the browser is in, e.g. "Europe/Madrid" (UTC when it cannot tell). */
export function browserTimeZone(): string {
  try {
    return Intl.DateTimeFormat().resolvedOptions().timeZone || 'UTC';
  } catch {
    return 'UTC';
  }
}

/** Every zone the browser knows, with UTC and the browser's own zone among them. */
export function timeZoneChoices(): string[] {
  const known = typeof Intl.supportedValuesOf === 'function' ? Intl.supportedValuesOf('timeZone') : [];
  return [...new Set([...known, 'UTC', browserTimeZone()])].sort((a, b) => a.localeCompare(b));
}

function knownZone(zone: string): string {
  try {
    new Intl.DateTimeFormat('en-US', { timeZone: zone });
    return zone;
  } catch {
    return 'UTC';
  }
}

/** The moment a clock in `zone` shows the picker's figures. */
export const wallClockToInstant = (wallClock: Dayjs, zone: string) => dayjs.tz(wallClock.format(WALL_CLOCK), knownZone(zone)).toISOString();

/** What a clock in `zone` shows at moment `iso`, for the picker. */
export const instantToWallClock = (iso: string, zone: string) => dayjs(dayjs(iso).tz(knownZone(zone)).format(WALL_CLOCK));

/** "4 December 2026, 10:30 (Europe/Madrid)": the moment as its creator chose it, in the reader's language. */
export function openingText(iso: string, zone: string, language: string): string {
  const locale = language === 'en' ? 'en-GB' : language;
  const at = new Date(iso);
  const format = (timeZone: string) =>
    `${new Intl.DateTimeFormat(locale, { dateStyle: 'long', timeZone }).format(at)}, ${new Intl.DateTimeFormat(locale, { timeStyle: 'short', timeZone }).format(at)}`;
  const shown = knownZone(zone);
  return `${format(shown)} (${shown.replaceAll('_', ' ')})`;
}

/** How long until `iso` from `now`, in whole days, hours and minutes (never below zero). */
export function timeLeft(iso: string, now: number): { days: number; hours: number; minutes: number; seconds: number } {
  const ms = Math.max(0, new Date(iso).getTime() - now);
  const seconds = Math.floor(ms / 1000);
  return { days: Math.floor(seconds / 86_400), hours: Math.floor((seconds % 86_400) / 3_600), minutes: Math.floor((seconds % 3_600) / 60), seconds: seconds % 60 };
}

import type { Dayjs } from 'dayjs';
import { currentLanguage } from '../../lib/i18n';
import { inZone } from '../../lib/zonedTime';

/** A time of day as the reader's language writes it: "3:00 PM" in English, "15:00" in Spanish. */
export function timeFormat(): string {
  return currentLanguage() === 'en' ? 'h:mm A' : 'H:mm';
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

import dayjs from 'dayjs';
import relativeTime from 'dayjs/plugin/relativeTime';
import { currentLanguage } from './i18n';

dayjs.extend(relativeTime);

/** How date fields show a date in the reader's language: "Nov 21, 2026", "21 nov 2026". */
export function displayDateFormat(): string {
  return currentLanguage() === 'en' ? 'MMM D, YYYY' : 'D MMM YYYY';
}

/** How the API writes calendar dates. */
export const API_DATE = 'YYYY-MM-DD';

export function formatDate(value: string | null | undefined): string {
  if (!value) return '';
  const date = dayjs(value);
  return date.isValid() ? date.format(displayDateFormat()) : '';
}

export function formatRelative(value: string): string {
  return dayjs(value).fromNow();
}

/** A moment with its time, e.g. "Nov 21, 2026, 14:05". */
export function formatDateTime(value: string | null | undefined): string {
  if (!value) return '';
  const date = dayjs(value);
  return date.isValid() ? date.format(`${displayDateFormat()}, HH:mm`) : '';
}

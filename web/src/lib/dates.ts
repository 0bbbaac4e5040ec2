import dayjs from 'dayjs';
import relativeTime from 'dayjs/plugin/relativeTime';

dayjs.extend(relativeTime);

/** How dates are shown everywhere, e.g. "Nov 21, 2026". */
export const DISPLAY_DATE = 'MMM D, YYYY';
/** How the API writes calendar dates. */
export const API_DATE = 'YYYY-MM-DD';

export function formatDate(value: string | null | undefined): string {
  if (!value) return '';
  const date = dayjs(value);
  return date.isValid() ? date.format(DISPLAY_DATE) : '';
}

export function formatRelative(value: string): string {
  return dayjs(value).fromNow();
}

/** A moment with its time, e.g. "Nov 21, 2026, 14:05". */
export function formatDateTime(value: string | null | undefined): string {
  if (!value) return '';
  const date = dayjs(value);
  return date.isValid() ? date.format(`${DISPLAY_DATE}, HH:mm`) : '';
}

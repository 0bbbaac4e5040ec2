import { MONTH_NAMES } from './calendar.ts';
import { parseDate } from './parse.ts';
import type { CalendarDate, GenealogyDate } from './types.ts';

/** A calendar date in plain English: "12 March 1850", "March 1850", "1850". */
function calendarText(date: CalendarDate | null): string {
  if (!date) return '';
  const month = date.month === null ? null : MONTH_NAMES[date.month - 1];
  return [date.day, month, date.year].filter((part) => part !== null).join(' ');
}

/** A stored value is read again; text that is not a date (kept from elsewhere) is shown as it is. */
function dateOf(date: GenealogyDate | string): GenealogyDate | string {
  if (typeof date !== 'string') return date;
  const parsed = parseDate(date);
  return parsed.ok ? parsed.date : date.trim();
}

/** A date as readable English, e.g. "about 1850", "between 1848 and 1852", "1850 (about Easter)". */
export function formatDate(input: GenealogyDate | string | null | undefined): string {
  if (input === null || input === undefined) return '';
  const date = dateOf(input);
  if (typeof date === 'string') return date;
  const start = calendarText(date.start);
  const end = calendarText(date.end);
  switch (date.kind) {
    case 'date':
      return start;
    case 'about':
    case 'calculated':
    case 'estimated':
    case 'before':
    case 'after':
    case 'from':
      return `${date.kind} ${start}`;
    case 'to':
      return `until ${end}`;
    case 'between':
      return `between ${start} and ${end}`;
    case 'fromTo':
      return `from ${start} to ${end}`;
    case 'interpreted':
      return `${start} (${date.phrase})`;
    case 'phrase':
      return date.phrase ?? '';
  }
}

const yearOf = (date: CalendarDate | null) => (date ? String(date.year) : '');

/** Two years with a dash, or one when they are the same: "1848–1852", "1850". */
function yearSpan(start: CalendarDate | null, end: CalendarDate | null): string {
  return start?.year === end?.year ? yearOf(start) : `${yearOf(start)}–${yearOf(end)}`;
}

/** Years only, for compact cards and lifespans: "1850", "c. 1850", "bef. 1900", "1848–1852". */
export function shortYears(input: GenealogyDate | string | null | undefined): string {
  if (input === null || input === undefined) return '';
  const date = dateOf(input);
  if (typeof date === 'string') return date;
  switch (date.kind) {
    case 'date':
    case 'interpreted':
      return yearOf(date.start);
    case 'about':
    case 'calculated':
    case 'estimated':
      return `c. ${yearOf(date.start)}`;
    case 'before':
      return `bef. ${yearOf(date.start)}`;
    case 'after':
      return `aft. ${yearOf(date.start)}`;
    case 'from':
      return `from ${yearOf(date.start)}`;
    case 'to':
      return `to ${yearOf(date.end)}`;
    case 'between':
    case 'fromTo':
      return yearSpan(date.start, date.end);
    case 'phrase':
      return date.phrase ?? '';
  }
}

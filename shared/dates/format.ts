import { MONTH_NAMES } from './calendar.ts';
import { FRENCH_MONTH_NAMES } from './french-republican.ts';
import { gedcomDate } from './gedcom.ts';
import { hebrewMonthName } from './hebrew.ts';
import { parseDate } from './parse.ts';
import type { CalendarDate, CalendarName, GenealogyDate } from './types.ts';

const CALENDAR_LABELS: Record<CalendarName, string> = {
  gregorian: '',
  julian: ' (Julian)',
  hebrew: ' (Hebrew)',
  french_r: ' (French republican)',
};

function monthName(date: CalendarDate & { month: number }): string {
  if (date.calendar === 'french_r') return FRENCH_MONTH_NAMES[date.month - 1];
  if (date.calendar === 'hebrew') return hebrewMonthName(date.year, date.month);
  return MONTH_NAMES[date.month - 1];
}

/** A year as written: "1850", "44 BC", "1750/51" (old and new style), "1056/1060" (either). */
function yearText(date: CalendarDate): string {
  if (date.bce) return `${date.year} BC`;
  if (date.firstYear === undefined) return String(date.year);
  const later = date.year === date.firstYear + 1 ? String(date.year % 100).padStart(2, '0') : String(date.year);
  return `${date.firstYear}/${later}`;
}

/** A calendar date in plain English: "12 March 1850", "March 1850", "1850", "5 Tishri 5600 (Hebrew)". */
function calendarText(date: CalendarDate | null): string {
  if (!date) return '';
  const month = date.month === null ? null : monthName({ ...date, month: date.month });
  const text = [date.day, month, yearText(date)].filter((part) => part !== null).join(' ');
  return text + CALENDAR_LABELS[date.calendar ?? 'gregorian'];
}

/**
 * A stored value is read again, as typed in the app or as a GEDCOM file wrote it (other calendars,
 * BCE); text that is not a date (kept from elsewhere) is shown as it is.
 */
function dateOf(date: GenealogyDate | string): GenealogyDate {
  if (typeof date !== 'string') return date;
  const parsed = parseDate(date);
  return parsed.ok ? parsed.date : gedcomDate(date);
}

/** A date as readable English, e.g. "about 1850", "between 1848 and 1852", "1850 (about Easter)". */
export function formatDate(input: GenealogyDate | string | null | undefined): string {
  if (input === null || input === undefined) return '';
  const date = dateOf(input);
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
      return date.phrase === null ? start : `${start} (${date.phrase})`;
    case 'phrase':
      return date.phrase ?? '';
  }
}

const yearOf = (date: CalendarDate | null) => (date ? yearText(date) : '');

/** Two years with a dash, or one when they are the same: "1848–1852", "1850". */
function yearSpan(start: CalendarDate | null, end: CalendarDate | null): string {
  return start?.year === end?.year ? yearOf(start) : `${yearOf(start)}–${yearOf(end)}`;
}

/** Years only, for compact cards and lifespans: "1850", "c. 1850", "bef. 1900", "1848–1852". */
export function shortYears(input: GenealogyDate | string | null | undefined): string {
  if (input === null || input === undefined) return '';
  const date = dateOf(input);
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

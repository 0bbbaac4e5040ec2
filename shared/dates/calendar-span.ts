import { daysInMonth } from './calendar.ts';
import { frenchDaysInMonth, frenchToJdn } from './french-republican.ts';
import { hebrewDaysInMonth, hebrewToJdn } from './hebrew.ts';
import { julianDaysInMonth, julianToJdn } from './julian.ts';
import { astronomicalYear, gregorianToJdn } from './julian-day.ts';
import type { CalendarDate, CalendarName } from './types.ts';

/** The first and last day (Julian Day Numbers) a calendar date can mean. */
export type Span = { first: number; last: number };

type Calendar = {
  months: number;
  daysIn: (year: number, month: number) => number;
  toJdn: (year: number, month: number, day: number) => number;
};

const CALENDARS: Record<CalendarName, Calendar> = {
  gregorian: { months: 12, daysIn: daysInMonth, toJdn: gregorianToJdn },
  julian: { months: 12, daysIn: julianDaysInMonth, toJdn: julianToJdn },
  hebrew: { months: 13, daysIn: hebrewDaysInMonth, toJdn: hebrewToJdn },
  french_r: { months: 13, daysIn: frenchDaysInMonth, toJdn: frenchToJdn },
};

/** The days of one written year, month or day; null when the parts name no real one (30 FEB). */
function spanIn(calendar: Calendar, year: number, month: number | null, day: number | null): Span | null {
  if (month === null) {
    if (day !== null) return null;
    return { first: calendar.toJdn(year, 1, 1), last: calendar.toJdn(year + 1, 1, 1) - 1 };
  }
  if (!Number.isInteger(month) || month < 1 || month > calendar.months) return null;
  const days = calendar.daysIn(year, month);
  if (day === null) return { first: calendar.toJdn(year, month, 1), last: calendar.toJdn(year, month, days) };
  if (!Number.isInteger(day) || day < 1 || day > days) return null;
  const jdn = calendar.toJdn(year, month, day);
  return { first: jdn, last: jdn };
}

/**
 * Which of two years a day written with both means. For consecutive years (1750/51) it is the old
 * English year, which began on 25 March: 1 January to 24 March belong to the later year as counted
 * today, the rest to the first. Otherwise the day may be in either year.
 */
function dualYearSpan(calendar: Calendar, date: CalendarDate, firstYear: number): Span | null {
  const { year, month, day } = date;
  const oldStyle = calendar.months === 12 && year === firstYear + 1 && month !== null;
  if (oldStyle && month !== 3) return spanIn(calendar, month < 3 ? year : firstYear, month, day);
  if (oldStyle && day !== null) return spanIn(calendar, day < 25 ? year : firstYear, month, day);
  const first = spanIn(calendar, firstYear, month, day);
  const last = spanIn(calendar, year, month, day);
  return first && last ? { first: first.first, last: last.last } : null;
}

/**
 * The Julian Day Numbers a calendar date can mean, whatever its calendar; null when its parts do
 * not make a real date (a day past the end of its month, a month the calendar does not have, year 0).
 */
export function spanOf(date: CalendarDate): Span | null {
  const calendar = CALENDARS[date.calendar ?? 'gregorian'];
  if (!Number.isSafeInteger(date.year) || date.year < 1) return null;
  if (date.firstYear !== undefined) {
    if (date.bce || !(date.firstYear >= 1 && date.firstYear < date.year)) return null;
    return dualYearSpan(calendar, date, date.firstYear);
  }
  return spanIn(calendar, astronomicalYear(date.year, date.bce ?? false), date.month, date.day);
}

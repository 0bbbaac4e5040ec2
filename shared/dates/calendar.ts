import { FIRST_YEAR, LAST_YEAR, type CalendarDate } from './types.ts';

/** GEDCOM's month codes, January first. */
export const MONTH_CODES = ['JAN', 'FEB', 'MAR', 'APR', 'MAY', 'JUN', 'JUL', 'AUG', 'SEP', 'OCT', 'NOV', 'DEC'];

export const MONTH_NAMES = [
  'January',
  'February',
  'March',
  'April',
  'May',
  'June',
  'July',
  'August',
  'September',
  'October',
  'November',
  'December',
];

export function isLeapYear(year: number): boolean {
  return (year % 4 === 0 && year % 100 !== 0) || year % 400 === 0;
}

export function daysInMonth(year: number, month: number): number {
  if (month === 2) return isLeapYear(year) ? 29 : 28;
  return [4, 6, 9, 11].includes(month) ? 30 : 31;
}

/** A day as ISO text; years are written with four digits so that the texts sort as the days do. */
export function isoDay(year: number, month: number, day: number): string {
  return `${String(year).padStart(4, '0')}-${String(month).padStart(2, '0')}-${String(day).padStart(2, '0')}`;
}

type Day = { year: number; month: number; day: number };

function clampToCalendar(day: Day): Day {
  if (day.year < FIRST_YEAR) return { year: FIRST_YEAR, month: 1, day: 1 };
  if (day.year > LAST_YEAR) return { year: LAST_YEAR, month: 12, day: 31 };
  return { ...day, day: Math.min(day.day, daysInMonth(day.year, day.month)) };
}

const iso = (day: Day) => isoDay(day.year, day.month, day.day);

/** The first day a date can mean: 1850 → 1850-01-01, MAR 1850 → 1850-03-01. */
export function firstDayOf(date: CalendarDate, shiftYears = 0): string {
  return iso(clampToCalendar({ year: date.year + shiftYears, month: date.month ?? 1, day: date.day ?? 1 }));
}

/** The last day a date can mean: 1850 → 1850-12-31, FEB 1900 → 1900-02-28. */
export function lastDayOf(date: CalendarDate, shiftYears = 0): string {
  const year = date.year + shiftYears;
  const month = date.month ?? 12;
  return iso(clampToCalendar({ year, month, day: date.day ?? daysInMonth(year, month) }));
}

function parseIso(text: string): Day {
  const [year, month, day] = text.split('-').map(Number);
  return { year, month, day };
}

/** The day before an ISO day, never before 1 January of year 1. */
export function dayBefore(text: string): string {
  const { year, month, day } = parseIso(text);
  if (day > 1) return isoDay(year, month, day - 1);
  if (month > 1) return isoDay(year, month - 1, daysInMonth(year, month - 1));
  return iso(clampToCalendar({ year: year - 1, month: 12, day: 31 }));
}

/** The day after an ISO day, never after 31 December 9999. */
export function dayAfter(text: string): string {
  const { year, month, day } = parseIso(text);
  if (day < daysInMonth(year, month)) return isoDay(year, month, day + 1);
  if (month < 12) return isoDay(year, month + 1, 1);
  return iso(clampToCalendar({ year: year + 1, month: 1, day: 1 }));
}

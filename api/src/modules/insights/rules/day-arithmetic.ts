import type { GenealogyDate } from '../../../../../shared/dates/index.ts';
// Day numbers and month lengths of the date model itself (the Gregorian days its spans are written in).
import { daysInMonth, isoDay } from '../../../../../shared/dates/calendar.ts';
import { gregorianToJdn, jdnToGregorian } from '../../../../../shared/dates/julian-day.ts';
import type { Era, YearsRange } from './insight.ts';

// Arithmetic on the ISO days a date's span is written in (`earliest`, `latest`): how many whole
// years lie between two days, a day some months later, day numbers for counting days. Every date
// the rules compare goes through its span, so an "about", a "between" or a Julian date counts by the
// days it can mean.

const year = (iso: string) => Number(iso.slice(0, 4));
const month = (iso: string) => Number(iso.slice(5, 7));
const day = (iso: string) => Number(iso.slice(8, 10));

/** The day number (Julian Day Number) of an ISO day, for counting days between two of them. */
export const dayNumber = (iso: string): number => gregorianToJdn(year(iso), month(iso), day(iso));

/** The ISO day of a day number. */
export function isoOfDayNumber(jdn: number): string {
  const { year: y, month: m, day: d } = jdnToGregorian(jdn);
  return isoDay(y, m, d);
}

/** The day of a month and year, 29 February becoming the 28th in a year without it. */
export const dayIn = (y: number, m: number, d: number): string => isoDay(y, m, Math.min(d, daysInMonth(y, m)));

/** Whole years from one ISO day to another, as an age is counted (negative when `to` is earlier). */
export function wholeYears(from: string, to: string): number {
  const years = year(to) - year(from);
  return to.slice(5) < from.slice(5) ? years - 1 : years;
}

/** The ISO day `months` months after `iso`, on the same day of the month or the month's last. */
export function addMonths(iso: string, months: number): string {
  const index = year(iso) * 12 + month(iso) - 1 + months;
  return dayIn(Math.floor(index / 12), (index % 12) + 1, day(iso));
}

/** The span of a date as a range of ISO days, or of one day given as ISO text. */
type Spanned = GenealogyDate | string;
const earliestOf = (date: Spanned) => (typeof date === 'string' ? date : date.earliest);
const latestOf = (date: Spanned) => (typeof date === 'string' ? date : date.latest);

/**
 * Whole years from one date to a later one (an age at an event, a lifespan), within what the two
 * dates can mean: at least from the latest first day to the earliest second, at most from the
 * earliest first to the latest second. A side a date leaves open is null.
 */
export function yearsBetween(from: Spanned, to: Spanned): YearsRange {
  const fromEarliest = earliestOf(from);
  const fromLatest = latestOf(from);
  const toEarliest = earliestOf(to);
  const toLatest = latestOf(to);
  return {
    min: fromLatest && toEarliest ? wholeYears(fromLatest, toEarliest) : null,
    max: fromEarliest && toLatest ? wholeYears(fromEarliest, toLatest) : null,
  };
}

/** A date spanning more years than this is too vague to place in a decade or a generation. */
export const MAX_PLACED_SPAN_YEARS = 25;

/**
 * The year that stands for a date when counting by decade or generation: the middle of its span
 * (ABT 1850 → 1850, BET 1840 AND 1850 → 1845), or its one known end (BEF 1900 → 1899); null for no
 * date, a phrase, or a span of more than 25 years.
 */
export function placedYear(date: GenealogyDate | null | undefined): number | null {
  const first = date?.earliest ? year(date.earliest) : null;
  const last = date?.latest ? year(date.latest) : null;
  if (first === null) return last;
  if (last === null) return first;
  return last - first > MAX_PLACED_SPAN_YEARS ? null : Math.floor((first + last) / 2);
}

/** The generation a birth year belongs to: its quarter-century (1900–1924). */
export function eraOf(birthYear: number): Era {
  const start = Math.floor(birthYear / 25) * 25;
  return { start, end: start + 24 };
}

/** The decade of a year (1987 → 1980). */
export const decadeOf = (y: number): number => Math.floor(y / 10) * 10;

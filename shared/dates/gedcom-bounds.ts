import type { Span } from './calendar-span.ts';
import { gregorianToJdn, jdnToGregorian } from './julian-day.ts';
import { boundsOf, type Bounds } from './range.ts';
import { FIRST_YEAR, LAST_YEAR, type CalendarDate, type DateKind } from './types.ts';

/** A date as written, and the days it covers. */
export type Placed = { date: CalendarDate; span: Span };

const FIRST_JDN = gregorianToJdn(FIRST_YEAR, 1, 1);
const LAST_JDN = gregorianToJdn(LAST_YEAR, 12, 31);

const isPlainGregorian = ({ calendar, bce, firstYear, year }: CalendarDate) =>
  !calendar && !bce && firstYear === undefined && year >= FIRST_YEAR && year <= LAST_YEAR;

/**
 * The date boundsOf reckons from: a Gregorian date as written (so ABT FEB 1851 widens by whole
 * months, as in the app), else the Gregorian day of its first or last day; null outside the years
 * 1–9999, where that side stays open.
 */
function reckonedDate({ date, span }: Placed, side: 'first' | 'last'): CalendarDate | null {
  if (isPlainGregorian(date)) return date;
  const jdn = span[side];
  if (!(jdn >= FIRST_JDN && jdn <= LAST_JDN)) return null;
  const { year, month, day } = jdnToGregorian(jdn);
  return { year, month, day };
}

/**
 * The first and last ISO day a date can mean, by the same rules as dates typed in the app
 * (boundsOf: ABT widens by five years, BEF excludes its date …), whatever the calendar. Two dates
 * written the wrong way round (BET 1950 AND 1850) give the days of both, so the range stays in order.
 */
export function gedcomBounds(kind: DateKind, start: Placed | null, end: Placed | null): Bounds {
  const pair = kind === 'between' || kind === 'fromTo';
  let low = start;
  let high = kind === 'to' ? end : start;
  if (pair && start && end) {
    low = start.span.first <= end.span.first ? start : end;
    high = end.span.last >= start.span.last ? end : start;
  }
  if (!low && !high) return { earliest: null, latest: null };
  // BEF is bounded by the first day of its date, AFT by the last.
  const lowDate = low && reckonedDate(low, kind === 'after' ? 'last' : 'first');
  const highDate = high && reckonedDate(high, kind === 'before' ? 'first' : 'last');
  return {
    earliest: lowDate ? boundsOf(kind, lowDate, lowDate).earliest : null,
    latest: highDate ? boundsOf(kind, highDate, highDate).latest : null,
  };
}

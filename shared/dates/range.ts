import { dayAfter, dayBefore, firstDayOf, lastDayOf } from './calendar.ts';
import type { CalendarDate, DateKind } from './types.ts';

/**
 * How many years either side of the written date an approximate date may fall. "About" and
 * "estimated" dates in family records are usually guesses from a census age, a generation gap or a
 * family story, and are often several years out, so they widen by five years. A "calculated" date
 * comes from arithmetic on a stated age (age 42 at a death in 1892 gives CAL 1850), which is out by
 * at most the one year of a birthday not yet reached, so it widens by one.
 */
export const APPROXIMATION_YEARS = { about: 5, estimated: 5, calculated: 1 } as const;

export type Bounds = { earliest: string | null; latest: string | null };

const OPEN: Bounds = { earliest: null, latest: null };

/**
 * The first and last day (ISO) a date can mean; null where it is open.
 * BEF and AFT exclude the written date (GEDCOM: "before the given date"); BET, FROM and TO include it.
 */
export function boundsOf(kind: DateKind, start: CalendarDate | null, end: CalendarDate | null): Bounds {
  switch (kind) {
    case 'date':
    case 'interpreted':
      return start ? { earliest: firstDayOf(start), latest: lastDayOf(start) } : OPEN;
    case 'about':
    case 'calculated':
    case 'estimated': {
      if (!start) return OPEN;
      const years = APPROXIMATION_YEARS[kind];
      return { earliest: firstDayOf(start, -years), latest: lastDayOf(start, years) };
    }
    case 'before':
      return start ? { earliest: null, latest: dayBefore(firstDayOf(start)) } : OPEN;
    case 'after':
      return start ? { earliest: dayAfter(lastDayOf(start)), latest: null } : OPEN;
    case 'from':
      return start ? { earliest: firstDayOf(start), latest: null } : OPEN;
    case 'to':
      return end ? { earliest: null, latest: lastDayOf(end) } : OPEN;
    case 'between':
    case 'fromTo':
      return start && end ? { earliest: firstDayOf(start), latest: lastDayOf(end) } : OPEN;
    case 'phrase':
      return OPEN;
  }
}

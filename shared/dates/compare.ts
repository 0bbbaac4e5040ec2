import { daysInMonth, isoDay } from './calendar.ts';
import type { GenealogyDate } from './types.ts';

type MaybeDate = GenealogyDate | null | undefined;

/** Where a date sits on a timeline: its earliest day, or its latest when it has no earliest (before 1900). */
const sortDay = (date: MaybeDate) => date?.earliest ?? date?.latest ?? null;

/** Orders ISO days with open (null) ones last. */
function compareDays(a: string | null, b: string | null): number {
  if (a === b) return 0;
  if (a === null) return 1;
  if (b === null) return -1;
  return a < b ? -1 : 1;
}

/**
 * For sorting: by earliest day, then by latest day. A date open at the start (before 1900, to 1910)
 * sorts by its latest day, so it lands just before what follows it; dates with no day at all (a bare
 * phrase) and missing dates come last. Ties are broken by the stored text, so the order is stable.
 */
export function compareDates(a: MaybeDate, b: MaybeDate): number {
  return (
    compareDays(sortDay(a), sortDay(b)) ||
    compareDays(a?.latest ?? null, b?.latest ?? null) ||
    compareDays(a?.value ?? null, b?.value ?? null)
  );
}

/**
 * True only when `a` must have happened before `b`: every day `a` can mean is before every day `b`
 * can mean. "A death cannot be before the birth" refuses a death when `definitelyBefore(death, birth)`;
 * a death that might be after the birth (an overlap, or an open end) is allowed.
 */
export function definitelyBefore(a: MaybeDate, b: MaybeDate): boolean {
  const last = a?.latest;
  const first = b?.earliest;
  return Boolean(last && first && last < first);
}

/** The last year a date can mean, or null when open (after 1900, a phrase). */
export function latestYear(date: MaybeDate): number | null {
  return date?.latest ? Number(date.latest.slice(0, 4)) : null;
}

/** The first year a date can mean, or null when open (before 1900, a phrase). */
export function earliestYear(date: MaybeDate): number | null {
  return date?.earliest ? Number(date.earliest.slice(0, 4)) : null;
}

/**
 * True only when even the latest day a date can mean was more than `years` whole years before
 * `today` (ISO `YYYY-MM-DD`), e.g. "born more than 110 years ago". An open or missing date is never
 * definitely that old.
 */
export function definitelyMoreThanYearsAgo(date: MaybeDate, years: number, today: string): boolean {
  if (!date?.latest) return false;
  const [year, month, day] = today.split('-').map(Number);
  const cutoffYear = year - years;
  if (cutoffYear < 1) return false;
  // Today less the years; 29 February becomes the 28th in a year that has no 29th.
  const cutoff = isoDay(cutoffYear, month, Math.min(day, daysInMonth(cutoffYear, month)));
  return date.latest < cutoff;
}

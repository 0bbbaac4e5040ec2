/**
 * The Hebrew calendar (the arithmetic calendar fixed by Hillel II): years of 12 or 13 months from
 * the creation era, each year starting on 1 Tishri, its length set by the mean new moon and the
 * rules that keep some holidays off certain weekdays. Months are numbered as GEDCOM lists them,
 * Tishri first: TSH CSH KSL TVT SHV ADR ADS NSN IYR SVN TMZ AAV ELL. ADR is Adar, or Adar I in a leap
 * year; ADS is Adar II, and read as Adar in a year that has only one.
 */

export const HEBREW_MONTH_CODES = 'TSH CSH KSL TVT SHV ADR ADS NSN IYR SVN TMZ AAV ELL'.split(' ');
const NAMES = 'Tishri|Heshvan|Kislev|Tevet|Shevat|Adar|Adar II|Nisan|Iyar|Sivan|Tammuz|Av|Elul'.split('|');

/** The day number of the day before 1 Tishri of year 1 (7 October 3761 BCE, Julian, is 1 Tishri 1). */
const EPOCH = 347997;
const ADR = 6;
const ADS = 7;

export const isHebrewLeapYear = (year: number) => (((7 * year + 1) % 19) + 19) % 19 < 7;

/** Days from the epoch to 1 Tishri of a year, before the corrections for the length of the years around it. */
function elapsedDays(year: number): number {
  const months = Math.floor((235 * year - 234) / 19);
  const parts = 12084 + 13753 * months;
  const days = 29 * months + Math.floor(parts / 25920);
  return (3 * (days + 1)) % 7 < 3 ? days + 1 : days;
}

/** Pushes a new year a day or two later when the year before or the year itself would be too long or too short. */
function yearLengthCorrection(year: number): number {
  const [before, start, next] = [elapsedDays(year - 1), elapsedDays(year), elapsedDays(year + 1)];
  if (next - start === 356) return 2;
  if (start - before === 382) return 1;
  return 0;
}

/** The Julian Day Number of 1 Tishri of a year. */
function newYear(year: number): number {
  return EPOCH + elapsedDays(year) + yearLengthCorrection(year) + 1;
}

export const hebrewYearLength = (year: number) => newYear(year + 1) - newYear(year);

/** The months a year has, in order: Adar II (ADS) only in leap years. */
const monthsOf = (year: number) =>
  HEBREW_MONTH_CODES.map((_, i) => i + 1).filter((m) => m !== ADS || isHebrewLeapYear(year));

const monthIn = (year: number, month: number) => (month === ADS && !isHebrewLeapYear(year) ? ADR : month);

/** Days in a month (1–13 as above). */
export function hebrewDaysInMonth(year: number, written: number): number {
  const month = monthIn(year, written);
  const length = hebrewYearLength(year);
  const leap = isHebrewLeapYear(year);
  if (month === ADS) return 29;
  if (month === 2) return length % 10 === 5 ? 30 : 29; // Heshvan is long in 355- and 385-day years
  if (month === 3) return length % 10 === 3 ? 29 : 30; // Kislev is short in 353- and 383-day years
  if (month === ADR) return leap ? 30 : 29;
  return [4, 9, 11, 13].includes(month) ? 29 : 30; // Tevet, Iyar, Tammuz and Elul have 29 days
}

/** The Julian Day Number of a Hebrew day. */
export function hebrewToJdn(year: number, written: number, day: number): number {
  const month = monthIn(year, written);
  let jdn = newYear(year) + day - 1;
  for (const earlier of monthsOf(year)) {
    if (earlier >= month) break;
    jdn += hebrewDaysInMonth(year, earlier);
  }
  return jdn;
}

/** A month's name in English: Adar is Adar I in a year that also has Adar II, which is plain Adar in one that does not. */
export function hebrewMonthName(year: number, month: number): string {
  const leap = isHebrewLeapYear(year);
  if (month === ADR && leap) return 'Adar I';
  return month === ADS && !leap ? 'Adar' : NAMES[month - 1];
}

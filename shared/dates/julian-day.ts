/**
 * Julian Day Numbers: a count of days that every calendar converts to and from, so a date in one
 * calendar can be placed in another. Years here are astronomical: 1 BCE is year 0, 2 BCE is -1.
 */

export type Day = { year: number; month: number; day: number };

/** The day number of a day in the Gregorian calendar (also before 1582, as if it had always been used). */
export function gregorianToJdn(year: number, month: number, day: number): number {
  const a = Math.floor((14 - month) / 12);
  const y = year + 4800 - a;
  const m = month + 12 * a - 3;
  return (
    day +
    Math.floor((153 * m + 2) / 5) +
    365 * y +
    Math.floor(y / 4) -
    Math.floor(y / 100) +
    Math.floor(y / 400) -
    32045
  );
}

/** The Gregorian day of a day number. */
export function jdnToGregorian(jdn: number): Day {
  const a = jdn + 32044;
  const b = Math.floor((4 * a + 3) / 146097);
  const c = a - Math.floor((146097 * b) / 4);
  const d = Math.floor((4 * c + 3) / 1461);
  const e = c - Math.floor((1461 * d) / 4);
  const m = Math.floor((5 * e + 2) / 153);
  return {
    day: e - Math.floor((153 * m + 2) / 5) + 1,
    month: m + 3 - 12 * Math.floor(m / 10),
    year: 100 * b + d - 4800 + Math.floor(m / 10),
  };
}

/** Written years before the common era (44 BCE) as astronomical years (-43); others unchanged. */
export const astronomicalYear = (year: number, bce: boolean) => (bce ? 1 - year : year);

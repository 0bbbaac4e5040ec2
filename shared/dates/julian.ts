/**
 * The Julian calendar, used across Europe until 1582 and in Britain and its colonies until 1752:
 * a leap year every fourth year without exception. Years are astronomical (1 BCE is year 0).
 */

export function julianDaysInMonth(year: number, month: number): number {
  if (month === 2) return ((year % 4) + 4) % 4 === 0 ? 29 : 28;
  return [4, 6, 9, 11].includes(month) ? 30 : 31;
}

/** The Julian Day Number of a day in the Julian calendar. */
export function julianToJdn(year: number, month: number, day: number): number {
  const a = Math.floor((14 - month) / 12);
  const y = year + 4800 - a;
  const m = month + 12 * a - 3;
  return day + Math.floor((153 * m + 2) / 5) + 365 * y + Math.floor(y / 4) - 32083;
}

import { frenchToJdn } from './french-republican.ts';
import { hebrewDaysInMonth, hebrewToJdn, hebrewYearLength, isHebrewLeapYear } from './hebrew.ts';
import { gregorianToJdn, jdnToGregorian } from './julian-day.ts';
import { julianToJdn } from './julian.ts';

const iso = (jdn: number) => {
  const { year, month, day } = jdnToGregorian(jdn);
  return `${String(year).padStart(4, '0')}-${String(month).padStart(2, '0')}-${String(day).padStart(2, '0')}`;
};

describe('Julian Day Numbers', () => {
  it('count from 1 January 4713 BCE (Julian) and give back the Gregorian day', () => {
    expect(julianToJdn(-4712, 1, 1)).toBe(0);
    expect(gregorianToJdn(2000, 1, 1)).toBe(2451545);
    expect(gregorianToJdn(1, 1, 1)).toBe(1721426);
    for (let jdn = gregorianToJdn(1, 1, 1); jdn < gregorianToJdn(2100, 1, 1); jdn += 97) {
      const { year, month, day } = jdnToGregorian(jdn);
      expect(gregorianToJdn(year, month, day)).toBe(jdn);
    }
  });

  it('agree with the days JavaScript counts', () => {
    for (const day of ['1582-10-15', '1752-09-14', '1900-02-28', '2000-02-29', '2024-12-31']) {
      const [y, m, d] = day.split('-').map(Number);
      expect((gregorianToJdn(y, m, d) - 2440588) * 86_400_000).toBe(Date.UTC(y, m - 1, d));
    }
  });
});

describe('the Julian calendar', () => {
  it.each([
    // The last Julian day in Catholic Europe, and in Britain and its colonies
    [1582, 10, 4, '1582-10-14'],
    [1752, 9, 2, '1752-09-13'],
    // 1700 is a leap year in the Julian calendar only
    [1700, 2, 29, '1700-03-11'],
    [1918, 1, 31, '1918-02-13'],
  ])('%i-%i-%i (Julian) is %s', (year, month, day, gregorian) => {
    expect(iso(julianToJdn(year, month, day))).toBe(gregorian);
  });
});

describe('the Hebrew calendar', () => {
  it.each([
    [5785, 1, 1, '2024-10-03'], // Rosh Hashanah
    [5784, 8, 15, '2024-04-23'], // Passover
    [5784, 7, 14, '2024-03-24'], // Purim in a leap year: Adar II
    [5785, 6, 14, '2025-03-14'], // Purim in a common year: Adar
    [5758, 4, 2, '1997-12-31'],
    [5600, 1, 1, '1839-09-09'],
  ])('%i-%i-%i is %s', (year, month, day, gregorian) => {
    expect(iso(hebrewToJdn(year, month, day))).toBe(gregorian);
  });

  it('has years of 353–355 or 383–385 days, 13 months in 7 of every 19', () => {
    const leapYears = [];
    for (let year = 5701; year <= 5719; year += 1) {
      const length = hebrewYearLength(year);
      expect(isHebrewLeapYear(year) ? [383, 384, 385] : [353, 354, 355]).toContain(length);
      if (isHebrewLeapYear(year)) leapYears.push(year % 19);
    }
    expect(leapYears.sort((a, b) => a - b)).toEqual([0, 3, 6, 8, 11, 14, 17]);
  });

  it('agrees with the Hebrew calendar of the Unicode library on every month from 5500 to 5900', () => {
    const format = new Intl.DateTimeFormat('en-u-ca-hebrew', {
      timeZone: 'UTC',
      year: 'numeric',
      month: 'long',
      day: 'numeric',
    });
    const names = 'Tishri|Heshvan|Kislev|Tevet|Shevat|Adar|Adar II|Nisan|Iyar|Sivan|Tamuz|Av|Elul'.split('|');
    const read = (jdn: number) => format.format((jdn - 2440588) * 86_400_000);
    for (let year = 5500; year <= 5900; year += 1) {
      const leap = isHebrewLeapYear(year);
      for (let month = 1; month <= 13; month += 1) {
        if (month === 7 && !leap) continue;
        const name = month === 6 && leap ? 'Adar I' : names[month - 1];
        const last = hebrewDaysInMonth(year, month);
        expect(read(hebrewToJdn(year, month, 1))).toBe(`1 ${name} ${year}`);
        expect(read(hebrewToJdn(year, month, last))).toBe(`${last} ${name} ${year}`);
      }
    }
  });
});

describe('the French republican calendar', () => {
  it.each([
    [1, 1, 1, '1792-09-22'], // the first day of the Republic
    [2, 11, 9, '1794-07-27'], // 9 Thermidor II
    [3, 13, 6, '1795-09-22'], // the sixth complementary day of a leap year
    [8, 2, 18, '1799-11-09'], // 18 Brumaire VIII
    [14, 4, 10, '1805-12-31'], // its last day
    [79, 8, 16, '1871-05-06'], // revived by the Paris Commune
  ])('%i-%i-%i is %s', (year, month, day, gregorian) => {
    expect(iso(frenchToJdn(year, month, day))).toBe(gregorian);
  });
});

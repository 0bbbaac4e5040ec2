import { gedcomDate } from '../../../../../shared/dates/index.ts';
import { addMonths, dayNumber, eraOf, isoOfDayNumber, placedYear, wholeYears, yearsBetween } from './day-arithmetic.ts';

describe('day arithmetic', () => {
  it('counts whole years as an age is counted', () => {
    expect(wholeYears('1900-06-15', '2000-06-14')).toBe(99);
    expect(wholeYears('1900-06-15', '2000-06-15')).toBe(100);
    expect(wholeYears('2000-02-29', '2001-02-28')).toBe(0);
    expect(wholeYears('2000-02-29', '2001-03-01')).toBe(1);
  });

  it('adds months, keeping to the last day of a shorter month', () => {
    expect(addMonths('1949-03-01', 9)).toBe('1949-12-01');
    expect(addMonths('1949-05-31', 9)).toBe('1950-02-28');
    expect(addMonths('1947-05-31', 9)).toBe('1948-02-29');
  });

  it('numbers days both ways', () => {
    expect(dayNumber('2000-03-01') - dayNumber('2000-02-28')).toBe(2);
    expect(isoOfDayNumber(dayNumber('1752-09-14'))).toBe('1752-09-14');
  });

  it('gives the years between two dates within what they can mean, open sides null', () => {
    expect(yearsBetween(gedcomDate('ABT 1900'), gedcomDate('1 JAN 1990'))).toEqual({ min: 84, max: 95 });
    expect(yearsBetween(gedcomDate('BEF 1900'), '2000-01-01')).toEqual({ min: 100, max: null });
    expect(yearsBetween(gedcomDate('AFT 1900'), '2000-01-01')).toEqual({ min: null, max: 99 });
  });

  it('places a date by the middle of its span, not one too vague', () => {
    expect(placedYear(gedcomDate('ABT 1850'))).toBe(1850);
    expect(placedYear(gedcomDate('BET 1840 AND 1850'))).toBe(1845);
    expect(placedYear(gedcomDate('BEF 1900'))).toBe(1899);
    expect(placedYear(gedcomDate('BET 1800 AND 1900'))).toBeNull();
    expect(placedYear(gedcomDate('(unknown)'))).toBeNull();
    expect(placedYear(gedcomDate('@#DHEBREW@ 1 TSH 5660'))).toBe(1899);
    expect(placedYear(null)).toBeNull();
    expect(eraOf(1924)).toEqual({ start: 1900, end: 1924 });
    expect(eraOf(1925)).toEqual({ start: 1925, end: 1949 });
  });
});

import { dateFromIso, exactIso, parseDate } from './index.ts';

const date = (value: string) => {
  const result = parseDate(value);
  if (!result.ok) throw new Error(result.problem);
  return result.date;
};

describe('dateFromIso', () => {
  it('turns a plain day into the exact date', () => {
    expect(dateFromIso('1928-03-12')).toEqual(date('12 MAR 1928'));
    expect(dateFromIso('0850-01-01').value).toBe('1 JAN 850');
    expect(dateFromIso('0050-01-01').value).toBe('1 JAN 050');
    expect(dateFromIso('2000-02-29').value).toBe('29 FEB 2000');
  });

  it.each(['1900-02-29', '1928-13-01', '0000-01-01', '1928-3-12', '12/03/1928', ''])('refuses %j', (text) => {
    expect(() => dateFromIso(text)).toThrow('Not a day');
  });
});

describe('exactIso', () => {
  it.each([
    ['12 MAR 1850', '1850-03-12'],
    ['INT 12 APR 1850 (Easter Monday)', '1850-04-12'],
    ['BET 12 MAR 1850 AND 12 MAR 1850', '1850-03-12'],
    ['MAR 1850', null],
    ['1850', null],
    ['ABT 12 MAR 1850', null],
    ['BEF 12 MAR 1850', null],
    ['(one day)', null],
  ])('%s → %s', (value, iso) => {
    expect(exactIso(date(value))).toBe(iso);
  });

  it('gives null for no date', () => {
    expect(exactIso(null)).toBeNull();
  });

  it('round-trips a plain day', () => {
    expect(exactIso(dateFromIso('1928-03-12'))).toBe('1928-03-12');
  });
});

import {
  compareDates,
  definitelyBefore,
  definitelyMoreThanYearsAgo,
  earliestYear,
  latestYear,
  parseDate,
  type GenealogyDate,
} from './index.ts';

const date = (value: string): GenealogyDate => {
  const result = parseDate(value);
  if (!result.ok) throw new Error(result.problem);
  return result.date;
};

describe('compareDates', () => {
  it('sorts a mixed list by earliest, then latest day, with dates of no day and missing dates last', () => {
    const values = [
      '(the winter after the flood)',
      'AFT 1900',
      '1850',
      'TO 1851',
      '12 MAR 1850',
      'ABT 1850',
      'BEF 1850',
      'BET 1848 AND 1852',
      'MAR 1850',
      'FROM 1900 TO 1910',
      '1900',
      'CAL 1850',
    ];
    const dates: (GenealogyDate | null)[] = [...values.map(date), null];
    dates.splice(3, 0, null);
    const sorted = [...dates].sort(compareDates).map((d) => d?.value ?? null);
    expect(sorted).toEqual([
      'ABT 1850', //       1845-01-01
      'BET 1848 AND 1852', // 1848-01-01
      'CAL 1850', //       1849-01-01
      'BEF 1850', //       … 1849-12-31
      '1850', //           1850-01-01 … 1850-12-31
      'MAR 1850', //       1850-03-01
      '12 MAR 1850', //    1850-03-12
      'TO 1851', //        … 1851-12-31
      '1900', //           1900-01-01 … 1900-12-31
      'FROM 1900 TO 1910', // 1900-01-01 … 1910-12-31
      'AFT 1900', //       1901-01-01 …
      '(the winter after the flood)',
      null,
      null,
    ]);
  });

  it('puts a date with an open end after a closed one from the same day', () => {
    expect([date('FROM 1900'), date('1900')].sort(compareDates).map((d) => d.value)).toEqual(['1900', 'FROM 1900']);
  });

  it('is zero only for the same date', () => {
    expect(compareDates(date('abt 1850'), date('ABT 1850'))).toBe(0);
    expect(compareDates(null, undefined)).toBe(0);
    expect(compareDates(date('ABT 1850'), date('EST 1850'))).not.toBe(0);
  });
});

describe('definitelyBefore', () => {
  it.each([
    // [a, b, a is certainly before b]
    ['1850', '1851', true],
    ['1850', '1850', false],
    ['12 MAR 1850', '13 MAR 1850', true],
    ['12 MAR 1850', '12 MAR 1850', false],
    ['12 MAR 1850', 'MAR 1850', false],
    ['BEF 1900', '1900', true],
    ['BEF 1900', '1899', false],
    ['1899', 'AFT 1899', true],
    ['ABT 1850', '1855', false],
    ['ABT 1850', '1856', true],
    ['CAL 1850', '1852', true],
    ['BET 1848 AND 1852', '1852', false],
    ['BET 1848 AND 1852', '1853', true],
    ['AFT 1900', '1950', false],
    ['1950', 'BEF 2000', false],
    ['(the winter after the flood)', '1950', false],
  ])('%s before %s: %s', (a, b, expected) => {
    expect(definitelyBefore(date(a), date(b))).toBe(expected);
  });

  it('lets a death that might be after the birth through, and stops one that cannot be', () => {
    const birth = date('abt 1850');
    expect(definitelyBefore(date('1848'), birth)).toBe(false);
    expect(definitelyBefore(date('1844'), birth)).toBe(true);
  });

  it('is false when either date is missing', () => {
    expect(definitelyBefore(null, date('1850'))).toBe(false);
    expect(definitelyBefore(date('1850'), undefined)).toBe(false);
  });
});

describe('earliestYear and latestYear', () => {
  it.each([
    ['12 MAR 1850', 1850, 1850],
    ['ABT 1850', 1845, 1855],
    ['BEF 1900', null, 1899],
    ['AFT 1900', 1901, null],
    ['850', 850, 850],
    ['(a phrase)', null, null],
  ])('%s → %s … %s', (value, earliest, latest) => {
    expect([earliestYear(date(value)), latestYear(date(value))]).toEqual([earliest, latest]);
  });

  it('gives null for no date', () => {
    expect(latestYear(null)).toBeNull();
    expect(earliestYear(undefined)).toBeNull();
  });
});

describe('definitelyMoreThanYearsAgo', () => {
  const today = '2026-11-24';
  it.each([
    ['1900', true],
    ['23 NOV 1916', true],
    ['24 NOV 1916', false],
    ['1916', false],
    ['BEF 1916', true],
    ['ABT 1912', false],
    ['ABT 1910', true],
    ['AFT 1800', false],
    ['(long ago)', false],
  ])('born %s: more than 110 years before 24 November 2026 is %s', (value, expected) => {
    expect(definitelyMoreThanYearsAgo(date(value), 110, today)).toBe(expected);
  });

  it('counts from 28 February when today is 29 February and the earlier year has none', () => {
    expect(definitelyMoreThanYearsAgo(date('27 FEB 1914'), 110, '2024-02-29')).toBe(true);
    expect(definitelyMoreThanYearsAgo(date('28 FEB 1914'), 110, '2024-02-29')).toBe(false);
    expect(definitelyMoreThanYearsAgo(date('28 FEB 2020'), 4, '2024-02-29')).toBe(true);
    expect(definitelyMoreThanYearsAgo(date('29 FEB 2020'), 4, '2024-02-29')).toBe(false);
  });

  it('is false for no date', () => {
    expect(definitelyMoreThanYearsAgo(null, 110, today)).toBe(false);
  });
});

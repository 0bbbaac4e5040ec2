import { parseDate, parseOptionalDate, type DateKind } from './index.ts';

/** The canonical value, or the problem, that a person sees for some text. */
function read(input: string): string {
  const result = parseDate(input);
  return result.ok ? result.date.value : `problem: ${result.problem}`;
}

describe('parseDate', () => {
  describe('reads what people type and stores it GEDCOM style', () => {
    it.each([
      // Plain dates
      ['1928', '1928'],
      ['850', '850'],
      ['050', '050'],
      ['0050', '050'],
      ['Mar 050', 'MAR 050'],
      ['Mar 1850', 'MAR 1850'],
      ['MAR 1850', 'MAR 1850'],
      ['Mar. 1850', 'MAR 1850'],
      ['March 1850', 'MAR 1850'],
      ['march, 1850', 'MAR 1850'],
      ['Sept 1850', 'SEP 1850'],
      ['12 Mar 1850', '12 MAR 1850'],
      ['12 MAR 1850', '12 MAR 1850'],
      ['03 mar 1850', '3 MAR 1850'],
      ['12 March 1850', '12 MAR 1850'],
      ['12th March 1850', '12 MAR 1850'],
      ['3rd of September 1850', '3 SEP 1850'],
      ['March 12, 1850', '12 MAR 1850'],
      ['March 12 1850', '12 MAR 1850'],
      ['Sept. 3rd, 1850', '3 SEP 1850'],
      ['1850-03-12', '12 MAR 1850'],
      ['1850-3-2', '2 MAR 1850'],
      ['1850-03', 'MAR 1850'],
      ['1850/03/12', '12 MAR 1850'],
      ['03/1850', 'MAR 1850'],
      ['12-1850', 'DEC 1850'],
      // Numbers in either order, when they cannot be misread
      ['13/03/1850', '13 MAR 1850'],
      ['03/13/1850', '13 MAR 1850'],
      ['13.03.1850', '13 MAR 1850'],
      ['13-03-1850', '13 MAR 1850'],
      ['05/05/1850', '5 MAY 1850'],
      // Approximate
      ['abt 1850', 'ABT 1850'],
      ['ABT 1850', 'ABT 1850'],
      ['Abt. 1850', 'ABT 1850'],
      ['about 1850', 'ABT 1850'],
      ['c. 1850', 'ABT 1850'],
      ['c.1850', 'ABT 1850'],
      ['c1850', 'ABT 1850'],
      ['c 1850', 'ABT 1850'],
      ['ca 1850', 'ABT 1850'],
      ['ca. 1850', 'ABT 1850'],
      ['circa 1850', 'ABT 1850'],
      ['~1850', 'ABT 1850'],
      ['~ 1850', 'ABT 1850'],
      ['approx. 1850', 'ABT 1850'],
      ['around 1850', 'ABT 1850'],
      ['about 12 March 1850', 'ABT 12 MAR 1850'],
      ['est 1850', 'EST 1850'],
      ['estimated 1850', 'EST 1850'],
      ['cal 1850', 'CAL 1850'],
      ['calc. 1850', 'CAL 1850'],
      ['calculated 1850', 'CAL 1850'],
      // Ranges
      ['bef 1900', 'BEF 1900'],
      ['before 1900', 'BEF 1900'],
      ['before March 1900', 'BEF MAR 1900'],
      ['aft 1900', 'AFT 1900'],
      ['after 1900', 'AFT 1900'],
      ['bet 1848 and 1852', 'BET 1848 AND 1852'],
      ['BET 1848 AND 1852', 'BET 1848 AND 1852'],
      ['between 1848 and 1852', 'BET 1848 AND 1852'],
      ['between 1848 & 1852', 'BET 1848 AND 1852'],
      ['between 1848–1852', 'BET 1848 AND 1852'],
      ['between Mar 1848 and 12 June 1852', 'BET MAR 1848 AND 12 JUN 1852'],
      ['1848-1852', 'BET 1848 AND 1852'],
      ['1848–1852', 'BET 1848 AND 1852'],
      ['1848 — 1852', 'BET 1848 AND 1852'],
      ['1848 - 1852', 'BET 1848 AND 1852'],
      ['Mar 1848 – Jun 1850', 'BET MAR 1848 AND JUN 1850'],
      ['1850-03-12 - 1850-04-01', 'BET 12 MAR 1850 AND 1 APR 1850'],
      // Periods
      ['from 1900 to 1910', 'FROM 1900 TO 1910'],
      ['FROM 1900 TO 1910', 'FROM 1900 TO 1910'],
      ['from 1900 until 1910', 'FROM 1900 TO 1910'],
      ['from 1900–1910', 'FROM 1900 TO 1910'],
      ['from 1900', 'FROM 1900'],
      ['from 12 May 1900', 'FROM 12 MAY 1900'],
      ['to 1910', 'TO 1910'],
      ['until 1910', 'TO 1910'],
      ['from 1900 to 1900', 'FROM 1900 TO 1900'],
      // Phrases
      ['(the winter after the flood)', '(the winter after the flood)'],
      ['( the winter  after the flood )', '(the winter after the flood)'],
      ['INT 1850 (about Easter)', 'INT 1850 (about Easter)'],
      ['int 12 apr 1850 (Easter Monday)', 'INT 12 APR 1850 (Easter Monday)'],
      ['interpreted 1850 (about Easter)', 'INT 1850 (about Easter)'],
      ['1850 (about Easter)', 'INT 1850 (about Easter)'],
      // Calendar escapes and spacing
      ['@#DGREGORIAN@ 12 MAR 1850', '12 MAR 1850'],
      ['@#DGREGORIAN@ ABT 1850', 'ABT 1850'],
      ['ABT @#DGREGORIAN@ 1850', 'ABT 1850'],
      ['BET @#DGREGORIAN@ 1848 AND @#DGREGORIAN@ 1852', 'BET 1848 AND 1852'],
      ['GREGORIAN 1850', '1850'],
      ['  abt   1850  ', 'ABT 1850'],
    ])('%s → %s', (input, value) => {
      expect(read(input)).toBe(value);
    });
  });

  it.each<[string, DateKind]>([
    ['12 MAR 1850', 'date'],
    ['MAR 1850', 'date'],
    ['1850', 'date'],
    ['ABT 1850', 'about'],
    ['CAL 1850', 'calculated'],
    ['EST 1850', 'estimated'],
    ['BEF 1900', 'before'],
    ['AFT 1900', 'after'],
    ['BET 1848 AND 1852', 'between'],
    ['FROM 1900 TO 1910', 'fromTo'],
    ['FROM 1900', 'from'],
    ['TO 1910', 'to'],
    ['INT 1850 (about Easter)', 'interpreted'],
    ['(free phrase)', 'phrase'],
  ])('tells %s apart as the kind %s', (input, kind) => {
    const result = parseDate(input);
    expect(result.ok && result.date.kind).toBe(kind);
  });

  it('keeps the parts of a date for forms and exports', () => {
    expect(parseDate('between Mar 1848 and 12 June 1852')).toEqual({
      ok: true,
      date: expect.objectContaining({
        start: { year: 1848, month: 3, day: null },
        end: { year: 1852, month: 6, day: 12 },
        phrase: null,
      }),
    });
    expect(parseDate('to 1910')).toEqual({
      ok: true,
      date: expect.objectContaining({ start: null, end: { year: 1910, month: null, day: null } }),
    });
    expect(parseDate('INT 1850 (About Easter)')).toEqual({
      ok: true,
      date: expect.objectContaining({ start: { year: 1850, month: null, day: null }, phrase: 'About Easter' }),
    });
  });

  describe('explains what is wrong instead of guessing', () => {
    const unreadable = 'Could not read this date. Try e.g. 1928, Mar 1850, abt 1850 or between 1848 and 1852.';
    it.each([
      ['', 'Enter a date, e.g. 1928 or about 1850.'],
      ['   ', 'Enter a date, e.g. 1928 or about 1850.'],
      // Days that do not exist, and leap years
      ['31 FEB 1900', 'February 1900 has only 28 days.'],
      ['29 FEB 1900', 'February 1900 has only 28 days.'],
      ['30 Feb 2000', 'February 2000 has only 29 days.'],
      ['31 April 1850', 'April 1850 has only 30 days.'],
      ['32 Mar 1850', 'March 1850 has only 31 days.'],
      ['0 Mar 1850', 'A day must be between 1 and 31.'],
      ['1850-02-30', 'February 1850 has only 28 days.'],
      ['1850-13-01', '13 is not a month.'],
      ['1850-00', '0 is not a month.'],
      ['abt 31 FEB 1900', 'February 1900 has only 28 days.'],
      ['between 1848 and 31 Feb 1852', 'February 1852 has only 29 days.'],
      // Years
      ['000', 'Years must be between 1 and 9999.'],
      ['10000', 'Years must be between 1 and 9999.'],
      ['Mar 0000', 'Years must be between 1 and 9999.'],
      ['0000-03-01', 'Years must be between 1 and 9999.'],
      ['50', 'Write the year in full, e.g. 1950.'],
      ['abt 50', 'Write the year in full, e.g. 1950.'],
      ['12 Mar 50', 'Write the year in full, e.g. 1950.'],
      ['12/03/50', 'Write the year in full, e.g. 1950.'],
      ['1848-52', 'Write both years in full, e.g. 1848–1852.'],
      // Numbers that could be read two ways
      ['12/03/1850', '12/03/1850 could be 12 March or 3 December: write the month as a word, e.g. 12 Mar 1850.'],
      ['1.2.1850', '1.2.1850 could be 1 February or 2 January: write the month as a word, e.g. 1 Feb 1850.'],
      ['13/13/2020', '13 is not a month: write the month as a word, e.g. 13 Mar 2020.'],
      ['31/02/1850', 'February 1850 has only 28 days.'],
      // Order
      ['BET 1900 AND 1850', 'The first date must come before the second.'],
      ['between 12 Mar 1850 and 1 Mar 1850', 'The first date must come before the second.'],
      ['1852-1848', 'The first date must come before the second.'],
      ['from 1910 to 1900', 'The first date must come before the second.'],
      // A keyword without its date
      ['abt', 'Add a year after “about”, e.g. about 1850.'],
      ['about', 'Add a year after “about”, e.g. about 1850.'],
      ['c.', 'Add a year after “about”, e.g. about 1850.'],
      ['est', 'Add a year after “estimated”, e.g. estimated 1850.'],
      ['cal', 'Add a year after “calculated”, e.g. calculated 1850.'],
      ['before', 'Add a year after “before”, e.g. before 1900.'],
      ['aft', 'Add a year after “after”, e.g. after 1900.'],
      ['to', 'Add a year after “to”, e.g. to 1910.'],
      ['from', 'Add a year after “from”, e.g. from 1900.'],
      ['from 1900 to', 'Add a year after “to”, e.g. from 1900 to 1910.'],
      ['between', 'Add a year after “between”, e.g. between 1848 and 1852.'],
      ['between 1848', 'Add the second date, e.g. between 1848 and 1852.'],
      ['between 1848 and', 'Add the second date, e.g. between 1848 and 1852.'],
      ['12 Mar', 'Add a year, e.g. 12 Mar 1850.'],
      ['March', 'Add a year, e.g. 12 Mar 1850.'],
      ['March 12', 'Add a year, e.g. 12 Mar 1850.'],
      ['Mar 12', 'Add a year, e.g. 12 Mar 1850.'],
      ['12th of March', 'Add a year, e.g. 12 Mar 1850.'],
      // Phrases
      [`(${'x'.repeat(121)})`, 'A date phrase can be at most 120 characters.'],
      [`INT 1850 (${'x'.repeat(121)})`, 'A date phrase can be at most 120 characters.'],
      ['()', 'Write something between the parentheses, e.g. (the winter after the flood).'],
      ['INT 1850', 'Add the original wording in parentheses, e.g. INT 1850 (about Easter).'],
      ['INT (about Easter)', 'Add the date before the wording, e.g. INT 1850 (about Easter).'],
      ['INT', 'Add the date before the wording, e.g. INT 1850 (about Easter).'],
      ['INT 31 FEB 1900 (Shrove Tuesday)', 'February 1900 has only 28 days.'],
      // Calendars and eras this model does not hold
      ['@#DJULIAN@ 1850', 'Only dates in the Gregorian calendar (the one in use today) are supported for now.'],
      ['ABT @#DJULIAN@ 1850', 'Only dates in the Gregorian calendar (the one in use today) are supported for now.'],
      ['@#DHEBREW@ 1 TSH 5600', 'Only dates in the Gregorian calendar (the one in use today) are supported for now.'],
      ['@#DFRENCH R@ 1 VEND 10', 'Only dates in the Gregorian calendar (the one in use today) are supported for now.'],
      ['JULIAN 1850', 'Only dates in the Gregorian calendar (the one in use today) are supported for now.'],
      ['1750/51', 'Write a double year as the later year, e.g. 1751.'],
      ['12 MAR 1750/51', 'Write a double year as the later year, e.g. 1751.'],
      ['1799/00', 'Write a double year as the later year, e.g. 1800.'],
      ['100 BC', 'Dates before year 1 are not supported.'],
      ['100 B.C.', 'Dates before year 1 are not supported.'],
      ['44 BCE', 'Dates before year 1 are not supported.'],
      // Nothing is dropped silently
      ['1928 foo', unreadable],
      ['foo 1928', unreadable],
      ['the winter after the flood', unreadable],
      ['abt 1850 (around Easter)', unreadable],
      ['abt foo', unreadable],
      ['between foo', unreadable],
      ['between 1848 and 1852 and 1856', unreadable],
      ['from 1900 to 1910 to 1920', unreadable],
      ['1848 to 1852', unreadable],
      ['Marchh 1850', unreadable],
      ['12 Mar 1850 1851', unreadable],
      ['(a (nested) phrase)', unreadable],
      ['1850th', unreadable],
    ])('%j → %s', (input, message) => {
      expect(read(input)).toBe(`problem: ${message}`);
    });
  });

  it('reads canonical values back to themselves', () => {
    const canonical = [
      '12 MAR 1850',
      '1 JAN 001',
      'MAR 050',
      '31 DEC 9999',
      'MAR 1850',
      '1850',
      '850',
      '29 FEB 2000',
      'ABT 1850',
      'ABT 12 MAR 1850',
      'CAL 1850',
      'CAL MAR 1850',
      'EST 1850',
      'BEF 1900',
      'BEF 1 JAN 1900',
      'AFT 1900',
      'AFT DEC 1900',
      'BET 1848 AND 1852',
      'BET 12 MAR 1848 AND APR 1852',
      'FROM 1900 TO 1910',
      'FROM 1 MAY 1900 TO 3 JUN 1900',
      'FROM 1900',
      'TO 1910',
      'INT 1850 (about Easter)',
      'INT 12 APR 1850 (Easter Monday, 1850)',
      '(free phrase)',
      '(Before the war - or so Gran said: 1914?)',
      `(${'x'.repeat(120)})`,
    ];
    for (const value of canonical) {
      expect(read(value)).toBe(value);
    }
  });
});

describe('parseOptionalDate', () => {
  it.each(['', '   ', null, undefined])('reads %j as no date', (input) => {
    expect(parseOptionalDate(input)).toEqual({ ok: true, date: null });
  });

  it('reads a date and reports problems as parseDate does', () => {
    const result = parseOptionalDate('abt 1850');
    expect(result.ok && result.date?.value).toBe('ABT 1850');
    expect(parseOptionalDate('abt')).toEqual({ ok: false, problem: 'Add a year after “about”, e.g. about 1850.' });
  });
});

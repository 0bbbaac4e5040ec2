import { allRecords, readSample, requireSamples, sampleTable } from '../../api/src/modules/gedcom/test/samples.ts';
import { formatDate, gedcomDate, parseDate, shortYears, type GenealogyDate } from './index.ts';

const collapsed = (text: string) => text.replace(/\s+/g, ' ').trim();
const span = (date: GenealogyDate) => [date.earliest, date.latest];

/** Every DATE value in a sample file, as the reader gives it. */
function datesIn(file: string): string[] {
  return allRecords(readSample(file).records)
    .filter((record) => record.tag === 'DATE')
    .map((record) => record.value);
}

/** What must hold for any text from a file: kept as written, readable, never a reversed range. */
function expectKept(text: string): GenealogyDate {
  const date = gedcomDate(text);
  expect(date.value).toBe(collapsed(text));
  if (date.earliest && date.latest) expect(date.earliest <= date.latest).toBe(true);
  expect(formatDate(date)).not.toBe('');
  return date;
}

describe('gedcomDate reads the sample files', () => {
  beforeAll(requireSamples);

  it('keeps each of the thousand dates of the GEDCOM 7 date test file, and reads all but other calendars and impossible days', () => {
    const values = datesIn('familysearch-gedcomio/date.ged');
    expect(values.length).toBeGreaterThan(1000);
    const phrases = values.filter((value) => expectKept(value).kind === 'phrase');
    // An extension calendar (_UNKNOWN) cannot be placed; the file also has complementary days past the sixth.
    const unreadable = phrases.filter((value) => !value.includes('_UNKNOWN'));
    expect(unreadable.every((value) => /\b([7-9]|\d\d) COMP\b/.test(value))).toBe(true);
    expect(unreadable.length).toBeLessThan(25);
  });

  it.each(sampleTable().map(({ file }) => file))('keeps every date of %s', (file) => {
    const phrases = datesIn(file).filter((value) => expectKept(value).kind === 'phrase');
    // Only wording in parentheses, a day and month without a year, and the test file's extension
    // calendar and impossible complementary days are not dates.
    for (const value of phrases) expect(value).toMatch(/^\(.*\)$|^\d+ [A-Z]{3}$|_UNKNOWN|\d COMP/);
  });
});

describe('gedcomDate places dates of other calendars on Gregorian days', () => {
  it.each([
    ['@#DJULIAN@ 4 OCT 1582', '1582-10-14', '1582-10-14'],
    ['JULIAN 4 OCT 1582', '1582-10-14', '1582-10-14'],
    ['HEBREW 1 TSH 5785', '2024-10-03', '2024-10-03'],
    ['@#DHEBREW@ 1 TSH 5785', '2024-10-03', '2024-10-03'],
    ['@#DFRENCH R@ 1 VEND 1', '1792-09-22', '1792-09-22'],
    ['FRENCH_R 1 VEND 1', '1792-09-22', '1792-09-22'],
    // A month or a year in another calendar covers its own days
    ['HEBREW TSH 5785', '2024-10-03', '2024-11-01'],
    ['HEBREW 5785', '2024-10-03', '2025-09-22'],
    ['@#DFRENCH R@ COMP 3', '1795-09-17', '1795-09-22'],
    ['JULIAN 1700', '1700-01-11', '1701-01-11'],
    // Without a calendar, the month's code says which (as the 5.5 torture test writes them)
    ['2 TVT 5758', '1997-12-31', '1997-12-31'],
    ['5 VEND 0010', '1801-09-27', '1801-09-27'],
    // The same widening as dates typed in the app
    ['ABT HEBREW 5 TSH 5600', '1834-09-13', '1844-09-13'],
    ['BEF JULIAN 4 OCT 1582', null, '1582-10-13'],
    ['AFT @#DJULIAN@ 1700', '1701-01-12', null],
    // A calendar for each date of a range
    ['BET @#DJULIAN@ 1700 AND 1710', '1700-01-11', '1710-12-31'],
    ['BET JULIAN 1 JAN 1700 AND GREGORIAN 1 JAN 1700', '1700-01-01', '1700-01-11'],
    ['FROM @#DHEBREW@ 25 SVN 5757 TO @#DHEBREW@ 26 IYR 5758', '1997-06-30', '1998-05-22'],
    ['@#DJULIAN@ BET 1700 AND 1710', '1700-01-11', '1711-01-11'],
  ])('%s is %s to %s', (text, earliest, latest) => {
    expect(span(gedcomDate(text))).toEqual([earliest, latest]);
  });

  it('reads a double year as the old English year, which began on 25 March', () => {
    expect(span(gedcomDate('12 FEB 1750/51'))).toEqual(['1751-02-12', '1751-02-12']);
    expect(span(gedcomDate('24 MAR 1750/51'))).toEqual(['1751-03-24', '1751-03-24']);
    expect(span(gedcomDate('27 OCT 1699/00'))).toEqual(['1699-10-27', '1699-10-27']);
    expect(span(gedcomDate('MAR 1750/51'))).toEqual(['1750-03-01', '1751-03-31']);
    expect(span(gedcomDate('1750/51'))).toEqual(['1750-01-01', '1751-12-31']);
    expect(gedcomDate('12 FEB 1750/51').start).toEqual({ year: 1751, month: 2, day: 12, firstYear: 1750 });
    // Two years that are not consecutive: either one
    expect(span(gedcomDate('1056/1060'))).toEqual(['1056-01-01', '1060-12-31']);
    expect(span(gedcomDate('BET 5 APR 1712/13 AND 28 SEP 1714/15'))).toEqual(['1712-04-05', '1714-09-28']);
  });

  it('keeps dates before year 1 without days', () => {
    for (const text of ['44 BCE', '15 MAR 44 B.C.', '5 MAY 0005 B.C.', 'JULIAN 44 BC', 'ABT 44 BCE', 'BEF 44 BCE']) {
      const date = gedcomDate(text);
      expect(date.start).toMatchObject({ year: Number(/\d+(?= ?B)/.exec(text)![0]), bce: true });
      expect(span(date)).toEqual([null, null]);
    }
    expect(gedcomDate('15 MAR 44 BCE').start).toEqual({ year: 44, month: 3, day: 15, bce: true });
    // A range from before year 1 is open at its start
    expect(span(gedcomDate('BET 302 BCE AND 1950'))).toEqual([null, '1950-12-31']);
    // Years past 9999 leave their side open too
    expect(span(gedcomDate('FROM 1950 TO 12000'))).toEqual(['1950-01-01', null]);
  });

  it('keeps a range written the wrong way round in order', () => {
    expect(span(gedcomDate('BET 1950 AND 302'))).toEqual(['0302-01-01', '1950-12-31']);
    expect(span(gedcomDate('FROM 1 JUL 1950 TO 1949'))).toEqual(['1949-01-01', '1950-07-01']);
  });
});

describe('gedcomDate reads every form', () => {
  it.each([
    ['12 MAR 1850', 'date', { year: 1850, month: 3, day: 12 }, null, null],
    ['MAR 1850', 'date', { year: 1850, month: 3, day: null }, null, null],
    ['ABT 1850', 'about', { year: 1850, month: null, day: null }, null, null],
    ['cal 1850', 'calculated', { year: 1850, month: null, day: null }, null, null],
    ['EST 1850', 'estimated', { year: 1850, month: null, day: null }, null, null],
    ['BEF 1900', 'before', { year: 1900, month: null, day: null }, null, null],
    ['aft   1900', 'after', { year: 1900, month: null, day: null }, null, null],
    [
      'BET 1848 AND 1852',
      'between',
      { year: 1848, month: null, day: null },
      { year: 1852, month: null, day: null },
      null,
    ],
    [
      'FROM 1900 TO 1910',
      'fromTo',
      { year: 1900, month: null, day: null },
      { year: 1910, month: null, day: null },
      null,
    ],
    ['FROM 1900', 'from', { year: 1900, month: null, day: null }, null, null],
    ['TO 1910', 'to', null, { year: 1910, month: null, day: null }, null],
    ['INT 1850 (about Easter)', 'interpreted', { year: 1850, month: null, day: null }, null, 'about Easter'],
    [
      'INT 2 TVT 5758 (interpreted Hebrew date)',
      'interpreted',
      { year: 5758, month: 4, day: 2, calendar: 'hebrew' },
      null,
      'interpreted Hebrew date',
    ],
    ['(the winter after the flood)', 'phrase', null, null, 'the winter after the flood'],
    ['12 MAR 50', 'date', { year: 50, month: 3, day: 12 }, null, null],
    ['@#DGREGORIAN@ 31 DEC 1997', 'date', { year: 1997, month: 12, day: 31 }, null, null],
    ['GREGORIAN 12 AUG 1401', 'date', { year: 1401, month: 8, day: 12 }, null, null],
  ])('%s', (text, kind, start, end, phrase) => {
    expect(gedcomDate(text)).toMatchObject({ value: text.replace(/\s+/g, ' '), kind, start, end, phrase });
  });

  it('gives GEDCOM Gregorian dates the same meaning as the date fields', () => {
    const texts = ['12 MAR 1850', 'FEB 1900', 'ABT 29 FEB 1852', 'CAL FEB 1851', 'BEF MAR 1900', 'AFT 1900', 'TO 1910'];
    texts.push('BET MAR 1848 AND 12 JUN 1852', 'FROM 1900 TO 1910', 'ABT 003', 'ABT 9998', 'INT 1850 (about Easter)');
    for (const text of texts) {
      const typed = parseDate(text);
      expect(typed.ok && { ...typed.date, value: text }).toEqual(gedcomDate(text));
    }
  });

  it('reads what people type where the file is not GEDCOM', () => {
    expect(gedcomDate('Abt. March 12, 1850')).toMatchObject({
      value: 'Abt. March 12, 1850',
      kind: 'about',
      earliest: '1845-03-12',
    });
    expect(gedcomDate('1848–1852')).toMatchObject({ kind: 'between', earliest: '1848-01-01', latest: '1852-12-31' });
  });

  it('keeps other calendars, impossible days and anything else as a phrase, never failing', () => {
    for (const text of [
      '@#DROMAN@ 12 MAR 1750',
      '@#DUNKNOWN@ 1750',
      '_UNKNOWN 13 _MONTH 17',
      'BET 1950 AND _UNKNOWN 43',
      '30 FEB 1850',
      'FRENCH_R 7 COMP 4',
      'HEBREW 30 TVT 5785',
      'sometime in spring',
      'FROM 1900 TO',
      '12 MAR 1850 BCE BCE',
      '0',
      ')(',
      '@#D',
      'BET AND',
      '99999999999999999999999 BCE',
    ]) {
      expect(gedcomDate(text)).toEqual({
        value: collapsed(text),
        kind: 'phrase',
        start: null,
        end: null,
        phrase: collapsed(text),
        earliest: null,
        latest: null,
      });
    }
    expect(gedcomDate('  ')).toMatchObject({ value: '', kind: 'phrase' });
  });
});

describe('formatDate and shortYears show the forms of GEDCOM files', () => {
  it.each([
    ['@#DJULIAN@ 12 MAR 1750', '12 March 1750 (Julian)'],
    ['ABT HEBREW 5 TSH 5600', 'about 5 Tishri 5600 (Hebrew)'],
    ['HEBREW ADR 5784', 'Adar I 5784 (Hebrew)'],
    ['HEBREW 14 ADS 5784', '14 Adar II 5784 (Hebrew)'],
    ['FRENCH_R 18 BRUM 8', '18 Brumaire 8 (French republican)'],
    ['44 BCE', '44 BC'],
    ['15 MAR 44 B.C.', '15 March 44 BC'],
    ['12 FEB 1750/51', '12 February 1750/51'],
    ['BET @#DJULIAN@ 1700 AND 1710', 'between 1700 (Julian) and 1710'],
    ['INT 1995', '1995'],
    ['_UNKNOWN 13 _MONTH 17', '_UNKNOWN 13 _MONTH 17'],
  ])('shows %s as “%s”', (value, text) => {
    expect(formatDate(value)).toBe(text);
    expect(formatDate(gedcomDate(value))).toBe(text);
  });

  it('writes years before the common era and double years in short', () => {
    expect(shortYears('ABT 44 BCE')).toBe('c. 44 BC');
    expect(shortYears('1750/51')).toBe('1750/51');
  });
});

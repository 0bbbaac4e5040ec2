import { formatDate, parseDate, shortYears } from './index.ts';

describe('formatDate', () => {
  it.each([
    ['12 MAR 1850', '12 March 1850'],
    ['MAR 1850', 'March 1850'],
    ['1850', '1850'],
    ['ABT 1850', 'about 1850'],
    ['ABT 12 MAR 1850', 'about 12 March 1850'],
    ['CAL 1850', 'calculated 1850'],
    ['EST 1850', 'estimated 1850'],
    ['BEF 1900', 'before 1900'],
    ['AFT 1900', 'after 1900'],
    ['BET 1848 AND 1852', 'between 1848 and 1852'],
    ['BET MAR 1848 AND 12 JUN 1852', 'between March 1848 and 12 June 1852'],
    ['FROM 1900 TO 1910', 'from 1900 to 1910'],
    ['FROM 1900', 'from 1900'],
    ['TO 1910', 'until 1910'],
    ['(the winter after the flood)', 'the winter after the flood'],
    ['INT 1850 (about Easter)', '1850 (about Easter)'],
  ])('shows %s as “%s”', (value, text) => {
    expect(formatDate(value)).toBe(text);
    const parsed = parseDate(value);
    expect(parsed.ok && formatDate(parsed.date)).toBe(text);
  });

  it('shows what people typed the way it is understood', () => {
    expect(formatDate('abt 1850')).toBe('about 1850');
    expect(formatDate('1848–1852')).toBe('between 1848 and 1852');
  });

  it('shows text that is not a date as it is, and nothing for no date', () => {
    expect(formatDate('  sometime in spring ')).toBe('sometime in spring');
    expect(formatDate(null)).toBe('');
    expect(formatDate(undefined)).toBe('');
  });
});

describe('shortYears', () => {
  it.each([
    ['12 MAR 1850', '1850'],
    ['MAR 1850', '1850'],
    ['1850', '1850'],
    ['ABT 1850', 'c. 1850'],
    ['CAL 1850', 'c. 1850'],
    ['EST 1850', 'c. 1850'],
    ['BEF 1900', 'bef. 1900'],
    ['AFT 1900', 'aft. 1900'],
    ['BET 1848 AND 1852', '1848–1852'],
    ['BET MAR 1850 AND JUN 1850', '1850'],
    ['FROM 1900 TO 1910', '1900–1910'],
    ['FROM 1900', 'from 1900'],
    ['TO 1910', 'to 1910'],
    ['INT 1850 (about Easter)', '1850'],
    ['(the winter after the flood)', 'the winter after the flood'],
  ])('shortens %s to “%s”', (value, text) => {
    expect(shortYears(value)).toBe(text);
  });

  it('shows nothing for no date', () => {
    expect(shortYears(null)).toBe('');
  });
});

describe('dates in Spanish', () => {
  it.each([
    ['12 MAR 1850', '12 de marzo de 1850'],
    ['MAR 1850', 'marzo de 1850'],
    ['1850', '1850'],
    ['ABT 1900', 'hacia 1900'],
    ['ABT 12 MAR 1850', 'hacia el 12 de marzo de 1850'],
    ['BEF 1900', 'antes de 1900'],
    ['BEF 12 MAR 1850', 'antes del 12 de marzo de 1850'],
    ['AFT 1900', 'después de 1900'],
    ['BET 1848 AND 1852', 'entre 1848 y 1852'],
    ['BET MAR 1848 AND 12 JUN 1852', 'entre marzo de 1848 y el 12 de junio de 1852'],
    ['FROM 1900 TO 1910', 'desde 1900 hasta 1910'],
    ['TO 1910', 'hasta 1910'],
    ['44 B.C.', '44 a. C.'],
    ['@#DJULIAN@ 1 JAN 1700', '1 de enero de 1700 (juliano)'],
    ['INT 1850 (about Easter)', '1850 (about Easter)'],
  ])('shows %s as “%s”', (value, text) => {
    expect(formatDate(value, 'es')).toBe(text);
  });

  it('shortens years the Spanish way, and keeps English for any other language', () => {
    expect(shortYears('BEF 1900', 'es')).toBe('ant. 1900');
    expect(shortYears('AFT 1900', 'es')).toBe('desp. 1900');
    expect(shortYears('ABT 1850', 'es')).toBe('c. 1850');
    expect(formatDate('ABT 1900', 'fr')).toBe('about 1900');
    expect(formatDate('ABT 1900', 'en')).toBe('about 1900');
  });
});

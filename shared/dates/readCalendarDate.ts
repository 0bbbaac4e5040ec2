import { MONTH_NAMES, daysInMonth } from './calendar.ts';
import { problems } from './problems.ts';
import { FIRST_YEAR, LAST_YEAR, type CalendarDate } from './types.ts';

/** A reading of some text: the value, a problem to show, or null when the text is not of this form. */
export type Reading<T> = { ok: true; value: T } | { ok: false; problem: string } | null;

export const problem = (text: string): { ok: false; problem: string } => ({ ok: false, problem: text });

const MONTHS = new Map<string, number>();
MONTH_NAMES.forEach((name, index) => {
  const lower = name.toLowerCase();
  MONTHS.set(lower, index + 1);
  MONTHS.set(lower.slice(0, 3), index + 1);
});
MONTHS.set('sept', 9);

/** A month written as a word: `MAR`, `Mar.`, `march`, `Sept`. */
function monthOf(word: string): number | null {
  return MONTHS.get(word.toLowerCase().replace(/\.$/, '')) ?? null;
}

/** A short month for examples in problems: "Mar". */
const shortMonth = (month: number) => MONTH_NAMES[month - 1].slice(0, 3);

/** Checks that the parts name a real day, month or year. */
function checked(year: number, month: number | null, day: number | null): Reading<CalendarDate> {
  if (!Number.isInteger(year) || year < FIRST_YEAR || year > LAST_YEAR) return problem(problems.yearRange);
  if (month !== null && (month < 1 || month > 12)) return problem(problems.notAMonth(month));
  if (day !== null) {
    if (month === null || day < 1) return problem(problems.dayRange);
    const days = daysInMonth(year, month);
    if (day > days) return problem(problems.tooManyDays(MONTH_NAMES[month - 1], year, days));
  }
  return { ok: true, value: { year, month, day } };
}

const GREGORIAN_ESCAPE = /^(?:@#DGREGORIAN@|GREGORIAN)(?:\s+|$)/i;
// GEDCOM 5.5.1 escapes (@#DJULIAN@, @#DFRENCH R@, …) and GEDCOM 7 calendar names.
const OTHER_CALENDAR = /^(?:@#D[^@]*@|JULIAN\b|HEBREW\b|FRENCH_R\b)/i;
const BEFORE_YEAR_ONE = /\d\s*(?:B\.?\s?C\.?(?:E\.?)?)$/i;
// GEDCOM 5.5.1 writes a year of the old style (the year began on 25 March) as 1750/51.
const DUAL_YEAR = /(?:^|\s)(\d{3,4})\/(\d{2})$/;

const ISO = /^(\d{4})-(\d{1,2})(?:-(\d{1,2}))?$/;
const YEAR_FIRST_NUMBERS = /^(\d{4})([/.])(\d{1,2})\2(\d{1,2})$/;
const NUMBERS = /^(\d{1,2})([/.-])(\d{1,2})\2(\d+)$/;
const MONTH_AND_YEAR_NUMBERS = /^(\d{1,2})[/.-](\d{3,4})$/;

/** `12/03/1850`, `12.03.1850`: day and month in either order, read only when it cannot be wrong. */
function readNumbers(text: string, [, first, , second, yearText]: string[]): Reading<CalendarDate> {
  if (yearText.length < 3) return problem(problems.twoDigitYear);
  const [a, b, year] = [Number(first), Number(second), Number(yearText)];
  const isMonth = (n: number) => n >= 1 && n <= 12;
  if (isMonth(a) && isMonth(b) && a !== b) {
    const reading = (day: number, month: number) => `${day} ${MONTH_NAMES[month - 1]}`;
    return problem(problems.ambiguousNumbers(text, reading(a, b), reading(b, a), `${a} ${shortMonth(b)} ${year}`));
  }
  if (isMonth(b)) return checked(year, b, a);
  if (isMonth(a)) return checked(year, a, b);
  return problem(problems.notAMonthWriteAWord(b, `${a} Mar ${year}`));
}

const DAY = /^(\d{1,2})(?:st|nd|rd|th)?$/i;
const YEAR = /^\d+$/;

/**
 * `1850`, `Mar 1850`, `12 MAR 1850`, `12th of March, 1850`, `March 12, 1850`. A year needs three
 * digits or more (`050` for the year 50): `12 Mar 50` is more likely 1950, and `March 12` a day.
 */
function readWords(text: string): Reading<CalendarDate> {
  const words = text.replace(/,/g, ' ').trim().split(/\s+/);
  if (words.length >= 3 && words[1].toLowerCase() === 'of') words.splice(1, 1);
  const day = (word: string | undefined) => (word && DAY.test(word) ? parseInt(word, 10) : null);
  const month = (word: string | undefined) => (word ? monthOf(word) : null);
  const [w1, w2] = words;
  const last = words[words.length - 1];

  const monthWithoutYear =
    (words.length === 1 && month(w1)) ||
    (words.length === 2 && ((day(w1) !== null && month(w2)) || (month(w1) && day(w2) !== null)));
  if (monthWithoutYear) return problem(problems.missingYear);

  let parts: [number | null, number | null] | null = null;
  if (words.length === 1) parts = [null, null];
  else if (words.length === 2 && month(w1)) parts = [month(w1), null];
  else if (words.length === 3 && day(w1) !== null && month(w2)) parts = [month(w2), day(w1)];
  else if (words.length === 3 && month(w1) && day(w2) !== null) parts = [month(w1), day(w2)];
  if (!parts || !YEAR.test(last)) return null;
  if (last.length < 3) return problem(problems.twoDigitYear);
  return checked(Number(last), ...parts);
}

/**
 * One calendar date, in GEDCOM form or as people write it. Other calendars, years before 1 and the
 * double years of GEDCOM 5.5.1 are refused with a problem rather than misread.
 */
export function readCalendarDate(input: string): Reading<CalendarDate> {
  const text = input.trim().replace(GREGORIAN_ESCAPE, '');
  if (!text) return null;
  if (OTHER_CALENDAR.test(text)) return problem(problems.otherCalendar);
  if (BEFORE_YEAR_ONE.test(text)) return problem(problems.beforeYearOne);

  const dual = DUAL_YEAR.exec(text);
  if (dual && Number(dual[2]) === (Number(dual[1]) + 1) % 100) return problem(problems.dualYear(Number(dual[1]) + 1));

  const iso = ISO.exec(text);
  if (iso) {
    const [year, month] = [Number(iso[1]), Number(iso[2])];
    if (iso[3] === undefined && month > 12) {
      // 1848-52: a range with its second year shortened, not a month.
      let later = Math.floor(year / 100) * 100 + month;
      if (later <= year) later += 100;
      return problem(problems.shortenedSecondYear(`${year}–${later}`));
    }
    return checked(year, month, iso[3] === undefined ? null : Number(iso[3]));
  }
  const yearFirst = YEAR_FIRST_NUMBERS.exec(text);
  if (yearFirst) return checked(Number(yearFirst[1]), Number(yearFirst[3]), Number(yearFirst[4]));
  const numbers = NUMBERS.exec(text);
  if (numbers) return readNumbers(text, numbers);
  const monthAndYear = MONTH_AND_YEAR_NUMBERS.exec(text);
  if (monthAndYear) return checked(Number(monthAndYear[2]), Number(monthAndYear[1]), null);
  return readWords(text);
}

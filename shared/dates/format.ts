import { MONTH_NAMES } from './calendar.ts';
import { FRENCH_MONTH_NAMES } from './french-republican.ts';
import { gedcomDate } from './gedcom.ts';
import { hebrewMonthName } from './hebrew.ts';
import { parseDate } from './parse.ts';
import type { CalendarDate, CalendarName, GenealogyDate } from './types.ts';

/**
 * The languages dates are written in (those of shared/languages); anything else reads as English.
 * This module is used by the web client and the API alike, so its few words live here.
 */
export type DateLanguage = 'en' | 'es';

const languageOf = (language: string | null | undefined): DateLanguage => (language === 'es' ? 'es' : 'en');

interface DateWords {
  months: readonly string[];
  frenchMonths: readonly string[];
  calendars: Record<CalendarName, string>;
  bce: string;
  /** A calendar date as a sentence names it; `afterWord` when it follows a preposition ("before 12 March 1850"). */
  date: (day: number | null, month: string | null, year: string, afterWord: boolean) => string;
  /** The long forms ("about 1850", "between … and …"); `start` and `end` are calendar dates as `date` writes them after a word. */
  long: Record<'about' | 'calculated' | 'estimated' | 'before' | 'after' | 'from', (start: string) => string> & {
    to: (end: string) => string;
    between: (start: string, end: string) => string;
    fromTo: (start: string, end: string) => string;
  };
  /** The short forms of years, for cards and lifespans ("c. 1850", "bef. 1900"). */
  short: Record<'about' | 'before' | 'after' | 'from' | 'to', (year: string) => string>;
  /** The last touch of a long form (Spanish contracts "de el" and "a el"). */
  finish: (text: string) => string;
}

const ENGLISH: DateWords = {
  months: MONTH_NAMES,
  frenchMonths: FRENCH_MONTH_NAMES,
  calendars: { gregorian: '', julian: ' (Julian)', hebrew: ' (Hebrew)', french_r: ' (French republican)' },
  bce: 'BC',
  date: (day, month, year) => [day, month, year].filter((part) => part !== null).join(' '),
  long: {
    about: (start) => `about ${start}`,
    calculated: (start) => `calculated ${start}`,
    estimated: (start) => `estimated ${start}`,
    before: (start) => `before ${start}`,
    after: (start) => `after ${start}`,
    from: (start) => `from ${start}`,
    to: (end) => `until ${end}`,
    between: (start, end) => `between ${start} and ${end}`,
    fromTo: (start, end) => `from ${start} to ${end}`,
  },
  short: {
    about: (year) => `c. ${year}`,
    before: (year) => `bef. ${year}`,
    after: (year) => `aft. ${year}`,
    from: (year) => `from ${year}`,
    to: (year) => `to ${year}`,
  },
  finish: (text) => text,
};

/**
 * Spanish as genealogists write it: "12 de marzo de 1850", "hacia 1850", "antes del 12 de marzo de
 * 1850", "entre 1848 y 1852"; month names in lower case, as Spanish writes them. A day after a
 * preposition takes the article ("desde el 3 de mayo"), and "de el" becomes "del".
 */
const SPANISH: DateWords = {
  months: ['enero', 'febrero', 'marzo', 'abril', 'mayo', 'junio', 'julio', 'agosto', 'septiembre', 'octubre', 'noviembre', 'diciembre'],
  frenchMonths: ['vendimiario', 'brumario', 'frimario', 'nivoso', 'pluvioso', 'ventoso', 'germinal', 'floreal', 'pradial', 'mesidor', 'termidor', 'fructidor', 'sansculótidas'],
  calendars: { gregorian: '', julian: ' (juliano)', hebrew: ' (hebreo)', french_r: ' (republicano francés)' },
  bce: 'a. C.',
  date: (day, month, year, afterWord) => {
    const text = [day, month, year].filter((part) => part !== null).join(' de ');
    return day !== null && afterWord ? `el ${text}` : text;
  },
  long: {
    about: (start) => `hacia ${start}`,
    calculated: (start) => `calculado ${start}`,
    estimated: (start) => `estimado ${start}`,
    before: (start) => `antes de ${start}`,
    after: (start) => `después de ${start}`,
    from: (start) => `desde ${start}`,
    to: (end) => `hasta ${end}`,
    between: (start, end) => `entre ${start} y ${end}`,
    fromTo: (start, end) => `desde ${start} hasta ${end}`,
  },
  short: {
    about: (year) => `c. ${year}`,
    before: (year) => `ant. ${year}`,
    after: (year) => `desp. ${year}`,
    from: (year) => `desde ${year}`,
    to: (year) => `hasta ${year}`,
  },
  finish: (text) => text.replace(/\b(de|a) el\b/g, (_, word: string) => (word === 'de' ? 'del' : 'al')),
};

const WORDS: Record<DateLanguage, DateWords> = { en: ENGLISH, es: SPANISH };

function monthName(date: CalendarDate & { month: number }, words: DateWords): string {
  if (date.calendar === 'french_r') return words.frenchMonths[date.month - 1];
  if (date.calendar === 'hebrew') return hebrewMonthName(date.year, date.month);
  return words.months[date.month - 1];
}

/** A year as written: "1850", "44 BC", "1750/51" (old and new style), "1056/1060" (either). */
function yearText(date: CalendarDate, words: DateWords): string {
  if (date.bce) return `${date.year} ${words.bce}`;
  if (date.firstYear === undefined) return String(date.year);
  const later = date.year === date.firstYear + 1 ? String(date.year % 100).padStart(2, '0') : String(date.year);
  return `${date.firstYear}/${later}`;
}

/** A calendar date in words: "12 March 1850", "March 1850", "1850", "5 Tishri 5600 (Hebrew)". */
function calendarText(date: CalendarDate | null, words: DateWords, afterWord = false): string {
  if (!date) return '';
  const month = date.month === null ? null : monthName({ ...date, month: date.month }, words);
  return words.date(date.day, month, yearText(date, words), afterWord) + words.calendars[date.calendar ?? 'gregorian'];
}
/**
 * A stored value is read again, as typed in the app or as a GEDCOM file wrote it (other calendars,
 * BCE); text that is not a date (kept from elsewhere) is shown as it is.
 */
function dateOf(date: GenealogyDate | string): GenealogyDate {
  if (typeof date !== 'string') return date;
  const parsed = parseDate(date);
  return parsed.ok ? parsed.date : gedcomDate(date);
}

/**
 * A date in words, in English unless another language is asked for: "about 1850", "between 1848
 * and 1852", "1850 (about Easter)"; in Spanish "hacia 1850", "entre 1848 y 1852".
 */
export function formatDate(input: GenealogyDate | string | null | undefined, language?: string | null): string {
  if (input === null || input === undefined) return '';
  const words = WORDS[languageOf(language)];
  const date = dateOf(input);
  const start = calendarText(date.start, words, true);
  const end = calendarText(date.end, words, true);
  switch (date.kind) {
    case 'date':
      return calendarText(date.start, words);
    case 'about':
    case 'calculated':
    case 'estimated':
    case 'before':
    case 'after':
    case 'from':
      return words.finish(words.long[date.kind](start));
    case 'to':
      return words.finish(words.long.to(end));
    case 'between':
      return words.finish(words.long.between(start, end));
    case 'fromTo':
      return words.finish(words.long.fromTo(start, end));
    case 'interpreted': {
      const text = calendarText(date.start, words);
      return date.phrase === null ? text : `${text} (${date.phrase})`;
    }
    case 'phrase':
      return date.phrase ?? '';
  }
}

const yearOf = (date: CalendarDate | null, words: DateWords) => (date ? yearText(date, words) : '');

/** Two years with a dash, or one when they are the same: "1848–1852", "1850". */
function yearSpan(start: CalendarDate | null, end: CalendarDate | null, words: DateWords): string {
  return start?.year === end?.year ? yearOf(start, words) : `${yearOf(start, words)}–${yearOf(end, words)}`;
}

/** Years only, for compact cards and lifespans: "1850", "c. 1850", "bef. 1900", "1848–1852" (Spanish "ant. 1900"). */
export function shortYears(input: GenealogyDate | string | null | undefined, language?: string | null): string {
  if (input === null || input === undefined) return '';
  const words = WORDS[languageOf(language)];
  const date = dateOf(input);
  switch (date.kind) {
    case 'date':
    case 'interpreted':
      return yearOf(date.start, words);
    case 'about':
    case 'calculated':
    case 'estimated':
      return words.short.about(yearOf(date.start, words));
    case 'before':
    case 'after':
    case 'from':
      return words.short[date.kind](yearOf(date.start, words));
    case 'to':
      return words.short.to(yearOf(date.end, words));
    case 'between':
    case 'fromTo':
      return yearSpan(date.start, date.end, words);
    case 'phrase':
      return date.phrase ?? '';
  }
}

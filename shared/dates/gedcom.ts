import { spanOf } from './calendar-span.ts';
import { MONTH_CODES } from './calendar.ts';
import { FRENCH_MONTH_CODES } from './french-republican.ts';
import { gedcomBounds, type Placed } from './gedcom-bounds.ts';
import { HEBREW_MONTH_CODES } from './hebrew.ts';
import { parseDate } from './parse.ts';
import type { CalendarDate, CalendarName, DateKind, GenealogyDate } from './types.ts';

type Month = readonly [number, CalendarName];
const numbered = (codes: string[], calendar: CalendarName) =>
  new Map(codes.map((code, index): [string, Month] => [code, [index + 1, calendar]]));
const MONTHS: Record<CalendarName, Map<string, Month>> = {
  gregorian: numbered(MONTH_CODES, 'gregorian'),
  julian: numbered(MONTH_CODES, 'julian'),
  hebrew: numbered(HEBREW_MONTH_CODES, 'hebrew'),
  french_r: numbered(FRENCH_MONTH_CODES, 'french_r'),
};
/** Without a calendar named, the month's code says which: the codes of the three calendars differ. */
const ANY_MONTH = new Map([...MONTHS.french_r, ...MONTHS.hebrew, ...MONTHS.gregorian]);
const CALENDAR_NAMES: Record<string, CalendarName> = {
  GREGORIAN: 'gregorian',
  JULIAN: 'julian',
  HEBREW: 'hebrew',
  'FRENCH R': 'french_r',
  FRENCH_R: 'french_r',
};

/** A calendar: a GEDCOM 5.5.1 escape (@#DJULIAN@) or a 7.0 name (JULIAN, or _NAME of some program's own). */
const CALENDAR = /^(?:@#D([^@]*)@|(GREGORIAN|JULIAN|HEBREW|FRENCH_R|_\S*))(?: |$)/i;
const BEFORE_COMMON_ERA = /^(.*\d) ?B\.? ?C\.?(?: ?E\.?)?$/i;
const YEAR = /^(\d+)(?:\/(\d+))?$/;
const DAY = /^\d{1,2}$/;

const WHOLE_PHRASE = /^\(([^()]*)\)$/;

type Form = { pattern: RegExp; kind: DateKind; start?: number; end?: number; phrase?: number };

/**
 * The forms of a date value by its first word, tried in order; the numbers say which part of the
 * match is which. A keyword may end in a full stop (ABT.).
 */
const FORMS = new Map<string, Form[]>([
  [
    'INT',
    [
      { pattern: /^\S+ (.*?) ?\((.*)\)$/, kind: 'interpreted', start: 1, phrase: 2 },
      { pattern: /^\S+ (.+)$/, kind: 'interpreted', start: 1 },
    ],
  ],
  ['BET', [{ pattern: /^\S+ (.+?) AND (.+)$/i, kind: 'between', start: 1, end: 2 }]],
  [
    'FROM',
    [
      { pattern: /^\S+ (.+?) TO (.+)$/i, kind: 'fromTo', start: 1, end: 2 },
      { pattern: /^\S+ (.+)$/, kind: 'from', start: 1 },
    ],
  ],
  ['TO', [{ pattern: /^\S+ (.+)$/, kind: 'to', end: 1 }]],
  ['ABT', [{ pattern: /^\S+ (.+)$/, kind: 'about', start: 1 }]],
  ['CAL', [{ pattern: /^\S+ (.+)$/, kind: 'calculated', start: 1 }]],
  ['EST', [{ pattern: /^\S+ (.+)$/, kind: 'estimated', start: 1 }]],
  ['BEF', [{ pattern: /^\S+ (.+)$/, kind: 'before', start: 1 }]],
  ['AFT', [{ pattern: /^\S+ (.+)$/, kind: 'after', start: 1 }]],
]);
/** A date and its wording without INT, as some programs write it. */
const DATE_AND_PHRASE: Form[] = [{ pattern: /^([^()]+?) ?\((.*)\)$/, kind: 'interpreted', start: 1, phrase: 2 }];

/** The first word of a text of more than one, in capitals and without a full stop. */
function keywordOf(text: string): string {
  const space = text.indexOf(' ');
  return space < 0 ? '' : text.slice(0, space).toUpperCase().replace(/\.$/, '');
}

const isDigit = (text: string, index: number) => text.charCodeAt(index) >= 48 && text.charCodeAt(index) <= 57;

/** The forms a text may have besides a plain date, by its first word (most dates start with a digit). */
function formsOf(text: string): Form[] | undefined {
  const forms = isDigit(text, 0) ? undefined : FORMS.get(keywordOf(text));
  return forms ?? (text.endsWith(')') ? DATE_AND_PHRASE : undefined);
}

/** A date read, `unknown` for one in a calendar that cannot be placed (ROMAN, an extension), or null. */
type Reading = Placed | 'unknown' | null;

/** The later year of `1750/51`, `1699/00` or `1056/1060`; NaN when it is not later. */
function laterYear(first: string, second: string): number {
  const year = Number(first);
  let later = Number(second);
  if (second.length === 2 && first.length > 2) {
    later += Math.floor(year / 100) * 100;
    if (later <= year) later += 100;
  }
  return later > year ? later : NaN;
}

/** The month's number and, when none was named, the calendar its code belongs to (TVT is Hebrew). */
function monthOf(code: string, calendar: CalendarName | null): Month | null {
  const months = calendar ? MONTHS[calendar] : ANY_MONTH;
  return months.get(code) ?? months.get(code.toUpperCase()) ?? null;
}

/** One calendar date: `[calendar] [[day] month] year [BCE]`, as GEDCOM 5.5.1 and 7.0 write it. */
function readOne(input: string, defaultCalendar: CalendarName | 'unknown' | null): Reading {
  let text = input;
  let calendar = defaultCalendar;
  const named = isDigit(text, 0) ? null : CALENDAR.exec(text);
  if (named) {
    calendar = CALENDAR_NAMES[(named[1] ?? named[2]).toUpperCase()] ?? 'unknown';
    text = text.slice(named[0].length);
  }
  if (calendar === 'unknown') return 'unknown';
  const epoch = isDigit(text, text.length - 1) ? null : BEFORE_COMMON_ERA.exec(text);
  if (epoch) text = epoch[1];
  const words = text.split(' ');
  const year = YEAR.exec(words[words.length - 1]);
  if (!year || words.length > 3) return null;
  let month: number | null = null;
  if (words.length > 1) {
    const found = monthOf(words[words.length - 2], calendar);
    if (!found) return null;
    month = found[0];
    calendar = found[1];
  }
  if (words.length === 3 && !DAY.test(words[0])) return null;
  if (epoch && (year[2] || (calendar !== null && calendar !== 'gregorian' && calendar !== 'julian'))) return null;

  const date: CalendarDate = { year: Number(year[1]), month, day: words.length === 3 ? Number(words[0]) : null };
  if (calendar && calendar !== 'gregorian') date.calendar = calendar;
  if (epoch) date.bce = true;
  if (year[2]) [date.firstYear, date.year] = [date.year, laterYear(year[1], year[2])];
  const span = spanOf(date);
  return span ? { date, span } : null;
}

/** The date with its text, or null when the text is not GEDCOM; any unplaceable calendar makes it a phrase. */
function dateOf(
  value: string,
  kind: DateKind,
  start: Reading | undefined,
  end: Reading | undefined,
  phrase: string | null = null,
): GenealogyDate | null {
  if (start === null || end === null) return null;
  if (start === 'unknown' || end === 'unknown') return phraseOf(value, value);
  const { earliest, latest } = gedcomBounds(kind, start ?? null, end ?? null);
  return { value, kind, start: start?.date ?? null, end: end?.date ?? null, phrase, earliest, latest };
}

function phraseOf(value: string, phrase: string): GenealogyDate {
  return { value, kind: 'phrase', start: null, end: null, phrase, earliest: null, latest: null };
}

/** Reads the GEDCOM grammar; null when the text does not follow it. */
function readGedcom(value: string): GenealogyDate | null {
  const whole = value.startsWith('(') ? WHOLE_PHRASE.exec(value) : null;
  if (whole) return phraseOf(value, whole[1].trim());

  // Some programs name the calendar once, before the keyword (@#DJULIAN@ BET 1700 AND 1710).
  let body = value;
  let calendar: CalendarName | 'unknown' | null = null;
  const named = isDigit(value, 0) ? null : CALENDAR.exec(value);
  if (named && FORMS.has(keywordOf(value.slice(named[0].length)))) {
    calendar = CALENDAR_NAMES[(named[1] ?? named[2]).toUpperCase()] ?? 'unknown';
    body = value.slice(named[0].length);
  }
  for (const { pattern, kind, start, end, phrase } of formsOf(body) ?? []) {
    const match = pattern.exec(body);
    if (!match) continue;
    const date = (group?: number) => (group === undefined ? undefined : readOne(match[group], calendar));
    return dateOf(value, kind, date(start), date(end), phrase === undefined ? null : match[phrase].trim());
  }
  return dateOf(value, 'date', readOne(body, calendar), undefined);
}

/** Text as people type it (`Abt. 1850`, `March 12, 1850`, `1848–1852`), read as the app's date fields read it. */
function readTyped(value: string): GenealogyDate | null {
  const typed = parseDate(value);
  return typed.ok ? { ...typed.date, value } : null;
}

/**
 * A DATE value from a GEDCOM file (5.5, 5.5.1, 5.5.5 or 7.0), never refused: `value` is the text as
 * written with its spaces evened out, so it can be written back unchanged; what cannot be read as
 * a date is kept as a phrase. Dates in the Julian, Hebrew and French republican calendars are
 * placed on Gregorian days; dates before year 1 or in other calendars have no days.
 */
export function gedcomDate(text: string): GenealogyDate {
  let value = String(text ?? '').trim();
  if (/\s\s|[^\S ]/.test(value)) value = value.replace(/\s+/g, ' ');
  try {
    return readGedcom(value) ?? readTyped(value) ?? phraseOf(value, value);
  } catch {
    // A file's text is kept whatever it holds.
    return phraseOf(value, value);
  }
}

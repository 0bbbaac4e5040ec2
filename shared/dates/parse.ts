import { buildDate } from './build.ts';
import { firstDayOf, lastDayOf } from './calendar.ts';
import { problems } from './problems.ts';
import { problem, readCalendarDate, type Reading } from './readCalendarDate.ts';
import {
  DATE_PHRASE_MAX_LENGTH,
  type CalendarDate,
  type DateKind,
  type DateParseResult,
  type OptionalDateParseResult,
} from './types.ts';

/** The words that put one date in a kind, GEDCOM's keyword first, and how a problem names them. */
const SINGLE_DATE_WORDS: { kind: DateKind; words: string; word: string; example: string }[] = [
  {
    kind: 'about',
    words: 'abt abt. about circa ca ca. c c. approx approx. approximately around ~',
    word: 'about',
    example: 'about 1850',
  },
  { kind: 'calculated', words: 'cal cal. calc calc. calculated', word: 'calculated', example: 'calculated 1850' },
  { kind: 'estimated', words: 'est est. estimated', word: 'estimated', example: 'estimated 1850' },
  { kind: 'before', words: 'bef bef. before', word: 'before', example: 'before 1900' },
  { kind: 'after', words: 'aft aft. after', word: 'after', example: 'after 1900' },
  { kind: 'to', words: 'to until till', word: 'to', example: 'to 1910' },
];

const escape = (word: string) => word.replace(/[.~]/g, (c) => `\\${c}`);

/** Matches a leading keyword (one of the space-separated words); a digit may follow at once (`c1850`). */
function keyword(words: string): RegExp {
  const longestFirst = words
    .split(' ')
    .sort((a, b) => b.length - a.length)
    .map(escape);
  return new RegExp(`^(?:${longestFirst.join('|')})(?:\\s+|(?=[\\d@])|$)`, 'i');
}

const SINGLE_DATE_PATTERNS = SINGLE_DATE_WORDS.map((entry) => ({ ...entry, pattern: keyword(entry.words) }));
const BETWEEN = keyword('bet bet. btw btw. between');
const AND = /\s+(?:and|&)\s+/i;
const FROM = keyword('from');
const TO = /\s+(?:to|until|till)(?:\s+|$)/i;
const INTERPRETED = keyword('int int. interpreted');
const WHOLE_PHRASE = /^\((.*)\)$/;
const DATE_AND_PHRASE = /^([^()]*?)\s*\(([^()]*)\)$/;
const DASH = /[-–—]/g;

type Pair = { start: CalendarDate; end: CalendarDate };

const accepted = (kind: DateKind, start: CalendarDate | null, end: CalendarDate | null = null): DateParseResult => ({
  ok: true,
  date: buildDate({ kind, start, end }),
});

/** Two dates in order; the same date twice is allowed (FROM 1900 TO 1900 is a state within 1900). */
function inOrder(start: CalendarDate, end: CalendarDate): Reading<Pair> {
  const reversed = firstDayOf(start) > firstDayOf(end) || lastDayOf(start) > lastDayOf(end);
  return reversed ? problem(problems.reversed) : { ok: true, value: { start, end } };
}

function readPair(first: string, second: string): Reading<Pair> {
  const start = readCalendarDate(first);
  if (start && !start.ok) return start;
  const end = readCalendarDate(second);
  if (end && !end.ok) return end;
  return start && end ? inOrder(start.value, end.value) : null;
}

/** `1848-1852`, `1848 – 1852`, `Mar 1848 - Jun 1850`: split at the one dash that leaves two dates. */
function readDashedPair(text: string): Reading<Pair> {
  if (text.length > 80) return null;
  let firstProblem: Reading<Pair> = null;
  for (const dash of text.matchAll(DASH)) {
    const reading = readPair(text.slice(0, dash.index), text.slice(dash.index + 1));
    if (reading?.ok) return reading;
    firstProblem ??= reading;
  }
  return firstProblem;
}

function readPhrase(raw: string): Reading<string> {
  const phrase = raw.trim();
  if (!phrase) return problem(problems.emptyPhrase);
  if ([...phrase].length > DATE_PHRASE_MAX_LENGTH) return problem(problems.phraseTooLong);
  return { ok: true, value: phrase };
}

/** `INT 1850 (about Easter)`, and `1850 (about Easter)` as people write it. */
function readInterpreted(dateText: string, phraseText: string): DateParseResult | null {
  const date = readCalendarDate(dateText);
  if (!date) return null;
  if (!date.ok) return date;
  const phrase = readPhrase(phraseText);
  if (!phrase?.ok) return phrase;
  return { ok: true, date: buildDate({ kind: 'interpreted', start: date.value, phrase: phrase.value }) };
}

function readPairOf(kind: 'between' | 'fromTo', reading: Reading<Pair>): DateParseResult | null {
  if (!reading?.ok) return reading;
  return accepted(kind, reading.value.start, reading.value.end);
}

function readBetween(rest: string): DateParseResult {
  const [first, second, ...more] = rest.split(AND);
  if (more.length > 0) return problem(problems.unreadable);
  if (second !== undefined) return readPairOf('between', readPair(first, second)) ?? problem(problems.unreadable);
  const dashed = readPairOf('between', readDashedPair(rest));
  if (dashed) return dashed;
  const single = readCalendarDate(rest.replace(/\s+(?:and|&)$/i, ''));
  if (!single) return problem(problems.unreadable);
  return single.ok ? problem(problems.addSecondDate('between 1848 and 1852')) : single;
}

function readFrom(rest: string): DateParseResult {
  const [first, second, ...more] = rest.split(TO);
  if (more.length > 0) return problem(problems.unreadable);
  if (second === '') return problem(problems.addDateAfter('to', 'from 1900 to 1910'));
  if (second !== undefined) return readPairOf('fromTo', readPair(first, second)) ?? problem(problems.unreadable);
  const start = readCalendarDate(rest);
  if (start?.ok) return accepted('from', start.value);
  return start ?? readPairOf('fromTo', readDashedPair(rest)) ?? problem(problems.unreadable);
}

function readWithKeyword(text: string): DateParseResult | null {
  const between = BETWEEN.exec(text);
  if (between) {
    const rest = text.slice(between[0].length);
    return rest ? readBetween(rest) : problem(problems.addDateAfter('between', 'between 1848 and 1852'));
  }
  const from = FROM.exec(text);
  if (from) {
    const rest = text.slice(from[0].length);
    return rest ? readFrom(rest) : problem(problems.addDateAfter('from', 'from 1900'));
  }
  for (const { kind, pattern, word, example } of SINGLE_DATE_PATTERNS) {
    const match = pattern.exec(text);
    if (!match) continue;
    const rest = text.slice(match[0].length);
    if (!rest) return problem(problems.addDateAfter(word, example));
    const date = readCalendarDate(rest);
    if (!date) return problem(problems.unreadable);
    if (!date.ok) return date;
    return kind === 'to' ? accepted('to', null, date.value) : accepted(kind, date.value);
  }
  return null;
}

/**
 * Reads a date as GEDCOM 5.5.1 / 7.0 writes it (`ABT 1850`, `BET 1848 AND 1852`, `INT 1850 (…)`) or
 * as people type it (`c. 1850`, `March 12, 1850`, `1848–1852`), case-insensitively. Either the whole
 * text is understood or there is a problem: nothing is dropped silently.
 */
export function parseDate(input: string): DateParseResult {
  // Spaces are evened out first (phrases too), and a leading Gregorian escape says nothing new.
  const text = input
    .replace(/\s+/g, ' ')
    .trim()
    .replace(/^@#DGREGORIAN@ ?/i, '');
  if (!text) return problem(problems.empty);

  const wholePhrase = WHOLE_PHRASE.exec(text);
  if (wholePhrase && !/[()]/.test(wholePhrase[1])) {
    const phrase = readPhrase(wholePhrase[1]);
    return phrase?.ok ? { ok: true, date: buildDate({ kind: 'phrase', phrase: phrase.value }) } : phrase!;
  }

  const interpreted = INTERPRETED.exec(text);
  if (interpreted) {
    const rest = text.slice(interpreted[0].length);
    const parts = DATE_AND_PHRASE.exec(rest);
    if (!rest || (parts && !parts[1])) return problem(problems.interpretedWithoutDate);
    if (!parts) return problem(readCalendarDate(rest) ? problems.interpretedWithoutPhrase : problems.unreadable);
    return readInterpreted(parts[1], parts[2]) ?? problem(problems.unreadable);
  }

  const withKeyword = readWithKeyword(text);
  if (withKeyword) return withKeyword;

  const date = readCalendarDate(text);
  if (date) return date.ok ? accepted('date', date.value) : date;

  const dateAndPhrase = DATE_AND_PHRASE.exec(text);
  if (dateAndPhrase && dateAndPhrase[1]) {
    const reading = readInterpreted(dateAndPhrase[1], dateAndPhrase[2]);
    if (reading) return reading;
  }
  return readPairOf('between', readDashedPair(text)) ?? problem(problems.unreadable);
}

/** Like parseDate, where an empty field means no date. */
export function parseOptionalDate(input: string | null | undefined): OptionalDateParseResult {
  if (!input?.trim()) return { ok: true, date: null };
  return parseDate(input);
}

import { MONTH_CODES } from './calendar.ts';
import { boundsOf } from './range.ts';
import type { CalendarDate, DateKind, GenealogyDate } from './types.ts';

export type DateParts = {
  kind: DateKind;
  start?: CalendarDate | null;
  end?: CalendarDate | null;
  phrase?: string | null;
};

/**
 * A calendar date as GEDCOM writes it: `12 MAR 1850`, `MAR 1850`, `1850`. Years have at least three
 * digits (GEDCOM 5.5.1 asks for three or four), so `MAR 050` cannot be misread as 12 March.
 */
export function gedcomCalendarText(date: CalendarDate): string {
  const month = date.month === null ? null : MONTH_CODES[date.month - 1];
  return [date.day, month, String(date.year).padStart(3, '0')].filter((part) => part !== null).join(' ');
}

const PREFIX: Partial<Record<DateKind, string>> = {
  about: 'ABT ',
  calculated: 'CAL ',
  estimated: 'EST ',
  before: 'BEF ',
  after: 'AFT ',
  from: 'FROM ',
};

function canonicalValue({ kind, start, end, phrase }: DateParts): string {
  const first = start ? gedcomCalendarText(start) : '';
  const second = end ? gedcomCalendarText(end) : '';
  switch (kind) {
    case 'between':
      return `BET ${first} AND ${second}`;
    case 'fromTo':
      return `FROM ${first} TO ${second}`;
    case 'to':
      return `TO ${second}`;
    case 'interpreted':
      return `INT ${first} (${phrase})`;
    case 'phrase':
      return `(${phrase})`;
    default:
      return `${PREFIX[kind] ?? ''}${first}`;
  }
}

/** A complete GenealogyDate from checked parts: its canonical text and the days it can mean. */
export function buildDate(parts: DateParts): GenealogyDate {
  const start = parts.start ?? null;
  const end = parts.end ?? null;
  return {
    value: canonicalValue(parts),
    kind: parts.kind,
    start,
    end,
    phrase: parts.phrase ?? null,
    ...boundsOf(parts.kind, start, end),
  };
}

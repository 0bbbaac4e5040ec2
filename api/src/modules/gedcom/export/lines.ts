import type { GedcomRecord } from '../reader/index.ts';
import type { Out } from './structures.ts';
import { dateFor } from './version-forms.ts';

export type GedcomVersion = '5.5.1' | '7.0';

/** The longest 5.5.1 line in UTF-8 bytes, without its line end: within the 255 the standard allows however it is counted. */
export const MAX_LINE_BYTES = 254;

const POINTER = /^@[^@\s]+@$/;
/** A date's calendar escape in 5.5.1 (`@#DJULIAN@`), which keeps its single `@` signs. */
const ESCAPE = /@#D[^@]*@/g;

/** `@` doubled for 5.5.1: everywhere in text, except in `@#…@` escapes. */
function escape551(text: string): string {
  if (!text.includes('@')) return text;
  let out = '';
  let last = 0;
  for (const match of text.matchAll(ESCAPE)) {
    out += text.slice(last, match.index).replaceAll('@', '@@') + match[0];
    last = match.index + match[0].length;
  }
  return out + text.slice(last).replaceAll('@', '@@');
}

/** `@` doubled for 7.0: only where a line's value starts with it. */
const escape70 = (text: string) => (text.startsWith('@') ? `@${text}` : text);

const isSpace = (code: number) => code === 0x20 || code === 0x09;
const isLowSurrogate = (code: number) => code >= 0xdc00 && code <= 0xdfff;

/** UTF-8 length of `text`, for the parts of it that may not fit. */
function utf8Length(text: string): number {
  let bytes = 0;
  for (let i = 0; i < text.length; i++) {
    const code = text.charCodeAt(i);
    if (code < 0x80) bytes += 1;
    else if (code < 0x800) bytes += 2;
    else if (code >= 0xd800 && code <= 0xdbff) {
      bytes += 4;
      i++;
    } else bytes += 3;
  }
  return bytes;
}

/** Where a cut between `i - 1` and `i` keeps a character, a doubled `@` and the words' edges whole. */
function goodCut(text: string, i: number): boolean {
  const before = text.charCodeAt(i - 1);
  const after = text.charCodeAt(i);
  return !isLowSurrogate(after) && !isSpace(before) && !isSpace(after) && before !== 0x40 && after !== 0x40;
}

/**
 * Splits an escaped 5.5.1 value so that the first piece fits `firstRoom` bytes and each further one
 * `room` bytes, cutting between two non-space characters (readers trim line ends) and never inside
 * a character; when no such cut exists in reach, at any character boundary.
 */
export function concPieces(text: string, firstRoom: number, room: number): string[] {
  const pieces: string[] = [];
  let start = 0;
  let limit = firstRoom;
  let remaining = utf8Length(text);
  while (remaining > limit) {
    // The furthest character boundary within the limit.
    let end = start;
    let bytes = 0;
    while (end < text.length) {
      const code = text.charCodeAt(end);
      const width = code < 0x80 ? 1 : code < 0x800 ? 2 : code >= 0xd800 && code <= 0xdbff ? 4 : 3;
      if (bytes + width > limit) break;
      bytes += width;
      end += width === 4 ? 2 : 1;
    }
    let cut = end;
    while (cut > start + 1 && !goodCut(text, cut)) cut--;
    if (cut <= start + 1) cut = end > start ? end : start + (isLowSurrogate(text.charCodeAt(start + 1)) ? 2 : 1);
    const piece = text.slice(start, cut);
    pieces.push(piece);
    remaining -= utf8Length(piece);
    start = cut;
    limit = room;
  }
  pieces.push(text.slice(start));
  return pieces;
}

/**
 * Writes GEDCOM lines of one version: CONT for line breaks; for 5.5.1, CONC where a line would be
 * too long and every `@` of text doubled; for 7.0, long lines as they are and only a leading `@`
 * doubled. Dates are written in the version's own form.
 */
export class LineWriter implements Out {
  readonly version: GedcomVersion;
  /** The lines written since the last take, appended to one string (cheaper than joining many). */
  private out = '';

  constructor(version: GedcomVersion) {
    this.version = version;
  }

  /** One structure's line and its continuations. */
  line(level: number, tag: string, value = '', xref: string | null = null): void {
    const head = xref ? `${level} ${xref} ${tag}` : `${level} ${tag}`;
    if (value === '') {
      this.add(`${head}\n`);
      return;
    }
    if (value.charCodeAt(0) === 0x40 && POINTER.test(value)) {
      this.add(`${head} ${value}\n`);
      return;
    }
    if (!value.includes('\n') && !value.includes('\r')) return this.text(head, level, value);
    const parts = value.split(/\r\n|\r|\n/);
    this.text(head, level, parts[0]);
    for (let i = 1; i < parts.length; i++) this.text(`${level + 1} CONT`, level, parts[i]);
  }

  date(level: number, value: string): void {
    const date = dateFor(this.version, value);
    this.line(level, 'DATE', date.value);
    if (date.phrase !== null) this.line(level + 1, 'PHRASE', date.phrase);
  }

  private text(head: string, level: number, raw: string): void {
    if (raw === '') {
      this.add(`${head}\n`);
      return;
    }
    if (this.version === '7.0') {
      this.add(`${head} ${escape70(raw)}\n`);
      return;
    }
    const text = escape551(raw);
    const firstRoom = MAX_LINE_BYTES - head.length - 1;
    // Fast path: even at three bytes a character the line fits.
    if (text.length * 3 <= firstRoom) {
      this.add(`${head} ${text}\n`);
      return;
    }
    const conc = `${level + 1} CONC`;
    const [first, ...more] = concPieces(text, firstRoom, MAX_LINE_BYTES - conc.length - 1);
    this.add(`${head} ${first}\n`);
    for (const piece of more) this.add(`${conc} ${piece}\n`);
  }

  /** A whole structure with its substructures, at `level`. */
  record(record: GedcomRecord, level = 0): void {
    this.line(level, record.tag, record.value, record.xref);
    for (const child of record.children) this.record(child, level + 1);
  }

  private add(line: string): void {
    this.out += line;
  }

  /** The lines written since the last take, each ended by a line feed, as one string. */
  take(): string {
    const text = this.out;
    this.out = '';
    return text;
  }

  /** How much text is waiting to be taken. */
  get pending(): number {
    return this.out.length;
  }
}

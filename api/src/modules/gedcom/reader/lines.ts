import type { GedcomProblem } from './types.ts';
import { t } from '../../../i18n.ts';

/** One parsed line; its value is a byte range of the file, so multi-byte characters survive CONC joins. */
export interface RawLine {
  level: number;
  xref: string | null;
  tag: string;
  /** The value's bytes: `bytes.subarray(start, end)`. */
  start: number;
  end: number;
  line: number;
}

export const MAX_LINE_LENGTH = 100_000;

const CR = 0x0d;
const LF = 0x0a;
const SPACE = 0x20;
const TAB = 0x09;
const AT = 0x40;
const ZERO = 0x30;

const isBlank = (byte: number) => byte === SPACE || byte === TAB;
const isDigit = (byte: number) => byte >= ZERO && byte <= ZERO + 9;
/** Letters, digits and underscore: the characters of a tag. */
const isTagByte = (byte: number) => (byte >= 0x41 && byte <= 0x5a) || (byte >= 0x61 && byte <= 0x7a) || isDigit(byte) || byte === 0x5f;

function latin1(bytes: Uint8Array, start: number, end: number): string {
  let text = '';
  for (let i = start; i < end; i++) text += String.fromCharCode(bytes[i]);
  return text;
}

/** Tags of up to four letters, by their bytes packed into a number: a file repeats a few dozen tags a million times. */
const shortTags = new Map<number, string>();

/** The tag in bytes[start, end), upper case; short ones are made once. */
function tagOf(bytes: Uint8Array, start: number, end: number): string {
  if (end - start > 4) return latin1(bytes, start, end).toUpperCase();
  let key = 0;
  for (let i = start; i < end; i++) key = key * 256 + bytes[i];
  let tag = shortTags.get(key);
  if (tag === undefined) shortTags.set(key, (tag = latin1(bytes, start, end).toUpperCase()));
  return tag;
}

/**
 * Parses `level [@xref@] TAG [value]` from bytes[start, end) into `out`: leading blanks allowed, one
 * or more blanks between the parts, a single blank before the value. False for a blank line, and for
 * anything else with a problem reported.
 */
function parseLine(bytes: Uint8Array, start: number, end: number, line: number, problems: GedcomProblem[], out: RawLine): boolean {
  if (end - start > MAX_LINE_LENGTH) {
    problems.push({ line, message: t('gedcom:read.longLine', { max: MAX_LINE_LENGTH }) });
    return false;
  }
  let i = start;
  while (i < end && isBlank(bytes[i])) i++;
  if (i === end) return false;
  const bad = () => {
    problems.push({ line, message: t('gedcom:read.notALine', { text: latin1(bytes, start, Math.min(end, start + 60)).trim() }) });
    return false;
  };
  let level = 0;
  const levelStart = i;
  while (i < end && isDigit(bytes[i])) level = level * 10 + bytes[i++] - ZERO;
  if (i === levelStart || i - levelStart > 2 || i === end || !isBlank(bytes[i])) return bad();
  while (i < end && isBlank(bytes[i])) i++;
  let xref: string | null = null;
  if (bytes[i] === AT) {
    const xrefStart = i++;
    while (i < end && bytes[i] !== AT && !isBlank(bytes[i])) i++;
    if (i === end || bytes[i] !== AT || i === xrefStart + 1) return bad();
    xref = latin1(bytes, xrefStart, ++i);
    if (i === end || !isBlank(bytes[i])) return bad();
    while (i < end && isBlank(bytes[i])) i++;
  }
  const tagStart = i;
  while (i < end && isTagByte(bytes[i])) i++;
  if (i === tagStart || (i < end && !isBlank(bytes[i]))) return bad();
  out.level = level;
  out.xref = xref;
  out.tag = tagOf(bytes, tagStart, i);
  out.start = i < end ? i + 1 : end;
  out.end = end;
  out.line = line;
  return true;
}

/**
 * Splits on CR, LF or CRLF and hands each parsed line to `visit`, in order; blank lines are skipped,
 * bad ones reported. The line object is the same one each time, valid during the call: a file of a
 * million lines is read without a million objects.
 */
export function eachLine(bytes: Uint8Array, problems: GedcomProblem[], visit: (line: RawLine) => void): void {
  const current: RawLine = { level: 0, xref: null, tag: '', start: 0, end: 0, line: 0 };
  let start = 0;
  let lineNumber = 1;
  const length = bytes.length;
  for (let i = 0; i <= length; i++) {
    const byte = i < length ? bytes[i] : LF;
    if (byte !== CR && byte !== LF) continue;
    if (i > start && parseLine(bytes, start, i, lineNumber, problems, current)) visit(current);
    if (byte === CR && bytes[i + 1] === LF) i++;
    start = i + 1;
    lineNumber++;
  }
}

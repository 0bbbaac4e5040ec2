import type { GedcomProblem } from './types.ts';

/** One parsed line, its value still raw bytes so multi-byte characters survive CONC joins. */
export interface RawLine {
  level: number;
  xref: string | null;
  tag: string;
  value: Uint8Array;
  line: number;
}

export const MAX_LINE_LENGTH = 100_000;

const LINE = /^[ \t]*(\d{1,2})[ \t]+(?:(@[^@ \t]+@)[ \t]+)?([A-Za-z0-9_]+)(?:[ \t](.*))?$/ds;
const CR = 0x0d;
const LF = 0x0a;

function latin1(bytes: Uint8Array): string {
  let text = '';
  for (let i = 0; i < bytes.length; i += 8192) text += String.fromCharCode(...bytes.subarray(i, i + 8192));
  return text;
}

function parseLine(bytes: Uint8Array, line: number, problems: GedcomProblem[]): RawLine | null {
  if (bytes.length > MAX_LINE_LENGTH) {
    problems.push({ line, message: `The line is longer than ${MAX_LINE_LENGTH} characters` });
    return null;
  }
  const text = latin1(bytes);
  if (text.trim() === '') return null;
  const match = LINE.exec(text);
  if (!match) {
    problems.push({ line, message: `Not a GEDCOM line: ${text.slice(0, 60).trim()}` });
    return null;
  }
  const valueStart = match.indices?.[4]?.[0] ?? bytes.length;
  return {
    level: Number(match[1]),
    xref: match[2] ?? null,
    tag: match[3].toUpperCase(),
    value: bytes.subarray(valueStart),
    line,
  };
}

/** Splits on CR, LF or CRLF and parses each line; blank lines are skipped, bad ones reported. */
export function readLines(bytes: Uint8Array, problems: GedcomProblem[]): RawLine[] {
  const lines: RawLine[] = [];
  let start = 0;
  let lineNumber = 1;
  for (let i = 0; i <= bytes.length; i++) {
    const byte = bytes[i];
    if (i < bytes.length && byte !== CR && byte !== LF) continue;
    if (i > start) {
      const parsed = parseLine(bytes.subarray(start, i), lineNumber, problems);
      if (parsed) lines.push(parsed);
    }
    if (byte === CR && bytes[i + 1] === LF) i++;
    start = i + 1;
    lineNumber++;
  }
  return lines;
}

import type { GedcomRecord } from '../reader/index.ts';

/**
 * A record kept as text: its GEDCOM lines without CONC (a line may be as long as its value), a value's
 * line breaks as CONT lines, `@` in text doubled. Cheap to store and to read back on export or merge.
 */
export function recordToText(record: GedcomRecord): string {
  const lines: string[] = [];
  write(record, 0, lines);
  return lines.join('\n');
}

function write(record: GedcomRecord, level: number, lines: string[]): void {
  const head = record.xref ? `${level} ${record.xref} ${record.tag}` : `${level} ${record.tag}`;
  const [first, ...more] = escapeValue(record.value).split('\n');
  lines.push(first ? `${head} ${first}` : head);
  for (const part of more) lines.push(part ? `${level + 1} CONT ${part}` : `${level + 1} CONT`);
  for (const child of record.children) write(child, level + 1, lines);
}

const POINTER = /^@[^@\s]+@$/;

/** Doubles `@` in text; a pointer (`@I1@`) is written as it is. */
function escapeValue(value: string): string {
  return POINTER.test(value) ? value : value.replaceAll('@', '@@');
}

const LINE = /^(\d+) (?:(@[^@\s]+@) )?(\S+)(?: (.*))?$/;

/** Reads a record written by `recordToText`; line numbers count from 1 within the text. */
export function recordFromText(text: string): GedcomRecord {
  const stack: GedcomRecord[] = [];
  let root: GedcomRecord | null = null;
  const lines = text.split('\n');
  for (let i = 0; i < lines.length; i++) {
    const match = LINE.exec(lines[i]);
    if (!match) throw new Error(`Kept record line ${i + 1} is not a GEDCOM line`);
    const level = Number(match[1]);
    const raw = match[4] ?? '';
    if (match[3] === 'CONT' && level === stack.length) {
      const parent = stack[level - 1];
      parent.value += `\n${unescape(raw)}`;
      continue;
    }
    const record: GedcomRecord = { tag: match[3], xref: match[2] ?? null, value: POINTER.test(raw) ? raw : unescape(raw), line: i + 1, children: [] };
    stack.length = level;
    if (level === 0) root = record;
    else stack[level - 1].children.push(record);
    stack.push(record);
  }
  if (!root) throw new Error('Kept record is empty');
  return root;
}

const unescape = (value: string) => (value.includes('@@') ? value.replaceAll('@@', '@') : value);

import { readGedcom } from '../reader/index.ts';
import type { GedcomRecord } from '../reader/index.ts';
import { LineWriter, MAX_LINE_BYTES } from './lines.ts';
import { dateFor } from './version-forms.ts';

const utf8 = new TextEncoder();
const bytes = (text: string) => utf8.encode(text).length;

/** A 1,000-character note of words in several scripts, an emoji (two UTF-16 units) and `@` signs. */
function longNote(): string {
  const words = ['Zoë', 'Łódź', 'Ελλάδα', 'Москва', '東京都', 'mail@home', '👪', 'über', 'São', 'Ærøskøbing'];
  let text = '';
  for (let i = 0; text.length < 1_000; i++) text += `${words[i % words.length]}${i % 60 === 59 ? '\n' : ' '}`;
  return text.slice(0, 1_000).trimEnd();
}

const file = (writer: LineWriter, record: GedcomRecord) => {
  writer.line(0, 'HEAD');
  writer.line(1, 'CHAR', 'UTF-8');
  writer.record(record);
  writer.line(0, 'TRLR');
  return writer.take();
};

const person = (note: string): GedcomRecord => ({
  tag: 'INDI',
  xref: '@I1@',
  value: '',
  line: 0,
  children: [{ tag: 'NOTE', xref: null, value: note, line: 0, children: [] }],
});

describe('writing GEDCOM lines', () => {
  it('splits a long 5.5.1 note with CONC between two non-space characters, never inside a character, and reads it back whole', () => {
    const note = longNote();
    const text = file(new LineWriter('5.5.1'), person(note));
    const lines = text.split('\n').filter(Boolean);
    expect(lines.filter((l) => l.startsWith('2 CONC ')).length).toBeGreaterThan(3);
    for (const line of lines) expect(bytes(line)).toBeLessThanOrEqual(MAX_LINE_BYTES);
    // No lone surrogate: every line encodes and decodes to itself.
    for (const line of lines) expect(new TextDecoder('utf-8', { fatal: true }).decode(utf8.encode(line))).toBe(line);
    lines.forEach((line, i) => {
      if (!line.startsWith('2 CONC ')) return;
      expect(line.slice(7)).not.toMatch(/^\s/);
      expect(lines[i - 1]).not.toMatch(/\s$/);
    });
    expect(text).toContain('mail@@home');
    const read = readGedcom(utf8.encode(text));
    expect(read.problems).toEqual([]);
    expect(read.records[1].children[0].value).toBe(note);
  });

  it('writes 7.0 without CONC, doubling only a leading @', () => {
    const note = `@home\n${longNote()}`;
    const text = file(new LineWriter('7.0'), person(note));
    expect(text).not.toContain('CONC');
    expect(text).toContain('1 NOTE @@home\n');
    expect(text).toContain('mail@home');
    expect(readGedcom(utf8.encode(text)).records[1].children[0].value).toBe(note);
  });

  it('keeps pointers and 5.5.1 calendar escapes as they are', () => {
    const writer = new LineWriter('5.5.1');
    writer.line(1, 'FAMC', '@F1@');
    writer.line(2, 'DATE', '@#DJULIAN@ 1 JAN 1700');
    expect(writer.take()).toBe('1 FAMC @F1@\n2 DATE @#DJULIAN@ 1 JAN 1700\n');
  });
});

describe('dates in each version', () => {
  it('writes calendars, eras and phrases the way each version says them', () => {
    expect(dateFor('7.0', '@#DJULIAN@ 1 JAN 1700')).toEqual({ value: 'JULIAN 1 JAN 1700', phrase: null });
    expect(dateFor('7.0', 'BET @#DFRENCH R@ 1 VEND 10 AND @#DHEBREW@ 5000')).toEqual({ value: 'BET FRENCH_R 1 VEND 10 AND HEBREW 5000', phrase: null });
    expect(dateFor('7.0', '44 B.C.')).toEqual({ value: '44 BCE', phrase: null });
    expect(dateFor('7.0', 'INT 1850 (about Easter)')).toEqual({ value: '1850', phrase: 'about Easter' });
    expect(dateFor('7.0', '(the winter after the flood)')).toEqual({ value: '', phrase: 'the winter after the flood' });
    expect(dateFor('7.0', 'ABT 12 MAR 1850')).toEqual({ value: 'ABT 12 MAR 1850', phrase: null });
    expect(dateFor('5.5.1', 'JULIAN 1 JAN 1700')).toEqual({ value: '@#DJULIAN@ 1 JAN 1700', phrase: null });
    expect(dateFor('5.5.1', 'FROM FRENCH_R 1 VEND 10 TO 44 BCE')).toEqual({ value: 'FROM @#DFRENCH R@ 1 VEND 10 TO 44 B.C.', phrase: null });
    expect(dateFor('5.5.1', '1850', 'about Easter')).toEqual({ value: 'INT 1850 (about Easter)', phrase: null });
    expect(dateFor('5.5.1', '', 'the winter')).toEqual({ value: '(the winter)', phrase: null });
  });
});

import { readGedcom } from './read-gedcom.ts';
import type { GedcomRecord } from './types.ts';

const read = (text: string) => readGedcom(new TextEncoder().encode(text));
const child = (record: GedcomRecord | undefined, tag: string) => record?.children.find((c) => c.tag === tag);

describe('reading GEDCOM lines', () => {
  it('nests records by level and reads the header', () => {
    const result = read('0 HEAD\n1 SOUR Kin\n1 GEDC\n2 VERS 5.5.1\n1 CHAR UTF-8\n0 @I1@ INDI\n1 NAME Ann /Lee/\n0 TRLR\n');
    expect(result.header).toEqual({ version: '5.5.1', charset: 'UTF-8', encoding: 'UTF-8', source: 'Kin' });
    expect(result.records.map((r) => r.tag)).toEqual(['HEAD', 'INDI', 'TRLR']);
    expect(result.records[1]).toEqual({
      tag: 'INDI', xref: '@I1@', value: '', line: 6,
      children: [{ tag: 'NAME', xref: null, value: 'Ann /Lee/', line: 7, children: [] }],
    });
    expect(result.problems).toEqual([]);
  });

  it('accepts CR, LF and CRLF, blank lines and leading whitespace', () => {
    const result = read('0 HEAD\r\n\r\n  0 @I1@ INDI\r1 NAME A\n\n   1 SEX F\r\n0 TRLR');
    expect(result.records[1].children.map((c) => [c.tag, c.value, c.line])).toEqual([['NAME', 'A', 4], ['SEX', 'F', 6]]);
    expect(result.problems).toEqual([]);
  });

  it('reports malformed lines with their number and skips them', () => {
    const result = read('0 HEAD\nnot a line\n0 @I1@ INDI\n1\n3 NAME Too deep\n1 NAME B\n0 TRLR\n');
    expect(result.problems.map((p) => p.line)).toEqual([2, 4, 5]);
    expect(result.records[1].children.map((c) => c.value)).toEqual(['B']);
  });

  it('reports and skips a line over 100,000 characters', () => {
    const result = read(`0 HEAD\n0 @N1@ NOTE ${'x'.repeat(100_001)}\n0 @N2@ NOTE short\n`);
    expect(result.problems).toEqual([{ line: 2, message: expect.stringContaining('longer') }]);
    expect(result.records.map((r) => r.xref)).toEqual([null, '@N2@']);
  });

  it('reports a file without a HEAD record', () => {
    const result = read('0 @I1@ INDI\n1 NAME A\n');
    expect(result.problems).toEqual([{ line: 1, message: expect.stringContaining('HEAD') }]);
    expect(result.header.version).toBeNull();
    expect(result.records).toHaveLength(1);
  });

  it('joins CONC directly and CONT with a newline', () => {
    const result = read('0 HEAD\n0 @N1@ NOTE First\n1 CONC  half\n1 CONT second line\n1 CONT\n1 CONC end\n1 SOUR @S1@\n');
    expect(result.records[1].value).toBe('First half\nsecond line\nend');
    expect(child(result.records[1], 'SOUR')?.value).toBe('@S1@');
  });

  it('joins a UTF-8 character split across CONC', () => {
    const bytes = new TextEncoder().encode('0 HEAD\n1 CHAR UTF-8\n0 @N1@ NOTE Ж\n');
    const at = bytes.length - 2;
    const head = bytes.subarray(0, at);
    const split = new Uint8Array([...head, 0x0a, ...new TextEncoder().encode('1 CONC '), bytes[at], 0x0a]);
    expect(readGedcom(split).records[1].value).toBe('Ж');
  });

  it('unescapes @@ to @', () => {
    expect(read('0 HEAD\n0 @N1@ NOTE mail me@@example.com\n').records[1].value).toBe('mail me@example.com');
  });

  it('decodes ANSEL diacritics placed before their letter', () => {
    const bytes = new Uint8Array([...new TextEncoder().encode('0 HEAD\n1 CHAR ANSEL\n0 @I1@ INDI\n1 NAME '), 0xe2, 0x65, 0xa1, 0xf0, 0x63, 0x0a]);
    const result = readGedcom(bytes);
    expect(result.header.encoding).toBe('ANSEL');
    expect(result.records[1].children[0].value).toBe('éŁç');
  });

  it('reads a file that says ASCII but holds UTF-8 as UTF-8 and says so', () => {
    const result = read('0 HEAD\n1 CHAR ASCII\n0 @I1@ INDI\n1 NAME Zoë\n');
    expect(result.header.encoding).toBe('UTF-8');
    expect(result.records[1].children[0].value).toBe('Zoë');
    expect(result.problems).toEqual([{ line: 1, message: expect.stringContaining('UTF-8') }]);
  });
});

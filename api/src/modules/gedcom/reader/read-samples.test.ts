import { allRecords, countOf, readSample, requireSamples, sampleTable } from '../test/samples.ts';
import type { GedcomRecord } from './types.ts';

beforeAll(requireSamples);

const values = (records: GedcomRecord[]) => allRecords(records).map((record) => record.value);
const strip = (records: GedcomRecord[]): unknown =>
  records.map((r) => ({ tag: r.tag, xref: r.xref, value: r.value, children: strip(r.children) }));

describe('reading the shared sample files', () => {
  it('reads the INDI and FAM counts the sample README lists, with no unreadable characters', () => {
    requireSamples();
    const table = sampleTable();
    expect(table.length).toBeGreaterThanOrEqual(20);
    for (const { file, indi, fam } of table) {
      const result = readSample(file);
      expect({ file, indi: countOf(result, 'INDI'), fam: countOf(result, 'FAM') }).toEqual({ file, indi, fam });
      expect(values(result.records).some((value) => value.includes('\ufffd'))).toBe(false);
    }
  });

  it('turns the ANSEL diacritics of the torture test into real letters', () => {
    const result = readSample('porges-mdf/TGC55C.ged');
    expect(result.header).toMatchObject({ version: '5.5', charset: 'ANSEL', encoding: 'ANSEL' });
    const text = values(result.records).join('\n');
    expect(text).toContain('©');
    for (const letter of ['À', 'é', 'ñ', 'ü', 'Ł', 'Ø', 'Đ', 'Þ', 'Æ', 'Œ', 'ł', 'ø', 'đ', 'æ', 'œ', 'ı']) {
      expect(text).toContain(letter);
    }
    expect(readSample('porges-mdf/TGC55CLF.ged').records.length).toBe(result.records.length);
  });

  it('detects UTF-16 LE without a BOM and CR-only line ends', () => {
    const result = readSample('gedcom4j/unicode-littleendian-cronly.ged');
    expect(result.header.encoding).toBe('UTF-16LE');
    const text = values(result.records);
    expect(text).toContain('АБВГДЕЖЗИЙКЛМНОПРСТУФХЦЧШЩЪЫЬЭЮЯ');
    expect(text).toContain('αβγδεζηθικλμνξοπρςστυφχψω');
  });

  it('repairs a header that says ANSEL for a windows-1251 file', () => {
    const result = readSample('gedkeeper/test_agelong_ansel(win1251).ged');
    expect(result.header).toMatchObject({ charset: 'ANSEL', encoding: 'windows-1251' });
    expect(result.problems).toEqual([expect.objectContaining({ line: 1 })]);
    const names = result.records.filter((r) => r.tag === 'INDI').map((r) => r.children.find((c) => c.tag === 'NAME')?.value);
    expect(names).toContain('Петр Иванович /ОВЕЧКИН/');
  });

  it('reads ANSI with code page 1250', () => {
    const result = readSample('gedkeeper/test_ahn_ansi(win1250).ged');
    expect(result.header.encoding).toBe('windows-1250');
    expect(values(result.records)).toContain('Stanisław /Nowak/');
  });

  it('joins CONC as bytes so a split UTF-8 character comes out whole', () => {
    const text = values(readSample('gedkeeper/test_ftb_dmgutf8rus.ged').records);
    expect(text.some((value) => value.includes('\ufffd'))).toBe(false);
    expect(text).toContain('Дети: Дмитрий, Андриян, Яков, Егор Алексеевич, Ефросинья, Ксения, Полина');
  });

  it('reads the UTF-16 LE and BE samples exactly like the UTF-8 one', () => {
    const utf8 = readSample('porges-mdf/555SAMPLE.GED');
    expect(utf8.header).toMatchObject({ version: '5.5.5', encoding: 'UTF-8' });
    for (const [file, encoding] of [['555SAMPLE16LE.GED', 'UTF-16LE'], ['555SAMPLE16BE.GED', 'UTF-16BE']]) {
      const other = readSample(`porges-mdf/${file}`);
      expect(other.header.encoding).toBe(encoding);
      expect(strip(other.records.filter((r) => r.tag !== 'HEAD'))).toEqual(strip(utf8.records.filter((r) => r.tag !== 'HEAD')));
    }
  });

  it('reads the royal92 tree and the thousand dates of date.ged', () => {
    const royal = readSample('porges-mdf/royal92.ged');
    expect([countOf(royal, 'INDI'), countOf(royal, 'FAM'), royal.problems]).toEqual([3010, 1422, []]);
    const dates = allRecords(readSample('familysearch-gedcomio/date.ged').records).filter((r) => r.tag === 'DATE');
    expect(dates.length).toBeGreaterThan(900);
    expect(dates.every((date) => date.value.length > 0)).toBe(true);
  });
});

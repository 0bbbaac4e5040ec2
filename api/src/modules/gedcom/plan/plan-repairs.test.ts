import { readGedcom } from '../reader/index.ts';
import { GedcomRefusedError } from './errors.ts';
import { planImport, type PlanOptions } from './plan-import.ts';
import { REPORT_LIMIT } from './report.ts';
import type { ImportPlan } from './types.ts';

const HEAD = ['0 HEAD', '1 GEDC', '2 VERS 5.5.1', '1 CHAR UTF-8'];
const bytes = (lines: string[]) => new TextEncoder().encode(lines.join('\n'));
const plan = (lines: string[], options?: PlanOptions) => planImport(readGedcom(bytes(lines)), options);
/** A GEDCOM file around the given lines, and the 1-based line number of a line by its text. */
function file(...body: string[]) {
  const lines = [...HEAD, ...body, '0 TRLR'];
  return { lines, at: (text: string) => lines.indexOf(text) + 1 };
}
const links = (p: ImportPlan) => Object.fromEntries(p.families.map((f) => [f.xref, { partners: f.partners, children: f.children.map((c) => c.xref) }]));
const reported = (line: number, words: RegExp) => expect.objectContaining({ line, message: expect.stringMatching(words) });

describe('repairs, each reported with its line', () => {
  it('reads a file without HEAD or TRLR', () => {
    const result = plan(['0 @I1@ INDI', '1 NAME Ann /Lee/', '0 @F1@ FAM', '1 WIFE @I1@']);
    expect([result.head, result.people.length, result.families.length, result.source]).toEqual([null, 1, 1, 'unknown']);
    expect(result.report).toEqual([reported(1, /HEAD/), reported(4, /TRLR/)]);
    const { lines } = file('0 @I1@ INDI');
    expect(plan(lines.slice(0, -1)).report).toEqual([reported(5, /TRLR.*cut short/)]);
  });

  it('leaves out pointers to records that do not exist, from either side', () => {
    const { lines, at } = file(
      '0 @I1@ INDI', '1 FAMC @F9@', '1 FAMS @F1@', '1 FAMS @N1@',
      '0 @I2@ INDI', '1 FAMS @F1@',
      '0 @F1@ FAM', '1 HUSB @I9@', '1 WIFE @I2@', '1 HUSB @I1@', '1 CHIL @I8@', '1 CHIL @N1@', '1 CHIL', '1 CHIL @VOID@',
      '0 @N1@ NOTE A note',
    );
    const result = plan(lines);
    expect(links(result)).toEqual({ '@F1@': { partners: ['@I2@', '@I1@'], children: [] } });
    expect(result.report).toEqual([
      reported(at('1 FAMC @F9@'), /@I1@ points to @F9@ \(FAMC\), but no family has that id/),
      reported(at('1 FAMS @N1@'), /no family has that id/),
      reported(at('1 HUSB @I9@'), /@F1@ points to @I9@ \(HUSB\), but no person has that id/),
      reported(at('1 CHIL @I8@'), /@I8@/),
      reported(at('1 CHIL @N1@'), /no person has that id/),
      reported(at('1 CHIL'), /does not point to a person/),
    ]);
  });

  it('keeps the first of records sharing an id and leaves out the rest', () => {
    const { lines, at } = file('0 @I1@ INDI', '1 NAME First /One/', '0 @I1@ INDI', '1 NAME Second /One/', '0 @F1@ FAM', '0 @F1@ FAM', '1 HUSB @I1@', '0 @I1@ NOTE x');
    const result = plan(lines);
    expect(result.people.map((p) => p.fields.firstName)).toEqual(['First']);
    expect(result.families).toHaveLength(1);
    expect(result.others).toEqual([]);
    expect(result.report).toEqual([
      reported(at('0 @I1@ INDI') + 2, /id @I1@ is used again \(first on line 5\); this person is left out/),
      reported(at('0 @F1@ FAM') + 1, /this family is left out/),
      reported(at('0 @I1@ NOTE x'), /this NOTE record is left out/),
    ]);
  });

  it('breaks a chain that makes a person their own ancestor at the link that closes it', () => {
    const { lines, at } = file(
      '0 @I1@ INDI', '0 @I2@ INDI', '0 @I3@ INDI', '0 @I4@ INDI',
      '0 @F1@ FAM', '1 HUSB @I2@', '1 CHIL @I1@',
      '0 @F2@ FAM', '1 WIFE @I3@', '1 CHIL @I2@',
      '0 @F3@ FAM', '1 HUSB @I1@', '1 WIFE @I4@', '1 CHIL @I3@',
    );
    const result = plan(lines);
    expect(links(result)).toEqual({
      '@F1@': { partners: ['@I2@'], children: ['@I1@'] },
      '@F2@': { partners: ['@I3@'], children: ['@I2@'] },
      '@F3@': { partners: ['@I1@', '@I4@'], children: [] },
    });
    expect(result.report).toEqual([reported(at('1 CHIL @I3@'), /@I3@ would be their own ancestor through @F3@/)]);
  });

  it('keeps a child to two parents of each kind and four in all', () => {
    const { lines, at } = file(
      '0 @C1@ INDI', '1 FAMC @F2@', '2 PEDI adopted', '1 FAMC @F4@', '2 PEDI foster',
      ...[1, 2, 3, 4, 5, 6, 7, 8].map((n) => `0 @P${n}@ INDI`),
      '0 @F1@ FAM', '1 HUSB @P1@', '1 WIFE @P2@', '1 CHIL @C1@',
      '0 @F2@ FAM', '1 HUSB @P3@', '1 WIFE @P4@', '1 CHIL @C1@',
      '0 @F3@ FAM', '1 HUSB @P1@', '1 WIFE @P5@', '2 CHIL @C1@', '1 CHIL @C1@',
      '0 @F4@ FAM', '1 HUSB @P7@', '1 WIFE @P8@', '1 CHIL  @C1@',
      '0 @F5@ FAM', '1 HUSB @P1@', '1 CHIL @C1@ ',
    );
    const result = plan(lines);
    expect(result.families.map((f) => f.children)).toEqual([
      [{ xref: '@C1@', pedigree: null }], [{ xref: '@C1@', pedigree: 'adopted' }], [], [], [{ xref: '@C1@', pedigree: null }],
    ]);
    expect(result.report).toEqual([
      reported(at('1 CHIL @C1@') + 9, /@C1@ would have more than two birth parents with @F3@/),
      reported(at('1 CHIL  @C1@'), /@C1@ would have more than 4 parents with @F4@/),
    ]);
  });

  it('counts a person named twice in a family once', () => {
    const { lines, at } = file('0 @I1@ INDI', '0 @I2@ INDI', '0 @F1@ FAM', '1 HUSB @I1@', '1 WIFE @I1@', '1 CHIL @I2@', '1 CHIL @I2@ ', '1 CHIL @I1@', '1 WIFE @I2@');
    const result = plan(lines);
    expect(links(result)).toEqual({ '@F1@': { partners: ['@I1@'], children: ['@I2@'] } });
    expect(result.report).toEqual([
      reported(at('1 WIFE @I1@'), /@I1@ is named twice as a partner in @F1@/),
      reported(at('1 CHIL @I2@ '), /@I2@ is named twice as a child of @F1@/),
      reported(at('1 CHIL @I1@'), /@I1@ is both a partner and a child in @F1@; the child link is left out/),
      reported(at('1 WIFE @I2@'), /@I2@ is both a child and a partner in @F1@; the partner link is left out/),
    ]);
  });

  it('gives people and families without an id one nobody else uses', () => {
    const { lines, at } = file('0 @I1@ INDI', '0 INDI', '1 NAME No /Id/', '0 FAM', '1 HUSB @I1@', '0 @I2@ INDI');
    const result = plan(lines);
    expect(result.people.map((p) => [p.xref, p.text.split('\n')[0]])).toEqual([['@I1@', '0 @I1@ INDI'], ['@I3@', '0 @I3@ INDI'], ['@I2@', '0 @I2@ INDI']]);
    expect(result.families.map((f) => [f.xref, f.partners])).toEqual([['@F1@', ['@I1@']]]);
    expect(result.report).toEqual([reported(at('0 INDI'), /person without an id was given the id @I3@/), reported(at('0 FAM'), /family without an id was given the id @F1@/)]);
  });

  it('completes links only one side of the file wrote, unless that would make a person their own parent', () => {
    const { lines, at } = file(
      '0 @I1@ INDI', '1 FAMS @F1@', '0 @I2@ INDI', '1 FAMC @F1@', '2 PEDI foster', '0 @I3@ INDI', '1 FAMS @F1@', '0 @I4@ INDI',
      '0 @I5@ INDI', '1 FAMS @F2@', '0 @I6@ INDI', '1 FAMC @F2@',
      '0 @F1@ FAM', '1 WIFE @I4@', '0 @F2@ FAM', '1 HUSB @I6@', '1 CHIL @I5@',
    );
    const result = plan(lines);
    expect(result.families[0]).toMatchObject({ partners: ['@I4@', '@I1@'], children: [{ xref: '@I2@', pedigree: 'foster' }] });
    expect(links(result)['@F2@']).toEqual({ partners: ['@I6@'], children: ['@I5@'] });
    expect(result.report).toEqual([
      reported(at('1 FAMS @F1@'), /@I1@ names @F1@ as their own family.*added/),
      reported(at('1 FAMC @F1@'), /@I2@ names @F1@ as their parents' family.*added/),
      reported(at('1 FAMS @F1@') + 5, /@I3@ names @F1@ as their own family, but it has its partners already/),
      reported(at('1 FAMS @F2@'), /@I5@ names @F2@ as their own family, but is a child in it/),
      reported(at('1 FAMC @F2@'), /@I6@ names @F2@ as their parents' family, but is a partner in it/),
    ]);
  });

  it("copies the reader's problems, and ignores a second HEAD", () => {
    const { lines, at } = file('0 @I1@ INDI', 'not a gedcom line', '0 HEAD', '1 SOUR Other');
    const result = plan(lines);
    expect(result.report).toEqual([reported(at('not a gedcom line'), /Not a GEDCOM line/), reported(at('0 HEAD') + 6, /second HEAD/)]);
    expect(result.head?.line).toBe(1);
  });

  it('plans a line of 100,000 characters, cutting the name it holds', () => {
    const name = `1 NAME ${'x'.repeat(100_000 - 7)}`;
    const { lines, at } = file('0 @I1@ INDI', name, `1 NOTE ${'y'.repeat(100_001)}`);
    const result = plan(lines);
    expect(result.people[0].fields.firstName).toHaveLength(100);
    expect(result.report).toEqual([
      reported(at(name), /first name of @I1@ is longer than 100 characters/),
      reported(at(name) + 1, /longer than 100000 characters/),
    ]);
  });

  it('lists at most a thousand problems', () => {
    const bad = Array.from({ length: REPORT_LIMIT + 500 }, (_, i) => `bad line ${i}`);
    const result = plan(file('0 @I1@ INDI', ...bad).lines);
    expect(result.report).toHaveLength(REPORT_LIMIT + 1);
    expect(result.report.at(-1)).toEqual({ line: null, message: '…and 500 more problems, not listed' });
  });
});

describe('refusals', () => {
  const refused = (data: Uint8Array, options?: PlanOptions) => () => planImport(readGedcom(data), options);

  it('refuses files with no GEDCOM records: a letter, an image, an empty file', () => {
    const image = Uint8Array.from({ length: 4096 }, (_, i) => (i * 7919 + 13) % 256);
    image.set([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
    for (const data of [bytes(['Dear Ann,', 'here is the family tree.']), image, new Uint8Array(), bytes(['0 TRLR']), bytes(['0 foo bar'])]) {
      expect(refused(data)).toThrow(GedcomRefusedError);
    }
    expect(refused(bytes(['Hello']))).toThrow(/not a GEDCOM family tree/);
  });

  it('refuses more people than one import may bring', () => {
    const { lines } = file('0 @I1@ INDI', '0 @I2@ INDI', '0 @I3@ INDI');
    expect(refused(bytes(lines), { maxPeople: 2 })).toThrow(new GedcomRefusedError('This file has 3 people, more than the 2 one import can bring. Split the file, or import it into a tree in parts.'));
    expect(plan(lines, { maxPeople: 3 }).people).toHaveLength(3);
  });

  it('plans a file with only a header', () => {
    expect(plan(['0 HEAD', '0 TRLR'])).toMatchObject({ people: [], families: [], others: [], report: [] });
  });
});

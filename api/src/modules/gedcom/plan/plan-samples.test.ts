import { readSample, requireSamples, sampleTable } from '../test/samples.ts';
import { planImport } from './plan-import.ts';
import type { ImportPlan } from './types.ts';

beforeAll(requireSamples);

const planOf = (file: string) => planImport(readSample(file));
const person = (plan: ImportPlan, xref: string) => plan.people.find((p) => p.xref === xref)!;
const family = (plan: ImportPlan, xref: string) => plan.families.find((f) => f.xref === xref)!;

describe('planning the shared sample files', () => {
  it('plans one person per INDI and one family per FAM, every link resolving, with nothing to repair', () => {
    for (const { file, indi, fam } of sampleTable()) {
      const plan = planOf(file);
      expect({ file, people: plan.people.length, families: plan.families.length }).toEqual({ file, people: indi, families: fam });
      const xrefs = new Set(plan.people.map((p) => p.xref));
      const links = plan.families.flatMap((f) => [...f.partners, ...f.children.map((c) => c.xref)]);
      expect(links.filter((xref) => !xrefs.has(xref))).toEqual([]);
      expect(plan.report.filter((line) => !/header says ANSEL/.test(line.message))).toEqual([]);
    }
  });

  it('keeps the header, the other records and the source program', () => {
    const plan = planOf('porges-mdf/TGC55C.ged');
    expect([plan.source, plan.version, plan.head?.tag]).toEqual(['GEDitCOM', '5.5', 'HEAD']);
    expect(plan.others.map((o) => o.tag)).toEqual(expect.arrayContaining(['SUBN', 'SUBM', 'SOUR', 'REPO', 'NOTE', 'OBJE']));
    expect(plan.others.some((o) => o.tag === 'TRLR')).toBe(false);
    const positions = [...plan.people, ...plan.families, ...plan.others].map((r) => r.position);
    expect(new Set(positions).size).toBe(positions.length);
  });

  it('pairs two men as partners', () => {
    const plan = planOf('familysearch-gedcomio/same-sex-marriage.ged');
    expect(family(plan, '@F1@')).toMatchObject({ partners: ['@I1@', '@I2@'], fields: { partnerKind: 'partner' } });
    expect(plan.people.map((p) => p.fields.gender)).toEqual(['male', 'male']);
  });

  it('reads divorce and remarriage in one family or two', () => {
    const one = planOf('familysearch-gedcomio/remarriage1.ged');
    expect(family(one, '@F1@').fields).toEqual({ partnerKind: 'divorced', marriageDate: '1 APR 1911', marriagePlace: null, divorceDate: '2 MAY 1912' });
    expect(family(one, '@F2@')).toMatchObject({ partners: ['@I1@', '@I3@'], fields: { partnerKind: 'married', marriageDate: '3 JUN 1913' } });
    expect(person(one, '@I3@').fields).toMatchObject({ firstName: 'Mary', lastName: 'Roe', deathDate: '1 MAR 1914', isAlive: false });
    const two = planOf('familysearch-gedcomio/remarriage2.ged');
    expect(two.families.map((f) => [f.partners, f.fields.partnerKind])).toEqual([
      [['@I1@', '@I2@'], 'divorced'], [['@I1@', '@I3@'], 'married'], [['@I1@', '@I2@'], 'married'],
    ]);
  });

  it('finds the adoptive family of the torture test and the birth family beside it', () => {
    const plan = planOf('porges-mdf/TGC55C.ged');
    expect(family(plan, '@ADOPTIVE_PARENTS@')).toMatchObject({ partners: ['@PERSON6@'], children: [{ xref: '@PERSON1@', pedigree: 'adopted' }] });
    expect(family(plan, '@PARENTS@')).toMatchObject({ partners: ['@PERSON5@'], children: [{ xref: '@PERSON1@', pedigree: null }] });
    const joseph = person(plan, '@PERSON1@');
    expect(joseph.fields).toMatchObject({ firstName: 'Joseph', lastName: 'Le Torture Jr.', otherNames: ['William John Smith'], gender: 'male' });
    expect(joseph.fields).toMatchObject({ christeningDate: 'CAL 31 DEC 1997', deathPlace: 'New York, New York, USA', occupation: 'Occupation', isAlive: false });
    expect([joseph.refn, joseph.photo]).toEqual(['User reference number', 'ImgFile.GIF']);
    expect(person(plan, '@I10@').fields).toMatchObject({ deathDate: null, isAlive: false });
  });

  it('turns the ANSEL diacritics of the torture test into letters in what people say', () => {
    const plan = planOf('porges-mdf/TGC55C.ged');
    const charlie = person(plan, '@I14@');
    expect([charlie.fields.firstName, charlie.fields.lastName]).toEqual(['Charlie Accented', 'ANSEL']);
    expect(charlie.fields.bio).toContain('ÀB̀C̀D̀ÈF̀G̀H̀ÌJ̀K̀L̀M̀');
    expect(person(plan, '@I13@').fields.bio).toContain('slash l - uppercase (Ł)');
  });

  it('reads the Cyrillic names of a file whose header lies about its character set', () => {
    const plan = planOf('gedkeeper/test_agelong_ansel(win1251).ged');
    expect(plan.report).toEqual([expect.objectContaining({ line: 1, message: expect.stringContaining('windows-1251') })]);
    expect(person(plan, '@I2@').fields).toMatchObject({ firstName: 'Петр Иванович', lastName: 'ОВЕЧКИН', gender: 'male' });
    expect(plan.people.map((p) => p.fields.lastName)).toContain('ОВЕЧКИНА');
  });

  it('reads UTF-16 without a BOM: Cyrillic and Greek places, composed accents', () => {
    const plan = planOf('gedcom4j/unicode-littleendian-cronly.ged');
    expect(person(plan, '@FATHER@').fields).toMatchObject({ lastName: 'cyrillic', birthPlace: 'АБВГДЕЖЗИЙКЛМНОПРСТУФХЦЧШЩЪЫЬЭЮЯ' });
    expect(person(plan, '@MOTHER@').fields).toMatchObject({ lastName: 'greek', deathPlace: 'αβγδεζηθικλμνξοπρςστυφχψω' });
    expect(person(plan, '@CHILD5@').fields.deathPlace).toBe('ÀÈÌÒÙ,ẀỲàèì,òùẁỳ');
    expect(family(plan, '@FAMILY@').children).toHaveLength(33);
  });

  it('reads 7.0 structures: name parts, shared notes, UIDs, pedigrees, media records and @VOID@', () => {
    const plan = planOf('familysearch-gedcomio/maximal70.ged');
    const joseph = person(plan, '@I1@');
    expect(joseph.fields).toMatchObject({ firstName: 'Joseph', lastName: 'de Allen jr.', otherNames: ['John Doe', 'Aka', 'Immigrant Name'] });
    expect(joseph.fields.bio).toContain('Shared note 1');
    expect(joseph.fields.bio).toContain('@me and @I are example social media handles.');
    expect(joseph).toMatchObject({ uid: '3d75b5eb-36e9-40b3-b79f-f088b5c18595', refn: '1', photo: 'media/CharlotteBront%C3%AB.jpg' });
    expect(person(plan, '@I2@').fields).toMatchObject({ firstName: 'Maiden Name', otherNames: ['Married Name', 'Professional Name'] });
    expect(family(plan, '@F1@')).toMatchObject({ partners: ['@I1@', '@I2@'], children: [{ xref: '@I4@' }], uid: 'f096b664-5e40-40e2-bb72-c1664a46fe45' });
    expect(family(plan, '@F2@')).toMatchObject({ partners: [], children: [{ xref: '@I1@', pedigree: 'adopted' }] });
  });

  it('reads adoptions written as an adoption event naming the family (Gramps)', () => {
    const plan = planOf('gramps-legado/sample.ged');
    const adopted = plan.families.flatMap((f) => f.children.filter((c) => c.pedigree === 'adopted').map((c) => [f.xref, c.xref]));
    expect(adopted).toEqual([['@F10@', '@I35@'], ['@F8@', '@I19@']]);
  });
});

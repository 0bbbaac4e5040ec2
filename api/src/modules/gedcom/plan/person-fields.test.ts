import { readGedcom, type GedcomRecord } from '../reader/index.ts';
import { familyFieldsOf } from './family-fields.ts';
import { nameParts } from './names.ts';
import { identifiersOf, personFieldsOf, uidOf } from './person-fields.ts';
import { photoOf } from './photo.ts';

/** The first record of a GEDCOM text (no HEAD needed). */
const record = (...lines: string[]): GedcomRecord => readGedcom(new TextEncoder().encode(lines.join('\n'))).records[0];
const none = new Map<string, string>();

describe('names', () => {
  it('splits Given /Surname/ Suffix at the slashes', () => {
    expect(nameParts(record('0 NAME John Fitzgerald /Kennedy/ Jr.'))).toEqual({ firstName: 'John Fitzgerald', lastName: 'Kennedy Jr.' });
    expect(nameParts(record('0 NAME /Smith/'))).toEqual({ firstName: '', lastName: 'Smith' });
    expect(nameParts(record('0 NAME Aka'))).toEqual({ firstName: 'Aka', lastName: '' });
    expect(nameParts(record('0 NAME  Mary   Ann  /van  Dyke'))).toEqual({ firstName: 'Mary Ann', lastName: 'van Dyke' });
  });

  it('lets GIVN and SURN win, with the surname prefix and suffix around the surname', () => {
    const name = record('0 NAME Lt. Cmndr. Joseph "John" /de Allen/ jr.', '1 NPFX Lt. Cmndr.', '1 GIVN Joseph', '1 SPFX de', '1 SURN Allen', '1 NSFX jr.');
    expect(nameParts(name)).toEqual({ firstName: 'Joseph', lastName: 'de Allen jr.' });
    expect(nameParts(record('0 NAME Jo /Roe/', '1 GIVN', '1 SURN Doe'))).toEqual({ firstName: 'Jo', lastName: 'Doe' });
  });

  it('keeps every further NAME, without slashes, as other names (7.0 name types too)', () => {
    const fields = personFieldsOf(record('0 @I1@ INDI', '1 NAME Maria /Garcia/', '1 NAME Maria /Lopez/', '2 TYPE MARRIED', '1 NAME', '2 GIVN Mia', '1 NAME'), none);
    expect(fields).toMatchObject({ firstName: 'Maria', lastName: 'Garcia', otherNames: ['Maria Lopez', 'Mia'] });
  });
});

describe('personFieldsOf', () => {
  it('reads sex, the first of each life event with its date and place, and the occupation', () => {
    const fields = personFieldsOf(
      record(
        '0 @I1@ INDI', '1 SEX F', '1 BIRT', '2 DATE  abt  1850 ', '2 PLAC Cork,  Ireland', '1 BIRT', '2 DATE 1851',
        '1 BAPM', '2 DATE 1 MAR 1850', '1 CHR', '2 DATE 2 MAR 1850', '2 PLAC St Mary', '1 DEAT', '2 DATE 1920', '1 BURI', '2 PLAC Boston',
        '1 OCCU Weaver', '2 CONT and spinner',
      ),
      none,
    );
    expect(fields).toMatchObject({
      gender: 'female', birthDate: 'abt 1850', birthPlace: 'Cork, Ireland', christeningDate: '2 MAR 1850', christeningPlace: 'St Mary',
      deathDate: '1920', deathPlace: null, burialDate: null, burialPlace: 'Boston', occupation: 'Weaver and spinner', isAlive: false,
    });
    expect(personFieldsOf(record('0 @I1@ INDI', '1 BAPM', '2 DATE 1 MAR 1850'), none).christeningDate).toBe('1 MAR 1850');
  });

  it('maps M/F/U/X and anything else to male, female and other', () => {
    const gender = (sex: string) => personFieldsOf(record('0 @I1@ INDI', `1 SEX ${sex}`), none).gender;
    expect(['M', 'f', 'U', 'X', '?'].map(gender)).toEqual(['male', 'female', 'other', 'other', 'other']);
    expect(personFieldsOf(record('0 @I1@ INDI'), none).gender).toBe('other');
  });

  it('knows a person died from DEAT Y, a bare DEAT or a burial, and is alive otherwise', () => {
    const alive = (...lines: string[]) => personFieldsOf(record('0 @I1@ INDI', ...lines), none).isAlive;
    expect([alive('1 DEAT Y'), alive('1 DEAT'), alive('1 BURI'), alive('1 BIRT', '2 DATE 1700')]).toEqual([false, false, false, true]);
    expect(personFieldsOf(record('0 @I1@ INDI', '1 DEAT Y'), none).deathDate).toBeNull();
  });

  it('joins inline notes and the texts of NOTE and 7.0 SNOTE records by a blank line', () => {
    const notes = new Map([['@N1@', 'Shared note'], ['@N2@', 'Second line\nof a record']]);
    const fields = personFieldsOf(record('0 @I1@ INDI', '1 NOTE Inline', '2 CONT text', '1 NOTE @N1@', '1 SNOTE @N2@', '1 NOTE @MISSING@', '1 NOTE'), notes);
    expect(fields.bio).toBe('Inline\ntext\n\nShared note\n\nSecond line\nof a record');
  });

  it('gives the same fields for the same record every time', () => {
    const indi = record('0 @I1@ INDI', '1 NAME A /B/', '1 BIRT', '2 DATE 1900');
    expect(personFieldsOf(indi, none)).toEqual(personFieldsOf(structuredClone(indi), none));
  });

  it('cuts names to 100 and dates, places and occupations to 200 characters, even from a 100,000-character line', () => {
    const line = (start: string, end = '') => start + 'x'.repeat(100_000 - start.length - end.length) + end;
    const fields = personFieldsOf(record('0 @I1@ INDI', line('1 NAME ', ' /Long/'), '1 BIRT', line('2 DATE '), line('2 PLAC '), line('1 OCCU '), line('1 NOTE ')), none);
    expect([fields.firstName.length, fields.lastName, fields.birthDate?.length, fields.birthPlace?.length, fields.occupation?.length]).toEqual([100, 'Long', 200, 200, 200]);
    expect(fields.bio).toHaveLength(100_000 - '1 NOTE '.length);
  });
});

describe('identifiers and photos', () => {
  it('takes the first UID or _UID and the first REFN', () => {
    const indi = record('0 @I1@ INDI', '1 REFN 42', '1 UID', '1 _UID ABC', '1 UID DEF', '1 REFN 43');
    expect([uidOf(indi), identifiersOf(indi, new Map())]).toEqual(['ABC', { uid: 'ABC', refn: '42', photo: null }]);
    expect([uidOf(record('0 @I1@ INDI')), identifiersOf(record('0 @I1@ INDI'), new Map())]).toEqual([null, { uid: null, refn: null, photo: null }]);
  });

  it('takes the first picture among inline OBJEs and OBJE records, a primary one first', () => {
    const objects = new Map([['@O1@', record('0 @O1@ OBJE', '1 FILE photos/anna.jpg', '2 FORM image/jpeg')]]);
    const photo = (...lines: string[]) => photoOf(record('0 @I1@ INDI', ...lines), objects);
    expect(photo('1 OBJE', '2 FILE letter.pdf', '1 OBJE @O1@')).toBe('photos/anna.jpg');
    expect(photo('1 OBJE', '2 FORM bmp', '2 FILE scan.BMP', '1 OBJE @O1@')).toBe('scan.BMP');
    expect(photo('1 OBJE', '2 FILE a.gif', '1 OBJE', '2 FILE b.png', '2 _PRIM Y')).toBe('b.png');
    expect(photo('1 OBJE', '2 FILE http://example.com/page.htm', '1 OBJE @VOID@')).toBeNull();
  });
});

describe('familyFieldsOf', () => {
  const fam = (...lines: string[]) => familyFieldsOf(record('0 @F1@ FAM', ...lines));

  it('says divorced when there is a DIV, married when a MARR, a partnership otherwise', () => {
    expect(fam('1 HUSB @I1@', '1 WIFE @I2@', '1 MARR', '2 DATE 1 APR 1911', '2 PLAC Leeds', '1 DIV', '2 DATE 2 MAY 1912', '1 MARR', '2 DATE 1914'))
      .toEqual({ partnerKind: 'divorced', marriageDate: '1 APR 1911', marriagePlace: 'Leeds', divorceDate: '2 MAY 1912' });
    expect(fam('1 HUSB @I1@', '1 WIFE @I2@', '1 MARR Y').partnerKind).toBe('married');
    expect(fam('1 HUSB @I1@', '1 HUSB @I2@').partnerKind).toBe('partner');
  });

  it('has no partnership kind with fewer than two partners (7.0 @VOID@ counts as none)', () => {
    expect(fam('1 HUSB @I1@', '1 MARR').partnerKind).toBeNull();
    expect(fam('1 HUSB @I1@', '1 WIFE @VOID@').partnerKind).toBeNull();
  });

  it('has none for two parents Kinfolk wrote as not a couple, unless the family says they married', () => {
    expect(fam('1 HUSB @I1@', '1 WIFE @I2@', '1 _NOT_A_COUPLE Y', '1 CHIL @I3@').partnerKind).toBeNull();
    expect(fam('1 HUSB @I1@', '1 WIFE @I2@', '1 _NOT_A_COUPLE Y', '1 MARR', '2 DATE 1950').partnerKind).toBe('married');
  });
});

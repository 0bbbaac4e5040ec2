import type { EntityManager } from '@mikro-orm/postgresql';
import { startTestApp, type TestApp } from '../../../../test/test-app.ts';
import { addMember, buildUser, shareTree, type Person } from '../../../../test/factories.ts';
import { DELETE_MEMBER, must, UPDATE_MEMBER } from '../../../../test/trees.ts';
import { writePlan } from '../import/write-plan.ts';
import { planImport } from '../plan/index.ts';
import { readGedcom } from '../reader/index.ts';
import { exportTree } from './export-tree.ts';

let app: TestApp;
beforeAll(async () => (app = await startTestApp()));
afterAll(() => app.close());

const FILE = `0 HEAD
1 SOUR OtherProgram
1 GEDC
2 VERS 5.5.1
1 CHAR UTF-8
0 @I1@ INDI
1 NAME Walter /Haddon/
1 SEX M
1 BIRT
2 DATE 1 JAN 1900
2 PLAC Leeds
2 SOUR @S1@
3 PAGE p. 12
1 _MILITARY Royal Navy
1 FAMS @F1@
0 @I2@ INDI
1 NAME Edith /Haddon/
1 SEX F
1 BIRT
2 DATE 1905
1 NOTE @N1@
1 FAMS @F1@
0 @I3@ INDI
1 NAME Rose /Haddon/
1 SEX F
1 FAMC @F1@
0 @F1@ FAM
1 HUSB @I1@
1 WIFE @I2@
1 CHIL @I3@
1 MARR
2 DATE 1925
2 SOUR @S1@
0 @S1@ SOUR
1 TITL Parish register
0 @N1@ NOTE Kept the family's letters.
0 TRLR
`;

async function exportText(user: Person, treeId: string, version: '5.5.1' | '7.0' = '5.5.1') {
  let text = '';
  await exportTree(app.orm.em.fork(), { id: user.id }, treeId, { version }, (chunk) => void (text += chunk));
  return text;
}

/** The lines of one record of a file, by its id. */
const recordOf = (text: string, xref: string) => {
  const lines = text.split('\n');
  const start = lines.findIndex((line) => line.startsWith(`0 ${xref} `));
  const end = lines.findIndex((line, i) => i > start && line.startsWith('0 '));
  return start < 0 ? [] : lines.slice(start, end);
};

describe('exporting people imported from a file', () => {
  let owner: Person;
  let ids: Map<string, string>;
  beforeAll(async () => {
    owner = await buildUser(app, { name: 'Olive Owner' });
    const plan = planImport(readGedcom(new TextEncoder().encode(FILE)));
    ({ memberIds: ids } = await app.orm.em.fork().transactional((em) => writePlan(em as EntityManager, plan, { treeId: owner.treeId })));
  });

  it('writes the kept records back, with what Kinfolk does not model, under their own ids', async () => {
    const text = await exportText(owner, owner.treeId);
    expect(recordOf(text, '@I1@')).toEqual([
      '0 @I1@ INDI', '1 NAME Walter /Haddon/', '1 SEX M', '1 BIRT', '2 DATE 1 JAN 1900', '2 PLAC Leeds', '2 SOUR @S1@', '3 PAGE p. 12', '1 _MILITARY Royal Navy', '1 FAMS @F1@',
      // The member's id, for a re-import to find him by.
      expect.stringMatching(/^1 _UID [0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/),
    ]);
    expect(recordOf(text, '@F1@')).toEqual(['0 @F1@ FAM', '1 HUSB @I1@', '1 WIFE @I2@', '1 CHIL @I3@', '1 MARR', '2 DATE 1925', '2 SOUR @S1@']);
    expect(recordOf(text, '@S1@')).toEqual(['0 @S1@ SOUR', '1 TITL Parish register']);
    expect(recordOf(text, '@N1@')).toEqual(['0 @N1@ NOTE Kept the family\'s letters.']);
    // The owner's own person, made in the app, is built from fields with an id of its own.
    expect(text.match(/^0 @I\d+@ INDI$/gm)).toHaveLength(4);
  });

  it('patches only what changed since, and the families follow the tree', async () => {
    await must(owner.client, UPDATE_MEMBER, { id: ids.get('@I1@'), input: { birth: '2 JAN 1900', bio: 'Served at sea.' } });
    await must(owner.client, DELETE_MEMBER, { id: ids.get('@I3@') });
    await addMember(owner, 'Lily', 'child', ids.get('@I1@'), { lastName: 'Haddon' });
    const text = await exportText(owner, owner.treeId);
    const walter = recordOf(text, '@I1@');
    // The birth date changed in place: the place and the source citation under it stay.
    expect(walter.slice(0, 9)).toEqual(['0 @I1@ INDI', '1 NAME Walter /Haddon/', '1 SEX M', '1 BIRT', '2 DATE 2 JAN 1900', '2 PLAC Leeds', '2 SOUR @S1@', '3 PAGE p. 12', '1 _MILITARY Royal Navy']);
    expect(walter).toContain('1 NOTE Served at sea.');
    expect(text).not.toContain('Rose');
    const family = recordOf(text, '@F1@');
    expect(family).not.toContain('1 CHIL @I3@');
    // Lily is Walter's child: she is in a family with him, and her record points back to it.
    const lilyXref = /^0 (@I\d+@) INDI$/m.exec(text.slice(text.indexOf('1 NAME Lily /Haddon/') - 40))?.[1];
    expect(lilyXref).toBeDefined();
    const families = text.split('\n0 ').filter((record) => record.includes(`1 CHIL ${lilyXref}`));
    expect(families).toHaveLength(1);
    expect(families[0]).toContain('1 HUSB @I1@');
    const famXref = /^(@F\d+@) FAM/.exec(families[0])![1];
    expect(recordOf(text, lilyXref!)).toContain(`1 FAMC ${famXref}`);
  });

  it('writes 7.0 from the same kept records: shared notes as SNOTE, pointers kept', async () => {
    const text = await exportText(owner, owner.treeId, '7.0');
    expect(recordOf(text, '@N1@')).toEqual(['0 @N1@ SNOTE Kept the family\'s letters.']);
    expect(recordOf(text, '@I2@')).toContain('1 SNOTE @N1@');
    expect(readGedcom(new TextEncoder().encode(text)).problems).toEqual([]);
  });

  it('gives a viewer records built from fields only: nothing kept from the file', async () => {
    const viewer = await buildUser(app, { name: 'Vic Viewer' });
    await shareTree(owner, viewer, 'viewer');
    const text = await exportText(viewer, owner.treeId);
    expect(text).not.toContain('_MILITARY');
    expect(text).not.toContain('Parish register');
    expect(text).not.toMatch(/^0 @S1@ SOUR/m);
    // Walter was born over 110 years ago: his details are shown, as on screen.
    expect(text).toContain('1 NAME Walter /Haddon/\n1 SEX M\n1 BIRT\n2 DATE 2 JAN 1900\n2 PLAC Leeds\n');
  });
});

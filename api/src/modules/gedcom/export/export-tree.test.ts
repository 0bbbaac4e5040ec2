import { parse } from 'parse-gedcom';
import { startTestApp, type TestApp } from '../../../../test/test-app.ts';
import { addMember, buildUser, shareTree, type Person } from '../../../../test/factories.ts';
import { ADD_RELATIONSHIP, must } from '../../../../test/trees.ts';
import { AppError } from '../../../errors.ts';
import { exportTree, type ExportOptions } from './export-tree.ts';
import { photosOf } from './export-scope.ts';

let app: TestApp;
beforeAll(async () => (app = await startTestApp()));
afterAll(() => app.close());

const year = new Date().getUTCFullYear();

/** The whole file a user's export writes. */
async function exportText(user: Person, treeId: string, options: ExportOptions) {
  let text = '';
  const progress: number[] = [];
  const result = await exportTree(app.orm.em.fork(), { id: user.id }, treeId, options, (chunk) => void (text += chunk), (done) => progress.push(done));
  return { text, counts: result.counts, progress };
}

interface Node {
  type: string;
  value?: string;
  data?: { xref_id?: string; pointer?: string };
  children: Node[];
}

/**
 * What an independent parser reads of a file: each person's name and birth date, who is whose
 * parent and partner (through FAM records), and whether every INDI pointer agrees with its FAM.
 */
function readIndependently(text: string) {
  const records = (parse(text) as unknown as Node).children;
  const at = (node: Node, tag: string) => node.children.filter((c) => c.type === tag);
  const value = (node: Node | undefined) => node?.data?.pointer ?? node?.value;
  const people = new Map(records.filter((r) => r.type === 'INDI').map((r) => [r.data!.xref_id!, r]));
  const nameOf = (xref: string | undefined) => value(at(people.get(xref!)!, 'NAME')[0])!;
  const parents: string[] = [];
  const partners: string[] = [];
  const pointers = new Set<string>();
  for (const fam of records.filter((r) => r.type === 'FAM')) {
    const spouses = [...at(fam, 'HUSB'), ...at(fam, 'WIFE')].map(value);
    if (spouses.length === 2) partners.push(spouses.map(nameOf).sort().join(' + '));
    for (const child of at(fam, 'CHIL').map(value)) {
      for (const parent of spouses) parents.push(`${nameOf(parent)} > ${nameOf(child)}`);
      pointers.add(`${child} FAMC ${fam.data!.xref_id}`);
    }
    for (const spouse of spouses) pointers.add(`${spouse} FAMS ${fam.data!.xref_id}`);
  }
  const declared = new Set([...people].flatMap(([xref, r]) => [...at(r, 'FAMC'), ...at(r, 'FAMS')].map((link) => `${xref} ${link.type} ${value(link)}`)));
  return {
    head: records[0],
    people: Object.fromEntries([...people.values()].map((r) => [value(at(r, 'NAME')[0]), value(at(at(r, 'BIRT')[0] ?? { children: [] }, 'DATE')[0]) ?? null])),
    parents: parents.sort(),
    partners: partners.sort(),
    pointersAgree: [...declared].sort().join() === [...pointers].sort().join(),
  };
}

/** What the database says of the tree, written the way the file names people. */
async function stored(treeId: string) {
  const em = app.orm.em.fork();
  const people = await em.execute<{ id: string; first_name: string; last_name: string; birth_date: string | null }[]>('select id, first_name, last_name, birth_date from family_members where tree_id = ?', [treeId]);
  const name = new Map(people.map((p) => [p.id, `${p.first_name} /${p.last_name}/`]));
  const edges = await em.execute<{ kind: string; from_id: string; to_id: string }[]>(`select kind, from_id, to_id from family_relationships where tree_id = ? and kind in ('parent', 'partner')`, [treeId]);
  return {
    people: Object.fromEntries(people.map((p) => [name.get(p.id), p.birth_date])),
    parents: edges.filter((e) => e.kind === 'parent').map((e) => `${name.get(e.from_id)} > ${name.get(e.to_id)}`).sort(),
    partners: edges.filter((e) => e.kind === 'partner').map((e) => [name.get(e.from_id), name.get(e.to_id)].sort().join(' + ')).sort(),
  };
}

/**
 * Ada (the owner, living) and her parents Ben and Cara, married; Ben's father Eze, who died; Ada's
 * son Dayo, whose other parent is not recorded; and Olu, related to nobody.
 */
async function buildFamily() {
  const owner = await buildUser(app, { name: 'Ada Nwosu', dateOfBirth: `${year - 40}-05-06` });
  const ben = (await addMember(owner, 'Ben', 'parent', undefined, { lastName: 'Nwosu', gender: 'male', birth: '12 MAR 1950', birthPlace: 'Lagos' })).member.id;
  const cara = (await addMember(owner, 'Cara', 'parent', undefined, { lastName: 'Obi', gender: 'female', birth: 'abt 1952', bio: 'Wrote letters to friends@home.\nEvery week.' })).member.id;
  const partners = await must<{ familyTree: { edges: { kind: string; fromId: string; toId: string }[] } }>(owner.client, '{ familyTree(generationsUp: 2) { edges { kind fromId toId } } }');
  if (!partners.familyTree.edges.some((e) => e.kind === 'partner')) {
    await must(owner.client, ADD_RELATIONSHIP, { input: { fromId: ben, toId: cara, type: 'spouse', startDate: '1975-06-01' } });
  }
  const eze = (await addMember(owner, 'Eze', 'parent', ben, { lastName: 'Nwosu', gender: 'male', birth: '1920', death: '1990' })).member.id;
  await addMember(owner, 'Dayo', 'child', undefined, { lastName: 'Nwosu', gender: 'male', dateOfBirth: `${year - 10}-01-02` });
  await addMember(owner, 'Olu', 'other', undefined, { lastName: 'Eze', birth: '1970' });
  return { owner, ids: { ben, cara, eze } };
}

describe('exporting a tree as GEDCOM', () => {
  let family: Awaited<ReturnType<typeof buildFamily>>;
  beforeAll(async () => (family = await buildFamily()));

  it.each(['5.5.1', '7.0'] as const)('writes %s that an independent parser reads with the same people, birth dates, parents and partners', async (version) => {
    const { owner } = family;
    const { text, counts, progress } = await exportText(owner, owner.treeId, { version });
    const read = readIndependently(text);
    const expected = await stored(owner.treeId);
    expect(read.people).toEqual(expected.people);
    expect(read.parents).toEqual(expected.parents);
    expect(read.partners).toEqual(expected.partners);
    expect(read.pointersAgree).toBe(true);
    expect(counts).toMatchObject({ people: 6, otherRecords: 0, media: 0 });
    expect(progress.at(-1)).toBe(6);
    expect(text.endsWith('0 TRLR\n')).toBe(true);
    const gedc = read.head.children.find((c) => c.type === 'GEDC')!;
    expect(gedc.children.find((c) => c.type === 'VERS')!.value).toBe(version);
    if (version === '5.5.1') {
      expect(text).toContain('1 CHAR UTF-8\n');
      expect(text).toContain('friends@@home');
    } else {
      expect(text).not.toContain('CHAR');
      expect(text).toContain('friends@home');
    }
    expect(text).toContain('\n2 CONT Every week.\n');
  });

  it('withholds a living person’s birth date from a viewer while the owner’s export shows it', async () => {
    const { owner } = family;
    const viewer = await buildUser(app, { name: 'Vera Eze' });
    await shareTree(owner, viewer, 'viewer');
    const seen = readIndependently((await exportText(viewer, owner.treeId, { version: '5.5.1' })).text);
    const own = readIndependently((await exportText(owner, owner.treeId, { version: '5.5.1' })).text);
    expect(own.people['Ada /Nwosu/']).toBe(`6 MAY ${year - 40}`);
    expect(seen.people['Ada /Nwosu/']).toBeNull();
    expect(seen.people['Ben /Nwosu/']).toBeNull();
    // Eze died: his dates are shown to everyone.
    expect(seen.people['Eze /Nwosu/']).toBe('1920');
    // Names and links are still there.
    expect(seen.parents).toEqual(own.parents);
    const viewerText = (await exportText(viewer, owner.treeId, { version: '5.5.1' })).text;
    expect(viewerText).not.toContain('Lagos');
    expect(viewerText).not.toContain('Wrote letters');
    expect(viewerText).not.toContain('1975');
  });

  it('refuses a user who cannot see the tree as if it did not exist', async () => {
    const stranger = await buildUser(app, { name: 'Sam Stranger' });
    const refused = await exportText(stranger, family.owner.treeId, { version: '7.0' }).catch((e: unknown) => e);
    expect(refused).toBeInstanceOf(AppError);
    expect((refused as AppError).code).toBe('NOT_FOUND');
  });

  it('writes only one person’s ancestors and descendants with their partners for a branch', async () => {
    const { owner, ids } = family;
    const read = readIndependently((await exportText(owner, owner.treeId, { version: '7.0', branchOf: ids.ben })).text);
    expect(Object.keys(read.people).sort()).toEqual(['Ada /Nwosu/', 'Ben /Nwosu/', 'Cara /Obi/', 'Dayo /Nwosu/', 'Eze /Nwosu/']);
    const refused = await exportText(owner, owner.treeId, { version: '7.0', branchOf: '00000000-0000-4000-8000-000000000000' }).catch((e: unknown) => e);
    expect((refused as AppError).code).toBe('NOT_FOUND');
  });

  it('gives a viewer limited to a branch only the people of that branch', async () => {
    const { owner, ids } = family;
    const limited = await buildUser(app, { name: 'Lena Limited' });
    await shareTree(owner, limited, 'viewer', { kind: 'descendants', rootId: ids.eze });
    const read = readIndependently((await exportText(limited, owner.treeId, { version: '5.5.1' })).text);
    expect(Object.keys(read.people).sort()).toEqual(['Ada /Nwosu/', 'Ben /Nwosu/', 'Cara /Obi/', 'Dayo /Nwosu/', 'Eze /Nwosu/']);
    expect(read.pointersAgree).toBe(true);
  });

  it('writes each photo the viewer may see as a multimedia record of the archive', async () => {
    const { owner, ids } = family;
    const em = app.orm.em.fork();
    await em.execute(`update family_members set profile_picture = 'member-photo/' || id || '.jpg' where id in (?, ?)`, [ids.eze, ids.cara]);
    const mediaPaths = new Map([[ids.eze, 'media/eze.jpg'], [ids.cara, 'media/cara photo.jpg']]);
    const seven = (await exportText(owner, owner.treeId, { version: '7.0', mediaPaths })).text;
    expect(seven).toMatch(/^0 @M\d+@ OBJE\n1 FILE media\/cara%20photo\.jpg\n2 FORM image\/jpeg$/m);
    expect(seven).toMatch(/^0 @M\d+@ OBJE\n1 FILE media\/eze\.jpg\n2 FORM image\/jpeg$/m);
    const five = (await exportText(owner, owner.treeId, { version: '5.5.1', mediaPaths })).text;
    expect(five).toMatch(/^0 @M\d+@ OBJE\n1 FILE media\/cara photo\.jpg\n2 FORM jpg$/m);
    // A viewer sees Eze's photo (he died) but not Cara's (living).
    const viewer = await buildUser(app, { name: 'Pia Photos' });
    await shareTree(owner, viewer, 'viewer');
    expect((await photosOf(em, viewer, owner.treeId)).map((p) => p.id)).toEqual([ids.eze]);
    const seen = (await exportText(viewer, owner.treeId, { version: '7.0', mediaPaths })).text;
    expect(seen).toContain('1 FILE media/eze.jpg');
    expect(seen).not.toContain('cara');
  });

  it('stops when the file cannot be written, and leaves no connection behind', async () => {
    const { owner } = family;
    for (let i = 0; i < 15; i++) {
      const failed = await exportTree(app.orm.em.fork(), { id: owner.id }, owner.treeId, { version: '5.5.1' }, () => {
        throw new Error('disk full');
      }).catch((e: unknown) => e);
      expect((failed as Error).message).toBe('disk full');
    }
    expect(readIndependently((await exportText(owner, owner.treeId, { version: '5.5.1' })).text).people['Eze /Nwosu/']).toBe('1920');
  });
});

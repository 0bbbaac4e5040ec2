/**
 * @long GEDCOM files merged into trees
 */
import { MikroORM, type EntityManager } from '@mikro-orm/postgresql';
import { randomUUID } from 'node:crypto';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { ormConfig } from '../../../db/orm-config.ts';
import { entities } from '../../entities.ts';
import type { MergeChoices } from '../gedcom-job.entity.ts';
import { GedcomCancelledError } from '../import/errors.ts';
import { bigPlan, person } from '../import/test/plans.ts';
import type { ImportPlan } from '../plan/types.ts';
import { countStatements } from '../../../../test/statements.ts';
import { importCounts, newTree } from '../import/test/trees.ts';
import { WRITE_BATCH, writePlan } from '../import/write-plan.ts';
import { planImport } from '../plan/index.ts';
import { readGedcom } from '../reader/index.ts';
import { requireSamples, SAMPLES } from '../test/samples.ts';
import { applyMerge, previewMerge } from './index.ts';

let orm: MikroORM;
let shakespeare: string;
beforeAll(async () => {
  requireSamples();
  shakespeare = readFileSync(path.join(SAMPLES, 'djeffrey-samples/shakespeare.ged'), 'utf8');
  orm = await MikroORM.init(ormConfig(process.env.KINFOLK_TEST_DB_URL!, entities));
});
afterAll(() => orm.close(true));

const PEOPLE = 31;
const FAMILIES = 11;
const THEIRS: MergeChoices = { choices: {}, otherwise: 'theirs' };

const planOf = (text: string) => planImport(readGedcom(new TextEncoder().encode(text)));
const rows = <T>(sql: string, params: unknown[]) => orm.em.fork().execute<T[]>(sql, params);
const preview = async (treeId: string, text: string) => (await previewMerge(orm.em.fork(), treeId, planOf(text))).preview;
const merge = (treeId: string, text: string, choices = THEIRS) =>
  orm.em.fork().transactional((em) => applyMerge(em as EntityManager, treeId, planOf(text), choices));

/** A new tree with the file imported into it. */
async function importedTree(text = shakespeare): Promise<string> {
  const treeId = await newTree(orm, 'Shakespeare');
  await orm.em.fork().transactional((em) => writePlan(em as EntityManager, planOf(text), { treeId }));
  return treeId;
}

const countsIn = (treeId: string) => importCounts(orm, treeId);

async function personNamed(treeId: string, firstName: string, lastName: string) {
  const [person] = await rows<{ id: string; birth_date: string | null; birth_earliest: string | null; updated_at: Date }>(
    `select id, birth_date, birth_earliest::text, updated_at from family_members where tree_id = ? and first_name = ? and last_name = ?`,
    [treeId, firstName, lastName],
  );
  return person;
}

const setBirth = (id: string, birth: string) => rows(`update family_members set birth_date = ? where id = ?`, [birth, id]);
const withBirth = (text: string, from: string, to: string) => text.replace(`2 DATE ${from}\n`, `2 DATE ${to}\n`);
const NEW_PERSON = '0 @I9999@ INDI\n1 NAME Hamnet /Sadler/\n1 SEX M\n1 BIRT\n2 DATE 1589\n';
const withPerson = (text: string) => text.replace('0 TRLR', `${NEW_PERSON}0 TRLR`);

describe('merging a file into the tree it was imported into', () => {
  it('finds everyone again in the same file: nothing new, nothing changed, nothing written twice', async () => {
    const treeId = await importedTree();
    const before = await countsIn(treeId);
    expect(before).toMatchObject({ members: PEOPLE, people: PEOPLE, families: FAMILIES });
    const william = await personNamed(treeId, 'William', 'Shakespeare');

    expect(await preview(treeId, shakespeare)).toEqual({ new: 0, updated: 0, unchanged: PEOPLE + FAMILIES, conflictCount: 0, conflicts: [] });
    const result = await merge(treeId, shakespeare);
    expect(result.counts).toMatchObject({ people: 0, families: 0 });
    expect(await countsIn(treeId)).toEqual(before);
    // Unchanged people are not written.
    expect((await personNamed(treeId, 'William', 'Shakespeare')).updated_at).toEqual(william.updated_at);
  });

  it('adds the new person and takes the changed birth date', async () => {
    const treeId = await importedTree();
    const edited = withPerson(withBirth(shakespeare, 'BEF 23 APR 1564', '23 APR 1564'));
    expect(await preview(treeId, edited)).toMatchObject({ new: 1, updated: 1, unchanged: PEOPLE - 1 + FAMILIES, conflictCount: 0 });

    await merge(treeId, edited);
    expect(await countsIn(treeId)).toMatchObject({ members: PEOPLE + 1, people: PEOPLE + 1, families: FAMILIES });
    expect(await personNamed(treeId, 'William', 'Shakespeare')).toMatchObject({ birth_date: '23 APR 1564' });
    expect(await personNamed(treeId, 'Hamnet', 'Sadler')).toMatchObject({ birth_date: '1589' });
    // The kept record is the new file's: merging it again finds nothing to do.
    expect(await preview(treeId, edited)).toMatchObject({ new: 0, updated: 0, conflictCount: 0 });
  });

  it('leaves the tree as it was when the merge is cancelled', async () => {
    const treeId = await importedTree();
    const edited = withPerson(withBirth(shakespeare, 'BEF 23 APR 1564', '23 APR 1564'));
    const run = orm.em.fork().transactional((em) => applyMerge(em as EntityManager, treeId, planOf(edited), THEIRS, { shouldStop: async () => true }));
    await expect(run).rejects.toBeInstanceOf(GedcomCancelledError);
    expect(await countsIn(treeId)).toMatchObject({ members: PEOPLE, people: PEOPLE });
    expect(await personNamed(treeId, 'William', 'Shakespeare')).toMatchObject({ birth_date: 'BEF 23 APR 1564' });
  });

  it('keeps a change made in the tree when the file did not change that field', async () => {
    const treeId = await importedTree();
    const anne = await personNamed(treeId, 'Anne', 'Hathaway');
    await setBirth(anne.id, 'ABT 1555');
    expect(await preview(treeId, shakespeare)).toMatchObject({ new: 0, updated: 0, conflictCount: 0 });
    await merge(treeId, shakespeare);
    expect(await personNamed(treeId, 'Anne', 'Hathaway')).toMatchObject({ birth_date: 'ABT 1555' });
  });
});

describe('conflicts: a field changed in the tree and in the file, differently', () => {
  const file = () => withBirth(shakespeare, 'APR 1556', '1556');

  async function conflicted() {
    const treeId = await importedTree();
    const anne = await personNamed(treeId, 'Anne', 'Hathaway');
    await setBirth(anne.id, 'ABT 1555');
    return { treeId, anne };
  }

  it('lists the conflict in words, with both values and the line of the person in the file', async () => {
    const { treeId, anne } = await conflicted();
    const result = await preview(treeId, file());
    expect(result).toMatchObject({ new: 0, updated: 1, conflictCount: 1 });
    expect(result.conflicts).toEqual([
      { id: `${anne.id}:birthDate`, subject: 'Anne Hathaway', field: 'Birth date', mine: 'ABT 1555', theirs: '1556', line: 53 },
    ]);
  });

  it("keeps the tree's value when the user chooses mine", async () => {
    const { treeId, anne } = await conflicted();
    await merge(treeId, file(), { choices: { [`${anne.id}:birthDate`]: 'mine' }, otherwise: 'theirs' });
    expect(await personNamed(treeId, 'Anne', 'Hathaway')).toMatchObject({ birth_date: 'ABT 1555' });
    // Chosen once, kept: the same file again finds nothing to ask.
    expect(await preview(treeId, file())).toMatchObject({ updated: 0, conflictCount: 0 });
  });

  it("takes the file's value, with its span of days, when the user chooses theirs", async () => {
    const { treeId, anne } = await conflicted();
    await merge(treeId, file(), { choices: { [`${anne.id}:birthDate`]: 'theirs' }, otherwise: 'mine' });
    const stored = await personNamed(treeId, 'Anne', 'Hathaway');
    expect(stored.birth_date).toBe('1556');
    expect(stored.birth_earliest).toBe('1556-01-01');
  });

  it("takes every unlisted conflict from the file with otherwise: 'theirs', none with 'mine'", async () => {
    const both = withBirth(file(), 'ABT 1537', '1537');
    const setUp = async () => {
      const { treeId } = await conflicted();
      const mary = await personNamed(treeId, 'Mary', 'Arden');
      await setBirth(mary.id, 'BEF 1540');
      return treeId;
    };
    const theirs = await setUp();
    expect(await preview(theirs, both)).toMatchObject({ conflictCount: 2, updated: 2 });
    await merge(theirs, both, { choices: {}, otherwise: 'theirs' });
    expect(await personNamed(theirs, 'Anne', 'Hathaway')).toMatchObject({ birth_date: '1556' });
    expect(await personNamed(theirs, 'Mary', 'Arden')).toMatchObject({ birth_date: '1537' });

    const mine = await setUp();
    await merge(mine, both, { choices: {}, otherwise: 'mine' });
    expect(await personNamed(mine, 'Anne', 'Hathaway')).toMatchObject({ birth_date: 'ABT 1555' });
    expect(await personNamed(mine, 'Mary', 'Arden')).toMatchObject({ birth_date: 'BEF 1540' });
  });
});

describe('families', () => {
  const marriage = (text: string, date: string) => text.replace('2 DATE NOV 1582\n', `2 DATE ${date}\n`);
  const partnership = async (treeId: string) => {
    const william = await personNamed(treeId, 'William', 'Shakespeare');
    const anne = await personNamed(treeId, 'Anne', 'Hathaway');
    const [edge] = await rows<{ id: string; start_value: string | null; start_date: string | null }>(
      `select id, start_value, start_date::text from family_relationships where kind = 'partner' and from_id = any(?::uuid[]) and to_id = any(?::uuid[])`,
      [`{${william.id},${anne.id}}`, `{${william.id},${anne.id}}`],
    );
    return edge;
  };

  it('takes a changed marriage date and links a new child to both parents', async () => {
    const treeId = await importedTree();
    const edited = withPerson(marriage(shakespeare, '27 NOV 1582')).replace('1 CHIL @I0007@\n', '1 CHIL @I0007@\n1 CHIL @I9999@\n');
    expect(await preview(treeId, edited)).toMatchObject({ new: 1, updated: 1, conflictCount: 0 });
    await merge(treeId, edited);
    expect(await partnership(treeId)).toMatchObject({ start_value: '27 NOV 1582', start_date: '1582-11-27' });
    const hamnet = await personNamed(treeId, 'Hamnet', 'Sadler');
    const parents = await rows<{ first_name: string }>(
      `select m.first_name from family_relationships r join family_members m on m.id = r.from_id where r.kind = 'parent' and r.to_id = ? order by 1`,
      [hamnet.id],
    );
    expect(parents.map((p) => p.first_name)).toEqual(['Anne', 'William']);
    expect(await preview(treeId, edited)).toMatchObject({ new: 0, updated: 0, conflictCount: 0 });
  });

  it("leaves out a new family's parent links to someone found who already has two parents, and says so", async () => {
    const treeId = await importedTree();
    const family = '0 @I9998@ INDI\n1 NAME Other /Father/\n0 @I9997@ INDI\n1 NAME Other /Mother/\n0 @F9999@ FAM\n1 HUSB @I9998@\n1 WIFE @I9997@\n1 CHIL @I0001@\n';
    // In the file William is their child only (a file that gave him four parents would be repaired as it is read).
    const edited = shakespeare.replace('1 CHIL @I0001@\n', '').replace('1 FAMC @F001@\n1 FAMS @F002@\n', '1 FAMC @F9999@\n1 FAMS @F002@\n').replace('0 TRLR', `${family}0 TRLR`);
    const result = await orm.em.fork().transactional((em) => applyMerge(em as EntityManager, treeId, planOf(edited), THEIRS));
    expect(result.report).toEqual([
      { line: expect.any(Number), message: 'A parent link of this family was left out: the child already has as many parents as a tree allows.' },
      { line: expect.any(Number), message: 'A parent link of this family was left out: the child already has as many parents as a tree allows.' },
    ]);
    const william = await personNamed(treeId, 'William', 'Shakespeare');
    const parents = await rows<{ first_name: string }>(
      `select m.first_name from family_relationships r join family_members m on m.id = r.from_id where r.kind = 'parent' and r.to_id = ? order by 1`,
      [william.id],
    );
    expect(parents.map((p) => p.first_name)).toEqual(['John', 'Mary']);
    // The new couple is there, partnered, with no child.
    expect(await countsIn(treeId)).toMatchObject({ members: PEOPLE + 2, families: FAMILIES + 1 });
  });

  it('asks about a marriage date changed in the app and in the file', async () => {
    const treeId = await importedTree();
    const edge = await partnership(treeId);
    await rows(`update family_relationships set start_date = '1582-11-28' where id = ?`, [edge.id]);
    const result = await preview(treeId, marriage(shakespeare, '27 NOV 1582'));
    expect(result).toMatchObject({ updated: 1, conflictCount: 1 });
    expect(result.conflicts[0]).toMatchObject({ subject: 'Family of William Shakespeare and Anne Hathaway', field: 'Marriage date', mine: '28 NOV 1582', theirs: '27 NOV 1582' });
    await merge(treeId, marriage(shakespeare, '27 NOV 1582'), { choices: { [result.conflicts[0].id]: 'mine' }, otherwise: 'theirs' });
    expect(await partnership(treeId)).toMatchObject({ start_date: '1582-11-28' });
  });
});

describe('matching', () => {
  it('finds people by _UID when the file numbers its records anew', async () => {
    const withUids = shakespeare.replace(/^0 @(I\d+)@ INDI$/gm, '0 @$1@ INDI\n1 _UID UID-$1');
    const treeId = await importedTree(withUids);
    const renumbered = withUids.replace(/@I0*(\d+)@/g, '@P$1@').replace(/@F0*(\d+)@/g, '@G$1@');
    expect(renumbered).not.toContain('@I0001@');
    expect(await preview(treeId, renumbered)).toMatchObject({ new: 0, updated: 0, unchanged: PEOPLE + FAMILIES, conflictCount: 0 });

    const before = await countsIn(treeId);
    await merge(treeId, renumbered);
    expect(await countsIn(treeId)).toEqual(before);
    const [kept] = await rows<{ xref: string }>(
      `select k.xref from gedcom_person_records k join family_members m on m.id = k.member_id where m.tree_id = ? and m.first_name = 'William' and m.last_name = 'Shakespeare'`,
      [treeId],
    );
    expect(kept.xref).toBe('@P1@');
  });

  it('finds people made in the app by name and birth year, and fills in what they lack', async () => {
    const treeId = await newTree(orm, 'By hand');
    const id = randomUUID();
    await rows(
      `insert into family_members (id, created_at, updated_at, tree_id, first_name, last_name, birth_date, gender, is_alive)
       values (?, now(), now(), ?, 'william', 'SHAKESPEARE', '1564', 'male', true)`,
      [id, treeId],
    );
    // The names as typed and the birth year differ from the file's: three conflicts, all taken from the file here.
    expect(await preview(treeId, shakespeare)).toMatchObject({ new: PEOPLE - 1 + FAMILIES, updated: 1, conflictCount: 3 });
    await merge(treeId, shakespeare);
    const members = await rows<{ id: string; first_name: string; birth_date: string; death_date: string; is_alive: boolean }>(
      `select id, first_name, birth_date, death_date, is_alive from family_members where tree_id = ? and lower(first_name) = 'william' and lower(last_name) = 'shakespeare'`,
      [treeId],
    );
    expect(members).toEqual([{ id, first_name: 'William', birth_date: 'BEF 23 APR 1564', death_date: '23 APR 1616', is_alive: false }]);
    expect(await countsIn(treeId)).toMatchObject({ members: PEOPLE, people: PEOPLE, families: FAMILIES });
    const [links] = await rows<{ n: string }>(`select count(*) as n from family_relationships where from_id = ? or to_id = ?`, [id, id]);
    // His parents, his wife, his three children.
    expect(Number(links.n)).toBe(6);
  });
});

describe('a large tree', () => {
  const COUNT = 20_000;

  /** A tree with `plan` imported into it, its planner statistics fresh. */
  async function treeOf(plan: ImportPlan, name: string) {
    const treeId = await newTree(orm, name);
    await orm.em.fork().transactional((em) => writePlan(em as EntityManager, plan, { treeId }));
    await rows('analyze family_members, family_relationships, gedcom_person_records, gedcom_family_records', []);
    return treeId;
  }
  /** Statements that add or change rows (the lock, the reads and clearing what is written again are the others). */
  const writes = (texts: string[]) => texts.filter((text) => /^\s*(insert|update|copy)\b/i.test(text));

  // Counted in SQL statements, not seconds: comparing reads the tree in a fixed number of statements
  // and an unchanged file writes nothing, whatever the tree's size; changes go in batches. How fast
  // a merge goes is measured by `npm run bench:gedcom` (the README's figures).
  it('compares a large file with the tree it came from in as many statements as a small one, writing nothing', async () => {
    const [small, large] = [bigPlan(30), bigPlan(COUNT)];
    const [smallTree, largeTree] = [await treeOf(small, 'Small'), await treeOf(large, 'Large')];
    const before = await countsIn(largeTree);
    const statements = await countStatements(orm);
    try {
      const merged = async (treeId: string, plan: ImportPlan) => ({
        preview: await statements.during(() => previewMerge(orm.em.fork(), treeId, plan)),
        apply: await statements.during(() => orm.em.fork().transactional((em) => applyMerge(em as EntityManager, treeId, plan, THEIRS))),
      });
      const [few, many] = [await merged(smallTree, small), await merged(largeTree, large)];
      expect(many.preview.result.preview).toMatchObject({ new: 0, updated: 0, conflictCount: 0, unchanged: large.people.length + large.families.length });
      expect(many.preview.statements).toBe(few.preview.statements);
      expect(many.apply.statements).toBe(few.apply.statements);
      expect(writes(many.apply.texts)).toEqual([]);
    } finally {
      statements.stop();
    }
    expect(await countsIn(largeTree)).toEqual(before);
  });

  it('changes everyone of a large tree in batches: a few statements more than for a small one', async () => {
    // Everyone's birth moved: all of them change.
    const moved = (plan: ImportPlan) => ({ ...plan, people: plan.people.map((p) => person(p.xref, { ...p.fields, birthDate: `ABT ${1000 + (p.position % 500)}` }, { position: p.position })) });
    const [small, large] = [bigPlan(30), bigPlan(COUNT)];
    const [smallTree, largeTree] = [await treeOf(small, 'Small'), await treeOf(large, 'Large')];
    expect((await previewMerge(orm.em.fork(), largeTree, moved(large))).preview).toMatchObject({ updated: COUNT, conflictCount: 0 });
    const statements = await countStatements(orm);
    let few, many;
    try {
      few = await statements.during(() => orm.em.fork().transactional((em) => applyMerge(em as EntityManager, smallTree, moved(small), THEIRS)));
      many = await statements.during(() => orm.em.fork().transactional((em) => applyMerge(em as EntityManager, largeTree, moved(large), THEIRS)));
    } finally {
      statements.stop();
    }
    const [changed] = await rows<{ n: string }>(`select count(*) as n from family_members where tree_id = ? and birth_date like 'ABT %' and birth_earliest is not null`, [largeTree]);
    expect(Number(changed.n)).toBe(COUNT);
    expect((await previewMerge(orm.em.fork(), largeTree, moved(large))).preview).toMatchObject({ updated: 0, unchanged: COUNT + large.families.length });
    // The people's changes and their kept records, a batch of WRITE_BATCH at a time: one statement per person would be thousands.
    expect(many.statements - few.statements).toBeLessThanOrEqual(3 * Math.ceil(COUNT / WRITE_BATCH));
  });
});

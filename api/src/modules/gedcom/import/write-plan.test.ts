import { MikroORM, type EntityManager } from '@mikro-orm/postgresql';
import { ormConfig } from '../../../db/orm-config.ts';
import { entities } from '../../entities.ts';
import { GedcomCancelledError } from './errors.ts';
import { WRITE_BATCH, writePlan, type WriteOptions } from './write-plan.ts';
import { bigPlan, family, person, planOf } from './test/plans.ts';
import { importCounts, newTree as createTree } from './test/trees.ts';
import type { ImportPlan } from '../plan/types.ts';
import { countStatements } from '../../../../test/statements.ts';

let orm: MikroORM;
beforeAll(async () => (orm = await MikroORM.init(ormConfig(process.env.KINFOLK_TEST_DB_URL!, entities))));
afterAll(() => orm.close(true));

const write = (plan: ImportPlan, options: WriteOptions) => orm.em.fork().transactional((em) => writePlan(em as EntityManager, plan, options));
const rows = <T>(sql: string, params: unknown[]) => orm.em.fork().execute<T[]>(sql, params);

const newTree = () => createTree(orm);
const countsIn = (treeId: string) => importCounts(orm, treeId);

describe('writing an import plan into a tree', () => {
  let treeId: string;
  beforeAll(async () => (treeId = await newTree()));

  const plan = planOf(
    [
      person('@I1@', { firstName: 'John', lastName: 'Smith', gender: 'male', birthDate: '1 JAN 1900', birthPlace: 'Boston', christeningDate: '7 JAN 1900', christeningPlace: 'St Paul', deathDate: '1970', isAlive: false, burialDate: 'ABT 1970', burialPlace: 'Hill Cemetery', occupation: 'Carpenter', otherNames: ['Jack Smith'] }, { uid: 'U-1', refn: 'R1', photo: 'john.jpg' }),
      person('@I2@', { firstName: 'Mary', lastName: 'Jones', gender: 'female', bio: 'Line one\nLine\ttwo \\ three' }),
      person('@I3@', { firstName: 'Ann', lastName: 'Smith', gender: 'female' }),
      person('@I4@', { firstName: 'Bob', lastName: 'Smith', gender: 'male' }),
      person('@I5@', { firstName: 'Cid', lastName: 'Jones' }),
    ],
    [
      family('@F1@', ['@I1@', '@I2@'], [['@I3@', 'adopted'], ['@I4@', null]], { marriageDate: '12 JUN 1925', marriagePlace: 'Boston' }),
      // The same couple again (a second record of the marriage, with its divorce): still one partnership.
      family('@F2@', ['@I1@', '@I2@'], [['@I4@', 'birth']], { divorceDate: 'BET 1950 AND 1951' }),
      family('@F3@', ['@I2@'], [['@I5@', 'foster']]),
    ],
    [
      { xref: '@S1@', tag: 'SOUR', position: 8, text: '0 @S1@ SOUR\n1 TITL Parish book' },
      { xref: null, tag: '_PLAC', position: 9, text: '0 _PLAC Boston' },
    ],
  );

  it('writes the people with every field, their partnership once, parent edges with pedigree, and every record kept', async () => {
    const progress: number[][] = [];
    const result = await write(plan, { treeId: treeId, photos: new Map([['john.jpg', 'members/john.jpg']]), onProgress: (people, records) => void progress.push([people, records]) });
    expect(result.counts).toEqual({ people: 5, families: 3, otherRecords: 2, media: 1 });
    // People, then the families' links and records, then the other records: of 10 records in all.
    expect(progress).toEqual([[5, 5], [5, 6], [5, 8], [5, 10]]);
    const id = (xref: string) => result.memberIds.get(xref)!;

    const [john] = await rows<Record<string, unknown>>(
      `select first_name, last_name, other_names, gender, birth_date, birth_place, christening_date, christening_place, death_date, burial_date, burial_place,
              occupation, is_alive, profile_picture, bio from family_members where id = ?`, [id('@I1@')]);
    expect(john).toEqual({
      first_name: 'John', last_name: 'Smith', other_names: ['Jack Smith'], gender: 'male', birth_date: '1 JAN 1900', birth_place: 'Boston', christening_date: '7 JAN 1900',
      christening_place: 'St Paul', death_date: '1970', burial_date: 'ABT 1970', burial_place: 'Hill Cemetery', occupation: 'Carpenter', is_alive: false, profile_picture: 'members/john.jpg', bio: null,
    });
    const [mary] = await rows<{ bio: string; is_alive: boolean }>('select bio, is_alive from family_members where id = ?', [id('@I2@')]);
    expect(mary).toEqual({ bio: 'Line one\nLine\ttwo \\ three', is_alive: true });

    const edges = await rows<{ from_id: string; to_id: string; kind: string; partner_kind: string | null; start_value: string | null; start_place: string | null; end_value: string | null; pedigree: string | null }>(
      'select from_id, to_id, kind, partner_kind, start_value, start_place, end_value, pedigree from family_relationships where tree_id = ?', [treeId]);
    const [first, second] = [id('@I1@'), id('@I2@')].sort();
    expect(edges.filter((e) => e.kind === 'partner')).toEqual([
      { from_id: first, to_id: second, kind: 'partner', partner_kind: 'married', start_value: '12 JUN 1925', start_place: 'Boston', end_value: 'BET 1950 AND 1951', pedigree: null },
    ]);
    const parents = edges.filter((e) => e.kind === 'parent').map((e) => `${e.from_id}>${e.to_id}:${e.pedigree}`).sort();
    expect(parents).toEqual([
      `${id('@I1@')}>${id('@I3@')}:adopted`, `${id('@I2@')}>${id('@I3@')}:adopted`,
      `${id('@I1@')}>${id('@I4@')}:null`, `${id('@I2@')}>${id('@I4@')}:null`,
      `${id('@I2@')}>${id('@I5@')}:foster`,
    ].sort());

    const kept = await rows<{ member_id: string; source: string; xref: string; uid: string | null; refn: string | null; record: string }>(
      'select member_id, source, xref, uid, refn, record from gedcom_person_records where tree_id = ? order by position', [treeId]);
    expect(kept.map((k) => k.xref)).toEqual(['@I1@', '@I2@', '@I3@', '@I4@', '@I5@']);
    expect(kept[0]).toMatchObject({ member_id: id('@I1@'), source: 'TestProgram', uid: 'U-1', refn: 'R1' });
    expect(kept[0].record.split('\n').slice(0, 3)).toEqual(['0 @I1@ INDI', '1 NAME John /Smith/', '1 SEX M']);

    const families = await rows<{ xref: string; partner1_id: string | null; partner2_id: string | null; children: string[]; record: string }>(
      'select xref, partner1_id, partner2_id, children, record from gedcom_family_records where tree_id = ? order by position', [treeId]);
    expect(families.map(({ record: _r, ...f }) => f)).toEqual([
      { xref: '@F1@', partner1_id: id('@I1@'), partner2_id: id('@I2@'), children: [id('@I3@'), id('@I4@')] },
      { xref: '@F2@', partner1_id: id('@I1@'), partner2_id: id('@I2@'), children: [id('@I4@')] },
      { xref: '@F3@', partner1_id: id('@I2@'), partner2_id: null, children: [id('@I5@')] },
    ]);
    expect(families[1].record).toBe(['0 @F2@ FAM', '1 HUSB @I1@', '1 WIFE @I2@', '1 CHIL @I4@', '1 DIV', '2 DATE BET 1950 AND 1951'].join('\n'));
    const others = await rows<{ xref: string | null; tag: string; record: string }>('select xref, tag, record from gedcom_other_records where tree_id = ? order by position', [treeId]);
    expect(others).toEqual([{ xref: '@S1@', tag: 'SOUR', record: '0 @S1@ SOUR\n1 TITL Parish book' }, { xref: null, tag: '_PLAC', record: '0 _PLAC Boston' }]);
  });

  it('relates new people to people already in the tree without recording an edge twice', async () => {
    const before = await rows<{ xref: string; member_id: string }>('select xref, member_id from gedcom_person_records where tree_id = ?', [treeId]);
    const known = new Map(before.map((r) => [r.xref, r.member_id]));
    const merge = planOf([person('@I1@', { firstName: 'John' }), person('@I2@', { firstName: 'Mary' }), person('@I6@', { firstName: 'Dora', lastName: 'Smith' })], [
      family('@F1@', ['@I1@', '@I2@'], [['@I6@', null], ['@I3@', 'adopted']]),
    ]);
    const result = await write(merge, { treeId: treeId, known });
    expect(result.counts.people).toBe(1);
    expect(result.memberIds.get('@I1@')).toBe(known.get('@I1@'));
    const edges = await rows<{ from_id: string; kind: string }>('select from_id, kind from family_relationships where tree_id = ? and to_id = ?', [treeId, result.memberIds.get('@I6@')]);
    expect(edges.map((e) => e.from_id).sort()).toEqual([known.get('@I1@'), known.get('@I2@')].sort());
    expect((await countsIn(treeId)).edges).toBe(8);
  });

  it('leaves nothing behind when cancelled after the first batch', async () => {
    const other = await newTree();
    const revision = async () => (await rows<{ revision: string }>('select revision from trees where id = ?', [other]))[0].revision;
    const revisionBefore = await revision();
    let asked = 0;
    const cancelled = write(bigPlan(WRITE_BATCH * 2 + 10), { treeId: other, shouldStop: async () => ++asked >= 1 });
    await expect(cancelled).rejects.toBeInstanceOf(GedcomCancelledError);
    expect(asked).toBe(1);
    expect(await countsIn(other)).toEqual({ members: 0, edges: 0, people: 0, families: 0, others: 0 });
    expect(await revision()).toBe(revisionBefore);
  });

  // Counted in SQL statements, not seconds: the people, their links and the kept records go in
  // batches, each one COPY, so a hundred thousand people cost a few statements per batch more than
  // a handful, and a statement per person or per link would show here as thousands. How fast the
  // database takes them is measured by `npm run bench:gedcom` (the README's figures).
  it('writes a hundred thousand people in one transaction, a few statements per batch', async () => {
    const statements = await countStatements(orm);
    let few, many;
    const big = bigPlan(100_000);
    const [small, other] = [await newTree(), await newTree()];
    try {
      few = await statements.during(() => write(bigPlan(10), { treeId: small }));
      many = await statements.during(() => write(big, { treeId: other }));
    } finally {
      statements.stop();
    }
    expect(many.result.counts).toEqual({ people: 100_000, families: big.families.length, otherRecords: 0, media: 0 });
    expect(await countsIn(other)).toEqual({ members: 100_000, edges: big.families.length * 5, people: 100_000, families: big.families.length, others: 0 });
    // People and their kept records, links (two batches' worth at a time) and kept families.
    const batches = 2 * Math.ceil(100_000 / WRITE_BATCH) + Math.ceil((big.families.length * 5) / (WRITE_BATCH * 2)) + Math.ceil(big.families.length / WRITE_BATCH);
    expect(many.statements - few.statements).toBeLessThanOrEqual(batches);
  });
});

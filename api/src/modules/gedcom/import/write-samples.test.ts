import { MikroORM, type EntityManager } from '@mikro-orm/postgresql';
import { randomUUID } from 'node:crypto';
import { ormConfig } from '../../../db/orm-config.ts';
import { entities } from '../../entities.ts';
import { BulkWriter, insertMembers, insertRelationships } from '../../family/index.ts';
import { planImport } from '../plan/index.ts';
import { readSample, requireSamples, sampleTable } from '../test/samples.ts';
import { writePlan } from './write-plan.ts';
import { newTree as createTree } from './test/trees.ts';

// Real files from other programs, read, mapped and written: what lands in the tree is what the plan says.

let orm: MikroORM;
beforeAll(async () => {
  requireSamples();
  orm = await MikroORM.init(ormConfig(process.env.KINFOLK_TEST_DB_URL!, entities));
});
afterAll(() => orm.close(true));

const rows = <T>(sql: string, params: unknown[]) => orm.em.fork().execute<T[]>(sql, params);

const newTree = () => createTree(orm);

/** Writes a sample file into a new tree; returns the tree, the plan and the member ids. */
async function imported(file: string) {
  const treeId = await newTree();
  const plan = planImport(readSample(file));
  const { memberIds } = await orm.em.fork().transactional((em) => writePlan(em as EntityManager, plan, { treeId }));
  return { treeId, plan, memberIds };
}

const count = async (table: string, treeId: string) => Number((await rows<{ n: string }>(`select count(*) as n from ${table} where tree_id = ?`, [treeId]))[0].n);

describe('writing the sample files', () => {
  it.each(sampleTable().map((s) => s.file))('%s: every person, family and other record, and an edge per couple and per parent', async (file) => {
    const { treeId, plan, memberIds } = await imported(file);
    const id = (xref: string) => memberIds.get(xref)!;
    const couples = new Set(plan.families.filter((f) => new Set(f.partners).size === 2).map((f) => f.partners.map(id).sort().join(':')));
    const parents = new Set(plan.families.flatMap((f) => f.partners.flatMap((p) => f.children.map((c) => `${id(p)}:${id(c.xref)}`))));
    expect({
      members: await count('family_members', treeId),
      people: await count('gedcom_person_records', treeId),
      families: await count('gedcom_family_records', treeId),
      others: await count('gedcom_other_records', treeId),
      partners: Number((await rows<{ n: string }>(`select count(*) as n from family_relationships where tree_id = ? and kind = 'partner'`, [treeId]))[0].n),
      parents: Number((await rows<{ n: string }>(`select count(*) as n from family_relationships where tree_id = ? and kind = 'parent'`, [treeId]))[0].n),
    }).toEqual({ members: plan.people.length, people: plan.people.length, families: plan.families.length, others: plan.others.length, partners: couples.size, parents: parents.size });
  });

  it('shows a couple who divorced and married again as married since the second wedding, keeping both families', async () => {
    const { treeId, memberIds } = await imported('familysearch-gedcomio/remarriage2.ged');
    const [edge] = await rows<{ partner_kind: string; start_value: string; end_value: string | null }>(
      `select partner_kind, start_value, end_value from family_relationships where kind = 'partner' and from_id = least(?::uuid, ?::uuid) and to_id = greatest(?::uuid, ?::uuid)`,
      [memberIds.get('@I1@'), memberIds.get('@I2@'), memberIds.get('@I1@'), memberIds.get('@I2@')],
    );
    expect(edge).toEqual({ partner_kind: 'married', start_value: '4 JUL 1914', end_value: null });
    expect((await rows<{ xref: string }>('select xref from gedcom_family_records where tree_id = ? order by position', [treeId])).map((r) => r.xref)).toEqual(['@F1@', '@F2@', '@F3@']);
  });

  it('writes the two men of a same-sex family as partners, of the kind the file gives', async () => {
    const { treeId, plan } = await imported('familysearch-gedcomio/same-sex-marriage.ged');
    const edges = await rows<{ kind: string; partner_kind: string }>('select kind, partner_kind from family_relationships where tree_id = ?', [treeId]);
    expect(edges).toEqual([{ kind: 'partner', partner_kind: plan.families[0].fields.partnerKind }]);
  });
});

describe('a statement the database refuses', () => {
  it('fails the write, however many statements were sent after it', async () => {
    const treeId = await newTree();
    const stranger = randomUUID();
    const write = orm.em.fork().transactional(async (em) => {
      const writer = new BulkWriter(em as EntityManager);
      await insertRelationships(writer, treeId, [{ fromId: stranger, toId: randomUUID(), kind: 'parent' }]);
      const none = { value: null, earliest: null, latest: null };
      await insertMembers(writer, treeId, [{
        id: randomUUID(), firstName: 'Late', lastName: 'Comer', otherNames: [], gender: 'other', birth: none, birthPlace: null, christening: none, christeningPlace: null,
        death: none, deathPlace: null, burial: none, burialPlace: null, occupation: null, bio: null, isAlive: true, profilePicture: null,
      }]);
      await writer.finish();
    });
    await expect(write).rejects.toThrow(/foreign key/);
    expect([await count('family_relationships', treeId), await count('family_members', treeId)]).toEqual([0, 0]);
  });
});

import { isDeepStrictEqual } from 'node:util';
import type { TestApp } from '../../test/test-app.ts';
import { refreshTreeBranches } from '../../src/modules/family/index.ts';

// What the database holds for the matrix's tree, read straight from the rows: a refused write must
// leave them as they were, whatever the refused caller is told. After every write the rows are put
// back as they were when the world was built (same ids), so each case meets the same world.

type Row = Record<string, unknown> & { id: string };
export interface Stored {
  trees: Row[];
  tree_access: Row[];
  family_members: Row[];
  family_relationships: Row[];
  /** Who each branch-limited user sees (derived, compared only). */
  branches: string[];
}

const TABLES = { trees: 'id', tree_access: 'tree_id', family_members: 'tree_id', family_relationships: 'tree_id' } as const;
type Table = keyof typeof TABLES;
/**
 * Columns that change without anything being decided: when a row was touched, when a tree was
 * opened, and the tree's revision (it moves on with every change of its rows, putting them back too).
 */
const NOISE = new Set(['created_at', 'updated_at', 'last_opened_at', 'revision']);

export async function readStored(app: TestApp, treeId: string): Promise<Stored> {
  const em = app.orm.em.fork();
  const rows = async (table: Table) => {
    const [{ rows: found }] = await em.execute<{ rows: Row[] }[]>(`select coalesce(json_agg(row_to_json(t) order by t.id), '[]') as rows from ${table} t where t.${TABLES[table]} = ?::uuid`, [treeId]);
    return found;
  };
  const branches = await em.execute<{ entry: string }[]>(
    `select a.user_id || ' sees ' || b.member_id as entry from branch_members b join tree_access a on a.id = b.access_id where a.tree_id = ?::uuid order by 1`,
    [treeId],
  );
  return { trees: await rows('trees'), tree_access: await rows('tree_access'), family_members: await rows('family_members'), family_relationships: await rows('family_relationships'), branches: branches.map((b) => b.entry) };
}

const meaningful = (row: Row) => Object.fromEntries(Object.entries(row).filter(([column]) => !NOISE.has(column)));
const comparable = (stored: Stored) => ({
  ...Object.fromEntries((Object.keys(TABLES) as Table[]).map((table) => [table, stored[table].map(meaningful)])),
  branches: stored.branches,
});

export const sameStored = (a: Stored, b: Stored) => isDeepStrictEqual(comparable(a), comparable(b));

/** The tables whose rows differ, to name in a finding. */
export function storedDifference(a: Stored, b: Stored): string[] {
  const [x, y] = [comparable(a), comparable(b)] as Record<string, unknown[]>[];
  return Object.keys(x).filter((table) => !isDeepStrictEqual(x[table], y[table]));
}

/** Puts the tree's rows back as `baseline` holds them: extra rows removed, missing ones restored, changed ones reset. */
export async function restoreStored(app: TestApp, treeId: string, baseline: Stored): Promise<void> {
  const now = await readStored(app, treeId);
  if (sameStored(now, baseline)) return;
  await app.orm.em.fork().transactional(async (em) => {
    const byId = (rows: Row[]) => new Map(rows.map((r) => [r.id, r]));
    const extra = (table: Table) => now[table].filter((r) => !byId(baseline[table]).has(r.id)).map((r) => r.id);
    for (const table of ['family_relationships', 'family_members', 'tree_access'] as const) {
      const ids = extra(table);
      if (ids.length) await em.execute(`delete from ${table} where id = any(?::uuid[])`, [`{${ids.join(',')}}`]);
    }
    for (const table of ['trees', 'family_members', 'tree_access', 'family_relationships'] as const) {
      const current = byId(now[table]);
      // The owner's row last: a tree has one owner at every statement.
      const rows = [...baseline[table]].sort((a, b) => Number(a.role === 'owner') - Number(b.role === 'owner'));
      for (const row of rows) {
        const was = current.get(row.id);
        if (was && isDeepStrictEqual(meaningful(was), meaningful(row))) continue;
        if (!was) {
          await em.execute(`insert into ${table} select * from json_populate_record(null::${table}, ?::json)`, [JSON.stringify(row)]);
          continue;
        }
        const columns = Object.keys(row).map((c) => `"${c}"`).join(', ');
        await em.execute(`update ${table} t set (${columns}) = (select ${columns} from json_populate_record(null::${table}, ?::json)) where t.id = ?::uuid`, [JSON.stringify(row), row.id]);
      }
    }
    await refreshTreeBranches(em, treeId);
  });
  const restored = await readStored(app, treeId);
  if (!sameStored(restored, baseline)) throw new Error(`The tree could not be put back: ${storedDifference(restored, baseline).join(', ')}`);
}

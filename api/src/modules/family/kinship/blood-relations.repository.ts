import type { EntityManager, PostgreSqlConnection } from '@mikro-orm/postgresql';
import { branchScope } from '../../../policies/family-member.policy.ts';
import { inlined } from '../../../policies/sql.ts';
import { limitedSql } from '../../../policies/tree-access.policy.ts';
import { grantRowsSql } from '../../trees/index.ts';

/** The nearest common ancestor(s) of one person of many (`fromId`) with the one they are compared to. */
export interface BloodRow {
  tree_id: string;
  from_id: string;
  gender: string | null;
  /** Generations from `fromId` up to the nearest common ancestor(s), and from there down. */
  up: number;
  down: number;
  /** How many common ancestors share that generation (2 for full siblings, 1 for half). */
  shared: number;
}

/** Whether the viewer sees person `id` (no branch limit, or inside it). */
const seen = (id: string) => inlined(branchScope(id, { sql: '(select access from grant_scope)' }));

/**
 * The blood relationships of many people with one (`$2`), in one statement: the ancestors of each
 * are walked up together (bounded depth, only people the viewer `$3` sees in the tree of `$2`) and
 * joined with the ancestors of `$2`, keeping the nearest common ones. The same walk as "How are we
 * related?" without the partners, which blood never goes through. A person with no common ancestor,
 * another tree's or one the viewer does not see, has no row.
 */
export const BLOOD_RELATIONS_SQL = `with recursive
  grant_row as (
    ${grantRowsSql('$3::uuid')} and a.tree_id = (select tree_id from family_members where id = $2::uuid)
  ),
  grant_scope as (select g.tree_id as tree, case when ${limitedSql('g')} then g.access_id end as access from grant_row g),
  sides as (
    select 'B' as side, m.id from grant_scope s join family_members m on m.id = $2::uuid and m.tree_id = s.tree where ${seen('m.id')}
    union all
    select 'A', m.id from grant_scope s join family_members m on m.id = any($1::uuid[]) and m.tree_id = s.tree where m.id <> $2::uuid and ${seen('m.id')}
  ),
  anc(side, start, id, depth) as (
    select side, id, id, 0 from sides where exists (select 1 from sides where side = 'B')
    union
    select x.side, x.start, r.from_id, x.depth + case r.kind when 'parent' then 1 else 2 end
    from anc x join family_relationships r on r.to_id = x.id and r.kind in ('parent', 'grandparent') and ${seen('r.from_id')}
    where x.depth < 40
  ),
  common as (
    select a.start as from_id, a.id, a.depth as up, b.depth as down
    from anc a join anc b on a.id = b.id and a.side = 'A' and b.side = 'B'
  ),
  best as (select distinct on (from_id) * from common order by from_id, up + down, up, id)
  select s.tree as tree_id, b.from_id, m.gender, b.up, b.down,
    (select count(distinct c.id)::int from common c where c.from_id = b.from_id and c.up = b.up and c.down = b.down) as shared
  from best b join family_members m on m.id = b.from_id, grant_scope s`;

const PREPARED = { name: 'kinfolk_blood_relations', text: BLOOD_RELATIONS_SQL };

/** The nearest common ancestors of each of `fromIds` with `toId`, walking only people the viewer sees: one round trip. */
export async function bloodRows(em: EntityManager, viewerId: string, fromIds: readonly string[], toId: string): Promise<BloodRow[]> {
  const pool = await (em.getConnection() as PostgreSqlConnection).getNativeClient();
  const result = await pool.query<BloodRow>({ ...PREPARED, values: [[...fromIds], toId, viewerId] });
  return result.rows;
}

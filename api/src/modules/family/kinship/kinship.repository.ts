import type { EntityManager, PostgreSqlConnection } from '@mikro-orm/postgresql';
import { branchScope } from '../../../policies/family-member.policy.ts';
import { inlined } from '../../../policies/sql.ts';
import { limitedSql } from '../../../policies/tree-access.policy.ts';
import { grantRowsSql, type GrantRow } from '../../trees/index.ts';

/** The nearest common ancestor of one person on each side. */
export interface CommonAncestor {
  /** The two people compared (the first and second member, or a partner of one of them). */
  startA: string;
  startB: string;
  /** The ancestor, and the generations from each person up to it. */
  ancestorId: string;
  up: number;
  down: number;
  /** How many common ancestors share the nearest generation (2 for full siblings, 1 for half). */
  shared: number;
}

/** One step of an upward walk: `id` was reached at `depth` from `prev` (its child) by an edge of `kind`. */
export interface Reach {
  side: 'A' | 'B';
  start: string;
  id: string;
  depth: number;
  prev: string | null;
  kind: string | null;
}

export interface Link {
  kind: string;
  fromId: string;
  toId: string;
  partnerKind: string | null;
}

export interface KinshipFacts {
  /** The viewer's grant in the first member's tree; null when they have none (or no such member). */
  grant: GrantRow | null;
  /** Which of the two members the viewer sees in that tree. */
  members: string[];
  /** Partners of the first and of the second member. */
  partnersOfA: { id: string; partnerKind: string | null }[];
  partnersOfB: { id: string; partnerKind: string | null }[];
  /** Nearest common ancestors between each person of side A and each of side B. */
  ancestors: CommonAncestor[];
  /** The upward walks of the people in `ancestors`, up to those ancestors, to trace the paths. */
  walks: Reach[];
  /** Edges joining a person of side A directly to a person of side B. */
  links: Link[];
}

/**
 * Everything needed to name how two members are related, in one statement: each side is the
 * member and their partners; the ancestors of every person on both sides are walked up together
 * (bounded depth) and joined, keeping the nearest common ancestor of each pair, with the steps of
 * those walks to trace the paths; plus the direct edges between the sides. Only ancestor sets are
 * touched, never the rest of the tree, so the cost does not grow with the tree's size.
 */
/** Whether the viewer sees person `id` (branchScope: no branch limit, or inside it). */
const seen = (id: string) => inlined(branchScope(id, { sql: '(select access from pair)' }));

export const KINSHIP_SQL = `with recursive
  grant_row as (
    ${grantRowsSql('$3::uuid')} and a.tree_id = (select tree_id from family_members where id = $1::uuid)
  ),
  pair as (
    select $1::uuid as a, $2::uuid as b, g.tree_id as tree,
      case when ${limitedSql('g')} then g.access_id end as access
    from grant_row g
  ),
  members as (select m.id from family_members m, pair where m.id in (pair.a, pair.b) and m.tree_id = pair.tree and ${seen('m.id')}),
  sides as (
    select 'A' as side, m.id from pair join family_members m on m.id = pair.a and m.tree_id = pair.tree
    union all
    select 'B', m.id from pair join family_members m on m.id = pair.b and m.tree_id = pair.tree
  ),
  partners as (
    select p.side, r.to_id as id, r.partner_kind from sides p join family_relationships r on r.from_id = p.id and r.kind = 'partner' and ${seen('r.to_id')}
    union all
    select p.side, r.from_id, r.partner_kind from sides p join family_relationships r on r.to_id = p.id and r.kind = 'partner' and ${seen('r.from_id')}
  ),
  starts as (
    select side, id from sides
    union all select side, id from partners where id not in (select id from sides)
  ),
  -- Each (person, depth, child reached from) once: the walk grows with the number of ancestors,
  -- never with the number of paths to them (which doubles per generation in inbred pedigrees).
  anc(side, start, id, depth, prev, kind) as (
    select side, id, id, 0, null::uuid, null::text from starts
    union
    select x.side, x.start, r.from_id, x.depth + case r.kind when 'parent' then 1 else 2 end, x.id, r.kind::text
    from anc x join family_relationships r on r.to_id = x.id and r.kind in ('parent', 'grandparent') and ${seen('r.from_id')}
    where x.depth < 40
  ),
  reach as (select distinct side, start, id, depth from anc),
  common as (
    select a.start as start_a, b.start as start_b, a.id, a.depth as up, b.depth as down
    from reach a join reach b on a.id = b.id and a.side = 'A' and b.side = 'B'
  ),
  best as (
    select distinct on (start_a, start_b) * from common order by start_a, start_b, up + down, up, id
  )
  select json_build_object(
    'grant', (select row_to_json(g) from grant_row g),
    'members', (select coalesce(json_agg(id), '[]'::json) from members),
    'partnersOfA', (select coalesce(json_agg(json_build_object('id', id, 'partnerKind', partner_kind)), '[]'::json) from partners where side = 'A'),
    'partnersOfB', (select coalesce(json_agg(json_build_object('id', id, 'partnerKind', partner_kind)), '[]'::json) from partners where side = 'B'),
    'ancestors', (select coalesce(json_agg(json_build_object(
        'startA', b.start_a, 'startB', b.start_b, 'ancestorId', b.id, 'up', b.up, 'down', b.down,
        'shared', (select count(distinct c.id) from common c where c.start_a = b.start_a and c.start_b = b.start_b and c.up = b.up and c.down = b.down)
      )), '[]'::json) from best b),
    'walks', (select coalesce(json_agg(json_build_object('side', w.side, 'start', w.start, 'id', w.id, 'depth', w.depth, 'prev', w.prev, 'kind', w.kind)), '[]'::json)
      from anc w where w.depth > 0 and exists (
        select 1 from best b where (w.side = 'A' and w.start = b.start_a and w.depth <= b.up) or (w.side = 'B' and w.start = b.start_b and w.depth <= b.down))),
    'links', (select coalesce(json_agg(json_build_object('kind', r.kind, 'fromId', r.from_id, 'toId', r.to_id, 'partnerKind', r.partner_kind)), '[]'::json)
      from starts x join family_relationships r on r.from_id = x.id
      join starts y on y.id = r.to_id and y.side <> x.side)
  ) as facts`;

const PREPARED = { name: 'kinfolk_kinship', text: KINSHIP_SQL };

/**
 * Kinship facts about two people, walking only people the viewer sees (the first person's tree, or
 * the viewer's branch of it), with the viewer's grant there: one round trip.
 */
export async function kinshipFacts(em: EntityManager, viewerId: string, a: string, b: string): Promise<KinshipFacts> {
  const pool = await (em.getConnection() as PostgreSqlConnection).getNativeClient();
  const result = await pool.query<{ facts: KinshipFacts }>({ ...PREPARED, values: [a, b, viewerId] });
  return result.rows[0].facts;
}

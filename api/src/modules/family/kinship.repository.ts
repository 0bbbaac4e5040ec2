import type { EntityManager } from '@mikro-orm/postgresql';

export interface CommonAncestor {
  /** Generations from the first person up to the ancestor. */
  up: number;
  /** Generations from the second person up to the ancestor. */
  down: number;
  /** Ids from the first person to the ancestor, and from the second to the ancestor. */
  pathA: string[];
  pathB: string[];
  /** Edge kinds along each path (`parent` or `grandparent`). */
  kindsA: string[];
  kindsB: string[];
  /** How many common ancestors share the nearest generation (2 for full siblings, 1 for half). */
  shared: number;
}

/**
 * The nearest common ancestor of two members in one statement: each side's ancestors are walked
 * up (bounded depth, no revisits along a path) and joined. Only ancestor sets are touched, never the
 * rest of the tree, so the cost does not grow with the tree's size.
 */
export async function nearestCommonAncestor(em: EntityManager, a: string, b: string): Promise<CommonAncestor | null> {
  const rows = await em.execute<CommonAncestor[]>(
    `with recursive
    anc_a(id, depth, path, kinds) as (
      select ?::uuid, 0, array[?::uuid], array[]::text[]
      union all
      select r.from_id, x.depth + case r.kind when 'parent' then 1 else 2 end, x.path || r.from_id, x.kinds || r.kind::text
      from anc_a x join family_relationships r on r.to_id = x.id and r.kind in ('parent', 'grandparent')
      where x.depth < 40 and not r.from_id = any(x.path)
    ),
    anc_b(id, depth, path, kinds) as (
      select ?::uuid, 0, array[?::uuid], array[]::text[]
      union all
      select r.from_id, x.depth + case r.kind when 'parent' then 1 else 2 end, x.path || r.from_id, x.kinds || r.kind::text
      from anc_b x join family_relationships r on r.to_id = x.id and r.kind in ('parent', 'grandparent')
      where x.depth < 40 and not r.from_id = any(x.path)
    ),
    common as (
      select a.id, a.depth as up, b.depth as down, a.path as path_a, b.path as path_b, a.kinds as kinds_a, b.kinds as kinds_b
      from anc_a a join anc_b b on a.id = b.id
    ),
    best as (select * from common order by up + down, up, id limit 1)
    select best.up, best.down, best.path_a as "pathA", best.path_b as "pathB", best.kinds_a as "kindsA", best.kinds_b as "kindsB",
      (select count(distinct c.id)::int from common c where c.up = best.up and c.down = best.down) as shared
    from best`,
    [a, a, b, b],
  );
  return rows[0] ?? null;
}

export interface DirectLink {
  kind: string;
  fromId: string;
  toId: string;
  partnerKind: string | null;
}

/** The edges joining two members directly, and the partners of each. */
export async function directLinks(em: EntityManager, a: string, b: string) {
  const rows = await em.execute<(DirectLink & { touches: string })[]>(
    `select kind, from_id as "fromId", to_id as "toId", partner_kind as "partnerKind", 'both' as touches
       from family_relationships where (from_id = ? and to_id = ?) or (from_id = ? and to_id = ?)
     union all
     select kind, from_id, to_id, partner_kind, case when from_id in (?::uuid, ?::uuid) then from_id::text else to_id::text end
       from family_relationships where kind = 'partner' and (from_id in (?::uuid, ?::uuid) or to_id in (?::uuid, ?::uuid))`,
    [a, b, b, a, a, b, a, b, a, b],
  );
  const between = rows.filter((r) => r.touches === 'both');
  const partnersOf = (id: string) =>
    rows.filter((r) => r.touches === id && r.kind === 'partner').map((r) => ({ id: r.fromId === id ? r.toId : r.fromId, partnerKind: r.partnerKind })).filter((p) => p.id !== a && p.id !== b);
  return { between, partnersOfA: partnersOf(a), partnersOfB: partnersOf(b) };
}

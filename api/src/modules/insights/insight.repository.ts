import type { EntityManager } from '@mikro-orm/postgresql';
import { insightScope } from '../../policies/insight.policy.ts';
import type { TreeGrant } from '../trees/index.ts';
import type { InsightGroup } from './family-insight.entity.ts';

/** A finding's row as the page reads it. */
export interface InsightRow {
  id: string;
  tree_id: string;
  key: string;
  insight_type: string;
  insight_group: InsightGroup;
  relevant_members: string[];
  data_points: { personId: string; field: string; value: string }[];
  params: Record<string, unknown>;
  action: string | null;
}

/** The order of the groups when all are read at once: the timely first, then the story, duplicates, gaps. */
const GROUP_ORDER: readonly InsightGroup[] = ['days', 'story', 'duplicates', 'gaps'];

/**
 * Up to `limit` findings of the grant's tree that its holder may read (insightScope) and has not
 * dismissed, of one group or all, in the page's order; this day's findings only if computed today,
 * anniversaries only while still to come. One statement: each group read along the page index in
 * its order up to `limit`, then the groups in the page's order.
 */
export async function readableFindings(em: EntityManager, grant: TreeGrant, viewerId: string, group: InsightGroup | null, limit: number, today: string): Promise<InsightRow[]> {
  const scope = insightScope('i', grant, { id: viewerId }, today);
  const groups = group ? [group] : GROUP_ORDER;
  const parts = groups.map(
    (_g, rank) => `(select i.id, i.tree_id, i.key, i.insight_type, i.insight_group, i.relevant_members, i.data_points, i.params, i.action, ${rank} as group_rank, i.position
     from family_insights i
     where ${scope.text} and i.insight_group = ?::text
       and not exists (select 1 from insight_dismissals d where d.user_id = ?::uuid and d.tree_id = i.tree_id and d.insight_key = i.key)
       and (i.insight_type <> 'on-this-day' or i.computed_at >= ?::date)
       and (i.insight_type <> 'anniversary' or (i.params->>'date')::date >= ?::date)
     order by i.position limit ?)`,
  );
  const params = groups.flatMap((g) => [...scope.params, g, viewerId, today, today, limit]);
  return em.execute<InsightRow[]>(`select * from (${parts.join(' union all ')}) page order by group_rank, position limit ?`, [...params, limit]);
}

/** A finding of a tree by id, if it is one the holder of `grant` may read (dismissed or not). */
export async function readableFinding(em: EntityManager, grant: TreeGrant, viewerId: string, id: string, today: string): Promise<InsightRow | null> {
  const scope = insightScope('i', grant, { id: viewerId }, today);
  const [row] = await em.execute<InsightRow[]>(
    `select i.id, i.tree_id, i.key, i.insight_type, i.insight_group, i.relevant_members, i.data_points, i.params, i.action
     from family_insights i where i.id = ?::uuid and ${scope.text}`,
    [id, ...scope.params],
  );
  return row ?? null;
}

/** The tree a finding is about, or null when there is no such finding. */
export async function treeOfFinding(em: EntityManager, id: string): Promise<string | null> {
  const [row] = await em.execute<{ tree_id: string }[]>('select tree_id from family_insights where id = ?::uuid', [id]);
  return row?.tree_id ?? null;
}

/** Where a tree's findings stand: the revision and time of their last recompute (null before the first). */
export async function insightState(em: EntityManager, treeId: string): Promise<{ revision: number; computedAt: Date } | null> {
  const [row] = await em.execute<{ revision: string; computed_at: Date }[]>('select revision::text as revision, computed_at from insight_tree_states where tree_id = ?::uuid', [treeId]);
  return row ? { revision: Number(row.revision), computedAt: new Date(row.computed_at) } : null;
}

/** Hides a finding (by its key) from one reader; dismissing twice is dismissing once. */
export async function dismiss(em: EntityManager, userId: string, treeId: string, key: string): Promise<void> {
  await em.execute(
    `insert into insight_dismissals (user_id, tree_id, insight_key, dismissed_at) values (?::uuid, ?::uuid, ?, now()) on conflict do nothing`,
    [userId, treeId, key],
  );
}

/** Shows a reader every finding of a tree they dismissed again: how many. */
export async function restoreAll(em: EntityManager, userId: string, treeId: string): Promise<number> {
  const rows = await em.execute<{ insight_key: string }[]>('delete from insight_dismissals where user_id = ?::uuid and tree_id = ?::uuid returning insight_key', [userId, treeId]);
  return rows.length;
}

/**
 * Remembers that two people of a tree are not one (the smaller id first) and removes the finding
 * that offered them, so it is gone at once rather than at the next recompute.
 */
export async function rememberNotSame(em: EntityManager, treeId: string, a: string, b: string, userId: string): Promise<void> {
  const [first, second] = a < b ? [a, b] : [b, a];
  await em.transactional(async (tx) => {
    await tx.execute(
      `insert into insight_not_same_people (tree_id, person_a_id, person_b_id, marked_by_id, marked_at) values (?::uuid, ?::uuid, ?::uuid, ?::uuid, now()) on conflict do nothing`,
      [treeId, first, second, userId],
    );
    await tx.execute(
      `delete from family_insights where tree_id = ?::uuid and insight_type = 'possible-duplicate'
       and relevant_members @> jsonb_build_array(?::text, ?::text)`,
      [treeId, first, second],
    );
  });
}

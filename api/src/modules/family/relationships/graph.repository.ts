import type { EntityManager } from '@mikro-orm/postgresql';
import { grantEdgeScope } from '../../../policies/relationship.policy.ts';
import type { TreeGrant } from '../../trees/index.ts';
import { FamilyRelationship } from './relationship.entity.ts';

// Queries over a tree's edges. Every edge joins two members of one tree (checked on write), so a
// walk from a member never leaves its tree.

/** Ids of a member's recorded parents. */
export async function parentIds(em: EntityManager, memberId: string): Promise<string[]> {
  const rows = await em.execute<{ id: string }[]>(`select from_id as id from family_relationships where to_id = ? and kind = 'parent'`, [memberId]);
  return rows.map((r) => r.id);
}

/** Ids of a member's recorded children. */
export async function childIds(em: EntityManager, memberId: string): Promise<string[]> {
  const rows = await em.execute<{ id: string }[]>(`select to_id as id from family_relationships where from_id = ? and kind = 'parent'`, [memberId]);
  return rows.map((r) => r.id);
}

/** Whether `ancestorId` is an ancestor of `memberId` through parent and grandparent links. */
export async function isAncestor(em: EntityManager, ancestorId: string, memberId: string): Promise<boolean> {
  const rows = await em.execute<{ found: boolean }[]>(
    `with recursive up(id) as (
       select ?::uuid
       union
       select r.from_id from up join family_relationships r on r.to_id = up.id and r.kind in ('parent', 'grandparent')
     )
     select exists(select 1 from up where id = ?::uuid) as found`,
    [memberId, ancestorId],
  );
  return rows[0].found;
}

/** Whether an edge of this kind already joins the two members. */
export async function edgeExists(em: EntityManager, fromId: string, toId: string, kind: string): Promise<boolean> {
  const rows = await em.execute<{ found: boolean }[]>(
    `select exists(select 1 from family_relationships where from_id = ? and to_id = ? and kind = ?) as found`,
    [fromId, toId, kind],
  );
  return rows[0].found;
}

/** A slice of the relationships of a grant's tree whose two people it sees, oldest first. */
export async function visibleEdgesSlice(em: EntityManager, grant: TreeGrant, limit: number, offset: number) {
  const seen = grantEdgeScope('r', grant);
  const rows = await em.execute<Record<string, unknown>[]>(`select r.* from family_relationships r where ${seen.text} order by r.created_at, r.id limit ? offset ?`, [
    ...seen.params,
    limit,
    offset,
  ]);
  return rows.map((row) => em.map(FamilyRelationship, row));
}

/** How many relationships of a grant's tree have both people visible to it. */
export async function visibleEdgesCount(em: EntityManager, grant: TreeGrant): Promise<number> {
  const seen = grantEdgeScope('r', grant);
  const [row] = await em.execute<{ n: string }[]>(`select count(*) as n from family_relationships r where ${seen.text}`, seen.params);
  return Number(row.n);
}

import type { EntityManager } from '@mikro-orm/postgresql';
import { isAncestor } from '../relationships/graph.repository.ts';
import { SYMMETRIC_KINDS, type RelationshipKind } from '../relationships/relationship.entity.ts';

// The merged person's relationships become the kept person's: each edge is re-pointed in place (it
// keeps its id), an edge the kept person already has is kept once (the merged one's is dropped and
// kept whole for the undo), and a merge that would leave someone their own relative or ancestor,
// or with more than two parents, is refused before anything is written.

/** One of the merged person's edges, as the merge will treat it. */
export interface EdgeMove {
  id: string;
  kind: RelationshipKind;
  /** The other person of the edge. */
  otherId: string;
  /** The edge's ends now and after the merge. */
  from: string;
  to: string;
  newFrom: string;
  newTo: string;
  /** The kept person has this edge already: the merged one's is dropped. */
  shared: boolean;
}

/** Why the merge cannot be done, as a catalogue key and its values; null when it can. */
export interface EdgeBlocker {
  key: 'directRelative' | 'ancestor' | 'tooManyParents';
  kind?: RelationshipKind;
}

/** What the merge does to the relationships, and whether it may. */
export interface EdgePlan {
  moves: EdgeMove[];
  blocker: EdgeBlocker | null;
}

interface EdgeRow {
  id: string;
  from_id: string;
  to_id: string;
  kind: RelationshipKind;
}

/** What merging `mergedId` into `keepId` does to the relationships of both (read only). */
export async function planEdgeMoves(em: EntityManager, keepId: string, mergedId: string): Promise<EdgePlan> {
  const rows = await em.execute<EdgeRow[]>(
    `select id, from_id, to_id, kind from family_relationships where from_id = ?::uuid or to_id = ?::uuid or from_id = ?::uuid or to_id = ?::uuid order by created_at, id`,
    [mergedId, mergedId, keepId, keepId],
  );
  const direct = rows.find((r) => (r.from_id === keepId && r.to_id === mergedId) || (r.from_id === mergedId && r.to_id === keepId));
  if (direct) return { moves: [], blocker: { key: 'directRelative', kind: direct.kind } };
  if ((await isAncestor(em, keepId, mergedId)) || (await isAncestor(em, mergedId, keepId))) return { moves: [], blocker: { key: 'ancestor' } };
  const keptEdges = new Set(rows.filter((r) => r.from_id === keepId || r.to_id === keepId).map((r) => `${r.from_id}|${r.to_id}|${r.kind}`));
  const moves: EdgeMove[] = [];
  for (const r of rows.filter((e) => e.from_id === mergedId || e.to_id === mergedId)) {
    let [newFrom, newTo] = [r.from_id === mergedId ? keepId : r.from_id, r.to_id === mergedId ? keepId : r.to_id];
    if (SYMMETRIC_KINDS.includes(r.kind) && newFrom > newTo) [newFrom, newTo] = [newTo, newFrom];
    const shared = keptEdges.has(`${newFrom}|${newTo}|${r.kind}`);
    moves.push({ id: r.id, kind: r.kind, otherId: r.from_id === mergedId ? r.to_id : r.from_id, from: r.from_id, to: r.to_id, newFrom, newTo, shared });
  }
  const parents = new Set([
    ...rows.filter((r) => r.kind === 'parent' && r.to_id === keepId).map((r) => r.from_id),
    ...moves.filter((m) => m.kind === 'parent' && m.newTo === keepId).map((m) => m.newFrom),
  ]);
  if (parents.size > 2) return { moves, blocker: { key: 'tooManyParents' } };
  return { moves, blocker: null };
}

/** An edge moved: its id and ends before the merge (what an undo sets back). */
export interface MovedEdge {
  id: string;
  from: string;
  to: string;
  newFrom: string;
  newTo: string;
}

/** Writes a plan without blocker: drops the shared edges (answered whole) and re-points the others. */
export async function applyEdgeMoves(em: EntityManager, moves: readonly EdgeMove[]): Promise<{ moved: MovedEdge[]; dropped: Record<string, unknown>[] }> {
  const shared = moves.filter((m) => m.shared).map((m) => m.id);
  const dropped = shared.length
    ? (await em.execute<{ row: Record<string, unknown> }[]>(
      `delete from family_relationships r where r.id in (select jsonb_array_elements_text(?::jsonb)::uuid) returning to_jsonb(r.*) as row`, [JSON.stringify(shared)])).map((r) => r.row)
    : [];
  const moved = moves.filter((m) => !m.shared).map(({ id, from, to, newFrom, newTo }) => ({ id, from, to, newFrom, newTo }));
  if (moved.length) {
    await em.execute(
      `update family_relationships r set from_id = m.new_from, to_id = m.new_to
       from jsonb_to_recordset(?::jsonb) as m(id uuid, new_from uuid, new_to uuid) where r.id = m.id`,
      [JSON.stringify(moved.map((m) => ({ id: m.id, new_from: m.newFrom, new_to: m.newTo })))],
    );
  }
  return { moved, dropped };
}

/** How many moved edges are gone or changed since the merge. */
export async function edgesChangedSince(em: EntityManager, moved: readonly MovedEdge[]): Promise<number> {
  if (!moved.length) return 0;
  const [row] = await em.execute<{ n: string }[]>(
    `select count(*) as n from family_relationships r join jsonb_to_recordset(?::jsonb) as m(id uuid, new_from uuid, new_to uuid)
       on r.id = m.id and r.from_id = m.new_from and r.to_id = m.new_to`,
    [JSON.stringify(moved.map((m) => ({ id: m.id, new_from: m.newFrom, new_to: m.newTo })))],
  );
  return moved.length - Number(row.n);
}

/** Sets the moved edges back to their ends before the merge and puts the dropped ones back. */
export async function undoEdgeMoves(em: EntityManager, moved: readonly MovedEdge[], dropped: readonly Record<string, unknown>[]): Promise<void> {
  if (moved.length) {
    await em.execute(
      `update family_relationships r set from_id = m.from_id, to_id = m.to_id
       from jsonb_to_recordset(?::jsonb) as m(id uuid, from_id uuid, to_id uuid) where r.id = m.id`,
      [JSON.stringify(moved.map((m) => ({ id: m.id, from_id: m.from, to_id: m.to })))],
    );
  }
  if (dropped.length) await em.execute(`insert into family_relationships select * from jsonb_populate_recordset(null::family_relationships, ?::jsonb)`, [JSON.stringify(dropped)]);
}

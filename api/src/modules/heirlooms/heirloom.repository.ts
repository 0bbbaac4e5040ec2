import type { EntityManager } from '@mikro-orm/postgresql';
import { branchLimit, branchScope } from '../../policies/family-member.policy.ts';
import { heirloomScope } from '../../policies/heirloom.policy.ts';
import { holdsAlways } from '../../policies/sql.ts';
import type { TreeGrant } from '../trees/index.ts';
import type { HeirloomType } from './heirloom.entity.ts';
import type { PassingKind } from './heirloom-owner.entity.ts';

/** An heirloom as a list reads it. */
export interface HeirloomRow {
  id: string;
  tree_id: string;
  recorded_by_id: string | null;
  name: string;
  asset_type: HeirloomType;
  description: string | null;
  story: string | null;
  acquisition_date: string | null;
  acquisition_earliest: string | null;
  acquisition_latest: string | null;
  value_amount: string | null;
  value_currency: string | null;
  intended_owner_id: string | null;
  created_at: Date;
  updated_at: Date;
}

/** An owner of an heirloom's journey as read. */
export interface OwnerRow {
  id: string;
  heirloom_id: string;
  member_id: string | null;
  position: number;
  current: boolean;
  how: PassingKind | null;
  since: string | null;
  since_earliest: string | null;
  since_latest: string | null;
  until: string | null;
  until_earliest: string | null;
  until_latest: string | null;
}

const COLUMNS = `h.id, h.tree_id, h.recorded_by_id, h.name, h.asset_type, h.description, h.story, h.acquisition_date,
  to_char(h.acquisition_earliest, 'YYYY-MM-DD') as acquisition_earliest, to_char(h.acquisition_latest, 'YYYY-MM-DD') as acquisition_latest,
  h.value_amount::text as value_amount, h.value_currency, h.intended_owner_id, h.created_at, h.updated_at`;

const uuids = (ids: readonly string[]) => `{${ids.join(',')}}`;

/**
 * A page of the heirlooms the viewer may read (heirloomScope), by name: in one tree or all of theirs,
 * of one kind, held now by one person, or all. Each tree is read along its (tree, name, id) index and
 * stops at `limit` rows it may show; only those are merged. One statement.
 */
export async function heirloomPage(
  em: EntityManager,
  q: { viewerId: string; treeIds: readonly string[]; type: HeirloomType | null; ownerId: string | null; after: { name: string; id: string } | null; limit: number },
): Promise<HeirloomRow[]> {
  if (!q.treeIds.length) return [];
  const readable = heirloomScope('h', { id: q.viewerId });
  const conditions = ['h.tree_id = g.tree_id', `(${readable.text}) is true`];
  const params: unknown[] = [...readable.params];
  if (q.type) {
    conditions.push('h.asset_type = ?');
    params.push(q.type);
  }
  if (q.ownerId) {
    conditions.push('exists (select 1 from family_asset_owners o where o.heirloom_id = h.id and o.current and o.member_id = ?::uuid)');
    params.push(q.ownerId);
  }
  if (q.after) {
    conditions.push('(h.name, h.id) > (?, ?::uuid)');
    params.push(q.after.name, q.after.id);
  }
  return em.execute<HeirloomRow[]>(
    `select x.* from unnest(?::uuid[]) as g(tree_id) cross join lateral (
       select ${COLUMNS} from family_assets h where ${conditions.join(' and ')} order by h.name, h.id limit ?) x
     order by x.name, x.id limit ?`,
    [uuids(q.treeIds), ...params, q.limit, q.limit],
  );
}

/** The heirlooms the viewer may read that a person has, had or is meant to have, by name (at most 200). */
export async function memberHeirloomRows(em: EntityManager, viewerId: string, memberId: string): Promise<HeirloomRow[]> {
  const readable = heirloomScope('h', { id: viewerId });
  return em.execute<HeirloomRow[]>(
    `select ${COLUMNS} from family_assets h
     where (h.intended_owner_id = ?::uuid or exists (select 1 from family_asset_owners o where o.heirloom_id = h.id and o.member_id = ?::uuid))
       and ${readable.text}
     order by h.name, h.id limit 200`,
    [memberId, memberId, ...readable.params],
  );
}

/** One heirloom the viewer may read, or none. */
export async function heirloomRow(em: EntityManager, viewerId: string, id: string): Promise<HeirloomRow | null> {
  const readable = heirloomScope('h', { id: viewerId });
  const [row] = await em.execute<HeirloomRow[]>(`select ${COLUMNS} from family_assets h where h.id = ?::uuid and ${readable.text}`, [id, ...readable.params]);
  return row ?? null;
}

/** Whether a user may read an heirloom (to tell them of it only then). */
export async function userReads(em: EntityManager, heirloomId: string, userId: string): Promise<boolean> {
  const readable = heirloomScope('h', { id: userId });
  const rows = await em.execute(`select 1 from family_assets h where h.id = ?::uuid and ${readable.text}`, [heirloomId, ...readable.params]);
  return rows.length > 0;
}

/** The owners of these heirlooms, each journey in its order. */
export async function ownerRows(em: EntityManager, ids: readonly string[]): Promise<OwnerRow[]> {
  if (!ids.length) return [];
  return em.execute<OwnerRow[]>(
    `select o.id, o.heirloom_id, o.member_id, o.position, o.current, o.how, o.since, to_char(o.since_earliest, 'YYYY-MM-DD') as since_earliest,
       to_char(o.since_latest, 'YYYY-MM-DD') as since_latest, o.until, to_char(o.until_earliest, 'YYYY-MM-DD') as until_earliest,
       to_char(o.until_latest, 'YYYY-MM-DD') as until_latest
     from family_asset_owners o where o.heirloom_id = any(?::uuid[]) order by o.heirloom_id, o.position, o.id`,
    [uuids(ids)],
  );
}

/** The photos of these heirlooms, in their order. */
export async function photoRows(em: EntityManager, ids: readonly string[]): Promise<{ id: string; heirloom_id: string; key: string }[]> {
  if (!ids.length) return [];
  return em.execute(
    `select p.id, p.heirloom_id, f.key from family_asset_photos p join stored_files f on f.id = p.file_id
     where p.heirloom_id = any(?::uuid[]) and f.status = 'ready' order by p.position, p.created_at, p.id`,
    [uuids(ids)],
  );
}

/** The documents of these heirlooms, in their order, with their size. */
export async function documentRows(em: EntityManager, ids: readonly string[]): Promise<{ id: string; heirloom_id: string; key: string; name: string; size: number }[]> {
  if (!ids.length) return [];
  return em.execute(
    `select d.id, d.heirloom_id, f.key, d.name, f.size::int as size from family_asset_documents d join stored_files f on f.id = d.file_id
     where d.heirloom_id = any(?::uuid[]) and f.status = 'ready' order by d.position, d.created_at, d.id`,
    [uuids(ids)],
  );
}

/** Of some people of a grant's tree, those its holder does not see (outside their branch); none for a whole-tree grant. */
export async function unseenAmong(em: EntityManager, grant: TreeGrant, memberIds: readonly string[]): Promise<Set<string>> {
  const seen = branchScope('m.id', branchLimit(grant));
  if (!memberIds.length || holdsAlways(seen)) return new Set();
  const rows = await em.execute<{ id: string }[]>(`select m.id from unnest(?::uuid[]) as m(id) where not ${seen.text}`, [uuids([...new Set(memberIds)]), ...seen.params]);
  return new Set(rows.map((r) => r.id));
}

/** The keys of these heirlooms' photo and document files (to remove from storage once their rows are gone). */
export async function fileKeysOf(em: EntityManager, ids: readonly string[]): Promise<string[]> {
  if (!ids.length) return [];
  const rows = await em.execute<{ key: string }[]>(
    `select f.key from family_asset_photos p join stored_files f on f.id = p.file_id where p.heirloom_id = any(?::uuid[])
     union all
     select f.key from family_asset_documents d join stored_files f on f.id = d.file_id where d.heirloom_id = any(?::uuid[])`,
    [uuids(ids), uuids(ids)],
  );
  return rows.map((r) => r.key);
}

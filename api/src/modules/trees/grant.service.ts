import type { EntityManager } from '@mikro-orm/postgresql';
import { notFound } from '../../errors.ts';
import type { ServiceContext } from '../service-context.ts';
import { isUuid } from '../../input/validation.ts';
import type { GrantCache, TreeGrant } from './grant.ts';
import type { BranchKind, TreeRole } from './tree-access.entity.ts';

export interface GrantRow {
  tree_id: string;
  tree_name: string;
  access_id: string;
  role: TreeRole;
  branch_kind: BranchKind | null;
  show_living_details: boolean;
  living_years: number;
}

/**
 * The one definition of a grant as SQL: the active access rows of user `userParam` with their
 * trees' settings. Statements that need a grant in the same round trip (the tree window) embed it.
 */
export const grantRowsSql = (userParam: string) => `select a.tree_id, t.name as tree_name, a.id as access_id, a.role, a.branch_kind, t.show_living_details, t.living_years
  from tree_access a join trees t on t.id = a.tree_id
  where a.user_id = ${userParam} and a.status = 'active'`;

/** The order "the tree opened last" follows: last opened first, then the oldest. */
export const GRANT_ORDER = 'order by a.last_opened_at desc nulls last, a.created_at';

const GRANT_SQL = grantRowsSql('?::uuid');

export const toGrant = (row: GrantRow): TreeGrant => ({
  treeId: row.tree_id,
  treeName: row.tree_name,
  accessId: row.access_id,
  role: row.role,
  branch: row.role === 'owner' ? null : row.branch_kind,
  showLivingDetails: row.show_living_details,
  livingYears: row.living_years,
});

const cacheOf = (sc: ServiceContext): GrantCache => (sc.grants ??= new Map());

/** The viewer's grant in a tree, read once per request; null when they have no access to it. */
export async function loadGrant(sc: ServiceContext, treeId: string): Promise<TreeGrant | null> {
  const cache = cacheOf(sc);
  if (cache.has(treeId)) return cache.get(treeId)!;
  const row = sc.viewer && isUuid(treeId) ? (await sc.em.execute<GrantRow[]>(`${GRANT_SQL} and a.tree_id = ?::uuid`, [sc.viewer.id, treeId]))[0] : undefined;
  const grant = row ? toGrant(row) : null;
  cache.set(treeId, grant);
  return grant;
}

/** The viewer's grant in a tree; NOT_FOUND when they have none, so a tree's existence is not revealed. */
export async function requireGrant(sc: ServiceContext, treeId: string): Promise<TreeGrant> {
  const grant = await loadGrant(sc, treeId);
  if (!grant) throw notFound('Tree');
  return grant;
}

/** Every tree the viewer has access to (and caches the grants). */
export async function viewerGrants(sc: ServiceContext): Promise<TreeGrant[]> {
  if (!sc.viewer) return [];
  const rows = await sc.em.execute<GrantRow[]>(`${GRANT_SQL} ${GRANT_ORDER}`, [sc.viewer.id]);
  const grants = rows.map(toGrant);
  for (const grant of grants) cacheOf(sc).set(grant.treeId, grant);
  return grants;
}

/** The viewer's grant in a tree when this request has read it already (null: no access), else undefined. */
export function knownGrant(sc: ServiceContext, treeId: string): TreeGrant | null | undefined {
  return sc.grants?.get(treeId);
}

/** Keeps a grant read by another statement (the tree window) for the rest of the request. */
export function rememberGrant(sc: ServiceContext, grant: TreeGrant) {
  cacheOf(sc).set(grant.treeId, grant);
}

/** Forgets cached grants after a change of access in this request. */
export function forgetGrants(sc: ServiceContext) {
  sc.grants?.clear();
}

/** The accesses of a tree that a branch limits, with what the limit is (for working out branches). */
export function limitedAccesses(em: EntityManager, treeId: string) {
  return em.execute<{ id: string; user_id: string; branch_kind: BranchKind; branch_root_id: string | null; branch_steps: number | null }[]>(
    `select id, user_id, branch_kind, branch_root_id, branch_steps from tree_access
     where tree_id = ?::uuid and branch_kind is not null and role <> 'owner'`,
    [treeId],
  );
}

import type { EntityManager } from '@mikro-orm/postgresql';
import { notFound } from '../../errors.ts';
import type { ServiceContext } from '../service-context.ts';
import { isUuid } from '../../input/validation.ts';
import { branchOfAccess, readsTheTreeSql } from '../../policies/tree-access.policy.ts';
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
  where a.user_id = ${userParam} and ${readsTheTreeSql('a')}`;

/** The order "the tree opened last" follows: last opened first, then the oldest. */
export const GRANT_ORDER = 'order by a.last_opened_at desc nulls last, a.created_at';

const GRANT_SQL = grantRowsSql('?::uuid');

export const toGrant = (row: GrantRow): TreeGrant => ({
  treeId: row.tree_id,
  treeName: row.tree_name,
  accessId: row.access_id,
  role: row.role,
  branch: branchOfAccess({ role: row.role, branchKind: row.branch_kind }),
  showLivingDetails: row.show_living_details,
  livingYears: row.living_years,
});

const cacheOf = (sc: ServiceContext): GrantCache => (sc.grants ??= new Map());

/** A user's grant in a tree, read from the database; null when they have no access to it. */
async function readGrant(em: EntityManager, userId: string, treeId: string): Promise<TreeGrant | null> {
  const row = isUuid(treeId) ? (await em.execute<GrantRow[]>(`${GRANT_SQL} and a.tree_id = ?::uuid`, [userId, treeId]))[0] : undefined;
  return row ? toGrant(row) : null;
}

/** A tree with no grant does not exist for the user: NOT_FOUND, so its existence is not revealed. */
function found(grant: TreeGrant | null): TreeGrant {
  if (!grant) throw notFound('Tree');
  return grant;
}

/** The viewer's grant in a tree, read once per request; null when they have no access to it. */
export async function loadGrant(sc: ServiceContext, treeId: string): Promise<TreeGrant | null> {
  const cache = cacheOf(sc);
  if (cache.has(treeId)) return cache.get(treeId)!;
  const grant = sc.viewer ? await readGrant(sc.em, sc.viewer.id, treeId) : null;
  cache.set(treeId, grant);
  return grant;
}

/** The viewer's grant in a tree; NOT_FOUND when they have none. */
export async function requireGrant(sc: ServiceContext, treeId: string): Promise<TreeGrant> {
  return found(await loadGrant(sc, treeId));
}

/** A user's grant in a tree for work outside a request (a job), read afresh; NOT_FOUND when they have none. */
export async function requireGrantOf(em: EntityManager, userId: string, treeId: string): Promise<TreeGrant> {
  return found(await readGrant(em, userId, treeId));
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


import type { EntityManager } from '@mikro-orm/postgresql';
import { authorize, can, requireViewer } from '../../policies/authorize.ts';
import { notFound } from '../../errors.ts';
import { t } from '../../i18n.ts';
import type { ServiceContext } from '../service-context.ts';
import type { User } from '../users/user.entity.ts';
import { check, sentFields } from '../../input/validation.ts';
import { recordActivity } from '../activity/index.ts';
import { Tree } from './tree.entity.ts';
import { TreeAccess } from './tree-access.entity.ts';
import { forgetGrants, requireGrant, viewerGrants } from './grant.service.ts';
import { treeSettingsRules } from './tree.input.ts';

/** A name for a user's first tree, in the language of the request that makes it: "The Lovelace family". */
export function defaultTreeName(user: Pick<User, 'firstName' | 'lastName'>) {
  if (user.lastName?.trim()) return t('trees:defaultName.family', { lastName: user.lastName.trim() }).slice(0, 100);
  if (user.firstName?.trim()) return t('trees:defaultName.firstName', { firstName: user.firstName.trim() }).slice(0, 100);
  return t('trees:defaultName.none');
}

/** Stages a tree that `owner` owns; the caller adds the people and flushes. */
export function stageTree(em: EntityManager, owner: User, name: string): Tree {
  const tree = em.create(Tree, { name });
  em.create(TreeAccess, { tree, user: owner, role: 'owner', status: 'active', lastOpenedAt: new Date() });
  return tree;
}

/** A tree the viewer has access to; NOT_FOUND otherwise. */
export async function getTree(sc: ServiceContext, id: string): Promise<Tree> {
  requireViewer(sc.viewer);
  await requireGrant(sc, id);
  const tree = await sc.em.findOne(Tree, { id });
  if (!tree) throw notFound('Tree');
  return tree;
}

/** The viewer's trees, the one they opened last first. */
export async function listTrees(sc: ServiceContext): Promise<Tree[]> {
  requireViewer(sc.viewer);
  const grants = await viewerGrants(sc);
  const trees = await sc.em.find(Tree, { id: { $in: grants.map((g) => g.treeId) } });
  const byId = new Map(trees.map((t) => [t.id, t]));
  return grants.map((g) => byId.get(g.treeId)!).filter(Boolean);
}

/** The id of the tree the viewer opened last (or their oldest), or null when they have none. */
export async function currentTreeId(sc: ServiceContext): Promise<string | null> {
  const [first] = await viewerGrants(sc);
  return first?.treeId ?? null;
}

/** Remembers that the viewer opened the tree, so the tree page opens it next time. */
export async function markTreeOpened(sc: ServiceContext, id: string): Promise<Tree> {
  const viewer = requireViewer(sc.viewer);
  const tree = await getTree(sc, id);
  await sc.em.nativeUpdate(TreeAccess, { tree: id, user: viewer }, { lastOpenedAt: new Date() });
  forgetGrants(sc);
  return tree;
}

export interface TreeSettings {
  name?: string | null;
  livingYears?: number | null;
  showLivingDetails?: boolean | null;
}

/** The owner renames the tree or changes its privacy settings. */
export async function configureTree(sc: ServiceContext, id: string, settings: TreeSettings): Promise<Tree> {
  const tree = await getTree(sc, id);
  const viewer = authorize(sc, 'configure', 'Tree', tree, t('trees:onlyOwnerConfigures'));
  const clean = await check(treeSettingsRules, sentFields(settings as Record<string, unknown>));
  const before = tree.name;
  if (clean.name !== undefined) tree.name = clean.name;
  if (clean.livingYears !== undefined) tree.livingYears = clean.livingYears;
  if (clean.showLivingDetails !== undefined) tree.showLivingDetails = clean.showLivingDetails;
  if (clean.name !== undefined && clean.name !== before) {
    recordActivity(sc.em, { actor: viewer, verb: 'tree_renamed', objectType: 'tree', objectId: tree.id, treeId: tree.id, data: { treeName: tree.name, oldName: before } });
  } else {
    recordActivity(sc.em, { actor: viewer, verb: 'tree_settings_changed', objectType: 'access', objectId: tree.id, treeId: tree.id, data: { treeName: tree.name } });
  }
  await sc.em.flush();
  forgetGrants(sc);
  return tree;
}

/**
 * The owner turns face suggestions on or off for their tree (FORBIDDEN for anyone else). Whoever
 * keeps face data for the tree removes it, in the same transaction, when this turns it off.
 */
export async function switchFaceSuggestions(sc: ServiceContext, id: string, on: boolean): Promise<Tree> {
  const tree = await getTree(sc, id);
  const viewer = authorize(sc, 'configure', 'Tree', tree, t('trees:onlyOwnerSwitchesFaces'));
  if (tree.faceSuggestions === on) return tree;
  tree.faceSuggestions = on;
  recordActivity(sc.em, { actor: viewer, verb: 'tree_settings_changed', objectType: 'access', objectId: tree.id, treeId: tree.id, data: { treeName: tree.name } });
  await sc.em.flush();
  forgetGrants(sc);
  return tree;
}

/** The accesses of a tree the viewer may read (its people; for its owner, who is invited too): owner first, then by name. */
export async function treeAccessList(sc: ServiceContext, treeId: string): Promise<TreeAccess[]> {
  await requireGrant(sc, treeId);
  const all = await sc.em.find(TreeAccess, { tree: treeId }, { populate: ['user', 'tree', 'invitedBy'] });
  const rows = all.filter((access) => can(sc, 'read', 'TreeAccess', access));
  const order = { owner: 0, editor: 1, viewer: 2 };
  return rows.sort((a, b) => order[a.role] - order[b.role] || (a.user.lastName ?? '').localeCompare(b.user.lastName ?? '') || a.id.localeCompare(b.id));
}

/** Invitations to trees waiting for the viewer's answer. */
export async function pendingTreeInvitations(sc: ServiceContext): Promise<TreeAccess[]> {
  const viewer = requireViewer(sc.viewer);
  return sc.em.find(TreeAccess, { user: viewer, status: 'invited' }, { populate: ['tree', 'invitedBy'], orderBy: { createdAt: 'desc' }, limit: 100 });
}

/** The viewer's role in a tree, for `Tree.viewerRole`. */
export async function viewerRole(sc: ServiceContext, treeId: string) {
  return (await requireGrant(sc, treeId)).role;
}

/** The owner of a tree. */
export async function treeOwner(em: EntityManager, treeId: string): Promise<User> {
  const access = await em.findOneOrFail(TreeAccess, { tree: treeId, role: 'owner' }, { populate: ['user'] });
  return access.user;
}

/** Deletes a tree row; people, relationships, access and events go with it (foreign keys cascade). */
export async function removeTreeRecord(em: EntityManager, id: string) {
  await em.nativeDelete(Tree, { id });
}

/** A user's own tree as the earlier REST client names it by user: the oldest tree they own. */
export async function homeTreeId(em: EntityManager, userId: string): Promise<string | null> {
  const access = await em.findOne(TreeAccess, { user: userId, role: 'owner' }, { orderBy: { createdAt: 'asc', id: 'asc' } });
  return access?.tree.id ?? null;
}

import type { Actor } from './actor.ts';
import type { TreeAccess } from '../modules/trees/tree-access.entity.ts';
import { sql, type Sql, type Uuid } from './sql.ts';

const ownsTheTree = (actor: Actor, access: Pick<TreeAccess, 'tree'>) => actor.grant(access.tree.id)?.role === 'owner';
const isTheirs = (actor: Actor, access: { user: { id: string } }) => access.user.id === actor.user.id;

/** Whether an access reads its tree: once accepted (an invitation reads nothing of it yet). */
export const readsTheTree = (access: Pick<TreeAccess, 'status'>) => access.status === 'active';

/** The same as SQL on `tree_access` row `alias`. */
export const readsTheTreeSql = (alias: string) => `${alias}.status = 'active'`;

/** Someone's branch limit as the rules judge naming its top person: whose limit it is, and whether the reader sees that person. */
export interface BranchRootView {
  access: { user: { id: string } };
  rootSeen: boolean;
}

export const treeAccessPolicy = {
  /** Accept or decline an invitation: the invitee alone. */
  respond: (actor: Actor, access: TreeAccess) => isTheirs(actor, access) && access.status === 'invited',
  /** See who has access: people in the tree see the list; the owner sees invitations too. */
  read: (actor: Actor, access: TreeAccess) => isTheirs(actor, access) || ownsTheTree(actor, access) || (readsTheTree(access) && actor.grant(access.tree.id) !== null),
  /** Change someone's role or branch, or remove them: the owner, and never their own row. */
  change: (actor: Actor, access: TreeAccess) => ownsTheTree(actor, access) && access.role !== 'owner',
  /** Be handed the tree by its owner: anyone else with active access to it. */
  receiveTree: (actor: Actor, access: TreeAccess) => ownsTheTree(actor, access) && readsTheTree(access) && !isTheirs(actor, access),
  /** Name the person at the top of someone's branch: to readers who see that person, and to that someone (even while only invited). */
  nameBranchRoot: (actor: Actor, view: BranchRootView) => isTheirs(actor, view.access) || view.rootSeen,
} as const;

/**
 * A user's relatives, as a condition on a user id expression `userId`: users who read a tree that
 * `user` reads too (never `user`). Whom one may send a voice message or a capsule to, or agree to
 * match DNA with.
 */
export const sharesATreeWith = (userId: string, user: Uuid): Sql => sql`(${userId} <> ${user} and exists (
  select 1 from tree_access shared_mine join tree_access shared_theirs on shared_theirs.tree_id = shared_mine.tree_id
  where shared_mine.user_id = ${user} and ${readsTheTreeSql('shared_mine')} and shared_theirs.user_id = ${userId} and ${readsTheTreeSql('shared_theirs')}))`;

/** The branch an access is kept to (null: the whole tree); owners never are. */
export const branchOfAccess = <B>(access: { role: string; branchKind: B | null }): B | null => (access.role === 'owner' ? null : access.branchKind);

/** The same as SQL on `tree_access` row `alias`: whether a branch keeps the access to part of the tree. */
export const limitedSql = (alias: string) => `(${alias}.branch_kind is not null and ${alias}.role <> 'owner')`;

/**
 * Who reads a tree: its active access rows, as a condition on `tree_access` row `alias` for tree
 * `treeId`. Every list of readers (notices, reminders, invitations of a tree's people) starts here;
 * `readerSees` keeps those of them who see a person.
 */
export const treeReaders = (alias: string, treeId: Uuid): Sql => sql`${alias}.tree_id = ${treeId} and ${readsTheTreeSql(alias)}`;

/** Of a tree's readers (a treeReaders row `access`), those who see person id expression `memberId`: all, unless a branch keeps them to others. */
export const readerSees = (access: string, memberId: string) =>
  `(not ${limitedSql(access)} or exists (select 1 from branch_members sb where sb.access_id = ${access}.id and sb.member_id = ${memberId}))`;

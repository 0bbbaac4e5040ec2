import type { EntityManager, FilterQuery } from '@mikro-orm/postgresql';
import type { User } from '../users/user.entity.ts';
import { TreeAccess, type AccessStatus, type BranchKind, type TreeRole } from './tree-access.entity.ts';

// Reads and writes of access rows for the modules that decide who gets access (sharing): they
// check, these store.

/** One access row, with its tree and user (and inviter), read afresh: under a tree's lock it may have changed or gone since the first read. */
export function findAccess(em: EntityManager, where: FilterQuery<TreeAccess>) {
  return em.findOne(TreeAccess, where, { populate: ['tree', 'user', 'invitedBy'], refresh: true });
}

export interface NewAccess {
  treeId: string;
  user: User;
  role: TreeRole;
  status: AccessStatus;
  invitedBy: User;
  branchKind: BranchKind | null;
  branchRootId: string | null;
  branchSteps: number | null;
}

/** Stages a new access row (an invitation). */
export function stageAccess(em: EntityManager, access: NewAccess) {
  const { treeId, ...rest } = access;
  return em.create(TreeAccess, { tree: treeId, ...rest });
}

/** Deletes a user's access to a tree. */
export async function deleteAccessOf(em: EntityManager, treeId: string, userId: string) {
  await em.nativeDelete(TreeAccess, { tree: treeId, user: userId });
}

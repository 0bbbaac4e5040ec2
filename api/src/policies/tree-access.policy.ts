import type { Actor } from './actor.ts';
import type { TreeAccess } from '../modules/trees/tree-access.entity.ts';

const ownsTheTree = (actor: Actor, access: TreeAccess) => actor.grant(access.tree.id)?.role === 'owner';

export const treeAccessPolicy = {
  /** Accept or decline an invitation: the invitee alone. */
  respond: (actor: Actor, access: TreeAccess) => access.user.id === actor.user.id && access.status === 'invited',
  /** See who has access: people in the tree see the list; the owner sees invitations too. */
  read: (actor: Actor, access: TreeAccess) => access.user.id === actor.user.id || ownsTheTree(actor, access) || (access.status === 'active' && actor.grant(access.tree.id) !== null),
  /** Change someone's role or branch, or remove them: the owner, and never their own row. */
  change: (actor: Actor, access: TreeAccess) => ownsTheTree(actor, access) && access.role !== 'owner',
} as const;

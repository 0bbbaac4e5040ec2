import type { Actor } from './actor.ts';
import type { Tree } from '../modules/trees/tree.entity.ts';

/** A tree as the rules need it: its id (the grant says the rest). */
type TreeRef = Pick<Tree, 'id'>;

const roleIn = (actor: Actor, tree: TreeRef) => actor.grant(tree.id)?.role ?? null;
const isOwner = (actor: Actor, tree: TreeRef) => roleIn(actor, tree) === 'owner';

export const treePolicy = {
  read: (actor: Actor, tree: TreeRef) => roleIn(actor, tree) !== null,
  /** Add, change and remove people and relationships (inside their branch, for a limited editor). */
  edit: (actor: Actor, tree: TreeRef) => roleIn(actor, tree) === 'owner' || roleIn(actor, tree) === 'editor',
  /** Invite people, change their roles and limits, remove them, hand the tree over. */
  share: isOwner,
  /** Rename the tree and change its privacy settings. */
  configure: isOwner,
  delete: isOwner,
  /** The owner hands the tree over first. */
  leave: (actor: Actor, tree: TreeRef) => roleIn(actor, tree) !== null && !isOwner(actor, tree),
} as const;

import type { Actor } from './actor.ts';
import type { Tree } from '../modules/trees/tree.entity.ts';
import type { TreeGrant } from '../modules/trees/grant.ts';

/** A tree as the rules need it: its id (the grant says the rest). */
type TreeRef = Pick<Tree, 'id'>;

/** A change written to a tree, as the rules judge it before it is kept: how many people it touched that the writer does not see. */
export interface TreeChange {
  tree: TreeRef;
  unseenTouched: number;
}

/** Whether a grant lets its holder change people and relationships: owners and editors. */
export const grantEdits = (grant: Pick<TreeGrant, 'role'> | null) => grant?.role === 'owner' || grant?.role === 'editor';

/** The same as SQL on `tree_access` row `alias`. */
export const editsSql = (alias: string) => `${alias}.role in ('owner', 'editor')`;

const roleIn = (actor: Actor, tree: TreeRef) => actor.grant(tree.id)?.role ?? null;
const isOwner = (actor: Actor, tree: TreeRef) => roleIn(actor, tree) === 'owner';
const mayEdit = (actor: Actor, tree: TreeRef) => grantEdits(actor.grant(tree.id));

export const treePolicy = {
  read: (actor: Actor, tree: TreeRef) => roleIn(actor, tree) !== null,
  /** Add, change and remove people and relationships (inside their branch, for a limited editor). */
  edit: mayEdit,
  /** Keep a change just written: it touched only people the writer sees (a limited editor stays inside their branch). */
  keepChange: (actor: Actor, change: TreeChange) => mayEdit(actor, change.tree) && change.unseenTouched === 0,
  /** Import a GEDCOM file into it: those who may change everyone in it (its owner, an editor no branch limits). */
  import: (actor: Actor, tree: TreeRef) => mayEdit(actor, tree) && actor.grant(tree.id)?.branch === null,
  /** Export it as a GEDCOM file: whoever reads it, with what they see of it. */
  export: (actor: Actor, tree: TreeRef) => roleIn(actor, tree) !== null,
  /** Invite people, change their roles and limits, remove them, hand the tree over. */
  share: isOwner,
  /** Rename the tree and change its privacy settings. */
  configure: isOwner,
  delete: isOwner,
  /**
   * Hold it as one's own: its owner. Their own trees go into their personal-data export, are handed
   * over or deleted when their account goes, and the last of them is kept while it lasts.
   */
  own: isOwner,
  /** The owner hands the tree over first. */
  leave: (actor: Actor, tree: TreeRef) => roleIn(actor, tree) !== null && !isOwner(actor, tree),
} as const;

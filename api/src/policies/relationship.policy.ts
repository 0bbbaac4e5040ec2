import type { Actor } from './actor.ts';

/** A relationship as the rules need it: its tree (a stored one, or a row of a tree window). */
type EdgeRef = { tree: { id: string } };

// A relationship is seen only when both its people are (see memberScope): loaders check that.
const mayEdit = (actor: Actor, edge: EdgeRef) => ['owner', 'editor'].includes(actor.grant(edge.tree.id)?.role ?? '');

export const relationshipPolicy = {
  read: (actor: Actor, edge: EdgeRef) => actor.grant(edge.tree.id) !== null,
  delete: mayEdit,
} as const;

import type { Actor } from './actor.ts';
import type { TreeGrant } from '../modules/trees/grant.ts';
import { branchLimit, branchScope } from './family-member.policy.ts';
import { sql, type Sql } from './sql.ts';
import { grantEdits } from './tree.policy.ts';

/** A relationship as the rules need it: its tree (a stored one, or a row of a tree window). */
type EdgeRef = { tree: { id: string } };

// A relationship is seen only when both its people are (see memberScope): loaders check that.
const mayEdit = (actor: Actor, edge: EdgeRef) => grantEdits(actor.grant(edge.tree.id));

export const relationshipPolicy = {
  read: (actor: Actor, edge: EdgeRef) => actor.grant(edge.tree.id) !== null,
  delete: mayEdit,
} as const;

/** The relationships a grant at hand sees in its tree, as a condition on `family_relationships` row `alias`: those whose two people it sees. */
export const grantEdgeScope = (alias: string, grant: TreeGrant): Sql => {
  const limit = branchLimit(grant);
  return sql`${alias}.tree_id = ${{ id: grant.treeId }} and ${branchScope(`${alias}.from_id`, limit)} and ${branchScope(`${alias}.to_id`, limit)}`;
};

import type { Actor } from './actor.ts';
import { limitedSql, readerSees, treeReaders } from './tree-access.policy.ts';
import { editsSql, grantEdits } from './tree.policy.ts';
import { sql, type Reader, type Sql } from './sql.ts';

// An heirloom belongs to its tree and is read by the tree's readers. A reader whom a branch keeps to
// part of the tree reads only heirlooms that name someone and whose people (every owner, earlier
// ones too, and the one it is meant for) are all in their branch: anyone else's would show people
// they do not see. Which heirlooms a user may read at all is the scope below: one outside it is
// NOT_FOUND, never FORBIDDEN. Its people are shown as the family-member policy shows them (a living
// person's dates hidden from a viewer); its value only to the tree's owner and editors.

/** An heirloom as the rules see it: its tree, how many people it names, and how many of those the viewer does not see. */
export interface HeirloomView {
  tree: { id: string };
  peopleCount: number;
  unseenPeople: number;
}

/** Read it: a reader of the tree; kept to a branch, only one that names people, all of them in the branch. */
const read = (actor: Actor, view: HeirloomView) => {
  const grant = actor.grant(view.tree.id);
  return grant !== null && (grant.branch === null || (view.peopleCount > 0 && view.unseenPeople === 0));
};
/** Change it: the tree's owner and editors, among those who read it. */
const write = (actor: Actor, view: HeirloomView) => read(actor, view) && grantEdits(actor.grant(view.tree.id));

export const heirloomPolicy = {
  read,
  /** Add an heirloom to this tree (the people it names are checked as people the writer sees). */
  create: (actor: Actor, tree: { id: string }) => grantEdits(actor.grant(tree.id)),
  update: write,
  delete: write,
  /** Record that it passed to someone else. */
  passOn: write,
  /** See what it is worth: the tree's owner and editors (never a viewer, nor anyone outside the tree). */
  seeValue: write,
} as const;

/**
 * Whether a tree reader (`tree_access` row `access`) sees every person heirloom row `alias` names: a
 * whole-tree reader always; one kept to a branch when it names someone and all of them are in it.
 */
const peopleSeen = (alias: string, access: string) => `(not ${limitedSql(access)} or (
    (${alias}.intended_owner_id is not null or exists (select 1 from family_asset_owners hso where hso.heirloom_id = ${alias}.id and hso.member_id is not null))
    and (${alias}.intended_owner_id is null or ${readerSees(access, `${alias}.intended_owner_id`)})
    and not exists (select 1 from family_asset_owners hso where hso.heirloom_id = ${alias}.id and hso.member_id is not null and not ${readerSees(access, 'hso.member_id')})))`;

/** The heirlooms a reader may read, as a condition on `family_assets` row `alias` (see `read`). */
export const heirloomScope = (alias: string, reader: Reader): Sql =>
  sql`exists (select 1 from tree_access hsa where ${treeReaders('hsa', { sql: `${alias}.tree_id` })} and hsa.user_id = ${reader} and ${peopleSeen(alias, 'hsa')})`;

/** seeValue as SQL on a `family_assets` row `alias` the reader reads (heirloomScope): they own or edit its tree. */
export const heirloomValueScope = (alias: string, reader: Reader): Sql =>
  sql`exists (select 1 from tree_access hva where ${treeReaders('hva', { sql: `${alias}.tree_id` })} and hva.user_id = ${reader} and ${editsSql('hva')})`;

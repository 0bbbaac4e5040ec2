import type { Actor } from './actor.ts';
import { readsTheTreeSql } from './tree-access.policy.ts';
import { sql, type Reader, type Sql } from './sql.ts';

// A DNA kit is its owner's alone: the user who uploaded it reads it, names its person, agrees to
// matches and deletes it; nobody else reads it — not the tree's owner, not the person it is of, not
// an administrator. A kit outside the scope below is NOT_FOUND, never FORBIDDEN. Nothing of a kit
// reaches search, the timeline, the activity record, notifications or anyone else's export.

/** A kit as the rules see it: whose it is. */
export interface DnaKitView {
  user: { id: string };
}

const isOwner = (actor: Actor, kit: DnaKitView) => kit.user.id === actor.user.id;

export const dnaKitPolicy = {
  read: isOwner,
  delete: isOwner,
  /** Agree to match it, or withdraw an agreement: its owner. */
  consent: isOwner,
} as const;

/** The kits a reader may see, as a condition on `dna_profiles` row `alias`: their own. */
export const dnaKitScope = (alias: string, reader: Reader): Sql => sql`${alias}.user_id = ${reader}`;

/** Whether the owner of kit row `a` reads tree `treeId` (an SQL expression). */
const ownerReads = (a: string, treeId: string): Sql =>
  sql`exists (select 1 from tree_access dta where dta.tree_id = ${treeId} and dta.user_id = ${a}.user_id and ${readsTheTreeSql('dta')})`;

/** Whether the owner of kit row `a` agreed to compare it with kit row `b`: with `b`'s owner, or within a tree both owners read now. */
const agreedTo = (a: string, b: string): Sql => sql`exists (select 1 from dna_match_consents dmc where dmc.kit_id = ${a}.id
  and (dmc.with_user_id = ${b}.user_id or (dmc.tree_id is not null and ${ownerReads(a, 'dmc.tree_id')} and ${ownerReads(b, 'dmc.tree_id')})))`;

/**
 * Whether kit rows `a` and `b` may be compared: two kits of one owner (theirs and a relative's they
 * uploaded with consent), or kits whose owners each agreed to the other. Withdrawing an agreement,
 * or leaving the tree it named, ends it.
 */
export const dnaComparableSql = (a: string, b: string): Sql =>
  sql`(${a}.id <> ${b}.id and (${a}.user_id = ${b}.user_id or (${agreedTo(a, b)} and ${agreedTo(b, a)})))`;

/**
 * The comparisons a reader may see, as a condition on `dna_comparisons` row `alias`: one of the two
 * kits is theirs and the pair may be compared now (dnaComparableSql). A comparison whose agreement
 * was withdrawn, or whose tree one owner left, is out at once, before any clean-up.
 */
export const dnaMatchScope = (alias: string, reader: Reader): Sql => sql`exists (
  select 1 from dna_profiles dka join dna_profiles dkb on dkb.id = ${alias}.kit_b_id
  where dka.id = ${alias}.kit_a_id and (dka.user_id = ${reader} or dkb.user_id = ${reader}) and ${dnaComparableSql('dka', 'dkb')})`;

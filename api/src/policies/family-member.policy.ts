import type { Actor } from './actor.ts';
import type { FamilyMember } from '../modules/family/people/family-member.entity.ts';
import type { TreeGrant } from '../modules/trees/grant.ts';
import { detailsHidden, detailsShownSql } from './living.ts';
import { ALWAYS, sql, type Reader, type Sql, type Uuid } from './sql.ts';
import { readerSees, treeReaders } from './tree-access.policy.ts';
import { grantEdits } from './tree.policy.ts';

// Which people a user sees at all (their trees, within their branch) is the scope below: members
// reach a rule only after a scoped read found them, so a person outside it is NOT_FOUND, never
// FORBIDDEN. The rules decide what the user may do with a person they see.

/** Who a person is said to be: the user linked to them, and whether that user confirmed it. */
export interface PersonLink {
  linkConfirmed: boolean;
  linkedUserId: string | null | undefined;
}

/** A member row's link, as PersonLink. */
export const linkOf = (member: Pick<FamilyMember, 'linkConfirmed' | 'linkedUser'>): PersonLink => ({ linkConfirmed: member.linkConfirmed, linkedUserId: member.linkedUser?.id });

/** The person is the user: linked to them and confirmed by them (the viewer's own person shows as "You"). */
export const isPersonOf = (userId: string | null | undefined, person: PersonLink) => userId != null && person.linkConfirmed && person.linkedUserId === userId;

/** The same as SQL on `family_members` row `alias` (never null). */
export const personOfSql = (alias: string, reader: Reader): Sql => sql`(${alias}.link_confirmed and ${alias}.linked_user_id is not distinct from ${reader})`;

const grantOf = (actor: Actor, member: FamilyMember) => actor.grant(member.tree.id);
const mayEdit = (actor: Actor, member: FamilyMember) => grantEdits(grantOf(actor, member));
/** The person is the viewer: linked to them and confirmed by them. */
export const isTheViewer = (actor: Actor, member: FamilyMember) => isPersonOf(actor.user.id, linkOf(member));

export const familyMemberPolicy = {
  read: (actor: Actor, member: Pick<FamilyMember, 'tree'>) => actor.grant(member.tree.id) !== null,
  /** Bio, gender, death: anything but what comes from a profile. */
  update: mayEdit,
  /** Name, birth date and photo: a person mirroring a user's profile takes them from the profile. */
  rename: (actor: Actor, member: FamilyMember) => mayEdit(actor, member) && !member.mirrorsProfile,
  relate: mayEdit,
  /** The person mirroring a user's profile goes only with their access to the tree. */
  delete: (actor: Actor, member: FamilyMember) => mayEdit(actor, member) && !member.mirrorsProfile,
  /** Say which registered user the person is, or undo that. */
  link: (actor: Actor, member: FamilyMember) => mayEdit(actor, member) && !member.mirrorsProfile,
  /** The user a person was linked to confirms (or declines) that it is them. */
  confirmLink: (actor: Actor, member: FamilyMember) => member.linkedUser?.id === actor.user.id && !member.linkConfirmed,
  /** Dates, bio and photo of a living person (see living.ts). */
  seeDetails: (actor: Actor, member: FamilyMember) => {
    const grant = grantOf(actor, member);
    return grant !== null && !detailsHidden(grant, member, isTheViewer(actor, member));
  },
} as const;

/**
 * The people a reader may see, as a condition on `family_members` row `alias`: members of trees
 * they read (treeReaders), and for a branch-limited reader only the members of their branch (kept
 * in branch_members).
 */
export const memberScope = (alias: string, reader: Reader): Sql =>
  sql`exists (select 1 from tree_access sa where ${treeReaders('sa', { sql: `${alias}.tree_id` })} and sa.user_id = ${reader}
    and ${readerSees('sa', `${alias}.id`)})`;

/**
 * seeDetails as SQL on a `family_members` row `alias` the reader sees (memberScope): the person is
 * theirs, or their grant in its tree shows the person's details (living.ts) on `today` (YYYY-MM-DD,
 * or an SQL expression of a date, for statements that number their own parameters).
 */
export const detailsScope = (alias: string, reader: Reader, today: string | { sql: string }): Sql => {
  const grant = { role: 'da.role', showLivingDetails: 'dt.show_living_details', livingYears: 'dt.living_years' };
  const shown: Sql = typeof today === 'string' ? { text: detailsShownSql(alias, grant, '?::date'), params: [today] } : { text: detailsShownSql(alias, grant, today.sql), params: [] };
  return sql`(${personOfSql(alias, reader)} or exists (select 1 from tree_access da join trees dt on dt.id = da.tree_id
    where ${treeReaders('da', { sql: `${alias}.tree_id` })} and da.user_id = ${reader} and ${shown}))`;
};

/**
 * The same scope inside one tree whose grant is at hand, as a condition on member id expression
 * `id`. `limit` is the access a branch keeps to part of the tree (branchLimit), or null when it sees
 * the whole tree; given as an SQL expression, one that is null for a whole-tree grant.
 */
export const branchScope = (id: string, limit: Uuid | null): Sql => {
  if (limit === null) return ALWAYS;
  const inBranch = sql`exists (select 1 from branch_members sb where sb.access_id = ${limit} and sb.member_id = ${id})`;
  return 'sql' in limit ? sql`(${limit.sql} is null or ${inBranch})` : inBranch;
};

/** What branchScope needs of a grant: its access, when a branch limits it. */
export const branchLimit = (grant: Pick<TreeGrant, 'branch' | 'accessId'>): { id: string } | null => (grant.branch ? { id: grant.accessId } : null);

/** memberScope for a grant at hand: the people of its tree it sees, as a condition on `family_members` row `alias`. */
export const grantMemberScope = (alias: string, grant: TreeGrant): Sql =>
  sql`${alias}.tree_id = ${{ id: grant.treeId }} and ${branchScope(`${alias}.id`, branchLimit(grant))}`;

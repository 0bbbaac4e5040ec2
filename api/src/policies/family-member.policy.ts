import type { Actor } from './actor.ts';
import type { FamilyMember } from '../modules/family/people/family-member.entity.ts';
import { detailsHidden } from './living.ts';

// Which people a user sees at all (their trees, within their branch) is the scope below: members
// reach a rule only after a scoped read found them, so a person outside it is NOT_FOUND, never
// FORBIDDEN. The rules decide what the user may do with a person they see.

const grantOf = (actor: Actor, member: FamilyMember) => actor.grant(member.tree.id);
const mayEdit = (actor: Actor, member: FamilyMember) => ['owner', 'editor'].includes(grantOf(actor, member)?.role ?? '');
/** The person is the viewer: linked to them and confirmed by them. */
export const isTheViewer = (actor: Actor, member: FamilyMember) => member.linkConfirmed && member.linkedUser?.id === actor.user.id;

export const familyMemberPolicy = {
  read: (actor: Actor, member: FamilyMember) => grantOf(actor, member) !== null,
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
 * The people a user may see, as a condition on `family_members` row `alias`, with the user's id
 * as its one parameter: members of trees they have active access to, and for a branch-limited
 * user only the members of their branch (kept in branch_members).
 */
export const memberScope = (alias: string) =>
  `exists (select 1 from tree_access sa where sa.tree_id = ${alias}.tree_id and sa.user_id = ?::uuid and sa.status = 'active'
    and (sa.branch_kind is null or exists (select 1 from branch_members sb where sb.access_id = sa.id and sb.member_id = ${alias}.id)))`;

/**
 * The same scope inside one tree whose grant is loaded: a condition on member id expression `id`,
 * with the access id as parameter when the grant has a branch, and no condition otherwise.
 */
export const branchScope = (id: string, limited: boolean) =>
  limited ? `exists (select 1 from branch_members sb where sb.access_id = ?::uuid and sb.member_id = ${id})` : 'true';

import { fullName } from '../../../../../shared/people/index.ts';
import { randomUUID } from 'node:crypto';
import { t } from '../../../i18n.ts';
import { AppError, invalid, notFound } from '../../../errors.ts';
import { authorize, can, requireViewer, type Action } from '../../../policies/authorize.ts';
import { discardFile, removeStoredFile, stagePhoto, storeImage, type IncomingFile } from '../../files/index.ts';
import { recordActivity } from '../../activity/index.ts';
import type { ServiceContext } from '../../service-context.ts';
import { loadGrant, requireGrant } from '../../trees/index.ts';
import { blanksToNull, check, isUuid, refusedFields, says, sentFields } from '../../../input/validation.ts';
import { lifeDateFields, storedFrom } from './life-dates.ts';
import type { GenealogyDate } from '../../../../../shared/dates/index.ts';
import { FamilyMember, type Gender } from './family-member.entity.ts';
import { memberChangeRules, newMemberRules } from './member.input.ts';
import { membersPage, treeMembersSlice, unplacedMembersOf, type MemberOrder } from './member.repository.ts';
import { unseenBy } from '../branches/branch.repository.ts';
import { writeTree, type TreeWriteContext } from './tree-write.ts';

/** A person's dates and places as sent: `birth`/`death` as written, or the exact-day `dateOfBirth`/`dateOfDeath`. */
interface LifeInput {
  birth?: string | GenealogyDate | null;
  birthPlace?: string | null;
  death?: string | GenealogyDate | null;
  deathPlace?: string | null;
  dateOfBirth?: string | null;
  dateOfDeath?: string | null;
}

export interface NewMember extends LifeInput {
  firstName: string;
  lastName: string;
  bio?: string | null;
  gender?: string | null;
  isAlive?: boolean | null;
  photo?: IncomingFile | null;
}

export interface MemberChanges extends LifeInput {
  firstName?: string | null;
  lastName?: string | null;
  bio?: string | null;
  gender?: string | null;
  isAlive?: boolean | null;
  photo?: IncomingFile | null;
  removePhoto?: boolean | null;
}

/**
 * Whether the viewer sees this person: memberScope asked of one person, as the policy's rule with
 * their grant, then its branch scope (a statement only when a branch limits them).
 */
export async function canSeeMember(sc: ServiceContext, member: Pick<FamilyMember, 'id' | 'tree'>): Promise<boolean> {
  return (await visibleAmong(sc, [member])).length === 1;
}

/** Of some people of one tree, those the viewer sees: one statement at most, however many they are. */
export async function visibleAmong<T extends Pick<FamilyMember, 'id' | 'tree'>>(sc: ServiceContext, members: readonly T[]): Promise<T[]> {
  if (!members.length) return [];
  const treeId = members[0].tree.id;
  const grant = await loadGrant(sc, treeId);
  if (!grant) return [];
  const readable = members.filter((m) => m.tree.id === treeId && can(sc, 'read', 'FamilyMember', m));
  const unseen = new Set(await unseenBy(sc.em, grant, readable.map((m) => m.id)));
  return readable.filter((m) => !unseen.has(m.id));
}

/**
 * A person the viewer sees, checked for the action: NOT_FOUND for anyone they do not see (another
 * tree, outside their branch), so that a person's existence is never revealed; FORBIDDEN when they
 * see the person but may not do the action.
 */
export async function getMember(sc: ServiceContext, id: string, action: Action<'FamilyMember'> = 'read'): Promise<FamilyMember> {
  requireViewer(sc.viewer);
  // Read afresh: inside a tree write the person may have changed or gone since the first read.
  const member = isUuid(id) ? await sc.em.findOne(FamilyMember, { id }, { populate: ['linkedUser'], refresh: true }) : null;
  if (!member || !(await canSeeMember(sc, member))) throw notFound('Family member');
  authorize(sc, action, 'FamilyMember', member, refusal(sc, action, member));
  return member;
}

/** Why an action is refused: a viewer may change nobody; an editor meets the rule of a profile's person. */
const refusal = (sc: ServiceContext, action: Action<'FamilyMember'>, member: FamilyMember) =>
  action === 'confirmLink' ? t('family:member.onlyLinkedConfirms')
  : !can(sc, 'update', 'FamilyMember', member) ? t('family:tree.viewOnly')
  : action === 'rename' ? t('family:member.fromProfile')
  : action === 'delete' ? t('family:member.leavesInstead')
  : action === 'link' ? t('family:member.linkFixed')
  : t('family:tree.viewOnly');

/** A person of the tree being written, for the action; people of other trees are refused. */
export async function memberInTree(tx: TreeWriteContext, id: string, action: Action<'FamilyMember'>): Promise<FamilyMember> {
  const member = await getMember(tx, id, action);
  if (member.tree.id !== tx.treeId) throw invalid(t('family:relationship.sameTree'), { toId: t('family:field.sameTree') });
  tx.touched.add(member.id);
  return member;
}

/**
 * People by id with their linked users, in one statement, for rows another module found through a
 * policy scope that sees them already (an achievement's person): it checks nothing itself.
 */
export async function membersByIds(sc: ServiceContext, ids: readonly string[]): Promise<FamilyMember[]> {
  return ids.length ? sc.em.find(FamilyMember, { id: { $in: [...new Set(ids)] } }, { populate: ['linkedUser'] }) : [];
}

/** The person that is the viewer in a tree (linked to them and confirmed), or null. */
export async function viewerPerson(sc: ServiceContext, treeId: string): Promise<FamilyMember | null> {
  const viewer = requireViewer(sc.viewer);
  return sc.em.findOne(FamilyMember, { tree: treeId, linkedUser: viewer, linkConfirmed: true });
}

/** One page of the people the viewer sees in a tree, by name, with the total. */
export async function listMembers(sc: ServiceContext, treeId: string, opts: { search?: string | null; first: number; offset: number; orderBy?: MemberOrder }) {
  if (opts.first < 1 || opts.first > 200) throw invalid(t('family:members.first'), { first: says.between(1, 200)() });
  if (opts.offset < 0) throw invalid(t('family:members.offset'), { offset: says.notNegative() });
  const grant = await requireGrant(sc, treeId);
  return membersPage(sc.em, grant, opts);
}

/** The people of a tree the viewer sees but the tree draws nowhere (see unplacedMembersOf), at most 500. */
export async function unplacedMembers(sc: ServiceContext, treeId: string) {
  const viewer = requireViewer(sc.viewer);
  const grant = await requireGrant(sc, treeId);
  return unplacedMembersOf(sc.em, grant, viewer.id, 500);
}

/** A slice of everyone the viewer sees in a tree, in a stable order (for the REST list). */
export async function treeMembers(sc: ServiceContext, treeId: string, limit: number, offset: number) {
  const grant = await requireGrant(sc, treeId);
  return treeMembersSlice(sc.em, grant, limit, offset);
}

/** Validates a new person's fields and stages them (with their photo) in the tree being written. */
export async function stageNewMember(tx: TreeWriteContext, input: NewMember): Promise<FamilyMember> {
  const viewer = requireViewer(tx.viewer);
  const { photo, ...fields } = input;
  const clean = await checkLife(newMemberRules, blanksToNull(fields as Record<string, unknown>));
  const member = tx.em.create(FamilyMember, {
    id: randomUUID(),
    tree: tx.treeId,
    firstName: clean.firstName,
    lastName: clean.lastName,
    ...lifeDateFields('birth', storedFrom(clean.birth ?? null)),
    ...lifeDateFields('death', storedFrom(clean.death ?? null)),
    birthPlace: clean.birthPlace ?? null,
    deathPlace: clean.deathPlace ?? null,
    bio: clean.bio ?? null,
    gender: clean.gender as Gender,
    // A death date means the person died, whatever else was said.
    isAlive: clean.death ? false : (clean.isAlive ?? true),
  });
  tx.touched.add(member.id);
  if (photo) member.profilePicture = (await storeImage(tx, viewer, photo, 'member-photo', 'photo')).key;
  return member;
}

export async function updateMember(sc: ServiceContext, id: string, changes: MemberChanges): Promise<FamilyMember> {
  const found = await getMember(sc, id, 'update');
  const { photo, removePhoto, ...fields } = changes;
  const sent = legacyDates(sentFields(fields) as Record<string, unknown>);
  return writeTree(sc, found.tree.id, async (tx) => {
    const identity = 'firstName' in sent.fields || 'lastName' in sent.fields || 'birth' in sent.fields || photo || removePhoto;
    const member = await memberInTree(tx, id, identity ? 'rename' : 'update');
    // The date rule needs both dates: check the result of the change, not only what was sent.
    const merged = { birth: member.birthDate, death: member.deathDate, ...blanksToNull(sent.fields) };
    const clean = await checkLife(memberChangeRules, merged, sent.renamed);
    for (const key of ['firstName', 'lastName', 'birthPlace', 'deathPlace', 'bio', 'gender', 'isAlive'] as const) {
      if (key in sent.fields) (member as unknown as Record<string, unknown>)[key] = clean[key] ?? null;
    }
    if ('birth' in sent.fields) Object.assign(member, lifeDateFields('birth', storedFrom(clean.birth ?? null)));
    if ('death' in sent.fields) Object.assign(member, lifeDateFields('death', storedFrom(clean.death ?? null)));
    if (member.deathDate) member.isAlive = false;
    const staged = await stagePhoto(tx, requireViewer(tx.viewer), member.profilePicture, { file: photo, remove: removePhoto }, 'member-photo', 'photo');
    member.profilePicture = staged.key;
    recordActivity(tx.em, { actor: tx.viewer, verb: 'member_updated', objectType: 'member', objectId: member.id, treeId: tx.treeId, data: { memberName: fullName(member) } });
    await staged.save();
    return member;
  });
}

const LEGACY = { birth: 'dateOfBirth', death: 'dateOfDeath' } as const;

/**
 * The exact-day fields of earlier clients (`dateOfBirth`, `dateOfDeath`) read as `birth` and
 * `death`; sending both forms of one date is refused. Returns which names were used instead.
 */
function legacyDates(input: Record<string, unknown>) {
  const fields = { ...input };
  const renamed: Record<string, string> = {};
  for (const [modern, old] of Object.entries(LEGACY)) {
    if (!(old in fields)) continue;
    if (fields[modern] != null && fields[old] != null) throw invalid(t('family:member.bothDates', { modern, old }), { [old]: t('family:field.bothDates', { modern, old }) });
    if (fields[modern] == null) {
      fields[modern] = fields[old];
      renamed[modern] = old;
    }
    delete fields[old];
  }
  return { fields, renamed };
}

/** Checks a person's fields; a refused date is reported under the name it was sent as. */
async function checkLife<S extends Parameters<typeof check>[0]>(rules: S, input: Record<string, unknown>, renamed?: Record<string, string>) {
  const prepared = renamed ? { fields: input, renamed } : legacyDates(input);
  try {
    return await check(rules, prepared.fields);
  } catch (error) {
    if (!(error instanceof AppError) || !error.fields) throw error;
    const fields = Object.fromEntries(Object.entries(error.fields).map(([k, m]) => [prepared.renamed[k] ?? k, m]));
    throw refusedFields(fields);
  }
}

/** Deletes a person; their relationships go with them (foreign keys cascade). */
export async function deleteMember(sc: ServiceContext, id: string): Promise<string> {
  const found = await getMember(sc, id, 'delete');
  const photo = await writeTree(sc, found.tree.id, async (tx) => {
    const member = await memberInTree(tx, id, 'delete');
    tx.touched.delete(member.id);
    if (member.profilePicture) await removeStoredFile(tx, member.profilePicture);
    recordActivity(tx.em, { actor: tx.viewer, verb: 'member_removed', objectType: 'member', objectId: member.id, treeId: tx.treeId, data: { memberName: fullName(member) } });
    tx.em.remove(member);
    return member.profilePicture;
  });
  if (photo) await discardFile(sc, photo);
  return id;
}

export { fullName };

/** NOT_FOUND unless the viewer sees the tree; for writes that name a tree. */
export async function requireTree(sc: ServiceContext, treeId: string) {
  if (!isUuid(treeId)) throw notFound('Tree');
  return requireGrant(sc, treeId);
}

import { randomUUID } from 'node:crypto';
import { forbidden, invalid, notFound } from '../../errors.ts';
import { withTreeLock } from '../../db/tree-lock.ts';
import { authorize, requireViewer } from '../../policies/authorize.ts';
import { discardFile, removeStoredFile, stagePhoto, storeImage, type IncomingFile } from '../files/file.service.ts';
import type { ServiceContext } from '../service-context.ts';
import { blanksToNull, check, isUuid, sentFields } from '../validation.ts';
import { FamilyMember, type Gender } from './family-member.entity.ts';
import { memberChangeRules, newMemberRules } from './member.rules.ts';
import { membersPage } from './member.repository.ts';

export interface NewMember {
  firstName: string;
  lastName: string;
  dateOfBirth?: string | null;
  dateOfDeath?: string | null;
  bio?: string | null;
  gender?: string | null;
  isAlive?: boolean | null;
  photo?: IncomingFile | null;
}

export interface MemberChanges {
  firstName?: string | null;
  lastName?: string | null;
  dateOfBirth?: string | null;
  dateOfDeath?: string | null;
  bio?: string | null;
  gender?: string | null;
  isAlive?: boolean | null;
  photo?: IncomingFile | null;
  removePhoto?: boolean | null;
}

/** A member of the viewer's tree: NOT_FOUND when there is none, FORBIDDEN when it is another's. */
export async function getMember(sc: ServiceContext, id: string, action = 'read'): Promise<FamilyMember> {
  requireViewer(sc.viewer);
  const member = isUuid(id) ? await sc.em.findOne(FamilyMember, { id }) : null;
  if (!member) throw notFound('Family member');
  authorize(sc.viewer, action, 'FamilyMember', member);
  return member;
}

/** The member that stands for the viewer in their own tree. */
export async function getSelfMember(sc: ServiceContext): Promise<FamilyMember> {
  const viewer = requireViewer(sc.viewer);
  return sc.em.findOneOrFail(FamilyMember, { owner: viewer, isSelf: true });
}

export async function listMembers(sc: ServiceContext, opts: { search?: string | null; first: number; offset: number }) {
  const viewer = requireViewer(sc.viewer);
  if (opts.first < 1 || opts.first > 200) throw invalid('first must be between 1 and 200.', { first: 'Must be between 1 and 200' });
  if (opts.offset < 0) throw invalid('offset cannot be negative.', { offset: 'Must not be negative' });
  return membersPage(sc.em, viewer.id, opts);
}

/** The viewer, when `userId` is theirs: a user's tree is read by that user alone. */
export function requireOwnTree(sc: ServiceContext, userId: string) {
  const viewer = requireViewer(sc.viewer);
  if (userId !== viewer.id) throw forbidden('You can only read your own family tree.');
  return viewer;
}

/**
 * Runs a write to the viewer's tree in one transaction holding the tree's lock, so its checks see
 * every earlier write and no concurrent one. `work` gets a context on the transaction.
 */
export function writeOwnTree<T>(sc: ServiceContext, work: (tx: ServiceContext) => Promise<T>): Promise<T> {
  const viewer = requireViewer(sc.viewer);
  return withTreeLock(sc.em, viewer.id, (em) => work({ ...sc, em }));
}

/** A slice of a user's whole tree, in a stable order (for the REST list). */
export async function treeMembers(sc: ServiceContext, userId: string, limit: number, offset: number) {
  const viewer = requireOwnTree(sc, userId);
  return sc.em.find(FamilyMember, { owner: viewer }, { orderBy: { isSelf: 'desc', lastName: 'asc', firstName: 'asc', id: 'asc' }, limit, offset });
}

/** Validates a new member's fields and stages it (with its photo) in the viewer's tree. */
export async function stageNewMember(sc: ServiceContext, input: NewMember): Promise<FamilyMember> {
  const viewer = requireViewer(sc.viewer);
  const { photo, ...fields } = input;
  const clean = await check(newMemberRules, blanksToNull(fields));
  const member = sc.em.create(FamilyMember, {
    id: randomUUID(),
    owner: viewer,
    firstName: clean.firstName,
    lastName: clean.lastName,
    dateOfBirth: clean.dateOfBirth ?? null,
    dateOfDeath: clean.dateOfDeath ?? null,
    bio: clean.bio ?? null,
    gender: (clean.gender ?? 'other') as Gender,
    isAlive: clean.isAlive ?? !clean.dateOfDeath,
  });
  if (photo) member.profilePicture = (await storeImage(sc, viewer, photo, 'member-photo', 'photo')).key;
  return member;
}

export async function updateMember(sc: ServiceContext, id: string, changes: MemberChanges): Promise<FamilyMember> {
  const member = await getMember(sc, id, 'update');
  const { photo, removePhoto, ...fields } = changes;
  const sent: Record<string, unknown> = sentFields(fields);
  // The date rule needs both dates: check the result of the change, not only what was sent.
  const merged = { dateOfBirth: member.dateOfBirth, dateOfDeath: member.dateOfDeath, ...blanksToNull(sent) };
  const clean = await check(memberChangeRules, merged);
  if (member.isSelf && ('firstName' in sent || 'lastName' in sent || 'dateOfBirth' in sent || photo || removePhoto)) {
    throw invalid('Your own name, birth date and photo come from your profile: change them there.', { firstName: 'Edit your profile instead' });
  }
  for (const key of ['firstName', 'lastName', 'dateOfBirth', 'dateOfDeath', 'bio', 'gender', 'isAlive'] as const) {
    if (key in sent) (member as unknown as Record<string, unknown>)[key] = clean[key] ?? null;
  }
  if ('dateOfDeath' in sent && clean.dateOfDeath && !('isAlive' in sent)) member.isAlive = false;
  const staged = await stagePhoto(sc, member.owner, member.profilePicture, { file: photo, remove: removePhoto }, 'member-photo', 'photo');
  member.profilePicture = staged.key;
  await staged.save();
  return member;
}

/** Deletes a member; its relationships go with it (foreign keys cascade). */
export async function deleteMember(sc: ServiceContext, id: string): Promise<string> {
  const photo = await writeOwnTree(sc, async (tx) => {
    const member = await getMember(tx, id, 'delete');
    if (member.profilePicture) await removeStoredFile(tx, member.profilePicture);
    tx.em.remove(member);
    return member.profilePicture;
  });
  if (photo) await discardFile(sc, photo);
  return id;
}

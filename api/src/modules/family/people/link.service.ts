import { UniqueConstraintViolationException, type EntityManager } from '@mikro-orm/postgresql';
import { t, tIn } from '../../../i18n.ts';
import { invalid, notFound } from '../../../errors.ts';
import { requireViewer } from '../../../policies/authorize.ts';
import { branchOfAccess } from '../../../policies/tree-access.policy.ts';
import { recordActivity } from '../../activity/index.ts';
import { notifyUsers } from '../../notifications/index.ts';
import { findAccess } from '../../trees/index.ts';
import { publicName } from '../../users/index.ts';
import { TREE_PATH } from '../../../../../shared/tree-address/index.ts';
import type { ServiceContext } from '../../service-context.ts';
import type { User } from '../../users/user.entity.ts';
import { isUuid } from '../../../input/validation.ts';
import { FamilyMember } from './family-member.entity.ts';
import { fullName, getMember, memberInTree } from './member.service.ts';
import { writeTree } from './tree-write.ts';
import { withTreeLock } from '../../../db/tree-lock.ts';
import { hasLimitedAccess, refreshBranches } from '../branches/branch.repository.ts';

/**
 * An owner or editor says a person of the tree is a registered user ("this is Ben"); Ben then
 * confirms. A user is one person per tree. Linking the viewer themself counts as confirmed. The
 * caller has checked that the user may be named (see sharing): they have access to the tree or are
 * one of the viewer's connections.
 */
export async function linkMember(sc: ServiceContext, memberId: string, user: User): Promise<FamilyMember> {
  const found = await getMember(sc, memberId, 'link');
  try {
    return await writeTree(sc, found.tree.id, async (tx) => {
      const member = await memberInTree(tx, memberId, 'link');
      const elsewhere = await tx.em.findOne(FamilyMember, { tree: tx.treeId, linkedUser: user, id: { $ne: member.id } });
      if (elsewhere) throw alreadyLinked();
      if (member.linkedUser?.id === user.id) return member;
      // Someone confirmed being this person: only removing the link first lets it point at another user.
      if (member.linkedUser && member.linkConfirmed) throw invalid(t('family:link.confirmedAsOther'), { userId: t('family:field.confirmedAsOther') });
      member.linkedUser = user;
      member.linkConfirmed = user.id === requireViewer(tx.viewer).id;
      recordActivity(tx.em, { actor: tx.viewer, verb: 'member_linked', objectType: 'member', objectId: member.id, treeId: tx.treeId, subjectUser: user, data: { memberName: fullName(member) } });
      await tellLinkedUser(tx.em, member, user, requireViewer(tx.viewer));
      return member;
    });
  } catch (error) {
    // The unique (tree, user) index is the last guard when two editors link at the same moment.
    if (error instanceof UniqueConstraintViolationException) throw alreadyLinked();
    throw error;
  }
}

/**
 * Tells the user someone said they are this person (not when they linked themself). They may name
 * the person and the tree (they confirm on the tree screen's "Waiting for you" card); the person is
 * shown in the tree only to a user who sees all of it.
 */
async function tellLinkedUser(em: EntityManager, member: FamilyMember, user: User, viewer: User) {
  if (user.id === viewer.id) return;
  await em.populate(member, ['tree']);
  const access = await findAccess(em, { tree: member.tree.id, user, status: 'active' });
  const link = access && !branchOfAccess(access) ? `${TREE_PATH}?tree=${member.tree.id}&focus=${member.id}` : TREE_PATH;
  await notifyUsers(em, {
    kind: 'member_linked',
    userIds: [user.id],
    actorId: viewer.id,
    message: (language) => tIn(language, 'family:notice.linked', { name: publicName(viewer), person: fullName(member), tree: member.tree.name }),
    link,
    objectId: member.id,
  });
}

const alreadyLinked = () => invalid(t('family:link.alreadyLinked'), { userId: t('family:field.alreadyLinked') });

/** Removes the link between a person and a user (owners and editors). */
export async function unlinkMember(sc: ServiceContext, memberId: string): Promise<FamilyMember> {
  const found = await getMember(sc, memberId, 'link');
  return writeTree(sc, found.tree.id, async (tx) => {
    const member = await memberInTree(tx, memberId, 'link');
    member.linkedUser = null;
    member.linkConfirmed = false;
    return member;
  });
}

/**
 * The linked user confirms that the person is them, or declines (which removes the link). They may
 * not have access to the tree: the person is found by their link, not by the tree's scope.
 */
export async function respondToLink(sc: ServiceContext, memberId: string, accept: boolean): Promise<string> {
  const viewer = requireViewer(sc.viewer);
  const find = (em: ServiceContext['em']) => (isUuid(memberId) ? em.findOne(FamilyMember, { id: memberId, linkedUser: viewer, linkConfirmed: false }, { populate: ['tree'] }) : null);
  const pending = await find(sc.em);
  if (!pending) throw notFound('Link request');
  return withTreeLock(sc.em, pending.tree.id, async (em) => {
    const member = await find(em);
    if (!member) throw notFound('Link request');
    const data = { memberName: fullName(member), treeName: member.tree.name };
    if (accept) member.linkConfirmed = true;
    else member.linkedUser = null;
    recordActivity(em, { actor: viewer, verb: accept ? 'link_confirmed' : 'link_declined', objectType: 'member', objectId: member.id, treeId: member.tree.id, data });
    await em.flush();
    // A "nearby" branch is counted from the user's own person, which may just have changed.
    if (await hasLimitedAccess(em, member.tree.id)) await refreshBranches(em, member.tree.id);
    return member.id;
  });
}

/** People someone linked to the viewer, waiting for the viewer to confirm. */
export async function linkRequests(sc: ServiceContext) {
  const viewer = requireViewer(sc.viewer);
  const people = await sc.em.find(FamilyMember, { linkedUser: viewer, linkConfirmed: false }, { populate: ['tree'], orderBy: { updatedAt: 'desc' }, limit: 100 });
  return people.map((m) => ({ memberId: m.id, memberName: fullName(m), treeId: m.tree.id, treeName: m.tree.name }));
}

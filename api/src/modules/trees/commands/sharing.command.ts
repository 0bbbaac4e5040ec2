import { UniqueConstraintViolationException } from '@mikro-orm/postgresql';
import { invalid, notFound } from '../../../errors.ts';
import { t, tIn, type Language } from '../../../i18n.ts';
import { authorize, can, requireViewer } from '../../../policies/authorize.ts';
import { withTreeLock } from '../../../db/tree-lock.ts';
import type { ServiceContext } from '../../service-context.ts';
import { check, isUuid, says } from '../../../input/validation.ts';
import { recordActivity } from '../../activity/index.ts';
import { findUserById, publicName } from '../../users/index.ts';
import { notifyUsers } from '../../notifications/index.ts';
import type { User } from '../../users/user.entity.ts';
import { areConnected } from '../../connections/index.ts';
import { deleteAccessOf, findAccess, stageAccess } from '../access.repository.ts';
import { forgetGrants, loadGrant } from '../grant.service.ts';
import { getTree } from '../tree.service.ts';
import type { BranchKind, TreeAccess } from '../tree-access.entity.ts';
import { treePeople } from '../tree-people.ts';
import { branchRules, grantedRole } from './sharing.input.ts';
import * as yup from 'yup';

export interface BranchInput {
  kind: string;
  rootId?: string | null;
  steps?: number | null;
}

const inviteRules = yup.object({ role: grantedRole().required(says.required) });

/**
 * The owner invites one of their connections to a tree as an editor or a viewer, optionally kept
 * to a branch. The invitee accepts or declines; until then nothing of the tree is theirs to see.
 */
export async function inviteToTree(sc: ServiceContext, input: { treeId: string; userId: string; role: string; branch?: BranchInput | null }) {
  const tree = await getTree(sc, input.treeId);
  const viewer = authorize(sc, 'share', 'Tree', tree, t('sharing:onlyOwnerInvites'));
  const { role } = await check(inviteRules, { role: input.role });
  const invitee = isUuid(input.userId) ? await findUserById(sc.em, input.userId) : null;
  if (!invitee || !(await areConnected(sc.em, viewer.id, invitee.id))) {
    throw invalid(t('sharing:inviteOnlyConnections'), { userId: t('validation:notAConnection') });
  }
  const branch = input.branch ? await checkBranch(sc, tree.id, input.branch) : null;
  try {
    return await withTreeLock(sc.em, tree.id, async (em) => {
      if (await findAccess(em, { tree: tree.id, user: invitee })) {
        throw invalid(t('sharing:alreadyHasAccess'), { userId: t('sharing:field.alreadyHasAccess') });
      }
      const access = stageAccess(em, { treeId: tree.id, user: invitee, role, status: 'invited', invitedBy: viewer, ...branchColumns(branch) });
      recordActivity(em, { actor: viewer, verb: 'access_invited', objectType: 'access', objectId: access.id, treeId: tree.id, subjectUser: invitee, data: { role, treeName: tree.name } });
      // Invitations are answered on the tree screen's "Waiting for you" card.
      const message = (language: Language) => {
        const words = { name: publicName(viewer, language), tree: tree.name };
        return role === 'editor' ? tIn(language, 'sharing:notice.invitedAsEditor', words) : tIn(language, 'sharing:notice.invitedAsViewer', words);
      };
      await notifyUsers(em, { kind: 'tree_invitation', userIds: [invitee.id], actorId: viewer.id, message, link: '/family-tree', objectId: access.id });
      return access;
    });
  } catch (error) {
    if (error instanceof UniqueConstraintViolationException) throw invalid(t('sharing:alreadyHasAccess'), { userId: t('sharing:field.alreadyHasAccess') });
    throw error;
  }
}

/** The invitee accepts (and gets the role) or declines (and the invitation is gone). */
export async function respondToTreeInvitation(sc: ServiceContext, id: string, accept: boolean) {
  const viewer = requireViewer(sc.viewer);
  const found = await accessById(sc, id);
  authorize(sc, 'respond', 'TreeAccess', found, t('sharing:onlyInviteeResponds'));
  return withTreeLock(sc.em, found.tree.id, async (em) => {
    const access = await findAccess(em, { id, user: viewer, status: 'invited' });
    if (!access) throw invalid(t('sharing:invitationSettled'), { id: t('validation:noLongerPending') });
    const data = { role: access.role, treeName: access.tree.name };
    if (accept) access.status = 'active';
    else em.remove(access);
    // A change of access: read by the owner and the people concerned, not by the tree's other members.
    recordActivity(em, { actor: viewer, verb: accept ? 'access_accepted' : 'access_declined', objectType: 'access', objectId: access.id, treeId: accept ? access.tree.id : null, subjectUser: access.invitedBy ?? null, data });
    await em.flush();
    if (accept && access.branchKind) await treePeople().refreshBranches(em, access.tree.id);
    forgetGrants(sc);
    return access;
  });
}

/** The owner changes someone's role or branch (not their own: they hand the tree over instead). */
export async function changeTreeAccess(sc: ServiceContext, id: string, input: { role?: string | null; branch?: BranchInput | null; removeBranch?: boolean | null }) {
  const found = await accessById(sc, id);
  const viewer = authorize(sc, 'change', 'TreeAccess', found, found.role === 'owner' ? t('sharing:ownerAccessFixed') : t('sharing:onlyOwnerChangesAccess'));
  const role = input.role == null ? null : (await check(inviteRules, { role: input.role })).role;
  const branch = input.branch ? await checkBranch(sc, found.tree.id, input.branch) : null;
  return withTreeLock(sc.em, found.tree.id, async (em) => {
    // Removed by a request that held the lock first.
    const access = await findAccess(em, { id });
    if (!access) throw notFound('Tree access');
    if (role) access.role = role;
    if (branch) Object.assign(access, branchColumns(branch));
    if (input.removeBranch) Object.assign(access, branchColumns(null));
    recordActivity(em, { actor: viewer, verb: 'access_changed', objectType: 'access', objectId: access.id, treeId: access.tree.id, subjectUser: access.user, data: { role: access.role } });
    await em.flush();
    await treePeople().refreshBranches(em, access.tree.id);
    forgetGrants(sc);
    return access;
  });
}

/** The owner removes someone from the tree, or withdraws their invitation. */
export async function removeTreeAccess(sc: ServiceContext, id: string): Promise<string> {
  const found = await accessById(sc, id);
  const viewer = authorize(sc, 'change', 'TreeAccess', found, found.role === 'owner' ? t('sharing:ownerNotRemovable') : t('sharing:onlyOwnerRemoves'));
  await withTreeLock(sc.em, found.tree.id, async (em) => {
    // Removed by a request that held the lock first.
    const access = await findAccess(em, { id });
    if (!access) throw notFound('Tree access');
    recordActivity(em, { actor: viewer, verb: 'access_removed', objectType: 'access', objectId: access.id, treeId: access.tree.id, subjectUser: access.user, data: { treeName: access.tree.name } });
    em.remove(access);
  });
  forgetGrants(sc);
  return id;
}

/** Anyone but the owner leaves a tree. */
export async function leaveTree(sc: ServiceContext, treeId: string): Promise<string> {
  const tree = await getTree(sc, treeId);
  const viewer = authorize(sc, 'leave', 'Tree', tree, t('sharing:ownerCannotLeave'));
  await withTreeLock(sc.em, tree.id, async (em) => {
    await deleteAccessOf(em, tree.id, viewer.id);
    recordActivity(em, { actor: viewer, verb: 'access_left', objectType: 'access', objectId: tree.id, treeId: tree.id, data: { treeName: tree.name } });
  });
  forgetGrants(sc);
  return tree.id;
}

/** The owner hands the tree over to someone with access; they become an editor of the whole tree. */
export async function transferTreeOwnership(sc: ServiceContext, treeId: string, userId: string) {
  const tree = await getTree(sc, treeId);
  const viewer = authorize(sc, 'share', 'Tree', tree, t('sharing:onlyOwnerHandsOver'));
  await withTreeLock(sc.em, tree.id, async (em) => {
    const next = isUuid(userId) ? await findAccess(em, { tree: tree.id, user: userId, status: 'active' }) : null;
    if (!next) throw invalid(t('sharing:handOverToMember'), { userId: t('sharing:field.noAccess') });
    // Their own access is the one active access the owner cannot hand the tree to.
    if (!can(sc, 'receiveTree', 'TreeAccess', next)) throw invalid(t('sharing:alreadyOwner'), { userId: t('validation:chooseSomeoneElse') });
    const mine = (await findAccess(em, { tree: tree.id, user: viewer }))!;
    // The one-owner index holds at every statement: step down first, then promote.
    mine.role = 'editor';
    await em.flush();
    Object.assign(next, { role: 'owner', ...branchColumns(null) });
    recordActivity(em, { actor: viewer, verb: 'ownership_transferred', objectType: 'access', objectId: next.id, treeId: tree.id, subjectUser: next.user, data: { treeName: tree.name } });
    await em.flush();
    await treePeople().refreshBranches(em, tree.id);
  });
  forgetGrants(sc);
  return tree;
}

/**
 * An owner or editor links a person to a registered user, who must have access to the tree (or be
 * invited to it) or be one of the linker's connections.
 */
export async function linkMemberToUser(sc: ServiceContext, memberId: string, userId: string) {
  const viewer = requireViewer(sc.viewer);
  const member = await treePeople().visibleMember(sc, memberId, 'link');
  const user = isUuid(userId) ? await findUserById(sc.em, userId) : null;
  const target = user && { user, inTree: Boolean(await findAccess(sc.em, { tree: member.tree.id, user })), connected: await areConnected(sc.em, viewer.id, user.id) };
  if (!user || !target || !can(sc, 'linkPersonTo', 'User', target)) throw invalid(t('sharing:linkOnlyKnown'), { userId: t('sharing:field.notKnownHere') });
  return treePeople().linkMember(sc, member.id, user as User);
}

async function accessById(sc: ServiceContext, id: string): Promise<TreeAccess> {
  requireViewer(sc.viewer);
  const access = isUuid(id) ? await findAccess(sc.em, { id }) : null;
  if (access) await loadGrant(sc, access.tree.id);
  // An access exists for the viewer only where they may read it: their own, the active ones of a
  // tree they are in, and invitations for the owner alone (never FORBIDDEN for one they cannot see).
  if (!access || !can(sc, 'read', 'TreeAccess', access)) throw notFound('Tree access');
  return access;
}

interface CheckedBranch {
  kind: BranchKind;
  rootId: string | null;
  steps: number | null;
}

/** A branch limit whose person is one the owner sees in this tree. */
async function checkBranch(sc: ServiceContext, treeId: string, input: BranchInput): Promise<CheckedBranch> {
  const clean = await check(branchRules, input);
  if (clean.kind === 'descendants') {
    const root = await treePeople().visibleMember(sc, clean.rootId!);
    if (root.tree.id !== treeId) throw invalid(t('sharing:chooseTreePerson'), { rootId: t('sharing:field.notInTree') });
    return { kind: 'descendants', rootId: root.id, steps: null };
  }
  return { kind: 'nearby', rootId: null, steps: clean.steps! };
}

const branchColumns = (branch: CheckedBranch | null) => ({ branchKind: branch?.kind ?? null, branchRootId: branch?.rootId ?? null, branchSteps: branch?.steps ?? null });

import { invalid, notFound } from '../../errors.ts';
import { t } from '../../i18n.ts';
import { authorize, can, requireViewer } from '../../policies/authorize.ts';
import type { ServiceContext } from '../service-context.ts';
import { check, isUuid } from '../../input/validation.ts';
import { CircleMember } from './circle-member.entity.ts';
import { CircleJoinRequest } from './circle-join-request.entity.ts';
import type { CircleModel } from './circle.presenter.ts';
import { firstMembers, insertJoinRequest, insertMembers, memberIdsSeenBy } from './circle.repository.ts';
import { addedMembersRules, countRules } from './circle.input.ts';
import { getCircle, loadCircle, othersOnce, requireConnections } from './circle.service.ts';

/** The first members of a circle the viewer reads: the owner first, then by when they joined. */
export async function circleMembers(sc: ServiceContext, circleId: string, first: number): Promise<CircleMember[]> {
  requireViewer(sc.viewer);
  await check(countRules(200), { first });
  return (await firstMembers(sc.em, [circleId], first)).get(circleId) ?? [];
}

/** Everyone in a circle the viewer is in, by user id; none when the viewer is not in it. */
export async function circleUserIds(sc: ServiceContext, circleId: string): Promise<string[]> {
  const viewer = requireViewer(sc.viewer);
  if (!isUuid(circleId)) return [];
  return memberIdsSeenBy(sc.em, circleId, viewer.id);
}

/** The owner adds some of their connections; those already in it stay as they are. */
export async function addCircleMembers(sc: ServiceContext, circleId: string, userIds: readonly string[]): Promise<CircleModel> {
  const { circle, view } = await getCircle(sc, circleId);
  const owner = authorize(sc, 'manageMembers', 'Circle', view, t('circles:onlyOwnerAdds'));
  const clean = await check(addedMembersRules, { userIds });
  const ids = othersOnce(clean.userIds, owner.id);
  await requireConnections(sc, owner.id, ids, 'userIds');
  if (!ids.length) return getCircle(sc, circle.id);
  await sc.em.transactional(async (em) => {
    await insertMembers(em, circle.id, ids);
    // Whoever is in now is no longer waiting to join.
    await em.nativeDelete(CircleJoinRequest, { circle: circle.id, user: { $in: ids } });
  });
  return getCircle(sc, circle.id);
}

/** The owner removes a member; the owner stays (they delete the circle instead). */
export async function removeCircleMember(sc: ServiceContext, circleId: string, userId: string): Promise<CircleModel> {
  const { circle, view } = await getCircle(sc, circleId);
  authorize(sc, 'manageMembers', 'Circle', view, t('circles:onlyOwnerRemoves'));
  if (userId === circle.owner.id) throw invalid(t('circles:ownerNotRemovable'), { userId: t('circles:field.owner') });
  const removed = isUuid(userId) ? await sc.em.nativeDelete(CircleMember, { circle: circle.id, user: userId, role: 'member' }) : 0;
  if (!removed) throw invalid(t('circles:notAMember'), { userId: t('circles:field.notAMember') });
  return getCircle(sc, circle.id);
}

/** A member leaves; the owner cannot (they delete the circle instead). */
export async function leaveCircle(sc: ServiceContext, circleId: string): Promise<string> {
  const { circle, view } = await getCircle(sc, circleId);
  const message = view.role === 'owner' ? t('circles:ownerCannotLeave') : t('circles:youAreNotAMember');
  const viewer = authorize(sc, 'leave', 'Circle', view, message);
  await sc.em.nativeDelete(CircleMember, { circle: circle.id, user: viewer.id, role: 'member' });
  return circle.id;
}

/** One of the owner's connections asks to join a circle that is not private; asking again changes nothing. */
export async function requestToJoinCircle(sc: ServiceContext, circleId: string): Promise<CircleModel> {
  const model = await getCircle(sc, circleId);
  if (model.view.requested) return model;
  const message = model.view.role ? t('circles:alreadyAMember') : t('circles:onlyConnectionsAsk');
  const viewer = authorize(sc, 'requestToJoin', 'Circle', model.view, message);
  await insertJoinRequest(sc.em, model.circle.id, viewer.id);
  return getCircle(sc, model.circle.id);
}

/** Requests waiting for the owner's answer, oldest first. */
export async function circleJoinRequests(sc: ServiceContext, circleId: string): Promise<CircleJoinRequest[]> {
  const { circle, view } = await getCircle(sc, circleId);
  authorize(sc, 'manageMembers', 'Circle', view, t('circles:onlyOwnerSeesRequests'));
  return sc.em.find(CircleJoinRequest, { circle: circle.id }, { populate: ['user'], orderBy: { createdAt: 'asc', id: 'asc' }, limit: 500 });
}

/** The owner accepts (the user becomes a member) or declines; either way the request is gone. */
export async function respondToCircleJoinRequest(sc: ServiceContext, id: string, accept: boolean): Promise<CircleModel> {
  requireViewer(sc.viewer);
  const request = isUuid(id) ? await sc.em.findOne(CircleJoinRequest, { id }) : null;
  const model = request && (await loadCircle(sc, request.circle.id));
  // A request is there only for those who read its circle.
  if (!request || !model || !can(sc, 'read', 'Circle', model.view)) throw notFound('Circle join request');
  authorize(sc, 'manageMembers', 'Circle', model.view, t('circles:onlyOwnerAnswers'));
  await sc.em.transactional(async (em) => {
    // Answered once: whoever comes second finds it gone.
    if (!(await em.nativeDelete(CircleJoinRequest, { id: request.id }))) throw invalid(t('circles:requestSettled'), { id: t('validation:noLongerPending') });
    if (accept) await insertMembers(em, model.circle.id, [request.user.id]);
  });
  return getCircle(sc, model.circle.id);
}

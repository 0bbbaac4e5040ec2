import { invalid } from '../../errors.ts';
import { t } from '../../i18n.ts';
import { authorize, can } from '../../policies/authorize.ts';
import { readsTheTree } from '../../policies/tree-access.policy.ts';
import { circleUserIds } from '../circles/index.ts';
import { connectedAmong } from '../connections/index.ts';
import type { ServiceContext } from '../service-context.ts';
import { loadGrant, treeAccessList } from '../trees/index.ts';
import { check } from '../../input/validation.ts';
import { FamilyEventInvitation } from './family-event-invitation.entity.ts';
import type { FamilyEventModel } from './family-event.presenter.ts';
import { insertInvitations } from './family-event.repository.ts';
import { inviteRules, rsvpRules } from './family-event.input.ts';
import { getFamilyEvent } from './family-event.service.ts';
import { eventSentences, recordEventChange, tellOfEvent } from './family-event-notices.ts';

export interface Invitees {
  userIds?: readonly string[] | null;
  circleId?: string | null;
  treeId?: string | null;
}

/** Whom an invitation names: the organizer's connections, the members of a circle they are in, the users of a tree they may read. */
async function inviteesOf(sc: ServiceContext, organizerId: string, input: Invitees): Promise<string[]> {
  const { userIds, circleId, treeId } = await check(inviteRules, input);
  const named = [...new Set(userIds ?? [])].filter((id) => id !== organizerId);
  const connected = await connectedAmong(sc.em, organizerId, named);
  if (named.some((id) => !connected.has(id))) throw invalid(t('calendar:invite.notConnected'), { userIds: t('calendar:invite.notAConnection') });
  const ids = [...named];
  if (circleId) {
    const members = await circleUserIds(sc, circleId);
    if (!members.length) throw invalid(t('calendar:invite.notInCircle'), { circleId: t('calendar:invite.notACircle') });
    ids.push(...members);
  }
  if (treeId) {
    await loadGrant(sc, treeId);
    if (!can(sc, 'read', 'Tree', { id: treeId })) throw invalid(t('calendar:invite.notInTree'), { treeId: t('calendar:invite.notATree') });
    ids.push(...(await treeAccessList(sc, treeId)).filter(readsTheTree).map((access) => access.user.id));
  }
  return [...new Set(ids)].filter((id) => id !== organizerId);
}

/** The organizer invites people; those invited already stay as they are, and only the new invitees are told. */
export async function inviteToFamilyEvent(sc: ServiceContext, id: string, input: Invitees): Promise<FamilyEventModel> {
  const model = await getFamilyEvent(sc, id);
  const viewer = authorize(sc, 'invite', 'FamilyEvent', model.view, t('calendar:organizerOnly.invite'));
  const ids = await inviteesOf(sc, viewer.id, input);
  await sc.em.transactional(async (em) => {
    const added = await insertInvitations(em, model.id, ids);
    if (!added.length) return;
    recordEventChange(em, viewer, 'event_invited', model, { count: added.length });
    await tellOfEvent(em, 'event_invitation', viewer, model, added, eventSentences.invited(viewer, model));
  });
  return getFamilyEvent(sc, model.id);
}

/** An invitee answers (or changes their answer); the organizer is told when the answer is new. */
export async function rsvpFamilyEvent(sc: ServiceContext, id: string, response: string): Promise<FamilyEventModel> {
  const model = await getFamilyEvent(sc, id);
  const message = model.view.invited ? t('calendar:rsvp.cancelled') : t('calendar:rsvp.invitedOnly');
  const viewer = authorize(sc, 'rsvp', 'FamilyEvent', model.view, message);
  const answer = (await check(rsvpRules, { response })).response as NonNullable<FamilyEventInvitation['response']>;
  if (model.viewerResponse === answer) return model;
  await sc.em.transactional(async (em) => {
    await em.nativeUpdate(FamilyEventInvitation, { event: model.id, user: viewer.id }, { response: answer, respondedAt: new Date() });
    recordEventChange(em, viewer, 'event_rsvp', model, { response: answer });
    if (model.organizer) await tellOfEvent(em, 'event_rsvp', viewer, model, [model.organizer.id], eventSentences.answered(viewer, model, answer));
  });
  return getFamilyEvent(sc, model.id);
}

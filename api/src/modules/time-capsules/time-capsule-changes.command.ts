import type { EntityManager } from '@mikro-orm/postgresql';
import { forbidden, invalid } from '../../errors.ts';
import { t } from '../../i18n.ts';
import { authorize, requireViewer } from '../../policies/authorize.ts';
import { enqueueJob } from '../../jobs/index.ts';
import { recordActivity, removeActivityAbout } from '../activity/index.ts';
import { getCircle } from '../circles/index.ts';
import { getTree } from '../trees/index.ts';
import { discardMedia, markReady, receiveAudio, receiveMedia, type MediaSource } from '../files/index.ts';
import type { ServiceContext } from '../service-context.ts';
import { check, isUuid } from '../../input/validation.ts';
import { TimeCapsule, type RecipientKind } from './time-capsule.entity.ts';
import { TimeCapsuleRecipient } from './time-capsule-recipient.entity.ts';
import { TimeCapsuleAttachment } from './time-capsule-attachment.entity.ts';
import { capsuleChangesRules, MAX_ATTACHMENTS, newCapsuleRules, openingProblem } from './time-capsule.input.ts';
import { inCircle, readsTree, recipientIdsOf, relativesAmong, writeCircleRecipients } from './time-capsule.repository.ts';
import { capsuleNotFound, getCapsule } from './time-capsule.service.ts';
import type { CapsuleModel } from './time-capsule.presenter.ts';
import { OPEN_TIME_CAPSULE, REMIND_TIME_CAPSULE, REMINDER_AHEAD_MS } from './capsule-job-names.ts';

/** Whom a draft is for, as checked. */
interface Recipients {
  kind: RecipientKind;
  userIds: string[];
  circleId: string | null;
  treeId: string | null;
}

const sealedRefusal = () => forbidden(t('time-capsules:sealed'));

/** Checks whom a capsule is for: relatives of the creator, a circle they are in, a tree they read. */
async function checkRecipients(sc: ServiceContext, creatorId: string, r: Recipients): Promise<void> {
  if (r.kind === 'relatives') {
    const chosen = new Set(r.userIds);
    const relatives = await relativesAmong(sc.em, creatorId, [...chosen]);
    if ([...chosen].some((id) => !relatives.has(id))) throw invalid(t('time-capsules:onlyRelatives'), { recipientIds: t('time-capsules:field.notARelative') });
  } else if (r.kind === 'circle') {
    if (!r.circleId) throw invalid(t('time-capsules:chooseCircle'), { circleId: t('validation:required') });
    if (!(await inCircle(sc.em, creatorId, r.circleId))) throw invalid(t('time-capsules:notYourCircle'), { circleId: t('time-capsules:field.notYourCircle') });
  } else {
    if (!r.treeId) throw invalid(t('time-capsules:chooseTree'), { treeId: t('validation:required') });
    if (!(await readsTree(sc.em, creatorId, r.treeId))) throw invalid(t('time-capsules:notYourTree'), { treeId: t('time-capsules:field.notYourTree') });
  }
}

/** Writes the chosen relatives of a draft (those of another kind of recipients go). */
async function writeRelatives(em: EntityManager, capsuleId: string, userIds: string[]) {
  await em.nativeDelete(TimeCapsuleRecipient, { capsule: capsuleId });
  for (const userId of userIds) em.create(TimeCapsuleRecipient, { capsule: capsuleId, user: userId });
}

/** Locks a draft of the viewer's for a change; a capsule sealed meanwhile is refused. */
async function lockDraft(em: EntityManager, id: string, creatorId: string) {
  const [row] = await em.execute<{ status: string }[]>(`select status from time_capsules where id = ?::uuid and creator_id = ?::uuid for update`, [id, creatorId]);
  if (!row) throw capsuleNotFound();
  if (row.status !== 'draft') throw sealedRefusal();
}

/** Starts a capsule: a draft only its creator sees. */
export async function createCapsule(sc: ServiceContext, input: unknown): Promise<CapsuleModel> {
  const viewer = requireViewer(sc.viewer);
  const fields = await check(newCapsuleRules, input);
  const recipients: Recipients = {
    kind: fields.recipientKind as RecipientKind,
    userIds: [...new Set(fields.recipientIds ?? [])],
    circleId: fields.recipientKind === 'circle' ? (fields.circleId ?? null) : null,
    treeId: fields.recipientKind === 'tree' ? (fields.treeId ?? null) : null,
  };
  if (recipients.kind !== 'relatives') recipients.userIds = [];
  await checkRecipients(sc, viewer.id, recipients);
  const id = await sc.em.transactional(async (em) => {
    const capsule = em.create(TimeCapsule, {
      creator: viewer,
      title: fields.title,
      message: fields.message ?? null,
      recipientKind: recipients.kind,
      circle: recipients.circleId,
      tree: recipients.treeId,
      openAt: fields.opensAt,
      timeZone: fields.timeZone,
      status: 'draft',
    });
    await em.flush();
    await writeRelatives(em, capsule.id, recipients.userIds);
    await em.flush();
    return capsule.id;
  });
  return getCapsule(sc, id);
}

/** Changes a draft (its creator): only what is sent; refused once it is sealed. */
export async function updateCapsule(sc: ServiceContext, id: string, input: unknown): Promise<CapsuleModel> {
  const viewer = requireViewer(sc.viewer);
  const model = await getCapsule(sc, id);
  authorize(sc, 'update', 'TimeCapsule', model.view, t('time-capsules:sealed'));
  const changes = await check(capsuleChangesRules, input);
  const kind = (changes.recipientKind ?? model.recipientKind) as RecipientKind;
  const kindChanged = kind !== model.recipientKind;
  const recipientsChanged = kindChanged || changes.recipientIds !== undefined || changes.circleId !== undefined || changes.treeId !== undefined;
  const recipients: Recipients = {
    kind,
    userIds: kind === 'relatives' ? [...new Set(changes.recipientIds ?? (kindChanged ? [] : await recipientIdsOf(sc.em, model.id)))] : [],
    circleId: kind === 'circle' ? (changes.circleId !== undefined ? changes.circleId : model.circleId) : null,
    treeId: kind === 'tree' ? (changes.treeId !== undefined ? changes.treeId : model.treeId) : null,
  };
  if (recipientsChanged) await checkRecipients(sc, viewer.id, recipients);
  await sc.em.transactional(async (em) => {
    await lockDraft(em, model.id, viewer.id);
    const capsule = await em.findOneOrFail(TimeCapsule, { id: model.id });
    if (changes.title !== undefined) capsule.title = changes.title;
    if (changes.message !== undefined) capsule.message = changes.message ?? null;
    if (changes.opensAt !== undefined) capsule.openAt = changes.opensAt;
    if (changes.timeZone !== undefined) capsule.timeZone = changes.timeZone;
    if (recipientsChanged) {
      capsule.recipientKind = recipients.kind;
      em.assign(capsule, { circle: recipients.circleId, tree: recipients.treeId });
      await writeRelatives(em, capsule.id, recipients.userIds);
    }
    capsule.updatedAt = new Date();
    await em.flush();
  });
  return getCapsule(sc, model.id);
}

/** Puts a photo or video in a draft (its creator): checked by its content, stored, then kept with the draft in one transaction. */
export async function addAttachment(sc: ServiceContext, id: string, source: MediaSource | null): Promise<CapsuleModel> {
  const viewer = requireViewer(sc.viewer);
  const model = await getCapsule(sc, id);
  authorize(sc, 'update', 'TimeCapsule', model.view, t('time-capsules:sealed'));
  if (!source) throw invalid(t('validation:required'), { file: t('validation:required') });
  const count = await sc.em.count(TimeCapsuleAttachment, { capsule: model.id });
  if (count >= MAX_ATTACHMENTS) {
    source.stream.destroy();
    throw invalid(t('time-capsules:tooManyAttachments', { count: MAX_ATTACHMENTS }), { file: t('time-capsules:field.tooManyAttachments', { count: MAX_ATTACHMENTS }) });
  }
  const received = await receiveMedia(sc, viewer, source, { purpose: 'time-capsule', field: 'file', accept: ['image', 'video'] });
  try {
    await sc.em.transactional(async (em) => {
      await lockDraft(em, model.id, viewer.id);
      if ((await em.count(TimeCapsuleAttachment, { capsule: model.id })) >= MAX_ATTACHMENTS) {
        throw invalid(t('time-capsules:tooManyAttachments', { count: MAX_ATTACHMENTS }), { file: t('time-capsules:field.tooManyAttachments', { count: MAX_ATTACHMENTS }) });
      }
      await markReady(em, received.file);
      em.create(TimeCapsuleAttachment, { capsule: model.id, file: received.file.id, kind: received.kind === 'video' ? 'video' : 'image' });
      await em.flush();
    });
  } catch (error) {
    await discardMedia(sc, received.file);
    throw error;
  }
  return getCapsule(sc, model.id);
}

/**
 * Puts a voice recording in a draft (its creator): the files module checks its container by its
 * bytes and measures it (refusing silence, an empty one, one over the cap), then it is kept with the
 * draft in one transaction.
 */
export async function addRecording(sc: ServiceContext, id: string, source: MediaSource | null): Promise<CapsuleModel> {
  const viewer = requireViewer(sc.viewer);
  const model = await getCapsule(sc, id);
  authorize(sc, 'update', 'TimeCapsule', model.view, t('time-capsules:sealed'));
  if (!source) throw invalid(t('validation:required'), { file: t('validation:required') });
  const tooMany = () => invalid(t('time-capsules:tooManyAttachments', { count: MAX_ATTACHMENTS }), { file: t('time-capsules:field.tooManyAttachments', { count: MAX_ATTACHMENTS }) });
  if ((await sc.em.count(TimeCapsuleAttachment, { capsule: model.id })) >= MAX_ATTACHMENTS) {
    source.stream.destroy();
    throw tooMany();
  }
  const received = await receiveAudio(sc, viewer, source, { purpose: 'time-capsule', field: 'file' });
  try {
    await sc.em.transactional(async (em) => {
      await lockDraft(em, model.id, viewer.id);
      if ((await em.count(TimeCapsuleAttachment, { capsule: model.id })) >= MAX_ATTACHMENTS) throw tooMany();
      await markReady(em, received.file);
      em.create(TimeCapsuleAttachment, { capsule: model.id, file: received.file.id, kind: 'audio' });
      await em.flush();
    });
  } catch (error) {
    await discardMedia(sc, received.file);
    throw error;
  }
  return getCapsule(sc, model.id);
}

/** Takes an attachment out of a draft (its creator); its file goes to the clean-up. */
export async function removeAttachment(sc: ServiceContext, attachmentId: string): Promise<CapsuleModel> {
  const viewer = requireViewer(sc.viewer);
  const attachment = isUuid(attachmentId) ? await sc.em.findOne(TimeCapsuleAttachment, { id: attachmentId }) : null;
  if (!attachment) throw capsuleNotFound();
  const model = await getCapsule(sc, attachment.capsule.id);
  authorize(sc, 'update', 'TimeCapsule', model.view, t('time-capsules:sealed'));
  await sc.em.transactional(async (em) => {
    await lockDraft(em, model.id, viewer.id);
    await em.nativeDelete(TimeCapsuleAttachment, { id: attachment.id });
  });
  return getCapsule(sc, model.id);
}

/**
 * Seals a draft (its creator): its recipients are checked again (a circle's members written now),
 * its open date must still be ahead, and the job that opens it at that moment (with the reminder a
 * week before, when there is a week left) and its activity entry are added in the same transaction.
 * The entry says from whom, for whom (in the creator's words: how many people, which circle or tree)
 * and when it opens — never its title, message or attachments, which its recipients do not read
 * before it opens. Sealing twice, or at once from two tabs, seals it once: the second is refused.
 */
/** The name of the circle or tree a capsule is for, as its creator's activity entry words it (null for chosen relatives), read through their owners. */
async function recipientGroupName(sc: ServiceContext, model: CapsuleModel): Promise<string | null> {
  if (model.recipientKind === 'circle' && model.circleId) return (await getCircle(sc, model.circleId)).circle.name;
  if (model.recipientKind === 'tree' && model.treeId) return (await getTree(sc, model.treeId)).name;
  return null;
}

export async function sealCapsule(sc: ServiceContext, id: string): Promise<CapsuleModel> {
  const viewer = requireViewer(sc.viewer);
  const model = await getCapsule(sc, id);
  authorize(sc, 'seal', 'TimeCapsule', model.view, t('time-capsules:sealed'));
  const problem = openingProblem(model.opensAt);
  if (problem) throw invalid(problem, { opensAt: problem });
  const chosen = model.recipientKind === 'relatives' ? await recipientIdsOf(sc.em, model.id) : [];
  if (model.recipientKind === 'relatives' && !chosen.length) throw invalid(t('time-capsules:chooseRecipients'), { recipientIds: t('validation:required') });
  await checkRecipients(sc, viewer.id, { kind: model.recipientKind, userIds: chosen, circleId: model.circleId, treeId: model.treeId });
  const groupName = await recipientGroupName(sc, model);
  await sc.em.transactional(async (em) => {
    const sealed = await em.execute<{ open_at: Date }[]>(
      `update time_capsules set status = 'sealed', sealed_at = now(), updated_at = now() where id = ?::uuid and creator_id = ?::uuid and status = 'draft' returning open_at`,
      [model.id, viewer.id],
    );
    if (!sealed.length) throw sealedRefusal();
    const count = model.recipientKind === 'circle' ? await writeCircleRecipients(em, model.id, model.circleId!, viewer.id) : chosen.length;
    if (model.recipientKind === 'circle' && !count) throw invalid(t('time-capsules:emptyCircle'), { circleId: t('time-capsules:field.emptyCircle') });
    const opensAt = new Date(sealed[0].open_at);
    recordActivity(em, {
      actor: viewer,
      verb: 'time_capsule_sealed',
      objectType: 'time_capsule',
      objectId: model.id,
      data: {
        recipientKind: model.recipientKind,
        count: model.recipientKind === 'tree' ? null : count,
        circleName: model.recipientKind === 'circle' ? groupName : null,
        treeName: model.recipientKind === 'tree' ? groupName : null,
        opensAt: opensAt.toISOString(),
        timeZone: model.timeZone,
      },
    });
    await enqueueJob(em, OPEN_TIME_CAPSULE, { capsuleId: model.id }, { jobKey: `${OPEN_TIME_CAPSULE}:${model.id}`, runAt: opensAt });
    const remindAt = new Date(opensAt.getTime() - REMINDER_AHEAD_MS);
    if (remindAt.getTime() > Date.now()) await enqueueJob(em, REMIND_TIME_CAPSULE, { capsuleId: model.id }, { jobKey: `${REMIND_TIME_CAPSULE}:${model.id}`, runAt: remindAt });
  });
  return getCapsule(sc, model.id);
}

/**
 * Cancels a draft (its creator); a sealed capsule cannot be cancelled. Any activity entry about it
 * goes with it, in the same transaction (a draft has none today; the feed hides a cancelled
 * capsule's entries anyway).
 */
export async function cancelCapsule(sc: ServiceContext, id: string): Promise<CapsuleModel> {
  const viewer = requireViewer(sc.viewer);
  const model = await getCapsule(sc, id);
  authorize(sc, 'cancel', 'TimeCapsule', model.view, t('time-capsules:sealed'));
  await sc.em.transactional(async (em) => {
    const cancelled = await em.execute(`update time_capsules set status = 'cancelled', updated_at = now() where id = ?::uuid and creator_id = ?::uuid and status = 'draft' returning id`, [
      model.id,
      viewer.id,
    ]);
    if (!cancelled.length) throw sealedRefusal();
    await removeActivityAbout(em, 'time_capsule', [model.id]);
  });
  return getCapsule(sc, model.id);
}

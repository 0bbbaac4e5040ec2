import { AppError, invalid, notFound } from '../../errors.ts';
import { t } from '../../i18n.ts';
import { authorize, requireViewer } from '../../policies/authorize.ts';
import { circleViewOf } from '../circles/index.ts';
import { getMember } from '../family/index.ts';
import type { ServiceContext } from '../service-context.ts';
import { check } from '../../input/validation.ts';
import { Memory } from './memory.entity.ts';
import { PhotoTag } from './photo-tag.entity.ts';
import { boxRules, memoryChangesRules } from './memory.input.ts';
import { getMemory } from './memory.service.ts';
import { tellTagged } from './memory-notices.ts';
import type { MemoryModel } from './memory.model.ts';

/** A person the viewer sees, for a tag; anyone else is a bad input (not a hint that they exist). */
export async function taggablePerson(sc: ServiceContext, memberId: string, field: string) {
  return getMember(sc, memberId).catch((error: unknown) => {
    if (error instanceof AppError && error.code === 'NOT_FOUND') throw invalid(t('memories:tagOnlyVisible'), { [field]: t('memories:field.notVisible') });
    throw error;
  });
}

/** Changes a memory's words, date, circle or people (its uploader). */
export async function updateMemory(sc: ServiceContext, id: string, input: unknown): Promise<MemoryModel> {
  const viewer = requireViewer(sc.viewer);
  const model = await getMemory(sc, id);
  authorize(sc, 'update', 'Memory', model.view, t('memories:onlyUploaderChanges'));
  const changes = await check(memoryChangesRules, input);
  if (changes.circleId && changes.circleId !== model.circleId) {
    const view = await circleViewOf(sc, changes.circleId);
    if (!view) throw invalid(t('memories:notYourCircle'), { circleId: t('memories:field.chooseYourCircle') });
    authorize(sc, 'addMemories', 'Circle', view, t('memories:onlyMembersAdd'));
  }
  const wanted = changes.taggedMemberIds ? [...new Set(changes.taggedMemberIds)] : null;
  for (const memberId of wanted ?? []) await taggablePerson(sc, memberId, 'taggedMemberIds');
  await sc.em.transactional(async (em) => {
    const memory = await em.findOneOrFail(Memory, { id: model.id });
    if (changes.title !== undefined) memory.title = changes.title;
    if (changes.description !== undefined) memory.description = changes.description ?? null;
    if (changes.eventDate !== undefined) memory.eventDate = changes.eventDate ?? null;
    if (changes.circleId && changes.circleId !== model.circleId) await em.nativeUpdate(Memory, { id: model.id }, { circle: changes.circleId });
    if (wanted) {
      // Tags of people the viewer does not see are someone else's to change: they stay.
      const tags = await em.find(PhotoTag, { memory: model.id }, { populate: ['member'] });
      for (const tag of tags) {
        const seen = await getMember({ ...sc, em }, tag.member.id).then(() => true, () => false);
        if (seen && !wanted.includes(tag.member.id)) em.remove(tag);
      }
      const present = new Set(tags.map((t) => t.member.id));
      const added = wanted.filter((memberId) => !present.has(memberId));
      for (const memberId of added) em.create(PhotoTag, { memory: model.id, member: memberId, taggedBy: viewer });
      await tellTagged(em, viewer, { id: model.id, title: changes.title ?? model.title, circleId: changes.circleId ?? model.circleId }, added);
    }
  });
  return getMemory(sc, model.id);
}

/** Deletes a memory (its uploader, or its circle's owner); its files are removed by the clean-up job. */
export async function deleteMemory(sc: ServiceContext, id: string): Promise<string> {
  const model = await getMemory(sc, id);
  authorize(sc, 'delete', 'Memory', model.view, t('memories:onlyUploaderOrOwnerDeletes'));
  await sc.em.nativeDelete(Memory, { id: model.id });
  return model.id;
}

/** Tags a person the viewer sees in a memory of their circle (once; tagging again moves the box). */
export async function tagPhoto(sc: ServiceContext, input: { memoryId: string; memberId: string; box?: unknown }): Promise<PhotoTag> {
  const viewer = requireViewer(sc.viewer);
  const model = await getMemory(sc, input.memoryId);
  authorize(sc, 'tag', 'Memory', model.view);
  const member = await taggablePerson(sc, input.memberId, 'memberId');
  const { box } = await check(boxRules, { box: input.box ?? null });
  const id = await sc.em.transactional(async (em) => {
    const existing = await em.findOne(PhotoTag, { memory: model.id, member: member.id });
    const tag = existing ?? em.create(PhotoTag, { memory: model.id, member: member.id, taggedBy: viewer });
    setBox(tag, box);
    await em.flush();
    if (!existing) await tellTagged(em, viewer, model, [member.id]);
    return tag.id;
  });
  return sc.em.findOneOrFail(PhotoTag, { id }, { populate: ['member', 'taggedBy'], refresh: true });
}

/** A tag the viewer sees (its memory and its person), with the view the rules need. */
async function visibleTag(sc: ServiceContext, id: string) {
  const tag = await sc.em.findOne(PhotoTag, { id }, { populate: ['memory', 'member', 'taggedBy'] }).catch(() => null);
  if (!tag) throw notFound('Tag');
  const model = await getMemory(sc, tag.memory.id).catch(() => {
    throw notFound('Tag');
  });
  await getMember(sc, tag.member.id).catch(() => {
    throw notFound('Tag');
  });
  return { tag, view: { taggedById: tag.taggedBy?.id ?? null, memory: model.view } };
}

/** Moves a tag's box, or takes it away (whoever tagged, the uploader, the circle's owner). */
export async function movePhotoTag(sc: ServiceContext, id: string, box: unknown): Promise<PhotoTag> {
  const { tag, view } = await visibleTag(sc, id);
  authorize(sc, 'change', 'PhotoTag', view, t('memories:onlyTaggerMoves'));
  setBox(tag, (await check(boxRules, { box: box ?? null })).box);
  await sc.em.flush();
  return tag;
}

/** Removes a tag (whoever tagged, the uploader, the circle's owner). */
export async function removePhotoTag(sc: ServiceContext, id: string): Promise<string> {
  const { tag, view } = await visibleTag(sc, id);
  authorize(sc, 'change', 'PhotoTag', view, t('memories:onlyTaggerRemoves'));
  await sc.em.remove(tag).flush();
  return id;
}

function setBox(tag: PhotoTag, box: { x: number; y: number; width: number; height: number } | null) {
  tag.boxX = box?.x ?? null;
  tag.boxY = box?.y ?? null;
  tag.boxWidth = box?.width ?? null;
  tag.boxHeight = box?.height ?? null;
}

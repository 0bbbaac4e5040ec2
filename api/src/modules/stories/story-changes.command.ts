import { randomUUID } from 'node:crypto';
import { invalid } from '../../errors.ts';
import { t } from '../../i18n.ts';
import { authorize, can, requireViewer } from '../../policies/authorize.ts';
import { circleViewOf } from '../circles/index.ts';
import { visibleMemories } from '../memories/index.ts';
import type { ServiceContext } from '../service-context.ts';
import { check } from '../../input/validation.ts';
import { Story } from './story.entity.ts';
import { StoryTag } from './story-tag.entity.ts';
import { StoryMemory } from './story-memory.entity.ts';
import { recordSharing, tellOfStory } from './story-notices.ts';
import type { StoryModel } from './story.presenter.ts';
import { visibleMemberIds } from './story.repository.ts';
import { newStoryRules, storyChangesRules } from './story.input.ts';
import { getStory } from './story.service.ts';

const once = (ids: readonly string[] | null | undefined) => [...new Set(ids ?? [])];

/** A circle the viewer may share stories with; anything else is a bad input (not a hint that it exists). */
async function requireSharingCircle(sc: ServiceContext, circleId: string) {
  const view = await circleViewOf(sc, circleId);
  if (!view || !can(sc, 'shareStories', 'Circle', view)) throw invalid(t('memories:notYourCircle'), { circleId: t('memories:field.chooseYourCircle') });
}

/** People of trees the viewer sees; anyone else is a bad input. */
async function requireVisiblePeople(sc: ServiceContext, memberIds: string[]) {
  const seen = await visibleMemberIds(sc.em, requireViewer(sc.viewer).id, memberIds);
  if (memberIds.some((id) => !seen.has(id))) {
    throw invalid(t('memories:tagOnlyVisible'), { taggedMemberIds: t('memories:field.someoneNotVisible') });
  }
}

/** Memories the viewer may see; any other is a bad input. */
async function requireVisibleMemories(sc: ServiceContext, memoryIds: string[]) {
  const seen = new Set((await visibleMemories(sc, memoryIds)).map((m) => m.id));
  if (memoryIds.some((id) => !seen.has(id))) {
    throw invalid(t('stories:attachOnlyVisible'), { memoryIds: t('stories:field.memoryNotVisible') });
  }
}

/**
 * Shares a story written by the viewer. Everything is checked before anything is written; the
 * story, its people and memories, the activity and the notifications are saved together.
 */
export async function createStory(sc: ServiceContext, input: unknown): Promise<StoryModel> {
  const viewer = requireViewer(sc.viewer);
  const fields = await check(newStoryRules, input);
  if (fields.circleId) await requireSharingCircle(sc, fields.circleId);
  const memberIds = once(fields.taggedMemberIds);
  const memoryIds = once(fields.memoryIds);
  await requireVisiblePeople(sc, memberIds);
  await requireVisibleMemories(sc, memoryIds);
  const id = randomUUID();
  await sc.em.transactional(async (em) => {
    const story = em.create(Story, {
      id,
      author: viewer,
      title: fields.title,
      content: fields.content,
      storyType: fields.storyType,
      eventDate: fields.eventDate ?? null,
      isPublic: fields.isPublic,
      circle: fields.circleId ?? null,
    });
    for (const memberId of memberIds) em.create(StoryTag, { story, member: memberId });
    memoryIds.forEach((memoryId, position) => em.create(StoryMemory, { story, memory: memoryId, position }));
    recordSharing(em, viewer, { id, title: fields.title }, fields.circleId ?? null);
    await em.flush();
    await tellOfStory(em, viewer, { id, title: fields.title }, memberIds, true);
  });
  return getStory(sc, id);
}

/** Changes a story (its author): only what is sent; those newly tagged who may read it are told. */
export async function updateStory(sc: ServiceContext, id: string, input: unknown): Promise<StoryModel> {
  const viewer = requireViewer(sc.viewer);
  const model = await getStory(sc, id);
  authorize(sc, 'update', 'Story', model.view, t('stories:onlyAuthorChanges'));
  const changes = await check(storyChangesRules, input);
  if (changes.circleId && changes.circleId !== model.circleId) await requireSharingCircle(sc, changes.circleId);
  const wantedPeople = changes.taggedMemberIds ? once(changes.taggedMemberIds) : null;
  const wantedMemories = changes.memoryIds ? once(changes.memoryIds) : null;
  if (wantedPeople) await requireVisiblePeople(sc, wantedPeople);
  if (wantedMemories) await requireVisibleMemories(sc, wantedMemories);
  let added: string[] = [];
  await sc.em.transactional(async (em) => {
    const story = await em.findOneOrFail(Story, { id: model.id });
    if (changes.title !== undefined) story.title = changes.title;
    if (changes.content !== undefined) story.content = changes.content;
    if (changes.storyType !== undefined) story.storyType = changes.storyType;
    if (changes.eventDate !== undefined) story.eventDate = changes.eventDate ?? null;
    if (changes.isPublic !== undefined) story.isPublic = changes.isPublic;
    if (changes.circleId !== undefined) em.assign(story, { circle: changes.circleId ?? null });
    story.updatedAt = new Date();
    if (wantedPeople) added = await replaceTags(sc, em, model.id, wantedPeople);
    if (wantedMemories) await replaceMemories(sc, em, model.id, wantedMemories);
    await em.flush();
    if (added.length) await tellOfStory(em, viewer, { id: model.id, title: story.title }, added, false);
  });
  return getStory(sc, model.id);
}

/** Sets a story's people; tags of people the viewer no longer sees are someone else's to change: they stay. Answers those added. */
async function replaceTags(sc: ServiceContext, em: ServiceContext['em'], storyId: string, wanted: string[]): Promise<string[]> {
  const tags = await em.find(StoryTag, { story: storyId });
  const seen = await visibleMemberIds(em, requireViewer(sc.viewer).id, tags.map((t) => t.member.id));
  for (const tag of tags) if (seen.has(tag.member.id) && !wanted.includes(tag.member.id)) em.remove(tag);
  const present = new Set(tags.map((t) => t.member.id));
  const added = wanted.filter((memberId) => !present.has(memberId));
  for (const memberId of added) em.create(StoryTag, { story: storyId, member: memberId });
  return added;
}

/** Sets a story's memories in the order given; those the viewer no longer sees stay, after them. */
async function replaceMemories(sc: ServiceContext, em: ServiceContext['em'], storyId: string, wanted: string[]) {
  const attached = await em.find(StoryMemory, { story: storyId }, { orderBy: { position: 'asc' } });
  const seen = new Set((await visibleMemories(sc, attached.map((a) => a.memory.id))).map((m) => m.id));
  const kept = new Map<string, StoryMemory>();
  for (const link of attached) {
    if (seen.has(link.memory.id) && !wanted.includes(link.memory.id)) em.remove(link);
    else kept.set(link.memory.id, link);
  }
  wanted.forEach((memoryId, position) => {
    const link = kept.get(memoryId);
    if (link) link.position = position;
    else em.create(StoryMemory, { story: storyId, memory: memoryId, position });
  });
  let next = wanted.length;
  for (const [memoryId, link] of kept) if (!wanted.includes(memoryId)) link.position = next++;
}

/** Deletes a story (its author). */
export async function deleteStory(sc: ServiceContext, id: string): Promise<string> {
  const model = await getStory(sc, id);
  authorize(sc, 'delete', 'Story', model.view, t('stories:onlyAuthorDeletes'));
  await sc.em.nativeDelete(Story, { id: model.id });
  return model.id;
}

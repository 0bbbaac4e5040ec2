import { AppError } from '../../errors.ts';
import { t } from '../../i18n.ts';
import { requireViewer } from '../../policies/authorize.ts';
import { readableCircle, type CircleModel } from '../circles/index.ts';
import type { FamilyMember } from '../family/people/family-member.entity.ts';
import { visibleMemories, type MemoryModel } from '../memories/index.ts';
import { requestLoader, type ServiceContext } from '../service-context.ts';
import { viewerGrants } from '../trees/index.ts';
import { publicName } from '../users/index.ts';
import { StoryTag } from './story-tag.entity.ts';
import type { StoryModel } from './story.presenter.ts';
import { attachedMemoryPairs, visibleTagPairs } from './story.repository.ts';

// What a story shows besides its own fields: its people, its memories and its circle, read for
// every story a request shows at once (a page costs the same few statements as one story).

const group = <T>(pairs: { story: string; item: T }[]) => {
  const byStory = new Map<string, T[]>();
  for (const { story, item } of pairs) byStory.set(story, [...(byStory.get(story) ?? []), item]);
  return byStory;
};

/** The people a story tags whom the viewer sees (people of other trees tell nothing about them). */
export async function taggedMembersOf(sc: ServiceContext, storyId: string): Promise<FamilyMember[]> {
  const viewer = requireViewer(sc.viewer);
  const loader = requestLoader<string, FamilyMember[]>(sc, 'stories:tagged', async (storyIds) => {
    const pairs = await visibleTagPairs(sc.em, viewer.id, storyIds);
    if (!pairs.length) return new Map();
    const tags = await sc.em.find(StoryTag, { story: { $in: [...storyIds] }, member: { $in: pairs.map((p) => p.member_id) } }, { populate: ['member'] });
    const members = new Map(tags.map((t) => [t.member.id, t.member]));
    // The viewer's grants (one statement for all their trees) decide what of each person they may read.
    await viewerGrants(sc);
    return group(pairs.map((p) => ({ story: p.story_id, item: members.get(p.member_id)! })));
  });
  return (await loader.load(storyId)) ?? [];
}

/** The memories attached to a story that the viewer may see, in the author's order. */
export async function attachmentsOf(sc: ServiceContext, storyId: string): Promise<MemoryModel[]> {
  const loader = requestLoader<string, MemoryModel[]>(sc, 'stories:attachments', async (storyIds) => {
    const pairs = await attachedMemoryPairs(sc.em, storyIds);
    const memories = new Map((await visibleMemories(sc, pairs.map((p) => p.memory_id))).map((m) => [m.id, m]));
    return group(pairs.flatMap((p) => (memories.has(p.memory_id) ? [{ story: p.story_id, item: memories.get(p.memory_id)! }] : [])));
  });
  return (await loader.load(storyId)) ?? [];
}

/** The circle a story is shared in, when the viewer may read that circle (its author may have left it). */
export async function storyCircle(sc: ServiceContext, story: StoryModel): Promise<CircleModel | null> {
  if (!story.circleId) return null;
  return readableCircle(sc, story.circleId).catch((error: unknown) => {
    if (error instanceof AppError && error.code === 'NOT_FOUND') return null;
    throw error;
  });
}

/** The author's name as the story shows it. */
export const authorNameOf = (story: StoryModel) => (story.author ? publicName(story.author) : t('users:aKinfolkMember'));

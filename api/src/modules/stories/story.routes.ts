import Router from '@koa/router';
import { requireViewer } from '../../policies/authorize.ts';
import { checkFields, jsonFields } from '../../input/request-input.ts';
import { serviceContext, type AppState, type ServiceContext } from '../service-context.ts';
import { createStory } from './story-changes.command.ts';
import { attachmentsOf, authorNameOf, taggedMembersOf } from './story-parts.service.ts';
import { presentStory, type StoryModel } from './story.presenter.ts';
import { newStoryRules } from './story.input.ts';
import { listStories } from './story.service.ts';

/** The earlier client's names for a story's fields. */
const STORY_NAMES = { taggedMembers: 'taggedMemberIds', attachments: 'memoryIds', event_date: 'eventDate', story_type: 'storyType', is_public: 'isPublic', circle_id: 'circleId' };

/** A list of ids, or of objects with an id (as the client reads them back), as ids. */
const idsOf = (value: unknown) =>
  Array.isArray(value) ? value.map((item: unknown) => (item && typeof item === 'object' && 'id' in item ? (item as { id: unknown }).id : item)) : value;

/** The body with its people and memories as lists of ids. */
const withIds = (body: Record<string, unknown>) => {
  const fields = { ...body };
  for (const key of ['taggedMembers', 'attachments']) if (key in fields) fields[key] = idsOf(fields[key]);
  return fields;
};

/** A story with its people and memories as the viewer sees them; a list's are read together. */
async function storyBody(sc: ServiceContext, story: StoryModel) {
  const [people, memories] = await Promise.all([taggedMembersOf(sc, story.id), attachmentsOf(sc, story.id)]);
  return presentStory(
    story,
    authorNameOf(story),
    people.map((m) => ({ id: m.id, firstName: m.firstName, lastName: m.lastName })),
    memories.map((m) => m.id),
  );
}

/** REST compatibility routes of the earlier client (spec section 7), over the story services. */
export const storyRoutes = new Router<AppState>()
  .get('/api/stories', async (ctx) => {
    const sc = serviceContext(ctx.state);
    requireViewer(sc.viewer);
    const page = await listStories(sc, { first: 100 }, 100);
    ctx.body = await Promise.all(page.nodes.map((story) => storyBody(sc, story)));
  })
  .post('/api/stories', async (ctx) => {
    const sc = serviceContext(ctx.state);
    requireViewer(sc.viewer);
    const body = jsonFields(ctx);
    // The author is the signed-in user whatever the body says.
    const input = await checkFields(newStoryRules, withIds(body), STORY_NAMES);
    const story = await createStory(sc, input);
    ctx.status = 201;
    ctx.body = await storyBody(sc, story);
  });

import type { Resolvers } from '../../generated/graphql.ts';
import { can } from '../../policies/authorize.ts';
import { createStory, deleteStory, updateStory } from './story-changes.command.ts';
import { attachmentsOf, authorNameOf, storyCircle, taggedMembersOf } from './story-parts.service.ts';
import { getStory, listStories, storyCount } from './story.service.ts';

export const storyResolvers: Resolvers = {
  Query: {
    stories: (_parent, args, ctx) => listStories(ctx, { after: args.after, first: args.first ?? 20 }),
    story: (_parent, { id }, ctx) => getStory(ctx, id),
  },
  Mutation: {
    createStory: (_parent, { input }, ctx) => createStory(ctx, input),
    updateStory: (_parent, { id, input }, ctx) => updateStory(ctx, id, input),
    deleteStory: (_parent, { id }, ctx) => deleteStory(ctx, id),
  },
  Story: {
    // The circles, people and memories of a page's stories are read together.
    circle: (story, _args, ctx) => storyCircle(ctx, story),
    author: (story) => story.author,
    authorName: (story) => authorNameOf(story),
    taggedMembers: (story, _args, ctx) => taggedMembersOf(ctx, story.id),
    attachments: (story, _args, ctx) => attachmentsOf(ctx, story.id),
    viewerCan: (story, _args, ctx) => ({
      update: can(ctx, 'update', 'Story', story.view),
      delete: can(ctx, 'delete', 'Story', story.view),
    }),
  },
  FamilyStats: {
    storyCount: (_stats, _args, ctx) => storyCount(ctx),
  },
};

import type { Resolvers } from '../../../generated/graphql.ts';
import { mergePeople } from './merge-people.command.ts';
import { previewPeopleMerge } from './people-merge-preview.service.ts';
import { undoPeopleMerge } from './undo-people-merge.command.ts';

export const personMergeResolvers: Resolvers = {
  Query: {
    peopleMergePreview: (_parent, { keepId, mergeId }, ctx) => previewPeopleMerge(ctx, keepId, mergeId),
  },
  Mutation: {
    mergePeople: async (_parent, { keepId, mergeId }, ctx) => {
      const { merge, person } = await mergePeople(ctx, keepId, mergeId);
      return { mergeId: merge.id, person };
    },
    undoPeopleMerge: async (_parent, { mergeId }, ctx) => {
      const { merge, person, restored } = await undoPeopleMerge(ctx, mergeId);
      return { mergeId: merge.id, person, restored };
    },
  },
};

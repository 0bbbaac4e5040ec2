import type { Resolvers } from '../../generated/graphql.ts';
import { dismissInsight, familyInsightsPage, markNotSamePerson, restoreInsights } from './insight.service.ts';

export const insightResolvers: Resolvers = {
  Query: {
    familyInsights: (_parent, args, ctx) => familyInsightsPage(ctx, { treeId: args.treeId, group: args.group?.toLowerCase() ?? null, first: args.first }),
  },
  Mutation: {
    dismissInsight: (_parent, { id }, ctx) => dismissInsight(ctx, id),
    restoreInsights: (_parent, { treeId }, ctx) => restoreInsights(ctx, treeId),
    markNotSamePerson: (_parent, args, ctx) => markNotSamePerson(ctx, args),
  },
};

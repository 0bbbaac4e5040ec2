import type { Resolvers } from '../../generated/graphql.ts';
import { familyStats } from './family-stats.service.ts';

export const familyResolvers: Resolvers = {
  Query: {
    familyStats: (_parent, _args, ctx) => familyStats(ctx),
  },
};

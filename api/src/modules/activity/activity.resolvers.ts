import type { Resolvers } from '../../generated/graphql.ts';
import { recentActivity } from './activity.service.ts';

export const activityResolvers: Resolvers = {
  Query: {
    recentActivity: (_parent, { first }, ctx) => recentActivity(ctx, first ?? 10),
  },
};

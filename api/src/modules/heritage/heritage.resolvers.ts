import type { Resolvers } from '../../generated/graphql.ts';
import { heritageOf } from './heritage.service.ts';

export const heritageResolvers: Resolvers = {
  Query: {
    heritage: (_parent, { memberId, level }, ctx) => heritageOf(ctx, memberId, level ?? 'region'),
  },
};

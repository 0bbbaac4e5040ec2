import type { Resolvers } from '../../generated/graphql.ts';
import { search } from './search.service.ts';

export const searchResolvers: Resolvers = {
  Query: {
    search: (_parent, { query, first }, ctx) => search(ctx, { query, first: first ?? 5 }),
  },
};

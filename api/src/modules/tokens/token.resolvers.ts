import type { Resolvers } from '../../generated/graphql.ts';
import { createAccessToken, listAccessTokens, revokeAccessToken } from './token.service.ts';

export const tokenResolvers: Resolvers = {
  Query: {
    accessTokens: (_parent, _args, ctx) => listAccessTokens(ctx),
  },
  Mutation: {
    createAccessToken: (_parent, { name }, ctx) => createAccessToken(ctx, name),
    revokeAccessToken: (_parent, { id }, ctx) => revokeAccessToken(ctx, id),
  },
};

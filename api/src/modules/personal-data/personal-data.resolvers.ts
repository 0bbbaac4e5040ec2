import type { Resolvers } from '../../generated/graphql.ts';
import { accountDeletionChoices, deleteMyAccount } from './account-deletion.service.ts';

export const personalDataResolvers: Resolvers = {
  Query: {
    accountDeletionChoices: (_parent, _args, ctx) => accountDeletionChoices(ctx),
    myDataExportUrl: () => '/api/me/export',
  },
  Mutation: {
    deleteMyAccount: (_parent, { input }, ctx) => deleteMyAccount(ctx, { email: input.email, trees: input.trees }),
  },
};

import type { Resolvers } from '../../generated/graphql.ts';
import { AppError } from '../../errors.ts';
import { can } from '../../policies/authorize.ts';
import { getMember } from '../family/index.ts';
import { deleteDnaKit } from './delete-kit.command.ts';
import { getDnaKit, myDnaKits } from './dna-kit.service.ts';

export const dnaKitResolvers: Resolvers = {
  Query: {
    myDnaKits: (_parent, _args, ctx) => myDnaKits(ctx),
    dnaKit: (_parent, { id }, ctx) => getDnaKit(ctx, id),
  },
  Mutation: {
    deleteDnaKit: (_parent, { id }, ctx) => deleteDnaKit(ctx, id),
  },
  DnaKit: {
    provider: (kit) => kit.provider,
    // The person as the viewer sees them now: one they no longer see is not shown.
    person: async (kit, _args, ctx) => {
      if (!kit.person) return null;
      try {
        return await getMember(ctx, kit.person.id);
      } catch (error) {
        if (error instanceof AppError && error.code === 'NOT_FOUND') return null;
        throw error;
      }
    },
    viewerCan: (kit, _args, ctx) => ({ delete: can(ctx, 'delete', 'DnaKit', kit) }),
  },
};

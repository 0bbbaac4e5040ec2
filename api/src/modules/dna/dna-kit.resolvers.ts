import type { Resolvers } from '../../generated/graphql.ts';
import { can } from '../../policies/authorize.ts';
import { deleteDnaKit } from './delete-kit.command.ts';
import { getDnaKit, myDnaKits } from './dna-kit.service.ts';
import { memberIfSeen } from './dna-match.service.ts';

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
    person: (kit, _args, ctx) => memberIfSeen(ctx, kit.person?.id),
    viewerCan: (kit, _args, ctx) => ({ delete: can(ctx, 'delete', 'DnaKit', kit) }),
  },
};

import type { Resolvers } from '../../generated/graphql.ts';
import { requireViewer } from '../../policies/authorize.ts';
import { findUserById, findUsersByIds } from '../users/index.ts';
import { getTree } from '../trees/index.ts';
import { AppError, notFound } from '../../errors.ts';
import { agreeToDnaMatch, withdrawDnaMatchConsent } from './dna-match-consent.command.ts';
import { consentsOf, matchPartnerIds } from './dna-match-consent.repository.ts';
import { dnaChromosomes, dnaTriangulation, getDnaMatch, matchesOf, memberIfSeen, treeCheckOf } from './dna-match.service.ts';
import { getDnaKit } from './dna-kit.service.ts';

/** The most relatives offered to match with. */
const MAX_MATCH_CHOICES = 500;

export const dnaMatchResolvers: Resolvers = {
  Query: {
    dnaMatch: (_parent, { id, kitId }, ctx) => getDnaMatch(ctx, id, kitId),
    dnaTriangulation: (_parent, { kitId, matchIds }, ctx) => dnaTriangulation(ctx, kitId, matchIds),
    dnaChromosomes: (_parent, _args, ctx) => {
      requireViewer(ctx.viewer);
      return dnaChromosomes();
    },
    dnaMatchChoices: async (_parent, _args, ctx) => {
      const viewer = requireViewer(ctx.viewer);
      const ids = await matchPartnerIds(ctx.em, viewer.id, MAX_MATCH_CHOICES);
      const users = ids.length ? await findUsersByIds(ctx.em, ids) : [];
      const byId = new Map(users.map((user) => [user.id, user]));
      return ids.flatMap((id) => byId.get(id) ?? []);
    },
  },
  Mutation: {
    agreeToDnaMatch: (_parent, { input }, ctx) => agreeToDnaMatch(ctx, input),
    withdrawDnaMatchConsent: (_parent, { id }, ctx) => withdrawDnaMatchConsent(ctx, id),
  },
  DnaKit: {
    matchingStatus: (kit) => kit.status,
    matchConsents: (kit, _args, ctx) => consentsOf(ctx.em, kit.id),
    matches: (kit, _args, ctx) => matchesOf(ctx, kit),
  },
  DnaMatchConsent: {
    id: (row) => row.id,
    createdAt: (row) => row.created_at,
    withUser: (row, _args, ctx) => (row.with_user_id ? findUserById(ctx.em, row.with_user_id) : null),
    // The tree while the owner still reads it.
    tree: async (row, _args, ctx) => {
      if (!row.tree_id) return null;
      try {
        return await getTree(ctx, row.tree_id);
      } catch (error) {
        if (error instanceof AppError && error.code === 'NOT_FOUND') return null;
        throw error;
      }
    },
  },
  DnaMatch: {
    kit: (match, _args, ctx) => getDnaKit(ctx, match.row.kit_id),
    // A kit goes with its owner's account, so its owner is there while the match is.
    matchedUser: async (match, _args, ctx) => (await findUserById(ctx.em, match.row.other_user_id)) ?? Promise.reject(notFound('User')),
    matchedPerson: (match, _args, ctx) => memberIfSeen(ctx, match.row.other_person_id),
    matchedProvider: (match) => match.row.other_provider,
    treeCheck: (match, _args, ctx) => treeCheckOf(ctx, match.row),
    computedAt: (match) => match.row.computed_at,
  },
};

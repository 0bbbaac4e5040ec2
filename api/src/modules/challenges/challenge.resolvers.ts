import type { Resolvers } from '../../generated/graphql.ts';
import { can } from '../../policies/authorize.ts';
import { claimPerson, listCatalogue, getChallenge, listChallenges } from './challenge.service.ts';
import { claimFamilyChallenge, confirmFamilyChallenge, createFamilyChallenge, joinChallenge, leaveChallenge, setChallengeActive } from './challenge-changes.command.ts';
import { chooseChartStyle, myRewards, setLeaderboardVisibility, streakOf } from './rewards.service.ts';
import { challengeLeaderboard, challengeSeasons } from './leaderboard.service.ts';
import { progressChanges, type ChallengeLiveContext } from './live-progress.ts';
import type { ProgressModel } from './challenge.presenter.ts';

export const challengeResolvers: Resolvers = {
  Query: {
    discoveryChallenges: (_parent, _args, ctx) => listChallenges(ctx),
    discoveryChallenge: (_parent, { id }, ctx) => getChallenge(ctx, id),
    challengeCatalogue: (_parent, _args, ctx) => listCatalogue(ctx),
    myRewards: (_parent, _args, ctx) => myRewards(ctx),
    challengeSeasons: (_parent, _args, ctx) => challengeSeasons(ctx),
    challengeLeaderboard: (_parent, { seasonId, first }, ctx) => challengeLeaderboard(ctx, { seasonId, first: first ?? 20 }),
  },
  Mutation: {
    joinChallenge: (_parent, { id }, ctx) => joinChallenge(ctx, id),
    leaveChallenge: (_parent, { id }, ctx) => leaveChallenge(ctx, id),
    createFamilyChallenge: (_parent, { input }, ctx) => createFamilyChallenge(ctx, input),
    claimFamilyChallenge: (_parent, { id }, ctx) => claimFamilyChallenge(ctx, id),
    confirmFamilyChallenge: (_parent, { id }, ctx) => confirmFamilyChallenge(ctx, id),
    setChallengeActive: (_parent, { id, active }, ctx) => setChallengeActive(ctx, id, active),
    setLeaderboardVisibility: (_parent, { visible }, ctx) => setLeaderboardVisibility(ctx, visible),
    chooseChartStyle: (_parent, { style }, ctx) => chooseChartStyle(ctx, style),
  },
  Subscription: {
    challengeProgressChanged: {
      subscribe: (_parent, _args, ctx) => progressChanges(ctx as ChallengeLiveContext),
      resolve: (model: ProgressModel) => model,
    },
  },
  DiscoveryChallenge: {
    viewerCan: (c, _args, ctx) => ({
      join: can(ctx, 'join', 'Challenge', c.view),
      leave: can(ctx, 'leave', 'Challenge', c.view),
      claim: can(ctx, 'claim', 'Challenge', c.view),
      confirm: can(ctx, 'confirm', 'Challenge', c.view),
      setActive: can(ctx, 'setActive', 'Challenge', c.view),
    }),
  },
  UserRewards: {
    currentStreak: async (_rewards, _args, ctx) => (await streakOf(ctx)).current,
    longestStreak: async (rewards, _args, ctx) => Math.max((await streakOf(ctx)).longest, rewards.keptLongestStreak),
    lastActivityDate: async (_rewards, _args, ctx) => (await streakOf(ctx)).lastActivityDate,
  },
  FamilyChallengeClaim: {
    claimedBy: (claim, _args, ctx) => claimPerson(ctx, claim.claimedById),
    confirmedBy: (claim, _args, ctx) => claimPerson(ctx, claim.confirmedById),
  },
};

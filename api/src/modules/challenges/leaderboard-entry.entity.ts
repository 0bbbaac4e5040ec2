import { defineEntity, p } from '@mikro-orm/postgresql';
import { randomUUID } from 'node:crypto';
import { User } from '../users/user.entity.ts';
import { DiscoveryChallenge } from './challenge.entity.ts';

/**
 * A completed challenge on the leaderboard of its season (spec: challenge_leaderboard): one row per
 * person and challenge, written when it completes and removed while its credit is taken back.
 * `completionTime` is the seconds from joining to finishing; the rank is worked out when a family's
 * leaderboard is read (it depends on who reads it: only people sharing a tree with them count).
 */
const LeaderboardEntrySchema = defineEntity({
  name: 'LeaderboardEntry',
  tableName: 'challenge_leaderboard',
  properties: {
    id: p.uuid().primary().onCreate(() => randomUUID()),
    user: () => p.manyToOne(User).deleteRule('cascade'),
    challenge: () => p.manyToOne(DiscoveryChallenge).deleteRule('cascade'),
    score: p.integer(),
    completionTime: p.integer(),
    completedAt: p.datetime(),
    rank: p.integer().nullable(),
    seasonId: p.string().length(7),
  },
  uniques: [{ name: 'challenge_leaderboard_user_challenge_unique', properties: ['user', 'challenge'] }],
  indexes: [{ name: 'challenge_leaderboard_season_user_index', properties: ['seasonId', 'user'] }],
});

export class LeaderboardEntry extends LeaderboardEntrySchema.class {}
LeaderboardEntrySchema.setClass(LeaderboardEntry);

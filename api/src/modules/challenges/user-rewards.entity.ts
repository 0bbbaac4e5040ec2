import { defineEntity, p } from '@mikro-orm/postgresql';
import { User } from '../users/user.entity.ts';
import type { UnlockableFeature } from './challenge-texts.ts';

/** A badge earned, and when. */
export interface EarnedBadgeRow {
  badge: string;
  earnedAt: string;
}

/** Days in a row with a real contribution. */
export interface Streaks {
  current: number;
  longest: number;
}

/**
 * A person's rewards (spec: user_rewards): worked out again by the progress job from the challenges
 * they completed and the days they contributed, so they always agree with those.
 */
const UserRewardsSchema = defineEntity({
  name: 'UserRewards',
  tableName: 'user_rewards',
  properties: {
    user: () => p.oneToOne(User).primary().deleteRule('cascade'),
    totalPoints: p.integer().default(0),
    level: p.integer().default(1),
    experience: p.integer().default(0),
    badges: p.json<EarnedBadgeRow[]>().default('[]'),
    /** Keys of the catalogue challenges completed (spec: achievements). */
    achievements: p.json<string[]>().default('[]'),
    streaks: p.json<Streaks>().default('{"current":0,"longest":0}'),
    unlockedFeatures: p.array().default([]).$type<UnlockableFeature[]>(),
    lastActivityDate: p.date().nullable(),
    /** Shown on leaderboards (they earn either way). */
    onLeaderboard: p.boolean().default(true),
    /** The tree chart style chosen among those unlocked (classic is always there). */
    chartStyle: p.string().length(20).default('classic').$type<'classic' | 'heritage' | 'gold'>(),
    updatedAt: p.datetime().onCreate(() => new Date()),
  },
});

export class UserRewards extends UserRewardsSchema.class {}
UserRewardsSchema.setClass(UserRewards);

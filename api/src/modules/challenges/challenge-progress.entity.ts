import { defineEntity, p } from '@mikro-orm/postgresql';
import { randomUUID } from 'node:crypto';
import { User } from '../users/user.entity.ts';
import { DiscoveryChallenge, type Rewards } from './challenge.entity.ts';

export const PROGRESS_STATUSES = ['in_progress', 'completed', 'expired'] as const;
export type ProgressStatus = (typeof PROGRESS_STATUSES)[number];

/** The counts behind a progress (spec: user_challenge_progress.progress, default empty). */
export interface ProgressCounts {
  count?: number;
  target?: number;
  percent?: number;
}

/**
 * A person's progress with a challenge they joined (spec: user_challenge_progress). Written only by
 * the progress job from the records (challenge-progress.job.ts), never from what a client sends.
 * `completedAt` is the first completion and stays when the credit is taken back (what counted was
 * undone): the status goes back to in_progress, the rewards stop counting, and finishing again
 * gives nothing new.
 */
const ChallengeProgressSchema = defineEntity({
  name: 'ChallengeProgress',
  tableName: 'user_challenge_progress',
  properties: {
    id: p.uuid().primary().onCreate(() => randomUUID()),
    user: () => p.manyToOne(User).deleteRule('cascade'),
    challenge: () => p.manyToOne(DiscoveryChallenge).deleteRule('cascade').index(),
    progress: p.json<ProgressCounts>().default('{}'),
    status: p.string().length(20).$type<ProgressStatus>().default('in_progress'),
    startedAt: p.datetime().onCreate(() => new Date()),
    /** The end of the time limit, from joining. */
    deadline: p.datetime().nullable(),
    completedAt: p.datetime().nullable(),
    rewardsEarned: p.json<Rewards>().nullable(),
    updatedAt: p.datetime().onCreate(() => new Date()),
  },
  uniques: [{ name: 'user_challenge_progress_user_challenge_unique', properties: ['user', 'challenge'] }],
});

export class ChallengeProgress extends ChallengeProgressSchema.class {}
ChallengeProgressSchema.setClass(ChallengeProgress);

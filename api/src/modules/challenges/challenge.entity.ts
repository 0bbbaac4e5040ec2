import { defineEntity, p } from '@mikro-orm/postgresql';
import { baseProperties } from '../../db/base-properties.ts';
import { User } from '../users/user.entity.ts';
import { Tree } from '../trees/tree.entity.ts';
import type { ChallengeRule, UnlockableFeature } from './challenge-texts.ts';

export const CHALLENGE_CATEGORIES = ['tree_building', 'memories', 'stories', 'connections', 'heritage', 'traditions'] as const;
export type ChallengeCategory = (typeof CHALLENGE_CATEGORIES)[number];
export const CHALLENGE_DIFFICULTIES = ['easy', 'medium', 'hard', 'expert'] as const;
export type ChallengeDifficulty = (typeof CHALLENGE_DIFFICULTIES)[number];
export type ChallengeType = 'individual' | 'family';

/** A time a challenge was switched off, as ISO instants; `to` is null while it still is. */
export interface OffPeriod {
  from: string;
  to: string | null;
}

/** What finishing a challenge gives (spec: discovery_challenges.rewards). */
export interface Rewards {
  points: number;
  experience: number;
  badge: string | null;
  unlocks: UnlockableFeature | null;
}

/**
 * A discovery challenge (spec: discovery_challenges). A catalogue challenge has a `key` and its
 * texts in both languages (`title` and `description` hold the English, `texts` every language); its
 * `requirements` are a rule over facts (challenge-texts.ts). A family challenge belongs to a tree,
 * was written by its owner in one language and has no rule: it completes when an editor claims it
 * and another relative confirms the claim.
 */
const ChallengeSchema = defineEntity({
  name: 'DiscoveryChallenge',
  tableName: 'discovery_challenges',
  properties: {
    ...baseProperties,
    key: p.string().length(60).nullable().unique(),
    title: p.string().length(200),
    description: p.text(),
    /** Catalogue texts by language: { en: { title, description }, es: { … } }. */
    texts: p.json<Record<string, { title: string; description: string }>>().nullable(),
    challengeType: p.string().length(20).$type<ChallengeType>(),
    difficulty: p.string().length(20).$type<ChallengeDifficulty>(),
    category: p.string().length(20).$type<ChallengeCategory>(),
    requirements: p.json<ChallengeRule | Record<string, never>>(),
    rewards: p.json<Rewards>(),
    isActive: p.boolean().default(true),
    /**
     * When it was switched off (`to` null while it still is): what was done then does not count,
     * even once it is switched on again.
     */
    offPeriods: p.json<OffPeriod[]>().default('[]'),
    /** Days to finish it after joining. */
    timeLimit: p.integer().nullable(),
    tree: () => p.manyToOne(Tree).nullable().deleteRule('cascade').index(),
    createdBy: () => p.manyToOne(User).nullable().deleteRule('set null'),
    claimedBy: () => p.manyToOne(User).nullable().deleteRule('set null'),
    claimedAt: p.datetime().nullable(),
    confirmedBy: () => p.manyToOne(User).nullable().deleteRule('set null'),
    confirmedAt: p.datetime().nullable(),
  },
});

export class DiscoveryChallenge extends ChallengeSchema.class {}
ChallengeSchema.setClass(DiscoveryChallenge);

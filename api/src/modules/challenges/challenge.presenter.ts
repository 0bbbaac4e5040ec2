import { requestLanguage } from '../../i18n.ts';
import type { ChallengeView } from '../../policies/challenge.policy.ts';
import type { Rewards } from './challenge.entity.ts';
import type { ChallengeRow } from './challenge.repository.ts';
import { badgeName, goalText, remainingText, type ChallengeRule, type UnlockableFeature } from './challenge-texts.ts';
import { descriptionIn, titleIn } from './challenge-titles.ts';

/** A badge as the API shows it: its name in the reader's language and its picture. */
export interface BadgeModel {
  key: string;
  name: string;
  imageUrl: string;
}

export interface RewardsModel {
  points: number;
  experience: number;
  badge: BadgeModel | null;
  unlocks: UnlockableFeature | null;
}

export interface ProgressModel {
  id: string;
  challengeId: string;
  status: 'in_progress' | 'completed' | 'expired';
  percent: number;
  count: number;
  target: number;
  remainingText: string;
  startedAt: string;
  deadline: string | null;
  completedAt: string | null;
  rewardsEarned: RewardsModel | null;
}

/** A family challenge's claim: who said it is done, who confirmed it. */
export interface ClaimModel {
  claimedById: string | null;
  claimedAt: string;
  confirmedById: string | null;
  confirmedAt: string | null;
}

export interface ChallengeModel {
  id: string;
  key: string | null;
  title: string;
  description: string;
  challengeType: 'individual' | 'family';
  difficulty: ChallengeRow['difficulty'];
  category: ChallengeRow['category'];
  requirement: (ChallengeRule & { text: string }) | null;
  rewards: RewardsModel;
  isActive: boolean;
  timeLimitDays: number | null;
  treeId: string | null;
  treeName: string | null;
  viewerProgress: ProgressModel | null;
  claim: ClaimModel | null;
  /** What the policy judges. */
  view: ChallengeView;
}

/** Where a badge's picture is served (web/public/badges). */
export const badgeImageUrl = (key: string) => `/badges/${encodeURIComponent(key)}.svg`;

export function presentBadge(key: string): BadgeModel {
  return { key, name: badgeName(requestLanguage(), key), imageUrl: badgeImageUrl(key) };
}

export function presentRewards(rewards: Rewards): RewardsModel {
  return { points: rewards.points, experience: rewards.experience, badge: rewards.badge ? presentBadge(rewards.badge) : null, unlocks: rewards.unlocks ?? null };
}

const iso = (at: Date | string | null) => (at === null ? null : new Date(at).toISOString());

/** A challenge row as the API shows it to its viewer, in their language. */
export function presentChallenge(row: ChallengeRow): ChallengeModel {
  const language = requestLanguage();
  const rule = 'fact' in row.requirements ? (row.requirements as ChallengeRule) : null;
  const target = row.progress?.target ?? rule?.target ?? 1;
  const count = row.progress?.count ?? 0;
  // A time limit that passed is shown as such at once; the nightly run writes it down.
  const status = row.status === 'in_progress' && row.deadline && new Date(row.deadline) < new Date() ? 'expired' : row.status;
  const progress: ProgressModel | null = row.progress_id
    ? {
        id: row.progress_id,
        challengeId: row.id,
        status: status!,
        percent: row.progress?.percent ?? 0,
        count,
        target,
        remainingText: rule && status === 'in_progress' ? remainingText(language, rule, target - count) : '',
        startedAt: iso(row.started_at)!,
        deadline: iso(row.deadline),
        completedAt: iso(row.completed_at),
        rewardsEarned: row.status === 'completed' && row.rewards_earned ? presentRewards(row.rewards_earned) : null,
      }
    : null;
  return {
    id: row.id,
    key: row.key,
    title: titleIn(language, row),
    description: descriptionIn(language, row),
    challengeType: row.challenge_type,
    difficulty: row.difficulty,
    category: row.category,
    requirement: rule ? { ...rule, text: goalText(language, rule) } : null,
    rewards: presentRewards(row.rewards),
    isActive: row.is_active,
    timeLimitDays: row.time_limit,
    treeId: row.tree_id,
    treeName: row.tree_name,
    viewerProgress: progress,
    claim: row.claimed_at ? { claimedById: row.claimed_by_id, claimedAt: iso(row.claimed_at)!, confirmedById: row.confirmed_by_id, confirmedAt: iso(row.confirmed_at) } : null,
    view: {
      challengeType: row.challenge_type,
      isActive: row.is_active,
      treeId: row.tree_id,
      claimedById: row.claimed_by_id,
      confirmed: row.confirmed_at !== null,
      viewerStatus: status,
      viewerEverCompleted: row.completed_at !== null,
    },
  };
}

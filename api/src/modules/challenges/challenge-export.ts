import type { EntityManager } from '@mikro-orm/postgresql';
import { requestLanguage } from '../../i18n.ts';
import { challengeScope } from '../../policies/challenge.policy.ts';
import type { Rewards } from './challenge.entity.ts';
import type { ProgressCounts, ProgressStatus } from './challenge-progress.entity.ts';
import type { EarnedBadgeRow, Streaks } from './user-rewards.entity.ts';
import { badgeName, type UnlockableFeature } from './challenge-texts.ts';
import { titleIn } from './challenge-titles.ts';

// A user's own data export: their progress with each challenge they joined, their rewards, their
// places on the leaderboards, and the family challenges they added, claimed or confirmed — never
// anyone else's progress. A family challenge of a tree they no longer read is the tree's, not
// theirs: its title is left out of their progress and places (which stay theirs), and it is not
// listed among the family challenges. Account deletion needs nothing here: progress, rewards and
// leaderboard places go with the account (on delete cascade); family challenges stay with their
// tree and forget who added, claimed or confirmed them (on delete set null).

type Texts = Record<string, { title: string; description: string }> | null;

interface ProgressRow {
  key: string | null;
  title: string;
  texts: Texts;
  readable: boolean;
  challenge_type: 'individual' | 'family';
  status: ProgressStatus;
  progress: ProgressCounts;
  started_at: Date;
  deadline: Date | null;
  completed_at: Date | null;
  rewards_earned: Rewards | null;
}

interface RewardsRow {
  total_points: number;
  level: number;
  experience: number;
  badges: EarnedBadgeRow[];
  achievements: string[];
  streaks: Streaks;
  unlocked_features: UnlockableFeature[];
  last_activity_date: string | null;
  on_leaderboard: boolean;
  chart_style: string;
}

interface PlaceRow {
  key: string | null;
  title: string;
  texts: Texts;
  readable: boolean;
  season_id: string;
  score: number;
  completion_time: number;
  completed_at: Date;
}

interface FamilyRow {
  id: string;
  title: string;
  description: string;
  tree_name: string;
  difficulty: string;
  category: string;
  rewards: Rewards;
  is_active: boolean;
  created_at: Date;
  created: boolean;
  claimed: boolean;
  claimed_at: Date | null;
  confirmed: boolean;
  confirmed_at: Date | null;
}

const iso = (at: Date | string | null) => (at === null ? null : new Date(at).toISOString());

/** Everything of the challenges that is the user's own, in the language of the one who asked. */
export async function challengesForExport(em: EntityManager, userId: string) {
  const language = requestLanguage();
  const readable = challengeScope('c', { id: userId });
  const titleOf = (row: { readable: boolean; title: string; texts: Texts }) => (row.readable ? titleIn(language, row) : null);

  const progress = await em.execute<ProgressRow[]>(
    `select c.key, c.title, c.texts, ${readable.text} as readable, c.challenge_type, p.status, p.progress, p.started_at, p.deadline, p.completed_at, p.rewards_earned
     from user_challenge_progress p join discovery_challenges c on c.id = p.challenge_id
     where p.user_id = ?::uuid order by p.started_at, c.id`,
    [...readable.params, userId],
  );
  const [rewards] = await em.execute<RewardsRow[]>(
    `select total_points, level, experience, badges, achievements, streaks, unlocked_features, last_activity_date::text, on_leaderboard, chart_style
     from user_rewards where user_id = ?::uuid`,
    [userId],
  );
  const places = await em.execute<PlaceRow[]>(
    `select c.key, c.title, c.texts, ${readable.text} as readable, l.season_id, l.score, l.completion_time, l.completed_at
     from challenge_leaderboard l join discovery_challenges c on c.id = l.challenge_id
     where l.user_id = ?::uuid order by l.completed_at, c.id`,
    [...readable.params, userId],
  );
  const family = await em.execute<FamilyRow[]>(
    `select c.id, c.title, c.description, t.name as tree_name, c.difficulty, c.category, c.rewards, c.is_active, c.created_at,
       c.created_by_id is not distinct from ?::uuid as created, c.claimed_by_id is not distinct from ?::uuid as claimed, c.claimed_at,
       c.confirmed_by_id is not distinct from ?::uuid as confirmed, c.confirmed_at
     from discovery_challenges c join trees t on t.id = c.tree_id
     where c.challenge_type = 'family' and ?::uuid in (c.created_by_id, c.claimed_by_id, c.confirmed_by_id) and ${readable.text}
     order by c.created_at, c.id`,
    [userId, userId, userId, userId, ...readable.params],
  );

  return {
    progress: progress.map((p) => ({
      challenge: { key: p.key, title: titleOf(p), type: p.challenge_type },
      status: p.status,
      count: p.progress.count ?? 0,
      target: p.progress.target ?? null,
      percent: p.progress.percent ?? 0,
      startedAt: iso(p.started_at),
      deadline: iso(p.deadline),
      completedAt: iso(p.completed_at),
      rewardsEarned: p.rewards_earned,
    })),
    rewards: rewards
      ? {
          totalPoints: rewards.total_points,
          level: rewards.level,
          experience: rewards.experience,
          badges: rewards.badges.map((b) => ({ badge: b.badge, name: badgeName(language, b.badge), earnedAt: iso(b.earnedAt) })),
          streaks: rewards.streaks,
          lastActivityDate: rewards.last_activity_date,
          unlockedFeatures: rewards.unlocked_features,
          completedCatalogueChallenges: rewards.achievements,
          onLeaderboard: rewards.on_leaderboard,
          chartStyle: rewards.chart_style,
        }
      : null,
    leaderboard: places.map((l) => ({
      season: l.season_id,
      challenge: { key: l.key, title: titleOf(l) },
      score: l.score,
      completionSeconds: l.completion_time,
      completedAt: iso(l.completed_at),
    })),
    familyChallenges: family.map((f) => ({
      id: f.id,
      title: f.title,
      description: f.description,
      tree: f.tree_name,
      difficulty: f.difficulty,
      category: f.category,
      points: f.rewards.points,
      isActive: f.is_active,
      createdAt: iso(f.created_at),
      youCreated: f.created,
      youClaimedAt: f.claimed ? iso(f.claimed_at) : null,
      youConfirmedAt: f.confirmed ? iso(f.confirmed_at) : null,
    })),
  };
}

import type { EntityManager } from '@mikro-orm/postgresql';
import { challengeScope } from '../../policies/challenge.policy.ts';
import type { ChallengeCategory, ChallengeDifficulty, ChallengeType, Rewards } from './challenge.entity.ts';
import type { ProgressCounts, ProgressStatus } from './challenge-progress.entity.ts';
import type { ChallengeRule } from './challenge-texts.ts';

/** A challenge with the viewer's progress and its claim, as one statement reads it. */
export interface ChallengeRow {
  id: string;
  key: string | null;
  title: string;
  description: string;
  texts: Record<string, { title: string; description: string }> | null;
  challenge_type: ChallengeType;
  difficulty: ChallengeDifficulty;
  category: ChallengeCategory;
  requirements: ChallengeRule | Record<string, never>;
  rewards: Rewards;
  is_active: boolean;
  time_limit: number | null;
  tree_id: string | null;
  tree_name: string | null;
  claimed_by_id: string | null;
  claimed_at: Date | null;
  confirmed_by_id: string | null;
  confirmed_at: Date | null;
  progress_id: string | null;
  status: ProgressStatus | null;
  progress: ProgressCounts | null;
  started_at: Date | null;
  deadline: Date | null;
  completed_at: Date | null;
  rewards_earned: Rewards | null;
}

const SELECT = `select c.id, c.key, c.title, c.description, c.texts, c.challenge_type, c.difficulty, c.category, c.requirements,
    c.rewards, c.is_active, c.time_limit, c.tree_id, t.name as tree_name, c.claimed_by_id, c.claimed_at, c.confirmed_by_id, c.confirmed_at,
    p.id as progress_id, p.status, p.progress, p.started_at, p.deadline, p.completed_at, p.rewards_earned
  from discovery_challenges c
  left join trees t on t.id = c.tree_id
  left join user_challenge_progress p on p.challenge_id = c.id and p.user_id = ?`;

const ORDER = `order by c.tree_id is null, c.created_at desc, (c.rewards->>'points')::int, c.key`;

/**
 * The challenges the viewer sees (the catalogue and their trees' family challenges): the active
 * ones, and those they joined whatever their state.
 */
export async function visibleChallenges(em: EntityManager, viewerId: string): Promise<ChallengeRow[]> {
  const scope = challengeScope('c', { id: viewerId });
  return em.execute<ChallengeRow[]>(`${SELECT} where ${scope.text} and (c.is_active or p.id is not null) ${ORDER}`, [viewerId, ...scope.params]);
}

/** One challenge the viewer sees, or none. */
export async function visibleChallenge(em: EntityManager, viewerId: string, id: string): Promise<ChallengeRow | null> {
  const scope = challengeScope('c', { id: viewerId });
  const [row] = await em.execute<ChallengeRow[]>(`${SELECT} where c.id = ? and ${scope.text}`, [viewerId, id, ...scope.params]);
  return row ?? null;
}

/** The challenges the viewer sees whose progress rows (of theirs) are these, in one statement. */
export async function changedChallenges(em: EntityManager, viewerId: string, progressIds: readonly string[]): Promise<ChallengeRow[]> {
  const scope = challengeScope('c', { id: viewerId });
  return em.execute<ChallengeRow[]>(`${SELECT} where p.id in (select jsonb_array_elements_text(?::jsonb)::uuid) and ${scope.text} ${ORDER}`, [
    viewerId,
    JSON.stringify(progressIds),
    ...scope.params,
  ]);
}

/** Every catalogue challenge, on or off (for administrators). */
export async function catalogueChallenges(em: EntityManager, viewerId: string): Promise<ChallengeRow[]> {
  return em.execute<ChallengeRow[]>(`${SELECT} where c.tree_id is null ${ORDER}`, [viewerId]);
}

/** Asks, in one statement, for the progress of everyone who joined a challenge (and did not let it expire) to be worked out again once this change commits. */
export async function recountParticipants(em: EntityManager, challengeId: string): Promise<void> {
  await em.execute(`select challenge_recount(array(select user_id from user_challenge_progress where challenge_id = ? and status <> 'expired'))`, [challengeId]);
}

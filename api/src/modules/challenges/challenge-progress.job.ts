import { ForeignKeyConstraintViolationException, type EntityManager, type MikroORM } from '@mikro-orm/postgresql';
import { tIn } from '../../i18n.ts';
import { log } from '../../log.ts';
import type { JobHandler, PeriodicJob } from '../../jobs/index.ts';
import { notifyUsers } from '../notifications/index.ts';
import { findUserById } from '../users/index.ts';
import { badgeName, type ChallengeRule } from './challenge-texts.ts';
import type { OffPeriod, Rewards } from './challenge.entity.ts';
import type { ProgressStatus } from './challenge-progress.entity.ts';
import { EVERY_FACT, factsOf, factsOfMany, type FactRow } from './challenge-facts.ts';
import { levelOf, measureRule, percentOf, seasonOf, streaksOf } from './challenge-rules.ts';
import { CHALLENGE_PROGRESS, CHALLENGE_PROGRESS_ALL, PROGRESS_CHANNEL } from './challenge-job-names.ts';
import { titleIn } from './challenge-titles.ts';

interface ProgressRow {
  id: string;
  status: ProgressStatus;
  started_at: Date;
  deadline: Date | null;
  completed_at: Date | null;
  progress: { count?: number; target?: number; percent?: number };
  challenge_id: string;
  title: string;
  texts: Record<string, { title: string; description: string }> | null;
  challenge_type: 'individual' | 'family';
  requirements: ChallengeRule;
  rewards: Rewards;
  is_active: boolean;
  off_periods: OffPeriod[];
  claimed_by_id: string | null;
  claimed_at: Date | null;
  confirmed_at: Date | null;
}

/** How far back a streak is looked for. */
const STREAK_DAYS = 400;

/**
 * Works out a person's progress with every challenge they joined, from the facts as they stand
 * now (challenge-facts.ts), and what follows: a challenge reaching its target completes (its
 * rewards counted, its place on the season's leaderboard written, the person told — the first time
 * only); one whose facts were undone goes back to in progress and its credit stops counting; one
 * past its time limit expires. Then the person's rewards are added up again. One person's work is
 * done by one run at a time however many servers run the queue (an advisory lock held for the
 * transaction), so a completion is counted exactly once. Changed progress is announced once
 * committed, for live pages.
 */
export async function workOutProgress(em: EntityManager, userId: string, now = new Date(), readFacts?: readonly FactRow[]): Promise<void> {
  try {
    await workOut(em, userId, now, readFacts);
  } catch (error) {
    // The account went while this ran (its deletion committed between the check and the writes):
    // nothing is left to work out, and the job is done rather than failed.
    if (error instanceof ForeignKeyConstraintViolationException && !(await findUserById(em.fork(), userId))) return;
    throw error;
  }
}

/** `readFacts`, when given, are the person's facts read already (with others', by the nightly run); else they are read here. */
async function workOut(em: EntityManager, userId: string, now: Date, readFacts: readonly FactRow[] | undefined): Promise<void> {
  await em.transactional(async (tx) => {
    await tx.execute(`select pg_advisory_xact_lock(hashtext('challenge-progress'), hashtext(?))`, [userId]);
    // Someone whose account went since the job was added has nothing left to work out.
    if (!(await findUserById(tx, userId))) return;
    const rows = await tx.execute<ProgressRow[]>(
      `select p.id, p.status, p.started_at, p.deadline, p.completed_at, p.progress, c.id as challenge_id, c.title, c.texts,
         c.challenge_type, c.requirements, c.rewards, c.is_active, c.off_periods, c.claimed_by_id, c.claimed_at, c.confirmed_at
       from user_challenge_progress p join discovery_challenges c on c.id = p.challenge_id
       where p.user_id = ? and p.status <> 'expired'`,
      [userId],
    );
    const counted = rows.filter((r) => r.challenge_type === 'individual' && r.is_active);
    const since = new Date(Math.min(now.getTime() - STREAK_DAYS * 86_400_000, ...counted.map((r) => new Date(r.started_at).getTime())));
    const facts = readFacts ?? (await factsOf(tx, userId, factKinds(counted.map((r) => r.requirements)), since));

    const changed: string[] = [];
    const firstCompletions: ProgressRow[] = [];
    for (const row of rows) {
      if (!row.is_active && row.status === 'in_progress') continue;
      const startedAt = new Date(row.started_at);
      const deadline = row.deadline ? new Date(row.deadline) : null;
      const target = row.challenge_type === 'family' ? 1 : row.requirements.target;
      const count =
        row.challenge_type === 'family'
          ? Number(claimCounts(row, userId, deadline))
          : row.is_active
            ? measureRule(row.requirements, facts, startedAt, deadline, row.off_periods)
            : (row.progress.count ?? 0);
      const reached = count >= target;
      const status: ProgressStatus = reached ? 'completed' : deadline && now > deadline ? 'expired' : 'in_progress';
      const progress = { count: Math.min(count, target), target, percent: percentOf(count, target) };
      if (status === row.status && progress.count === row.progress.count && progress.target === row.progress.target) continue;
      const completedAt = row.completed_at ? new Date(row.completed_at) : status === 'completed' ? now : null;
      const written = await tx.execute<{ id: string }[]>(
        `update user_challenge_progress set status = ?, progress = ?::jsonb, completed_at = ?, rewards_earned = ?::jsonb, updated_at = now() where id = ? returning id`,
        [status, JSON.stringify(progress), completedAt, status === 'completed' || row.completed_at ? JSON.stringify(row.rewards) : null, row.id],
      );
      // Left since it was read (joins and leaves wait for this run's lock, so only a deletion of the
      // account or tree): nothing more to write for it.
      if (!written.length) continue;
      changed.push(row.id);
      if (status === 'expired' && row.challenge_type === 'family') await releaseUnconfirmedClaim(tx, userId, row.challenge_id);
      if (status === 'completed' && row.status !== 'completed') {
        await tx.execute(
          `insert into challenge_leaderboard (id, user_id, challenge_id, score, completion_time, completed_at, season_id)
           values (gen_random_uuid(), ?, ?, ?, ?, ?, ?) on conflict do nothing`,
          [userId, row.challenge_id, row.rewards.points, Math.max(0, Math.round((completedAt!.getTime() - startedAt.getTime()) / 1000)), completedAt, seasonOf(completedAt!)],
        );
        if (!row.completed_at) firstCompletions.push(row);
      } else if (row.status === 'completed' && status !== 'completed') {
        await tx.execute(`delete from challenge_leaderboard where user_id = ? and challenge_id = ?`, [userId, row.challenge_id]);
      }
    }
    await addUpRewards(tx, userId, facts.filter((f) => !f.dated).map((f) => f.at), now);
    for (const row of firstCompletions) await tellOfCompletion(tx, userId, row);
    if (changed.length) await tx.execute(`select pg_notify(?, ?)`, [PROGRESS_CHANNEL, JSON.stringify({ userId, ids: changed })]);
  });
}

/** Whether a family challenge's claim completes it for this person: theirs, confirmed, and made within its time limit. */
function claimCounts(row: ProgressRow, userId: string, deadline: Date | null): boolean {
  if (row.claimed_by_id !== userId || row.confirmed_at === null || row.claimed_at === null) return false;
  return !deadline || new Date(row.claimed_at) <= deadline;
}

/** A claim nobody confirmed before its maker's time ran out is withdrawn, so another editor may make one. */
async function releaseUnconfirmedClaim(tx: EntityManager, userId: string, challengeId: string) {
  await tx.execute(`update discovery_challenges set claimed_by_id = null, claimed_at = null, updated_at = now() where id = ? and claimed_by_id = ? and confirmed_at is null`, [
    challengeId,
    userId,
  ]);
}

/** Each (fact, with a birth date) a set of rules needs, once, and every fact plain (for streaks). */
function factKinds(rules: readonly ChallengeRule[]) {
  const seen = new Map<string, { fact: ChallengeRule['fact']; dated: boolean }>();
  for (const rule of rules) if (rule.withBirthDate) seen.set(`${rule.fact}:dated`, { fact: rule.fact, dated: true });
  return [...seen.values(), ...EVERY_FACT.map((fact) => ({ fact, dated: false }))];
}

/** The person's rewards from their completed challenges and the days they contributed, written over what was there. */
async function addUpRewards(tx: EntityManager, userId: string, days: readonly Date[], now: Date) {
  const [sums] = await tx.execute<{ points: number; experience: number; badges: { badge: string; earnedAt: string }[]; unlocks: string[]; keys: string[] }[]>(
    `select coalesce(sum((p.rewards_earned->>'points')::int), 0)::int as points,
       coalesce(sum((p.rewards_earned->>'experience')::int), 0)::int as experience,
       coalesce(jsonb_agg(jsonb_build_object('badge', p.rewards_earned->>'badge', 'earnedAt', p.completed_at) order by p.completed_at desc)
         filter (where p.rewards_earned->>'badge' is not null), '[]') as badges,
       coalesce(array_agg(distinct p.rewards_earned->>'unlocks') filter (where p.rewards_earned->>'unlocks' is not null), '{}') as unlocks,
       coalesce(jsonb_agg(c.key) filter (where c.key is not null), '[]') as keys
     from user_challenge_progress p join discovery_challenges c on c.id = p.challenge_id
     where p.user_id = ? and p.status = 'completed'`,
    [userId],
  );
  const streaks = streaksOf(days, now);
  await tx.execute(
    `insert into user_rewards (user_id, total_points, level, experience, badges, achievements, streaks, unlocked_features, last_activity_date, updated_at)
     values (?, ?, ?, ?, ?::jsonb, ?::jsonb, ?::jsonb, array(select jsonb_array_elements_text(?::jsonb)), ?, now())
     on conflict (user_id) do update set total_points = excluded.total_points, level = excluded.level, experience = excluded.experience,
       badges = excluded.badges, achievements = excluded.achievements, unlocked_features = excluded.unlocked_features,
       streaks = jsonb_build_object('current', (excluded.streaks->>'current')::int,
         'longest', greatest((excluded.streaks->>'longest')::int, coalesce((user_rewards.streaks->>'longest')::int, 0))),
       last_activity_date = excluded.last_activity_date, updated_at = now()`,
    [
      userId,
      sums.points,
      levelOf(sums.experience).level,
      sums.experience,
      JSON.stringify(sums.badges),
      JSON.stringify(sums.keys),
      JSON.stringify({ current: streaks.current, longest: streaks.longest }),
      JSON.stringify(sums.unlocks),
      streaks.last ? streaks.last.toISOString().slice(0, 10) : null,
    ],
  );
}

/** Tells the person (bell, live, digest) what completing gave them, in their language. */
async function tellOfCompletion(tx: EntityManager, userId: string, row: ProgressRow) {
  const { points, badge } = row.rewards;
  await notifyUsers(tx, {
    kind: 'challenge_completed',
    userIds: [userId],
    actorId: null,
    message: (language) => {
      const title = titleIn(language, row);
      return badge
        ? tIn(language, 'challenges:notice.completedBadge', { title, points, badge: badgeName(language, badge) })
        : tIn(language, 'challenges:notice.completed', { title, points });
    },
    link: `/discovery-challenges#${row.challenge_id}`,
    objectId: row.challenge_id,
  });
}

/** How many people's facts the nightly run reads in one statement. */
const RECOUNT_BATCH = 500;

/**
 * Everyone with a challenge joined, worked out again: their facts read a batch of people at a time,
 * then each person worked out under their own lock. One person whose work fails is logged and
 * left to their own job (the next change or night); the others go on.
 */
export async function workOutEveryone(em: EntityManager, now = new Date()): Promise<number> {
  const users = await em.execute<{ user_id: string }[]>(`select distinct user_id from user_challenge_progress where status <> 'expired' order by user_id`);
  for (let start = 0; start < users.length; start += RECOUNT_BATCH) {
    const batch = users.slice(start, start + RECOUNT_BATCH).map((u) => u.user_id);
    const [needs] = await em.execute<{ rules: ChallengeRule[]; since: Date | null }[]>(
      `select coalesce(jsonb_agg(distinct c.requirements) filter (where c.challenge_type = 'individual' and c.is_active), '[]') as rules,
         min(p.started_at) filter (where c.challenge_type = 'individual' and c.is_active) as since
       from user_challenge_progress p join discovery_challenges c on c.id = p.challenge_id
       where p.user_id in (select jsonb_array_elements_text(?::jsonb)::uuid) and p.status <> 'expired'`,
      [JSON.stringify(batch)],
    );
    const since = new Date(Math.min(now.getTime() - STREAK_DAYS * 86_400_000, needs.since ? new Date(needs.since).getTime() : Infinity));
    const facts = await factsOfMany(em, batch, factKinds(needs.rules), since);
    for (const userId of batch) {
      try {
        await workOutProgress(em.fork(), userId, now, facts.get(userId) ?? []);
      } catch (error) {
        log.error({ err: error, userId }, 'A person’s challenge progress could not be worked out again in the nightly run');
      }
    }
  }
  return users.length;
}

/** The challenge jobs: one person's progress (added by the records' triggers), and everyone's every night. */
export function challengeJobs(orm: MikroORM): { tasks: Record<string, JobHandler>; crontab: PeriodicJob[] } {
  return {
    tasks: {
      [CHALLENGE_PROGRESS]: async (payload) => {
        const { userId } = payload as { userId?: unknown };
        if (typeof userId === 'string') await workOutProgress(orm.em.fork(), userId);
      },
      [CHALLENGE_PROGRESS_ALL]: async () => {
        await workOutEveryone(orm.em.fork());
      },
    },
    crontab: [{ task: CHALLENGE_PROGRESS_ALL, schedule: '30 3 * * *' }],
  };
}

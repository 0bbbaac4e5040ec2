import { readFileSync } from 'node:fs';
import type { ChallengeFact } from '../src/modules/challenges/challenge-texts.ts';
import { TestClient } from './client.ts';
import type { Person } from './factories.ts';
import type { TestApp } from './test-app.ts';
import { must } from './trees.ts';
import { HANG_MS } from './hang.ts';

// Discovery challenges as a test reads them: join by key, wait for the progress job's work.

export interface ProgressView {
  status: string;
  percent: number;
  count: number;
  target: number;
  remainingText: string;
  completedAt: string | null;
}

export interface ChallengeView {
  id: string;
  key: string | null;
  title: string;
  viewerProgress: ProgressView | null;
  rewards: { points: number; experience: number; badge: { key: string } | null };
  viewerCan: { join: boolean; leave: boolean; claim: boolean; confirm: boolean; setActive: boolean };
}

export const CHALLENGE_FIELDS = `id key title isActive challengeType treeId requirement { fact measure target perDay withBirthDate text }
  rewards { points experience badge { key name imageUrl } unlocks }
  viewerProgress { status percent count target remainingText completedAt rewardsEarned { points } }
  claim { claimedBy { id } confirmedBy { id } } viewerCan { join leave claim confirm setActive }`;

/** Every challenge the person sees. */
export async function challengesOf(person: Person): Promise<ChallengeView[]> {
  return (await must<{ discoveryChallenges: ChallengeView[] }>(person.client, `{ discoveryChallenges { ${CHALLENGE_FIELDS} } }`)).discoveryChallenges;
}

/** The catalogue challenge with this key, as the person sees it. */
export async function challengeByKey(person: Person, key: string): Promise<ChallengeView> {
  const found = (await challengesOf(person)).find((c) => c.key === key);
  if (!found) throw new Error(`No challenge ${key}`);
  return found;
}

/** Joins the catalogue challenge with this key; answers its id. */
export async function joinByKey(person: Person, key: string): Promise<string> {
  const { id } = await challengeByKey(person, key);
  await must(person.client, 'mutation($id: ID!) { joinChallenge(id: $id) { id } }', { id });
  return id;
}

/**
 * The person's progress with a challenge once `done` holds for it (the progress job runs right
 * after the change, on the queue), waited for up to `withinMs` (HANG_MS, a hang's end; 0: read it now); the
 * last one read otherwise.
 */
export async function progressWhen(person: Person, id: string, done: (p: ProgressView) => boolean, withinMs = HANG_MS): Promise<ProgressView> {
  const deadline = Date.now() + withinMs;
  for (;;) {
    const { discoveryChallenge } = await must<{ discoveryChallenge: ChallengeView }>(person.client, `query($id: ID!) { discoveryChallenge(id: $id) { ${CHALLENGE_FIELDS} } }`, { id });
    const progress = discoveryChallenge.viewerProgress!;
    if (done(progress) || Date.now() >= deadline) return progress;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

/** The person's rewards. */
export async function rewardsOf(person: Person) {
  return (
    await must<{ myRewards: { totalPoints: number; level: number; experience: number; badges: { badge: { key: string } }[]; currentStreak: number; longestStreak: number; unlockedFeatures: string[]; challengesCompleted: number; onLeaderboard: boolean } }>(
      person.client,
      '{ myRewards { totalPoints level experience badges { badge { key } } currentStreak longestStreak unlockedFeatures challengesCompleted onLeaderboard } }',
    )
  ).myRewards;
}

/** The names on the person's leaderboard of a season (the current one by default), first first. */
export async function leaderboardOf(person: Person, seasonId?: string) {
  return (
    await must<{ challengeLeaderboard: { entries: { rank: number; score: number; user: { id: string; displayName: string }; isViewer: boolean }[] } }>(
      person.client,
      'query($s: String) { challengeLeaderboard(seasonId: $s) { entries { rank score isViewer user { id displayName } } } }',
      { s: seasonId ?? null },
    )
  ).challengeLeaderboard.entries;
}

// ── The catalogue as a test reads it, days passing, and what a completion leaves behind ──

export interface CatalogueEntry {
  key: string;
  category: string;
  difficulty: string;
  requirement: { fact: ChallengeFact; measure: 'count' | 'streak'; withBirthDate: boolean; target: number; perDay: number | null };
  rewards: { points: number; experience: number; badge: string | null; unlocks: string | null };
  timeLimitDays: number | null;
}

/** The catalogue file the migration seeds, entry by entry. */
export const catalogue = (): CatalogueEntry[] =>
  JSON.parse(readFileSync(new URL('../src/modules/challenges/catalogue/challenges.json', import.meta.url), 'utf8')) as CatalogueEntry[];

/** Level n needs 100·(n−1)² experience (docs/discovery-challenges.md). */
export const levelFor = (experience: number) => Math.floor(Math.sqrt(experience / 100)) + 1;

/** Where each fact a challenge counts keeps its moment, and whose it is (each `?` is the user). */
const RECORDED_TIMES: [table: string, column: string, whose: string][] = [
  ['events', 'created_at', 'actor_id = ? or subject_user_id = ?'],
  ['photo_tags', 'created_at', 'tagged_by_id = ?'],
  ['memories', 'created_at', 'uploaded_by_id = ?'],
  ['family_stories', 'created_at', 'author_id = ?'],
  ['prompt_responses', 'created_at', 'user_id = ?'],
  ['voice_messages', 'created_at', 'sender_id = ?'],
  ['family_achievements', 'created_at', 'recorded_by_id = ?'],
  ['achievement_celebrations', 'created_at', 'user_id = ?'],
  ['family_events', 'created_at', 'organizer_id = ?'],
  ['time_capsules', 'sealed_at', 'creator_id = ?'],
  ['user_connections', 'created_at', 'user_id = ?'],
  ['user_challenge_progress', 'started_at', 'user_id = ?'],
  ['user_challenge_progress', 'deadline', 'user_id = ?'],
];

/**
 * Days pass for one person: the moments of what they did (the rows the app wrote for them) and of
 * their joining move back by whole days, in one transaction, as if it had all happened that much
 * earlier. Their families' daily moments move back too, so that "today" asks a new one. Tests of
 * streaks and per-day caps do the real actions of a day, let a night pass, and go on; nothing here
 * writes progress, rewards or leaderboard rows (the progress job works those out at the next action).
 */
export async function daysPass(app: TestApp, userId: string, days = 1) {
  await app.orm.em.fork().transactional(async (em) => {
    for (const [table, column, whose] of RECORDED_TIMES) {
      const users = whose.split('?').slice(1).map(() => userId);
      await em.execute(`update ${table} set ${column} = ${column} - ? * interval '1 day' where ${whose}`, [days, ...users]);
    }
    // One day per tree is unique: moved far back first, then to their place, so no two meet on the way.
    const trees = 'tree_id in (select m.tree_id from daily_moments m join prompt_responses r on r.moment_id = m.id where r.user_id = ?)';
    await em.execute(`update daily_moments set day = day - 100000 where ${trees}`, [userId]);
    await em.execute(`update daily_moments set day = day + 100000 - ?::int where ${trees}`, [days, userId]);
  });
}

/** What completing a challenge left for a person: their `challenge_completed` notices and leaderboard rows about it. */
export async function completionTraces(app: TestApp, userId: string, challengeId: string) {
  const em = app.orm.em.fork();
  const [row] = await em.execute<{ notices: number; places: number }[]>(
    `select (select count(*)::int from notifications where user_id = ? and object_id = ? and kind = 'challenge_completed') as notices,
       (select count(*)::int from challenge_leaderboard where user_id = ? and challenge_id = ?) as places`,
    [userId, challengeId, userId, challengeId],
  );
  return row;
}

/** The same person signed in, through another app server on the same database (sessions live there). */
export function throughServer(person: Person, url: string): Person {
  const client = new TestClient(url);
  for (const [name, value] of person.client.cookies) client.cookies.set(name, value);
  return { ...person, client };
}

const IMPORT = 'mutation($file: Upload!, $treeName: String) { importGedcom(file: $file, treeName: $treeName) { id } }';
const GEDCOM_JOB = 'query($id: ID!) { gedcomJob(id: $id) { state treeId } }';

/** Imports a GEDCOM file into a new tree named `name`, and waits for the job queue to finish it; answers the tree's id. */
export async function importTree(person: Person, gedcom: string, name: string): Promise<string> {
  const file = { 'variables.file': { blob: new Blob([gedcom]), name: `${name}.ged` } };
  const started = await person.client.gqlUpload<{ importGedcom: { id: string } }>(IMPORT, { file: null, treeName: name }, file);
  if (started.errors) throw new Error(`importTree: ${JSON.stringify(started.errors)}`);
  for (const until = Date.now() + HANG_MS; Date.now() < until; await new Promise((resolve) => setTimeout(resolve, 50))) {
    const job = (await must<{ gedcomJob: { state: string; treeId: string } }>(person.client, GEDCOM_JOB, { id: started.data!.importGedcom.id })).gedcomJob;
    if (job.state === 'done') return job.treeId;
    if (['failed', 'cancelled'].includes(job.state)) throw new Error(`importTree: the import ended ${job.state}`);
  }
  throw new Error('importTree: the import did not finish');
}

/** The person's `challenge-progress` jobs in the queue: whether each is being run, and how many times adding it again replaced it. */
export async function progressJobsOf(app: TestApp, userId: string) {
  return app.orm.em.fork().execute<{ running: boolean; revision: number }[]>(
    `select j.locked_at is not null as running, j.revision from graphile_worker._private_jobs j
     join graphile_worker._private_tasks t on t.id = j.task_id where t.identifier = 'challenge-progress' and j.payload->>'userId' = ?`,
    [userId],
  );
}

/** Waits until the queue holds no progress job of the person (what they did so far has been worked out). */
export async function progressSettled(app: TestApp, userId: string, withinMs = HANG_MS) {
  for (const until = Date.now() + withinMs; (await progressJobsOf(app, userId)).length > 0; await new Promise((resolve) => setTimeout(resolve, 25))) {
    if (Date.now() > until) throw new Error(`The progress of ${userId} was not worked out in time`);
  }
}

import type { Person } from './factories.ts';
import { must } from './trees.ts';

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
 * after the change, on the queue), waited for up to `withinMs`; the last one read otherwise.
 */
export async function progressWhen(person: Person, id: string, done: (p: ProgressView) => boolean, withinMs = 10_000): Promise<ProgressView> {
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

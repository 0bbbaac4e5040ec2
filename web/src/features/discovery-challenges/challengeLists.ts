import type { DiscoveryChallengeFieldsFragment } from '../../gql/graphql';
import { DIFFICULTIES } from './challengeLabels';

type Challenge = DiscoveryChallengeFieldsFragment;

export interface ChallengeLists {
  /** Family challenges a relative said are done, waiting for the viewer to confirm. */
  toConfirm: Challenge[];
  /** Joined and not finished, the soonest deadline first, then the furthest along. */
  inProgress: Challenge[];
  /** Active ones the viewer has not joined, or whose time ran out (joined again from the start); family ones first, then easiest first. */
  available: Challenge[];
  /** Finished, the latest first. */
  completed: Challenge[];
}

/** A moment in milliseconds; none counts as the farthest future (a deadline) or the farthest past (a completion). */
const time = (value: string | null | undefined) => (value ? Date.parse(value) : Number.POSITIVE_INFINITY);
const stamp = (value: string | null | undefined) => (value ? Date.parse(value) : 0);

/** The page's lists, each challenge in one of them. */
export function challengeLists(challenges: readonly Challenge[]): ChallengeLists {
  const lists: ChallengeLists = { toConfirm: [], inProgress: [], available: [], completed: [] };
  for (const challenge of challenges) {
    const status = challenge.viewerProgress?.status;
    if (challenge.viewerCan.confirm) lists.toConfirm.push(challenge);
    else if (status === 'completed') lists.completed.push(challenge);
    else if (status === 'in_progress') lists.inProgress.push(challenge);
    else if (challenge.isActive) lists.available.push(challenge);
  }
  lists.inProgress.sort((a, b) => time(a.viewerProgress?.deadline) - time(b.viewerProgress?.deadline) || (b.viewerProgress?.percent ?? 0) - (a.viewerProgress?.percent ?? 0));
  lists.available.sort(
    (a, b) =>
      Number(b.challengeType === 'family') - Number(a.challengeType === 'family') ||
      DIFFICULTIES.indexOf(a.difficulty) - DIFFICULTIES.indexOf(b.difficulty) ||
      a.title.localeCompare(b.title),
  );
  lists.completed.sort((a, b) => stamp(b.viewerProgress?.completedAt) - stamp(a.viewerProgress?.completedAt));
  return lists;
}

export type ChallengeTab = 'inProgress' | 'available' | 'completed' | 'leaderboard';

/** The tab a challenge is listed in (a notice's link names one), or null when none lists it. */
export function tabOf(lists: ChallengeLists, id: string): ChallengeTab | null {
  if (lists.toConfirm.some((c) => c.id === id) || lists.inProgress.some((c) => c.id === id)) return 'inProgress';
  if (lists.available.some((c) => c.id === id)) return 'available';
  if (lists.completed.some((c) => c.id === id)) return 'completed';
  return null;
}

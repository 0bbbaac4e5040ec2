import type { MockLink } from '@apollo/client/testing';
import type { ChallengeProgressFieldsFragment, ChallengeRewardsFieldsFragment, DiscoveryChallengeFieldsFragment, LeaderboardEntryFieldsFragment, UserRewardsFieldsFragment } from '../../../gql/graphql';
import { ChallengeLeaderboardDocument, ChallengeSeasonsDocument, ChallengeTreesDocument, DiscoveryChallengesDocument } from '../challengeQueries';
import { MyRewardsDocument } from '../rewardsQueries';

// Fixtures typed by the generated fragments, with the __typename fields the cache needs.

type Rewards = ChallengeRewardsFieldsFragment;

export const badge = (key: string, name: string) => ({ __typename: 'Badge' as const, key, name, imageUrl: `/badges/${key}.svg` });

export function rewards(overrides: Partial<Rewards> = {}): Rewards {
  return { __typename: 'ChallengeRewards', points: 50, experience: 100, badge: null, unlocks: null, ...overrides } as Rewards;
}

export function progress(overrides: Partial<ChallengeProgressFieldsFragment> = {}): ChallengeProgressFieldsFragment {
  return {
    __typename: 'ChallengeProgress',
    id: 'p1',
    challengeId: 'c1',
    status: 'in_progress',
    percent: 60,
    count: 3,
    target: 5,
    remainingText: '2 more ancestors with a birth date',
    startedAt: '2026-11-01T10:00:00Z',
    deadline: null,
    completedAt: null,
    rewardsEarned: null,
    ...overrides,
  } as ChallengeProgressFieldsFragment;
}

const can = (overrides: Partial<DiscoveryChallengeFieldsFragment['viewerCan']> = {}) => ({ __typename: 'ChallengePermissions', join: false, leave: false, claim: false, confirm: false, setActive: false, ...overrides });

/** A challenge's fields to change: its permissions one by one, its claim with the cache's type names. */
type ChallengeOverrides = Partial<Omit<DiscoveryChallengeFieldsFragment, 'viewerCan' | 'claim'>> & { viewerCan?: Partial<DiscoveryChallengeFieldsFragment['viewerCan']>; claim?: object | null };

export function challenge(overrides: ChallengeOverrides = {}): DiscoveryChallengeFieldsFragment {
  return {
    __typename: 'DiscoveryChallenge',
    id: 'c1',
    key: 'five-ancestors',
    title: 'Five ancestors',
    description: 'Find the people your family came from.',
    challengeType: 'individual',
    difficulty: 'medium',
    category: 'tree_building',
    requirement: { __typename: 'ChallengeRequirement', text: 'Add 5 ancestors with a birth date' },
    rewards: rewards({ badge: badge('root-seeker', 'Root seeker') }),
    isActive: true,
    timeLimitDays: null,
    treeId: null,
    treeName: null,
    viewerProgress: null,
    claim: null,
    ...overrides,
    viewerCan: can(overrides.viewerCan),
  } as DiscoveryChallengeFieldsFragment;
}

export function myRewards(overrides: Partial<UserRewardsFieldsFragment> = {}): UserRewardsFieldsFragment {
  return {
    __typename: 'UserRewards',
    totalPoints: 1250,
    level: 3,
    experience: 640,
    levelStartsAt: 400,
    nextLevelAt: 900,
    badges: [{ __typename: 'EarnedBadge', badge: badge('storyteller', 'Storyteller'), earnedAt: '2026-11-20T10:00:00Z' }],
    currentStreak: 4,
    longestStreak: 12,
    unlockedFeatures: [],
    onLeaderboard: true,
    challengesCompleted: 5,
    ...overrides,
  } as UserRewardsFieldsFragment;
}

export function entry(rank: number, name: string, overrides: Partial<LeaderboardEntryFieldsFragment> = {}): LeaderboardEntryFieldsFragment {
  return {
    __typename: 'LeaderboardEntry',
    rank,
    user: { __typename: 'PublicUser', id: `u-${name}`, displayName: name, firstName: name, lastName: null, profileImageUrl: null },
    score: 500 - rank * 50,
    challengesCompleted: 3,
    completionSeconds: 3 * 86_400,
    reachedAt: '2026-11-20T10:00:00Z',
    isViewer: false,
    ...overrides,
  } as LeaderboardEntryFieldsFragment;
}

const always = { maxUsageCount: Number.POSITIVE_INFINITY };

export const challengesMock = (list: DiscoveryChallengeFieldsFragment[]): MockLink.MockedResponse => ({
  request: { query: DiscoveryChallengesDocument },
  ...always,
  result: { data: { discoveryChallenges: list } },
});

export const rewardsMock = (value: UserRewardsFieldsFragment = myRewards()): MockLink.MockedResponse => ({
  request: { query: MyRewardsDocument },
  ...always,
  result: { data: { myRewards: value } },
});

export const treesMock = (role: 'owner' | 'editor' | 'viewer' = 'editor'): MockLink.MockedResponse => ({
  request: { query: ChallengeTreesDocument },
  ...always,
  result: { data: { trees: [{ __typename: 'Tree', id: 'tree-1', name: 'The Rivera family', viewerRole: role }] } },
});

const season = { __typename: 'ChallengeSeason', id: '2026-Q4', startsOn: '2026-10-01', endsOn: '2026-12-31', current: true };

export const seasonsMock: MockLink.MockedResponse = {
  request: { query: ChallengeSeasonsDocument },
  ...always,
  result: { data: { challengeSeasons: [season, { ...season, id: '2026-Q3', startsOn: '2026-07-01', endsOn: '2026-09-30', current: false }] } },
};

export const leaderboardMock = (entries: LeaderboardEntryFieldsFragment[], viewerEntry: LeaderboardEntryFieldsFragment | null): MockLink.MockedResponse => ({
  request: { query: ChallengeLeaderboardDocument, variables: () => true },
  ...always,
  result: { data: { challengeLeaderboard: { __typename: 'ChallengeLeaderboard', season, entries, viewerEntry } } },
});

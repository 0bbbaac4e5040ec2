import type { TestApp } from '../../test/test-app.ts';
import type { TestClient } from '../../test/client.ts';
import { ADD_MEMBER, buildUser, connect, type Person } from '../../test/factories.ts';
import { must } from '../../test/trees.ts';
import { joinByKey, progressWhen } from '../../test/challenges.ts';
import { closeOf, cookieOf, liveClient } from '../../test/live-client.ts';
import { field, gql, type Case, type OwnCase } from './asking.ts';

// A's discovery challenges, for the cross-user table. A added two family challenges to A's tree and
// joined both (A says the second is done, waiting for a relative to confirm it); A completed two
// catalogue challenges from what A really did (recording a relative's achievement, connecting with
// F), one of them in an earlier season. A's family challenges are read only by the readers of A's
// tree: a stranger, A's connected relative (who reads none of A's trees) and a script find none of
// them (NOT_FOUND) and can join, leave, claim, confirm or switch nothing of A's; A's progress,
// rewards and leaderboard places reach nobody who shares no tree with A, through any field or the
// live progress feed. The catalogue is everyone's to read; listing it whole and switching it are
// the administrator's (A's).

const tag = Array.from({ length: 6 }, () => String.fromCharCode(97 + Math.floor(Math.random() * 26))).join('');

export const chw = {
  ownerId: '',
  treeId: '',
  openId: '',
  openTitle: `Find Great-aunt Ottilie's ship ${tag}`,
  claimedId: '',
  claimedTitle: `Scan the wedding album ${tag}`,
  description: `Ask at the parish of San Telmo ${tag}`,
  achievementTitle: `Mnemosyne's chess trophy ${tag}`,
  /** Catalogue challenges A completed: in this season, and in an earlier one. */
  nowId: '',
  earlierId: '',
  /** A catalogue challenge only the administrator may switch. */
  catalogueId: '',
  progressIds: [] as string[],
};
/** The season A scored in earlier; nobody who shares no tree with A may learn of it. */
export const EARLIER_SEASON = '2025-Q4';

/** Values of A's challenges no answer to anyone else may hold. */
export const challengeSecrets = () => [chw.openId, chw.openTitle, chw.claimedId, chw.claimedTitle, chw.description, chw.achievementTitle, ...chw.progressIds];

const FIELDS = 'id key title description challengeType treeId treeName isActive viewerProgress { id status count target completedAt rewardsEarned { points } } claim { claimedBy { id } confirmedBy { id } } viewerCan { join leave claim confirm setActive }';
const REWARDS = 'totalPoints level experience badges { badge { key } } unlockedFeatures onLeaderboard challengesCompleted chartStyle';
const BOARD = 'query($s: String) { challengeLeaderboard(seasonId: $s) { season { id } entries { rank score isViewer user { id } } viewerEntry { score user { id } } } }';
const CREATE = 'mutation($i: CreateFamilyChallengeInput!) { createFamilyChallenge(input: $i) { id } }';

export async function buildChallenges(app: TestApp, a: Person, relativeId: string) {
  chw.ownerId = a.id;
  chw.treeId = a.treeId;
  const create = async (title: string) =>
    (await must<{ createFamilyChallenge: { id: string } }>(a.client, CREATE, { i: { treeId: a.treeId, title, description: chw.description, difficulty: 'hard', category: 'heritage', points: 120 } }))
      .createFamilyChallenge.id;
  const act = (mutation: string, id: string) => must(a.client, `mutation($id: ID!) { ${mutation}(id: $id) { id } }`, { id });
  chw.openId = await create(chw.openTitle);
  chw.claimedId = await create(chw.claimedTitle);
  for (const id of [chw.openId, chw.claimedId]) await act('joinChallenge', id);
  await act('claimFamilyChallenge', chw.claimedId);

  chw.earlierId = await joinByKey(a, 'proud-moment');
  chw.nowId = await joinByKey(a, 'first-connection');
  await must(a.client, 'mutation($i: RecordAchievementInput!) { recordAchievement(input: $i) { id } }', { i: { memberId: relativeId, achievementType: 'award', title: chw.achievementTitle } });
  await connect(a, await buildUser(app, { name: `Felicity Marsh${tag}` }));
  for (const id of [chw.earlierId, chw.nowId]) {
    if ((await progressWhen(a, id, (p) => p.status === 'completed', 30_000)).status !== 'completed') throw new Error(`Setup: A did not complete ${id}`);
  }
  // As if the achievement had been recorded last year: A's place then belongs to an earlier season.
  await app.orm.em.fork().execute(`update challenge_leaderboard set season_id = ?, completed_at = '2025-11-15T12:00:00Z' where user_id = ? and challenge_id = ?`, [EARLIER_SEASON, a.id, chw.earlierId]);

  const { discoveryChallenges } = await must<{ discoveryChallenges: { id: string; key: string | null; viewerProgress: { id: string } | null }[] }>(a.client, '{ discoveryChallenges { id key viewerProgress { id } } }');
  chw.progressIds = discoveryChallenges.flatMap((c) => (c.viewerProgress ? [c.viewerProgress.id] : []));
  chw.catalogueId = discoveryChallenges.find((c) => c.key === 'first-memory')!.id;
}

/** Everything of A's challenges, read by A: it must be the same after every attempt. */
export async function challengeStateOfA(a: Person) {
  return gql(
    a.client,
    `{ discoveryChallenges { id isActive viewerProgress { id status count completedAt } claim { claimedBy { id } confirmedBy { id } } }
       myRewards { totalPoints experience level badges { badge { key } } unlockedFeatures onLeaderboard chartStyle challengesCompleted }
       now: challengeLeaderboard { entries { user { id } score } viewerEntry { score } }
       earlier: challengeLeaderboard(seasonId: "${EARLIER_SEASON}") { viewerEntry { score } }
       challengeSeasons { id }
       challengeCatalogue { id isActive } }`,
  );
}

/** What a caller holds of their own challenges: a refused attempt must not change it (nothing joined for them). */
export const ownChallenges = (client: TestClient) => gql(client, '{ discoveryChallenges { id viewerProgress { id status } } myRewards { totalPoints onLeaderboard chartStyle } }');

const one = (id: () => string) => ({ id: id() });
const BAD = ['BAD_USER_INPUT'];

export const CHALLENGE_REFUSED: Case[] = [
  { covers: 'Query.discoveryChallenge', refusedWith: ['NOT_FOUND'], what: "A's family challenge", attempt: (x) => gql(x.client, `query($id: ID!) { discoveryChallenge(id: $id) { ${FIELDS} } }`, one(() => chw.openId)) },
  { covers: 'Query.discoveryChallenge', refusedWith: ['NOT_FOUND'], what: "A's family challenge A says is done", attempt: (x) => gql(x.client, `query($id: ID!) { discoveryChallenge(id: $id) { ${FIELDS} } }`, one(() => chw.claimedId)) },
  { covers: 'Mutation.joinChallenge', refusedWith: ['NOT_FOUND'], what: "joining A's family challenge", attempt: (x) => gql(x.client, `mutation($id: ID!) { joinChallenge(id: $id) { ${FIELDS} } }`, one(() => chw.openId)) },
  { covers: 'Mutation.leaveChallenge', refusedWith: ['NOT_FOUND'], what: "leaving A's family challenge, which A joined", attempt: (x) => gql(x.client, `mutation($id: ID!) { leaveChallenge(id: $id) { ${FIELDS} } }`, one(() => chw.openId)) },
  {
    covers: 'Mutation.leaveChallenge',
    refusedWith: ['FORBIDDEN'],
    what: 'leaving the catalogue challenge A completed (the caller never joined it)',
    attempt: (x) => gql(x.client, `mutation($id: ID!) { leaveChallenge(id: $id) { ${FIELDS} } }`, one(() => chw.nowId)),
  },
  { covers: 'Mutation.claimFamilyChallenge', refusedWith: ['NOT_FOUND'], what: "saying A's family challenge is done", attempt: (x) => gql(x.client, `mutation($id: ID!) { claimFamilyChallenge(id: $id) { ${FIELDS} } }`, one(() => chw.openId)) },
  { covers: 'Mutation.confirmFamilyChallenge', refusedWith: ['NOT_FOUND'], what: "confirming A's claim", attempt: (x) => gql(x.client, `mutation($id: ID!) { confirmFamilyChallenge(id: $id) { ${FIELDS} } }`, one(() => chw.claimedId)) },
  {
    covers: 'Mutation.setChallengeActive',
    refusedWith: ['NOT_FOUND'],
    what: "switching A's family challenge off",
    attempt: (x) => gql(x.client, `mutation($id: ID!) { setChallengeActive(id: $id, active: false) { ${FIELDS} } }`, one(() => chw.openId)),
  },
  {
    covers: 'Mutation.setChallengeActive',
    refusedWith: ['FORBIDDEN'],
    what: 'switching a catalogue challenge off (the administrator’s, A’s)',
    attempt: (x) => gql(x.client, `mutation($id: ID!) { setChallengeActive(id: $id, active: false) { ${FIELDS} } }`, one(() => chw.catalogueId)),
  },
  {
    covers: 'Mutation.createFamilyChallenge',
    refusedWith: BAD,
    what: "adding a family challenge to A's tree",
    attempt: (x) => gql(x.client, CREATE, { i: { treeId: chw.treeId, title: 'Mine now', difficulty: 'easy', category: 'memories', points: 500 } }),
  },
  { covers: 'Query.challengeCatalogue', refusedWith: ['FORBIDDEN'], what: 'every catalogue challenge, on or off (the administrator’s, A’s)', attempt: (x) => gql(x.client, `{ challengeCatalogue { ${FIELDS} } }`) },
];

type Listed = { id: string; key: string | null; treeId: string | null; viewerProgress: { id: string; status: string; count: number; completedAt: string | null } | null };
type Board = { entries: { user: { id: string } }[]; viewerEntry: { user: { id: string } } | null };
/** A leaderboard without A (the callers scored nothing, so without them too). */
const withoutA: OwnCase['check'] = (answer, x) => {
  const board = field<Board>(answer, 'challengeLeaderboard');
  expect({ who: x.label, entries: board.entries.map((e) => e.user.id), own: board.viewerEntry?.user.id ?? null }).toEqual({ who: x.label, entries: [], own: null });
};
const nothingEarned = (rewards: { totalPoints: number; challengesCompleted: number; badges: unknown[] }) => expect(rewards).toMatchObject({ totalPoints: 0, challengesCompleted: 0, badges: [] });

export const CHALLENGE_OWN_ONLY: OwnCase[] = [
  {
    covers: 'Query.discoveryChallenges',
    what: "lists none of A's family challenges and none of A's progress",
    attempt: (x) => gql(x.client, `{ discoveryChallenges { ${FIELDS} } }`),
    check: (answer) => {
      const listed = field<Listed[]>(answer, 'discoveryChallenges');
      expect(listed.filter((c) => [chw.openId, chw.claimedId].includes(c.id) || c.treeId === chw.treeId)).toEqual([]);
      expect(listed.filter((c) => c.viewerProgress && chw.progressIds.includes(c.viewerProgress.id))).toEqual([]);
      expect(listed.find((c) => c.id === chw.nowId)?.viewerProgress).toBeNull();
    },
  },
  {
    covers: 'Query.discoveryChallenge',
    what: 'shows the catalogue challenge A completed without A’s progress',
    attempt: (x) => gql(x.client, `query($id: ID!) { discoveryChallenge(id: $id) { ${FIELDS} } }`, one(() => chw.earlierId)),
    check: (answer) => expect(field<Listed>(answer, 'discoveryChallenge').viewerProgress).toBeNull(),
  },
  {
    covers: 'Query.myRewards',
    what: "the caller's own rewards, never A's points or badges",
    attempt: (x) => gql(x.client, `{ myRewards { ${REWARDS} currentStreak longestStreak lastActivityDate } }`),
    check: (answer) => nothingEarned(field(answer, 'myRewards')),
  },
  {
    covers: 'Query.challengeSeasons',
    what: 'never the earlier season A scored in',
    attempt: (x) => gql(x.client, '{ challengeSeasons { id startsOn endsOn current } }'),
    check: (answer) => expect(field<{ id: string; current: boolean }[]>(answer, 'challengeSeasons').map((s) => s.id)).not.toContain(EARLIER_SEASON),
  },
  { covers: 'Query.challengeLeaderboard', what: "this season's leaderboard, without A", attempt: (x) => gql(x.client, BOARD, { s: null }), check: withoutA },
  { covers: 'Query.challengeLeaderboard', what: 'the earlier season’s leaderboard, without A', attempt: (x) => gql(x.client, BOARD, { s: EARLIER_SEASON }), check: withoutA },
  {
    covers: 'Mutation.joinChallenge',
    what: 'joins the catalogue challenge A completed for the caller alone, from nothing (and leaves it again)',
    attempt: async (x) => {
      const joined = await gql(x.client, `mutation($id: ID!) { joinChallenge(id: $id) { ${FIELDS} } }`, one(() => chw.nowId));
      await gql(x.client, 'mutation($id: ID!) { leaveChallenge(id: $id) { id } }', one(() => chw.nowId));
      return joined;
    },
    check: (answer) => expect(field<Listed>(answer, 'joinChallenge').viewerProgress).toMatchObject({ status: 'in_progress', count: 0, completedAt: null }),
  },
  {
    covers: 'Mutation.setLeaderboardVisibility',
    what: 'takes the caller alone off the leaderboards (and back)',
    attempt: async (x) => {
      const hidden = await gql(x.client, `mutation { setLeaderboardVisibility(visible: false) { ${REWARDS} } }`);
      await gql(x.client, 'mutation { setLeaderboardVisibility(visible: true) { onLeaderboard } }');
      return hidden;
    },
    check: (answer) => {
      const rewards = field<{ onLeaderboard: boolean; totalPoints: number; challengesCompleted: number; badges: unknown[] }>(answer, 'setLeaderboardVisibility');
      expect(rewards.onLeaderboard).toBe(false);
      nothingEarned(rewards);
    },
  },
  {
    covers: 'Mutation.chooseChartStyle',
    what: "chooses the caller's own chart style",
    attempt: (x) => gql(x.client, `mutation { chooseChartStyle(style: classic) { ${REWARDS} } }`),
    check: (answer) => {
      const rewards = field<{ chartStyle: string; totalPoints: number; challengesCompleted: number; badges: unknown[] }>(answer, 'chooseChartStyle');
      expect(rewards.chartStyle).toBe('classic');
      nothingEarned(rewards);
    },
  },
];

// ---- the live progress feed ----

const PROGRESS = 'subscription { challengeProgressChanged { id challengeId status count target percent } }';
type Progress = { id: string; challengeId: string; count: number };

/** One signed-in browser's live progress, as it arrives. */
function follow(app: TestApp, person: Person) {
  const live = liveClient(app.url, { cookie: cookieOf(person.client), origin: app.url });
  const received: Progress[] = [];
  const errors: unknown[] = [];
  const stop = live.subscribe<{ challengeProgressChanged: Progress }>(
    { query: PROGRESS },
    {
      next: (result) => {
        if (result.errors) errors.push(...result.errors);
        if (result.data) received.push(result.data.challengeProgressChanged);
      },
      error: (error) => void errors.push(error),
      complete: () => {},
    },
  );
  return { person, received, errors, close: async () => (stop(), await live.dispose()) };
}

const waitUntil = async (done: () => boolean, ms: number) => {
  for (const end = Date.now() + ms; !done() && Date.now() < end; ) await new Promise((resolve) => setTimeout(resolve, 50));
  return done();
};

/** The ids of a person's own progress rows. */
const progressIdsOf = async (person: Person) =>
  (await must<{ discoveryChallenges: { viewerProgress: { id: string } | null }[] }>(person.client, '{ discoveryChallenges { viewerProgress { id } } }')).discoveryChallenges.flatMap((c) =>
    c.viewerProgress ? [c.viewerProgress.id] : [],
  );

/**
 * A, B and C each follow their progress live, each working on "Grow your tree" in their own tree:
 * each hears their own progress, and nobody hears A's — neither while they warm up nor when A adds
 * one more relative and A is told. A script's token and a signed-out visitor get no connection.
 */
export async function expectNoLiveProgressOfA(app: TestApp, a: Person, others: Person[], token: string) {
  const feeds = [a, ...others].map((person) => follow(app, person));
  try {
    const addRelative = (person: Person, n: number) => must(person.client, ADD_MEMBER, { input: { firstName: `Livewire${n}`, lastName: tag, relationshipType: 'sibling' } });
    const growing = new Map<Person, string>();
    for (const person of [a, ...others]) growing.set(person, await joinByKey(person, 'first-branches'));
    // A subscription is fed a moment after its connection opens: each adds relatives until they hear of one.
    for (const feed of feeds) {
      let heard = false;
      for (let n = 0; n < 8 && !heard; n++) {
        await addRelative(feed.person, n);
        heard = await waitUntil(() => feed.received.some((p) => p.challengeId === growing.get(feed.person)), 1_500);
      }
      expect({ who: feed.person.email, heard }).toEqual({ who: feed.person.email, heard: true });
    }
    const before = feeds[0].received.length;
    await addRelative(a, 9);
    expect(await waitUntil(() => feeds[0].received.slice(before).some((p) => p.challengeId === growing.get(a)), 5_000)).toBe(true);
    await new Promise((resolve) => setTimeout(resolve, 500));
    for (const feed of feeds) {
      const own = await progressIdsOf(feed.person);
      const who = feed.person.email;
      expect({ who, errors: feed.errors, foreign: feed.received.filter((p) => !own.includes(p.id)) }).toEqual({ who, errors: [], foreign: [] });
    }
    for (const [who, headers] of [['a script with a token', { authorization: `Bearer ${token}`, origin: app.url }], ['a signed-out visitor', { origin: app.url }]] as const) {
      expect({ who, closed: await closeOf(app.url, headers) }).toEqual({ who, closed: { code: 4401, reason: expect.stringMatching(/^Unauthorized/) } });
    }
  } finally {
    for (const feed of feeds) await feed.close();
  }
}

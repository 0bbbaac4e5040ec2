import { randomUUID } from 'node:crypto';
import type { Person } from '../../test/factories.ts';
import { must } from '../../test/trees.ts';
import { joinByKey, progressWhen } from '../../test/challenges.ts';
import { dataOf, gql, type Answer, type Case, type Expected, type Verdict } from './judge.ts';
import { EVERYONE, type Who, type World } from './world.ts';

// Discovery challenges of the tree's family. A family challenge Ada adds to her tree is read by every
// reader of the tree whatever their role or branch (Ada, Fay, Ben, Cleo) and joined by any of them;
// Dan, and Eve whose invitation waits, do not even find it (NOT_FOUND). Saying it is done takes an
// owner or editor who joined it (not Cleo, who views); confirming takes any reader but the one who
// claimed it; switching it off takes its owner (or an administrator). Each leaderboard shows its
// reader and the people who read a tree with them — Ada, Fay, Ben and Cleo see each other, Dan and
// Eve see only themselves — each with the score they really earned; who leaves the leaderboard is
// shown to nobody. Rewards are their own.

const CHALLENGE = 'id key title description challengeType treeId treeName isActive viewerProgress { id status count } claim { claimedBy { id } confirmedBy { id } } viewerCan { join leave claim confirm setActive }';
const ENTRY = 'rank score challengesCompleted isViewer user { id displayName }';
const BOARD = `query($s: String) { challengeLeaderboard(seasonId: $s) { season { id } entries { ${ENTRY} } viewerEntry { ${ENTRY} } } }`;
const REWARDS = 'totalPoints level experience badges { badge { key } } unlockedFeatures onLeaderboard challengesCompleted chartStyle';
const CREATE = `mutation($i: CreateFamilyChallengeInput!) { createFamilyChallenge(input: $i) { ${CHALLENGE} } }`;
const ONE = `query($id: ID!) { discoveryChallenge(id: $id) { ${CHALLENGE} } }`;
const VISIBLE = 'mutation($v: Boolean!) { setLeaderboardVisibility(visible: $v) { onLeaderboard } }';

/** The readers of the tree: they share each other's leaderboards. */
const FAMILY: readonly Who[] = ['ada', 'fay', 'ben', 'cleo'];
const reads = (who: Who) => who !== 'dan';
const inTree = (who: Who, allowed: Expected = 'OK'): Expected => (reads(who) ? allowed : 'NOT_FOUND');

type Entry = { score: number; isViewer: boolean; user: { id: string } };
type Board = { entries: Entry[]; viewerEntry: Entry | null };

const merge = (...parts: Partial<Verdict>[]): Partial<Verdict> => ({ leaks: parts.flatMap((p) => p.leaks ?? []), wrong: parts.flatMap((p) => p.wrong ?? []) });

export async function challengeCases(world: World): Promise<Case[]> {
  const { users, eve } = world;
  const { ada, fay, ben, cleo, dan } = users;
  const sql = <T>(text: string, params: unknown[] = []) => world.app.orm.em.fork().execute<T[]>(text, params);
  const client = (who: Who) => users[who].client;
  const admin = new Map<Who, boolean>();
  for (const who of EVERYONE) admin.set(who, (await must<{ me: { role: string } }>(client(who), '{ me { role } }')).me.role === 'ADMINISTRATOR');

  // Every family challenge made here: none of their words may reach Dan.
  const words: string[] = [`Ask at the parish of San Telmo ${world.tag}`];
  const create = async (title: string, points = 50) => {
    words.push(`${title} ${world.tag}`);
    const i = { treeId: world.treeId, title: `${title} ${world.tag}`, description: words[0], difficulty: 'hard', category: 'heritage', points };
    return (await must<{ createFamilyChallenge: { id: string } }>(ada.client, CREATE, { i })).createFamilyChallenge.id;
  };
  const act = (person: Person, mutation: 'joinChallenge' | 'leaveChallenge' | 'claimFamilyChallenge' | 'confirmFamilyChallenge', id: string) =>
    must(person.client, `mutation($id: ID!) { ${mutation}(id: $id) { id } }`, { id });
  const drop = (id: string) => sql('delete from discovery_challenges where id = ?', [id]);
  const challengeRow = async (id: string) =>
    (await sql<{ claimed_by_id: string | null; confirmed_by_id: string | null; is_active: boolean }>('select claimed_by_id, confirmed_by_id, is_active from discovery_challenges where id = ?', [id]))[0];
  const joined = async (person: Person, id: string) => Number((await sql<{ n: number }>('select count(*)::int as n from user_challenge_progress where user_id = ? and challenge_id = ?', [person.id, id]))[0].n) > 0;

  // This season's scores, each from a challenge really completed: Ada, Fay and Ben each claim a
  // family challenge that another relative confirms; Cleo (who views, so claims nothing), Dan and Eve
  // each answer their own family's daily moment.
  const scores = new Map<string, number>([ada, fay, ben, cleo, dan, eve].map((p, i) => [p.id, [101, 202, 303, 10, 10, 10][i]]));
  const completions: [Person, string][] = [];
  for (const [claimant, confirmer] of [[ada, fay], [fay, ada], [ben, cleo]] as const) {
    const id = await create(`Scored by ${claimant.id.slice(0, 4)}`, scores.get(claimant.id));
    await act(claimant, 'joinChallenge', id);
    await act(claimant, 'claimFamilyChallenge', id);
    await act(confirmer, 'confirmFamilyChallenge', id);
    completions.push([claimant, id]);
  }
  for (const person of [cleo, dan, eve]) {
    const id = await joinByKey(person, 'first-moment');
    const { dailyMoment } = await must<{ dailyMoment: { id: string } }>(person.client, 'query($t: ID) { dailyMoment(treeId: $t) { id } }', { t: person.treeId });
    await must(person.client, 'mutation($i: AnswerDailyMomentInput!) { answerDailyMoment(input: $i) { id } }', { i: { momentId: dailyMoment.id, response: 'Pancakes' } });
    completions.push([person, id]);
  }
  for (const [person, id] of completions) {
    if ((await progressWhen(person, id, (p) => p.status === 'completed', 30_000)).status !== 'completed') throw new Error(`Setup: ${person.email} did not complete ${id}`);
  }
  const [fayScored, danScored] = [completions[1], completions[4]];
  const placeOf = async ([person, id]: [Person, string]) =>
    (await sql<{ season_id: string; completed_at: Date }>('select season_id, completed_at from challenge_leaderboard where user_id = ? and challenge_id = ?', [person.id, id]))[0];
  const [fayPlace, danPlace] = [await placeOf(fayScored), await placeOf(danScored)];
  const moveTo = ([person, id]: [Person, string], season: string, at: Date) =>
    sql('update challenge_leaderboard set season_id = ?, completed_at = ? where user_id = ? and challenge_id = ?', [season, at, person.id, id]);

  const shared = await create('Find great-grandmother Rosa’s birth record', 120);
  const catalogueId = (await must<{ discoveryChallenges: { id: string; key: string | null }[] }>(ada.client, '{ discoveryChallenges { id key } }')).discoveryChallenges.find((c) => c.key === 'first-branches')!.id;
  const names = new Map<string, string>([...EVERYONE.map((who) => [users[who].id, who] as const), [eve.id, 'eve']]);
  const nameOf = (id: string) => names.get(id) ?? 'someone outside the family';

  /** Nothing of the family's challenges for Dan, in any answer. */
  const hidden = (who: Who, answer: Answer): Partial<Verdict> => ({ leaks: reads(who) ? [] : words.filter((w) => answer.text.includes(w)).map((w) => `shows the family challenge words “${w}”`) });

  /**
   * A leaderboard as `reader` must see it: `family` but `off`, each with the score set up above
   * (`scored`: before any case completed more), the reader's own entry theirs alone.
   */
  const judgeBoard = (reader: Person, family: readonly Person[], board: Board | undefined, { off = null as Person | null, scored = true } = {}): Partial<Verdict> => {
    if (!board) return { wrong: ['no leaderboard'] };
    const expected = family.filter((p) => p !== off).map((p) => p.id);
    const shown = board.entries.map((e) => e.user.id);
    const own = board.viewerEntry?.user.id ?? null;
    const whose = reader === eve ? "Eve's leaderboard" : 'the leaderboard';
    return {
      leaks: [
        ...shown.filter((id) => !expected.includes(id)).map((id) => `${whose} shows ${nameOf(id)}`),
        ...(own !== null && !expected.includes(own) ? [`${whose} gives ${nameOf(own)} as the reader's own entry`] : []),
      ],
      wrong: [
        ...expected.filter((id) => !shown.includes(id)).map((id) => `${whose} leaves out ${nameOf(id)}`),
        ...(scored ? board.entries.filter((e) => scores.has(e.user.id) && e.score !== scores.get(e.user.id)).map((e) => `${nameOf(e.user.id)} scores ${e.score}`) : []),
        ...board.entries.filter((e) => e.isViewer !== (e.user.id === reader.id)).map((e) => `isViewer ${e.isViewer} for ${nameOf(e.user.id)}`),
        ...(own !== (expected.includes(reader.id) ? reader.id : null) ? [`${whose}: the reader's own entry is ${own ? nameOf(own) : 'missing'}`] : []),
      ],
    };
  };
  const familyOf = (who: Who) => (reads(who) ? FAMILY.map((w) => users[w]) : [users[who]]);
  const boardOf = async (person: Person, season?: string) => dataOf<Board>(await gql(person.client, BOARD, { s: season ?? null }), 'challengeLeaderboard');

  const cases: Case[] = [];
  const add = (c: Case) =>
    cases.push({ ...c, inspect: async (answer, prepared) => merge(hidden(c.who, answer), (await c.inspect?.(answer, prepared)) ?? {}) });

  // ---- reads ----
  for (const who of EVERYONE) {
    const me = users[who];
    add({
      covers: 'Query.discoveryChallenges',
      who,
      object: "the challenges they may join, the tree's family challenge among them",
      expected: 'OK',
      attempt: () => gql(client(who), `{ discoveryChallenges { ${CHALLENGE} } }`),
      inspect: (a) => {
        const listed = dataOf<{ id: string; treeName: string | null }[]>(a, 'discoveryChallenges') ?? [];
        const ours = listed.find((c) => c.id === shared);
        if (!reads(who)) return ours ? { leaks: ["lists the tree's family challenge"] } : {};
        return ours?.treeName === world.treeName ? {} : { wrong: ["leaves out the tree's family challenge, or its tree"] };
      },
    });
    add({
      covers: 'Query.discoveryChallenge',
      who,
      object: "the tree's family challenge",
      expected: inTree(who),
      attempt: () => gql(client(who), ONE, { id: shared }),
      inspect: async (a) => {
        const verdict: Partial<Verdict> = {};
        if (a.outcome === 'OK') {
          const can = dataOf<{ viewerCan: Record<string, boolean> }>(a, 'discoveryChallenge').viewerCan;
          const should = { join: true, leave: false, claim: false, confirm: false, setActive: who === 'ada' || admin.get(who)! };
          if (JSON.stringify(can) !== JSON.stringify(should)) verdict.wrong = [`viewerCan ${JSON.stringify(can)}`];
        }
        // Eve's invitation to the tree waits for her answer: she reads nothing of it yet.
        if (who === 'ada' && (await gql(eve.client, ONE, { id: shared })).outcome !== 'NOT_FOUND') verdict.leaks = ['Eve, invited and not yet in, finds it'];
        return verdict;
      },
    });
    add({
      covers: 'Query.challengeCatalogue',
      who,
      object: 'every catalogue challenge, on or off',
      expected: admin.get(who) ? 'OK' : 'FORBIDDEN',
      attempt: () => gql(client(who), `{ challengeCatalogue { ${CHALLENGE} } }`),
      inspect: (a) => ((dataOf<{ treeId: string | null }[]>(a, 'challengeCatalogue') ?? []).some((c) => c.treeId) ? { leaks: ['a family challenge in the catalogue'] } : {}),
    });
    add({
      covers: 'Query.challengeLeaderboard',
      who,
      object: reads(who) ? "the season's leaderboard of the tree's family" : 'the season’s leaderboard, theirs alone',
      expected: 'OK',
      attempt: () => gql(client(who), BOARD, { s: null }),
      inspect: async (a) => {
        const verdict = judgeBoard(me, familyOf(who), dataOf<Board>(a, 'challengeLeaderboard'));
        // Eve, invited by Ada and not yet in, sees only herself, and nobody sees her (above).
        return who === 'ada' ? merge(verdict, judgeBoard(eve, [eve], await boardOf(eve))) : verdict;
      },
    });
    add({
      covers: 'Query.challengeLeaderboard',
      who,
      object: 'the season’s leaderboard once Fay has left it',
      expected: 'OK',
      prepare: async () => {
        await must(fay.client, VISIBLE, { v: false });
        return {};
      },
      attempt: () => gql(client(who), BOARD, { s: null }),
      inspect: (a) => judgeBoard(me, familyOf(who), dataOf<Board>(a, 'challengeLeaderboard'), { off: fay }),
      cleanup: async () => void (await must(fay.client, VISIBLE, { v: true })),
    });
    add({
      covers: 'Query.challengeSeasons',
      who,
      object: "the seasons with scores: Fay's of 2025-Q3, Dan's of 2025-Q2",
      expected: 'OK',
      prepare: async () => {
        await moveTo(fayScored, '2025-Q3', new Date('2025-08-01T12:00:00Z'));
        await moveTo(danScored, '2025-Q2', new Date('2025-05-01T12:00:00Z'));
        return {};
      },
      attempt: () => gql(client(who), '{ challengeSeasons { id current } }'),
      inspect: async (a) => {
        const seasons = (dataOf<{ id: string }[]>(a, 'challengeSeasons') ?? []).map((s) => s.id);
        const [own, others] = reads(who) ? ['2025-Q3', '2025-Q2'] : ['2025-Q2', '2025-Q3'];
        const fays = await boardOf(me, '2025-Q3');
        return merge(
          { leaks: seasons.includes(others) ? [`the season ${others} of someone outside their family`] : [], wrong: seasons.includes(own) ? [] : [`leaves out the season ${own}`] },
          judgeBoard(me, reads(who) ? [fay] : [], fays),
        );
      },
      cleanup: async () => {
        await moveTo(fayScored, fayPlace.season_id, fayPlace.completed_at);
        await moveTo(danScored, danPlace.season_id, danPlace.completed_at);
      },
    });
    add({
      covers: 'Query.myRewards',
      who,
      object: 'their own rewards',
      expected: 'OK',
      attempt: () => gql(client(who), `{ myRewards { ${REWARDS} } }`),
      inspect: (a) => {
        const rewards = dataOf<{ totalPoints: number; challengesCompleted: number; onLeaderboard: boolean }>(a, 'myRewards');
        const should = { totalPoints: scores.get(me.id), challengesCompleted: 1, onLeaderboard: true };
        return JSON.stringify({ totalPoints: rewards?.totalPoints, challengesCompleted: rewards?.challengesCompleted, onLeaderboard: rewards?.onLeaderboard }) === JSON.stringify(should)
          ? {}
          : { wrong: [`rewards ${JSON.stringify(rewards)}`] };
      },
    });
  }

  // ---- writes: none changes the tree's own rows ----
  for (const who of EVERYONE) {
    const me = users[who];
    const write = (c: Omit<Case, 'who' | 'changesTree'>) => add({ ...c, who, changesTree: false });
    write({
      covers: 'Mutation.joinChallenge',
      object: "the tree's family challenge",
      expected: inTree(who),
      attempt: () => gql(client(who), `mutation($id: ID!) { joinChallenge(id: $id) { ${CHALLENGE} } }`, { id: shared }),
      inspect: async (a) => ((await joined(me, shared)) === (a.outcome === 'OK') ? {} : a.outcome === 'OK' ? { wrong: ['not joined'] } : { leaks: ['the refused join was saved'] }),
      cleanup: async () => void (await sql('delete from user_challenge_progress where challenge_id = ?', [shared])),
    });
    write({
      covers: 'Mutation.leaveChallenge',
      object: "the tree's family challenge they joined",
      expected: inTree(who),
      prepare: async () => {
        if (reads(who)) await act(me, 'joinChallenge', shared);
        return {};
      },
      attempt: () => gql(client(who), `mutation($id: ID!) { leaveChallenge(id: $id) { ${CHALLENGE} } }`, { id: shared }),
      inspect: async (a) => (a.outcome === 'OK' && (await joined(me, shared)) ? { wrong: ['still joined'] } : {}),
      cleanup: async () => void (await sql('delete from user_challenge_progress where challenge_id = ?', [shared])),
    });
    write({
      covers: 'Mutation.leaveChallenge',
      object: "the tree's family challenge Ada joined",
      expected: who === 'ada' ? 'OK' : inTree(who, 'FORBIDDEN'),
      prepare: async () => {
        await act(ada, 'joinChallenge', shared);
        return {};
      },
      attempt: () => gql(client(who), `mutation($id: ID!) { leaveChallenge(id: $id) { ${CHALLENGE} } }`, { id: shared }),
      inspect: async () => (who !== 'ada' && !(await joined(ada, shared)) ? { leaks: ["Ada's progress is gone"] } : {}),
      cleanup: async () => void (await sql('delete from user_challenge_progress where challenge_id = ?', [shared])),
    });
    write({
      covers: 'Mutation.createFamilyChallenge',
      object: 'a family challenge of the tree',
      // Someone who reads none of the tree is told as for a tree that does not exist.
      expected: who === 'ada' ? 'OK' : reads(who) ? 'FORBIDDEN' : 'REFUSED',
      attempt: () => gql(client(who), CREATE, { i: { treeId: world.treeId, title: `Added by ${who}`, difficulty: 'easy', category: 'memories', points: 5 } }),
      inspect: async (a) => {
        const made = await sql<{ id: string }>('select id from discovery_challenges where tree_id = ? and title = ?', [world.treeId, `Added by ${who}`]);
        const saved = a.outcome !== 'OK' && made.length ? { leaks: ['the refused challenge was saved'] } : {};
        if (reads(who)) return saved;
        const nowhere = await gql(client(who), CREATE, { i: { treeId: randomUUID(), title: `Added by ${who}`, difficulty: 'easy', category: 'memories', points: 5 } });
        const errors = (x: Answer) => JSON.stringify((x.json as { errors?: { message: string; extensions?: { code?: string; fields?: unknown } }[] }).errors?.map((e) => [e.message, e.extensions?.code, e.extensions?.fields]));
        return merge(saved, errors(a) === errors(nowhere) ? {} : { leaks: [`told apart from a tree that does not exist: ${errors(a)} / ${errors(nowhere)}`] });
      },
      cleanup: async () => void (await sql('delete from discovery_challenges where tree_id = ? and title = ?', [world.treeId, `Added by ${who}`])),
    });
    const claimCase = (object: string, join: boolean, expected: Expected) =>
      write({
        covers: 'Mutation.claimFamilyChallenge',
        object,
        expected,
        prepare: async () => {
          const id = await create(`To be claimed by ${who}`);
          if (join && reads(who)) await act(me, 'joinChallenge', id);
          return { id };
        },
        attempt: (p) => gql(client(who), `mutation($id: ID!) { claimFamilyChallenge(id: $id) { ${CHALLENGE} } }`, { id: p.id }),
        inspect: async (a, p) => {
          const claimedBy = (await challengeRow(p.id)).claimed_by_id;
          if (a.outcome === 'OK') return claimedBy === me.id ? {} : { wrong: ['not claimed by them'] };
          return claimedBy ? { leaks: ['the refused claim was saved'] } : {};
        },
        cleanup: async (_a, p) => void (await drop(p.id)),
      });
    claimCase('a family challenge they joined', true, inTree(who, who === 'cleo' ? 'FORBIDDEN' : 'OK'));
    claimCase('a family challenge they did not join', false, inTree(who, 'FORBIDDEN'));
    for (const claimant of [fay, ada]) {
      const mine = claimant === me;
      write({
        covers: 'Mutation.confirmFamilyChallenge',
        object: `a family challenge ${nameOf(claimant.id)} says is done`,
        expected: mine ? 'FORBIDDEN' : inTree(who),
        prepare: async () => {
          const id = await create(`Claimed by ${nameOf(claimant.id)} for ${who}`);
          await act(claimant, 'joinChallenge', id);
          await act(claimant, 'claimFamilyChallenge', id);
          return { id };
        },
        attempt: (p) => gql(client(who), `mutation($id: ID!) { confirmFamilyChallenge(id: $id) { ${CHALLENGE} } }`, { id: p.id }),
        inspect: async (a, p) => {
          const confirmedBy = (await challengeRow(p.id)).confirmed_by_id;
          if (a.outcome === 'OK') return confirmedBy === me.id ? {} : { wrong: ['not confirmed by them'] };
          return confirmedBy ? { leaks: ['the refused confirmation was saved'] } : {};
        },
        // A confirmed one completes for its claimant in the progress job: it stays, so that the job never meets it half gone.
        cleanup: async (a, p) => void (a.outcome !== 'OK' && (await drop(p.id))),
      });
    }
    write({
      covers: 'Mutation.setChallengeActive',
      object: "switching the tree's family challenge off",
      expected: inTree(who, who === 'ada' || admin.get(who) ? 'OK' : 'FORBIDDEN'),
      attempt: () => gql(client(who), `mutation($id: ID!) { setChallengeActive(id: $id, active: false) { ${CHALLENGE} } }`, { id: shared }),
      inspect: async (a) => {
        const off = !(await challengeRow(shared)).is_active;
        if (a.outcome === 'OK') return off ? {} : { wrong: ['still on'] };
        return off ? { leaks: ['the refused switch was saved'] } : {};
      },
      cleanup: async () => void (await sql('update discovery_challenges set is_active = true where id = ?', [shared])),
    });
    write({
      covers: 'Mutation.setChallengeActive',
      object: 'switching a catalogue challenge on (administrators only)',
      expected: admin.get(who) ? 'OK' : 'FORBIDDEN',
      attempt: () => gql(client(who), `mutation($id: ID!) { setChallengeActive(id: $id, active: true) { ${CHALLENGE} } }`, { id: catalogueId }),
    });
    write({
      covers: 'Mutation.setLeaderboardVisibility',
      object: 'leaving the leaderboards',
      expected: 'OK',
      attempt: () => gql(client(who), VISIBLE, { v: false }),
      inspect: async (a) => {
        if (dataOf<{ onLeaderboard: boolean }>(a, 'setLeaderboardVisibility')?.onLeaderboard !== false) return { wrong: ['still on the leaderboard'] };
        const other = reads(who) ? (who === 'fay' ? ada : fay) : null;
        const after = { off: me, scored: false };
        return merge(judgeBoard(me, familyOf(who), await boardOf(me), after), other ? judgeBoard(other, familyOf(who), await boardOf(other), after) : {});
      },
      cleanup: async () => void (await must(me.client, VISIBLE, { v: true })),
    });
    write({
      covers: 'Mutation.chooseChartStyle',
      object: 'the heritage style, which nobody unlocked',
      expected: 'FORBIDDEN',
      attempt: () => gql(client(who), `mutation { chooseChartStyle(style: heritage) { ${REWARDS} } }`),
    });
    write({
      covers: 'Mutation.chooseChartStyle',
      object: 'the classic style',
      expected: 'OK',
      attempt: () => gql(client(who), `mutation { chooseChartStyle(style: classic) { ${REWARDS} } }`),
      inspect: async (a) => {
        const own = await gql(client(who), '{ myRewards { totalPoints } }');
        return dataOf<{ totalPoints: number }>(a, 'chooseChartStyle')?.totalPoints === dataOf<{ totalPoints: number }>(own, 'myRewards').totalPoints ? {} : { wrong: ['not their own rewards'] };
      },
    });
  }
  return cases;
}


import { unzipSync, strFromU8 } from 'fflate';
import { startTestApp, type TestApp } from '../../../../test/test-app.ts';
import { buildUser, shareTree, type Person } from '../../../../test/factories.ts';
import { must } from '../../../../test/trees.ts';
import { joinByKey, progressWhen } from '../../../../test/challenges.ts';

// A person's challenges in their own data export, and what account deletion leaves. Ann owns a tree
// that Ben and Dora edit and Cleo views. Ann adds a family challenge; Ben joins it and says it is
// done, Cleo confirms, and it completes for Ben alone. Ann is working on a catalogue challenge.
// Each export holds its owner's progress, rewards and places, and the family challenges they
// added, claimed or confirmed — nothing of anyone else's progress. Deleting an account takes its
// progress, rewards and places with it; the family challenge stays with the tree.

let app: TestApp;
let ann: Person;
let ben: Person;
let cleo: Person;
let dora: Person;
let familyId: string;
let catalogueId: string;
const TITLE = 'Find great-grandmother Rosa’s birth record';

interface Exported {
  progress: { challenge: { key: string | null; title: string | null; type: string }; status: string; count: number; target: number | null; startedAt: string; completedAt: string | null; rewardsEarned: { points: number } | null }[];
  rewards: { totalPoints: number; level: number; experience: number; badges: unknown[]; streaks: { current: number; longest: number }; unlockedFeatures: string[]; onLeaderboard: boolean; chartStyle: string } | null;
  leaderboard: { season: string; challenge: { title: string | null }; score: number; completionSeconds: number; completedAt: string }[];
  familyChallenges: { id: string; title: string; tree: string; youCreated: boolean; youClaimedAt: string | null; youConfirmedAt: string | null }[];
}

async function exportOf(person: Person): Promise<Exported> {
  const res = await person.client.fetch('/api/me/export');
  expect(res.status).toBe(200);
  return JSON.parse(strFromU8(unzipSync(new Uint8Array(await res.arrayBuffer()))['challenges.json'])) as Exported;
}

const sql = <T>(text: string, params: unknown[] = []) => app.orm.em.fork().execute<T[]>(text, params);
const count = async (table: string, column: string, id: string) => Number((await sql<{ n: number }>(`select count(*)::int as n from ${table} where ${column} = ?`, [id]))[0].n);

beforeAll(async () => {
  // A database of its own, whose first account (the administrator, who may not leave) is none of them.
  app = await startTestApp({}, { freshDatabase: true });
  await buildUser(app, { name: 'Ada Admin' });
  ann = await buildUser(app, { name: 'Ann Owner' });
  ben = await buildUser(app, { name: 'Ben Claimer' });
  cleo = await buildUser(app, { name: 'Cleo Confirmer' });
  dora = await buildUser(app, { name: 'Dora Heir' });
  await shareTree(ann, ben, 'editor');
  await shareTree(ann, cleo, 'viewer');
  await shareTree(ann, dora, 'editor');
  const created = await must<{ createFamilyChallenge: { id: string } }>(ann.client, 'mutation($i: CreateFamilyChallengeInput!) { createFamilyChallenge(input: $i) { id } }', {
    i: { treeId: ann.treeId, title: TITLE, description: 'The parish of San Telmo', difficulty: 'hard', category: 'heritage', points: 75 },
  });
  familyId = created.createFamilyChallenge.id;
  await must(ben.client, 'mutation($id: ID!) { joinChallenge(id: $id) { id } }', { id: familyId });
  await must(ben.client, 'mutation($id: ID!) { claimFamilyChallenge(id: $id) { id } }', { id: familyId });
  await must(cleo.client, 'mutation($id: ID!) { confirmFamilyChallenge(id: $id) { id } }', { id: familyId });
  expect((await progressWhen(ben, familyId, (p) => p.status === 'completed')).status).toBe('completed');
  await must(ben.client, 'mutation { setLeaderboardVisibility(visible: false) { onLeaderboard } }');
  catalogueId = await joinByKey(ann, 'five-ancestors');
});
afterAll(() => app.close());

describe('the challenges in my data export', () => {
  it('holds my progress, my rewards, my place and the family challenge I claimed', async () => {
    const mine = await exportOf(ben);
    expect(mine.progress).toEqual([
      expect.objectContaining({ challenge: { key: null, title: TITLE, type: 'family' }, status: 'completed', count: 1, target: 1, startedAt: expect.any(String), completedAt: expect.any(String), rewardsEarned: expect.objectContaining({ points: 75 }) }),
    ]);
    expect(mine.rewards).toMatchObject({ totalPoints: 75, experience: 75, level: 1, badges: [], unlockedFeatures: [], onLeaderboard: false, chartStyle: 'classic', streaks: expect.objectContaining({ longest: expect.any(Number) }) });
    expect(mine.leaderboard).toEqual([expect.objectContaining({ challenge: { key: null, title: TITLE }, score: 75, season: expect.stringMatching(/^\d{4}-Q[1-4]$/) })]);
    expect(mine.familyChallenges).toEqual([expect.objectContaining({ id: familyId, title: TITLE, youCreated: false, youClaimedAt: expect.any(String), youConfirmedAt: null })]);
  });

  it('holds only my own progress: the one who added and the one who confirmed find nothing of Ben’s', async () => {
    const anns = await exportOf(ann);
    expect(anns.progress).toEqual([expect.objectContaining({ challenge: expect.objectContaining({ key: 'five-ancestors', title: 'Add 5 ancestors' }), status: 'in_progress', count: 0, target: 5, completedAt: null })]);
    expect(anns.leaderboard).toEqual([]);
    expect(anns.rewards?.totalPoints ?? 0).toBe(0);
    expect(anns.familyChallenges).toEqual([expect.objectContaining({ id: familyId, youCreated: true, youClaimedAt: null, youConfirmedAt: null })]);
    const cleos = await exportOf(cleo);
    expect(cleos).toMatchObject({ progress: [], leaderboard: [] });
    expect(cleos.familyChallenges).toEqual([expect.objectContaining({ id: familyId, youCreated: false, youClaimedAt: null, youConfirmedAt: expect.any(String) })]);
    const doras = await exportOf(dora);
    expect(doras).toMatchObject({ progress: [], leaderboard: [], familyChallenges: [] });
    expect(JSON.stringify(doras)).not.toContain(TITLE);
  });
});

describe('deleting an account', () => {
  it('takes the person’s progress, rewards and places with it, and leaves the family challenge to the tree without their name', async () => {
    for (const person of [ben, cleo]) await must(person.client, 'mutation($input: DeleteMyAccountInput!) { deleteMyAccount(input: $input) }', { input: { email: person.email, trees: [{ treeId: person.treeId }] } });
    await must(ann.client, 'mutation($input: DeleteMyAccountInput!) { deleteMyAccount(input: $input) }', { input: { email: ann.email, trees: [{ treeId: ann.treeId, transferTo: dora.id }] } });
    for (const [table, person] of [['user_challenge_progress', ben], ['user_rewards', ben], ['challenge_leaderboard', ben], ['user_challenge_progress', ann]] as const) {
      expect({ table, left: await count(table, 'user_id', person.id) }).toEqual({ table, left: 0 });
    }
    const [kept] = await sql<{ created_by_id: string | null; claimed_by_id: string | null; confirmed_by_id: string | null; tree_id: string }>(
      'select created_by_id, claimed_by_id, confirmed_by_id, tree_id from discovery_challenges where id = ?',
      [familyId],
    );
    expect(kept).toEqual({ created_by_id: null, claimed_by_id: null, confirmed_by_id: null, tree_id: ann.treeId });
    const { discoveryChallenge } = await must<{ discoveryChallenge: { title: string; claim: { claimedBy: unknown; confirmedBy: unknown } } }>(
      dora.client,
      'query($id: ID!) { discoveryChallenge(id: $id) { title claim { claimedBy { id } confirmedBy { id } } } }',
      { id: familyId },
    );
    expect(discoveryChallenge).toEqual({ title: TITLE, claim: { claimedBy: null, confirmedBy: null } });
    expect(await count('discovery_challenges', 'id', catalogueId)).toBe(1);
  });

  it('leaves no progress job failing for the people who left', async () => {
    const who = new Map([ann, ben, cleo].map((p, i) => [`challenge-progress:${p.id}`, ['Ann', 'Ben', 'Cleo'][i]]));
    const jobs = async () => sql<{ key: string; last_error: string | null }>(`select key, last_error from graphile_worker.jobs where key = any(?::text[])`, [`{${[...who.keys()].join(',')}}`]);
    // The queue runs each job a moment after the change that added it: a done one is gone, a failed one stays with its error.
    for (let i = 0; i < 100 && (await jobs()).some((j) => j.last_error === null); i++) await new Promise((resolve) => setTimeout(resolve, 100));
    expect((await jobs()).map((j) => ({ whose: who.get(j.key), error: j.last_error?.split('\n')[0] }))).toEqual([]);
  });
});

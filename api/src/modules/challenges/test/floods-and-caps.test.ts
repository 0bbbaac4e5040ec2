import pg from 'pg';
import { startTestApp, type TestApp } from '../../../../test/test-app.ts';
import { addMember, buildUser, type Person } from '../../../../test/factories.ts';
import { codeOf, must } from '../../../../test/trees.ts';
import { createCircle, jpegPhoto, uploadMemory } from '../../../../test/media.ts';
import { completionTraces, daysPass, importTree, joinByKey, progressJobsOf, progressSettled, progressWhen } from '../../../../test/challenges.ts';
import { generateGedcom } from '../../../../../bench/generate-gedcom.ts';

// Bulk work counts once and floods cost little: a GEDCOM import of hundreds of people is one
// "imported a tree" fact and no "added a person" ones; per-day caps hold; and a flood of tags is a
// handful of progress jobs, not one per tag. Work is counted in the queue itself: while a person's
// progress is held (the job takes the person's advisory lock first, and the test holds it), what
// every request adds to the queue for them stays there to be counted — each `challenge-progress`
// row will run once, and each request that asked again either added a row or replaced the waiting
// one (its revision).

let app: TestApp;
let photo: Buffer;

beforeAll(async () => {
  app = await startTestApp();
  photo = await jpegPhoto(48, 32);
});
afterAll(() => app.close());

/** Holds the person's progress work (as a running job would) until `release()`. */
async function holdProgressOf(userId: string) {
  const client = new pg.Client({ connectionString: app.config.databaseUrl! });
  await client.connect();
  await client.query(`select pg_advisory_lock(hashtext('challenge-progress'), hashtext($1))`, [userId]);
  return { release: () => client.end() };
}

/** How the queue holds the person's progress work: rows, rows waiting to run, and how many times it was asked for. */
async function queued(userId: string) {
  const rows = await progressJobsOf(app, userId);
  return { rows: rows.length, waiting: rows.filter((r) => !r.running).length, asked: rows.reduce((n, r) => n + 1 + r.revision, 0) };
}

describe('a GEDCOM import of 520 people', () => {
  it('is one "imported a tree" fact: the tree-import challenge completes and no challenge of people or ancestors moves', async () => {
    const gina = await buildUser(app, { name: 'Gina Importer' });
    const ids: Record<string, string> = {};
    for (const key of ['tree-import', 'first-branches', 'hundred-relatives', 'tree-sprint', 'five-ancestors', 'ancestor-hunt']) ids[key] = await joinByKey(gina, key);
    await progressSettled(app, gina.id);

    const gedcom = generateGedcom(520, 7);
    expect(gedcom.people).toBe(520);
    const held = await holdProgressOf(gina.id);
    let treeId: string;
    let work: Awaited<ReturnType<typeof queued>>;
    try {
      treeId = await importTree(gina, gedcom.text, 'The Rivera family');
      work = await queued(gina.id);
    } finally {
      await held.release();
    }
    // However many people it brought, the import asked for Gina's progress once or twice, not per person.
    expect(work.asked).toBeGreaterThanOrEqual(1);
    expect(work.asked).toBeLessThanOrEqual(2);
    const stats = await must<{ familyStats: { memberCount: number } }>(gina.client, 'query($id: ID!) { familyStats(treeId: $id) { memberCount } }', { id: treeId });
    expect(stats.familyStats.memberCount).toBe(520);

    expect(await progressWhen(gina, ids['tree-import'], (p) => p.status === 'completed')).toMatchObject({ status: 'completed', count: 1 });
    await progressSettled(app, gina.id);
    for (const key of ['first-branches', 'hundred-relatives', 'tree-sprint', 'five-ancestors', 'ancestor-hunt']) {
      expect({ key, ...(await progressWhen(gina, ids[key], () => true)) }).toMatchObject({ key, status: 'in_progress', count: 0, percent: 0 });
    }
    expect(await completionTraces(app, gina.id, ids['tree-import'])).toEqual({ notices: 1, places: 1 });
  });
});

describe('per-day caps and a flood of tags', () => {
  let hal: Person;
  let circleId: string;
  const memories: string[] = [];
  const people: string[] = [];
  const ids: Record<string, string> = {};

  beforeAll(async () => {
    hal = await buildUser(app, { name: 'Hal Flood' });
    for (const key of ['hundred-relatives', 'memory-box', 'tag-ten']) ids[key] = await joinByKey(hal, key);
    circleId = await createCircle(hal, 'Everyone', []);
  });

  const settledProgress = async (key: string) => {
    await progressSettled(app, hal.id);
    return progressWhen(hal, ids[key], () => true);
  };

  it('counts 25 of 30 people added in one day toward "A hundred relatives", and counts again the next day', async () => {
    for (let i = 0; i < 30; i += 6) {
      const added = await Promise.all(Array.from({ length: 6 }, (_, j) => addMember(hal, `Kin${i + j}`, 'cousin')));
      people.push(...added.map((a) => a.member.id));
    }
    expect(await settledProgress('hundred-relatives')).toMatchObject({ count: 25, percent: 25, status: 'in_progress' });
    await daysPass(app, hal.id);
    people.push((await addMember(hal, 'Kin30', 'cousin')).member.id);
    expect(await progressWhen(hal, ids['hundred-relatives'], (p) => p.count === 26)).toMatchObject({ count: 26 });
    expect(await settledProgress('hundred-relatives')).toMatchObject({ count: 26 });
  });

  it('counts 5 of 7 memories shared in one day toward "Fill the memory box"', async () => {
    for (let i = 0; i < 7; i++) {
      const res = await uploadMemory(hal, { title: `Album page ${i}`, circleId }, { bytes: photo, name: `page${i}.jpg`, type: 'image/jpeg' });
      expect(res.errors).toBeUndefined();
      memories.push(res.data!.uploadMemory.id);
    }
    expect(await settledProgress('memory-box')).toMatchObject({ count: 5, status: 'in_progress' });
  });

  it('refuses more than 50 people in one request, saving none of them', async () => {
    while (people.length < 51) people.push((await addMember(hal, `Kin${people.length}`, 'cousin')).member.id);
    const res = await hal.client.gql('mutation($id: ID!, $input: UpdateMemoryInput!) { updateMemory(id: $id, input: $input) { id } }', { id: memories[0], input: { taggedMemberIds: people.slice(0, 51) } });
    expect(codeOf(res)).toBe('BAD_USER_INPUT');
    const [tags] = await app.orm.em.fork().execute<{ n: number }[]>('select count(*)::int as n from photo_tags where tagged_by_id = ?', [hal.id]);
    expect(tags.n).toBe(0);
  });

  it('takes 350 tags sent 50 a request as a handful of progress jobs, completes tag-ten once, and counts ten', async () => {
    await progressSettled(app, hal.id);
    const held = await holdProgressOf(hal.id);
    let work: Awaited<ReturnType<typeof queued>>;
    try {
      for (const memory of memories) {
        await must(hal.client, 'mutation($id: ID!, $input: UpdateMemoryInput!) { updateMemory(id: $id, input: $input) { id } }', { id: memory, input: { taggedMemberIds: people.slice(0, 50) } });
      }
      work = await queued(hal.id);
    } finally {
      await held.release();
    }
    const [tags] = await app.orm.em.fork().execute<{ n: number }[]>('select count(*)::int as n from photo_tags where tagged_by_id = ?', [hal.id]);
    expect(tags.n).toBe(350);
    // At most one waiting job, beside those the queue had started (two at once per server): the
    // flood costs no more runs than that, however many tags it holds. Each request asked once or
    // twice (its tags, its activity), never once per tag.
    expect(work.waiting).toBe(1);
    expect(work.rows).toBeLessThanOrEqual(3);
    expect(work.asked).toBeLessThanOrEqual(2 * memories.length);

    expect(await progressWhen(hal, ids['tag-ten'], (p) => p.status === 'completed')).toMatchObject({ status: 'completed', count: 10, percent: 100 });
    await progressSettled(app, hal.id);
    expect(await completionTraces(app, hal.id, ids['tag-ten'])).toEqual({ notices: 1, places: 1 });
    // The other caps still hold after the flood.
    expect(await progressWhen(hal, ids['memory-box'], () => true)).toMatchObject({ count: 5 });
    // 25 of the first day's 30 people, and the 21 added since, under today's cap.
    expect(await progressWhen(hal, ids['hundred-relatives'], () => true)).toMatchObject({ count: 25 + (people.length - 30) });
  });
});

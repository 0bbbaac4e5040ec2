import pg from 'pg';
import { startTestApp, type TestApp } from '../../../test/test-app.ts';
import { addMember, buildUser, type Person } from '../../../test/factories.ts';
import { must } from '../../../test/trees.ts';
import { countStatements } from '../../../test/statements.ts';
import { createCircle, jpegPhoto, uploadMemory } from '../../../test/media.ts';
import { picturesMade } from '../../../test/stored-media.ts';
import { descriptor, FACE, nudged } from './test/faces.ts';

// The profiles a question about faces needs, made on the real database: however many people lack
// one, they are made in the same few statements; two questions at once both get their answer; and
// a confirmed face and the owner's switch wait for each other on the tree's lock, so no descriptor
// is kept after the switch is turned off.

let app: TestApp;
let ada: Person;
let circleId: string;
let asked: string;
const people: { id: string; face: number[] }[] = [];

const SET = 'mutation($t: ID!, $on: Boolean!) { setFaceSuggestions(treeId: $t, on: $on) { id faceSuggestions } }';
const CONFIRM = 'mutation($i: ConfirmFaceInput!) { confirmFace(input: $i) { id } }';
const SUGGEST = 'query($i: FaceSuggestionsInput!) { faceSuggestions(input: $i) { index candidates { member { id } } } }';

const sql = async <T = Record<string, unknown>>(text: string, params: unknown[] = []) => app.orm.em.fork().execute<T[]>(text, params);
const profileCount = async () => (await sql('select 1 from face_recognition_profiles where tree_id = ?', [ada.treeId])).length;

async function photo(title: string) {
  const res = await uploadMemory(ada, { title, circleId }, { bytes: await jpegPhoto(), name: 'photo.jpg' });
  if (res.errors) throw new Error(JSON.stringify(res.errors));
  return res.data!.uploadMemory.id;
}

/** Who each person's face is, asked at once. */
const askAll = () => ada.client.gql<{ faceSuggestions: { candidates: { member: { id: string } }[] }[] }>(SUGGEST, {
  i: { memoryId: asked, treeId: ada.treeId, faces: people.map((p) => ({ box: FACE, descriptor: nudged(p.face) })) },
});

/** Profiles gone as when a sample goes (its photo or tag removed): made again when next needed. */
const dropProfiles = (ids: string[]) => sql('delete from face_recognition_profiles where member_id in (select value::uuid from jsonb_array_elements_text(?::jsonb))', [JSON.stringify(ids)]);

beforeAll(async () => {
  app = await startTestApp();
  ada = await buildUser(app, { name: 'Ada Profiles' });
  circleId = await createCircle(ada, 'Profiles', []);
  await must(ada.client, SET, { t: ada.treeId, on: true });
  for (let i = 0; i < 6; i++) {
    const id = (await addMember(ada, `Child${i}`, 'child')).member.id;
    const face = descriptor(100 + i);
    await must(ada.client, CONFIRM, { i: { memoryId: await photo(`Child ${i}`), memberId: id, box: FACE, confidence: 0.9, descriptor: face } });
    people.push({ id, face });
  }
  asked = await photo('Who are they');
  // The photos' pictures made first: their job's statements are not the questions'.
  const files = await sql<{ key: string }>('select f.key from memories m join stored_files f on f.id = m.file_id where m.circle_id = ?', [circleId]);
  for (const { key } of files) await picturesMade(app, key);
});
afterAll(() => app.close());

describe('the profiles a question needs', () => {
  it('are made in as many statements for six people as for one', async () => {
    const counter = await countStatements(app.orm);
    try {
      await dropProfiles([people[0].id]);
      const one = await counter.during(askAll);
      expect(one.result.errors).toBeUndefined();
      await dropProfiles(people.map((p) => p.id));
      const six = await counter.during(askAll);
      expect(six.result.errors).toBeUndefined();
      expect(six.statements).toBe(one.statements);
    } finally {
      counter.stop();
    }
    expect(await profileCount()).toBe(people.length);
    // Each face found its person, from the profiles just made.
    const { faceSuggestions } = await must<{ faceSuggestions: { candidates: { member: { id: string } }[] }[] }>(ada.client, SUGGEST, {
      i: { memoryId: asked, treeId: ada.treeId, faces: people.map((p) => ({ box: FACE, descriptor: nudged(p.face) })) },
    });
    expect(faceSuggestions.map((s) => s.candidates[0]?.member.id)).toEqual(people.map((p) => p.id));
  });

  it('are made once when two questions come at the same time, and both are answered', async () => {
    for (let round = 0; round < 5; round++) {
      await dropProfiles(people.map((p) => p.id));
      const answers = await Promise.all([askAll(), askAll(), askAll()]);
      expect(answers.map((a) => a.errors ?? null)).toEqual([null, null, null]);
      expect(await profileCount()).toBe(people.length);
    }
  });
});

describe("a confirmed face and the owner's switch", () => {
  /** Holds the tree's write lock on a connection of its own until `release` is called. */
  async function holdTreeLock() {
    const db = new pg.Client({ connectionString: process.env.KINFOLK_TEST_DB_URL });
    await db.connect();
    await db.query('begin');
    await db.query('select pg_advisory_xact_lock(hashtextextended($1, 0))', [`tree:${ada.treeId}`]);
    return async () => {
      await db.query('commit');
      await db.end();
    };
  }

  /** How many requests wait for the tree's lock. */
  const waiting = async () =>
    Number((await sql<{ n: string }>(
      `select count(*) as n from pg_locks where locktype = 'advisory' and not granted and objsubid = 1
        and ((classid::bigint << 32) | objid::bigint) = hashtextextended(?, 0)`, [`tree:${ada.treeId}`]))[0].n);

  /** Whether `request` ends before `count` requests wait for the tree's lock. */
  async function waitsForTheLock(request: Promise<unknown>, count: number): Promise<'waits' | 'ended'> {
    let ended = false;
    const end = () => void (ended = true);
    request.then(end, end);
    while (!ended) {
      if ((await waiting()) >= count) return 'waits';
      await new Promise((resolve) => setTimeout(resolve, 20));
    }
    return 'ended';
  }

  it('wait for each other, and no descriptor is kept once suggestions are off', async () => {
    const memoryId = await photo('Confirmed while switched off');
    const release = await holdTreeLock();
    const requests: Promise<{ errors?: unknown }>[] = [];
    try {
      requests.push(ada.client.gql(CONFIRM, { i: { memoryId, memberId: people[0].id, box: FACE, confidence: 0.9, descriptor: nudged(people[0].face) } }));
      expect(await waitsForTheLock(requests[0], 1)).toBe('waits');
      requests.push(ada.client.gql(SET, { t: ada.treeId, on: false }));
      expect(await waitsForTheLock(requests[1], 2)).toBe('waits');
    } finally {
      await release();
    }
    const answers = await Promise.all(requests);
    expect(answers.map((a) => a.errors ?? null)).toEqual([null, null]);
    expect((await sql('select 1 from photo_tags where memory_id = ? and is_verified', [memoryId])).length).toBe(1);
    expect((await sql('select 1 from face_samples where tree_id = ?', [ada.treeId])).length).toBe(0);
  });
});

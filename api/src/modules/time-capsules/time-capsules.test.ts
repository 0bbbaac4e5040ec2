/**
 * @long capsules sealed and opened by their job
 */
import { unzipSync, strFromU8 } from 'fflate';
import { MikroORM } from '@mikro-orm/postgresql';
import { startTestApp, type TestApp } from '../../../test/test-app.ts';
import { TestClient } from '../../../test/client.ts';
import { addMember, buildUser, connect, shareTree, type Person } from '../../../test/factories.ts';
import { createCircle, jpegPhoto, mp4Video } from '../../../test/media.ts';
import { silentWav, wav } from '../../../test/audio-fixtures.ts';
import { codeOf, must } from '../../../test/trees.ts';
import { ormConfig } from '../../db/orm-config.ts';
import { entities } from '../entities.ts';
import { openCapsule, openingText } from './index.ts';
import { attach, CANCEL, draft, FOR_ME, inMinutes, ONE, REMOVE_FILE, seal, SENT, UPDATE, CREATE, type CapsuleAnswer, type CapsulePage } from './test/capsules.ts';

// Ada writes time capsules. Ben sees Ada's tree (a relative), Vera edits it, Eddie edits one branch
// of it, Dan is Ada's connection (in her circle, but sharing no tree), Cleo is nobody's. Sealed
// means sealed: before a capsule opens, nobody but Ada reads its title, message or files, through
// any field, list, search, the timeline, notifications, the export or a file URL.


let app: TestApp;
let ada: Person, ben: Person, vera: Person, eddie: Person, dan: Person, cleo: Person;
let benToken: TestClient;
let circleId: string;
const word = `Zephyrine${Math.random().toString(36).slice(2, 8)}`;
const TITLE = `Letter ${word}`;
const MESSAGE = `Dear Ben, the ${word} recipe is in the blue tin.`;

const sql = <T>(text: string, params: unknown[] = []) => app.orm.em.fork().execute<T[]>(text, params);
const capsuleOf = async (p: Person | TestClient, id: string) => ('client' in p ? p.client : p).gql<{ timeCapsule: CapsuleAnswer }>(ONE, { id });

/** Makes a sealed capsule due now, and its job with it. */
async function dueNow(id: string) {
  await sql(`update time_capsules set open_at = now() - interval '1 second' where id = ?`, [id]);
  await sql(`update graphile_worker._private_jobs set run_at = now() where key = ?`, [`open_time_capsule:${id}`]);
}

async function waitForStatus(id: string, status: string) {
  for (let i = 0; i < 200; i++) {
    const [row] = await sql<{ status: string }>(`select status from time_capsules where id = ?`, [id]);
    if (row.status === status) return;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`capsule ${id} never became ${status}`);
}

/** The activity entries about capsule `id` that `p` reads, oldest first, as kind and sentence. */
async function entriesAbout(p: Person, id: string) {
  const { recentActivity } = await must<{ recentActivity: { kind: string; summary: string; link: string | null }[] }>(p.client, '{ recentActivity(first: 50) { kind summary link } }');
  return recentActivity.filter((a) => a.link === `/time-capsules#${id}`).map((a) => ({ kind: a.kind, summary: a.summary })).reverse();
}
/** Whether `p`'s activity feed names the capsule at all (by its link or its words). */
async function feedMentions(p: Person, id: string, words: string) {
  const text = JSON.stringify(await p.client.gql('{ recentActivity(first: 50) { id kind summary link } }'));
  return text.includes(id) || text.includes(words);
}

const notices = (id: string) => sql<{ user_id: string; kind: string; message: string }>(`select user_id, kind, message from notifications where object_id = ? order by user_id, kind`, [id]);

beforeAll(async () => {
  app = await startTestApp();
  [ada, ben, vera, eddie, dan, cleo] = await Promise.all(['Ada Capsule', 'Ben Capsule', 'Vera Capsule', 'Eddie Capsule', 'Dan Capsule', 'Cleo Capsule'].map((name) => buildUser(app, { name })));
  const chioma = (await addMember(ada, 'Chioma', 'child')).member.id;
  await shareTree(ada, ben, 'viewer');
  await shareTree(ada, vera, 'editor');
  await shareTree(ada, eddie, 'editor', { kind: 'descendants', rootId: chioma });
  await connect(ada, dan);
  circleId = await createCircle(ada, 'Capsule circle', [vera, dan]);
  benToken = new TestClient(app.url);
  benToken.bearer = (await must<{ createAccessToken: { token: string } }>(ben.client, 'mutation { createAccessToken(name: "capsule script") { token } }')).createAccessToken.token;
});
afterAll(() => app.close());

describe('bad input is refused clearly, nothing saved', () => {
  const refused = async (input: Record<string, unknown>, field: string) => {
    const before = (await sql<{ n: number }>('select count(*)::int as n from time_capsules'))[0].n;
    const res = await ada.client.gql(CREATE, { i: { title: 'T', recipientKind: 'relatives', recipientIds: [ben.id], opensAt: inMinutes(10), timeZone: 'Europe/Madrid', ...input } });
    expect(codeOf(res)).toBe('BAD_USER_INPUT');
    expect(res.errors![0].extensions!.fields![field]).toEqual(expect.any(String));
    expect((await sql<{ n: number }>('select count(*)::int as n from time_capsules'))[0].n).toBe(before);
  };
  it('a capsule opening in the past, or now', () => refused({ opensAt: new Date(Date.now() - 86_400_000).toISOString() }, 'opensAt'));
  it('a capsule opening in 200 years', () => refused({ opensAt: new Date(Date.now() + 200 * 365.25 * 86_400_000).toISOString() }, 'opensAt'));
  it('a time zone that is not one', () => refused({ timeZone: 'Mars/Olympus' }, 'timeZone'));
  it('no title', () => refused({ title: '  ' }, 'title'));
  it('a recipient who shares no tree with the creator (a stranger, a connection)', async () => {
    await refused({ recipientIds: [cleo.id] }, 'recipientIds');
    await refused({ recipientIds: [ben.id, dan.id] }, 'recipientIds');
  });
  it('10,000 recipients', async () => {
    const ids = Array.from({ length: 10_000 }, () => crypto.randomUUID());
    const res = await ada.client.fetch('/graphql', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ query: CREATE, variables: { i: { title: 'Many', recipientKind: 'relatives', recipientIds: ids, opensAt: inMinutes(10), timeZone: 'UTC' } } }),
    });
    // The body is refused before it is read (the GraphQL body limit), with a sentence.
    expect(res.status).toBe(413);
    const body = (await res.json()) as { errors?: { message: string; extensions?: { code?: string } }[] };
    expect(body.errors?.[0]?.extensions?.code).toBe('PAYLOAD_TOO_LARGE');
    expect(body.errors![0].message).toEqual(expect.any(String));
    // A list that fits in a request is refused by its length.
    await refused({ recipientIds: Array.from({ length: 201 }, () => crypto.randomUUID()) }, 'recipientIds');
  });
  it('a circle that is not mine, a tree that is not mine', async () => {
    const cleoCircle = await createCircle(cleo, 'Cleo circle', []);
    await refused({ recipientKind: 'circle', circleId: cleoCircle }, 'circleId');
    await refused({ recipientKind: 'tree', treeId: cleo.treeId }, 'treeId');
  });
});

describe('a capsule for Ben, from draft to opening', () => {
  let capsule: CapsuleAnswer;
  let photoUrl: string;
  let videoUrl: string;
  let voiceUrl: string;

  it('is a draft Ada alone knows of', async () => {
    capsule = await draft(ada, { title: TITLE, message: MESSAGE, recipientKind: 'relatives', recipientIds: [ben.id] });
    expect(capsule).toMatchObject({ status: 'draft', title: TITLE, recipientKind: 'relatives', recipients: [{ id: ben.id }], viewerCan: { readContent: true, update: true, seal: true, cancel: true } });
    for (const p of [ben, vera, cleo]) expect(codeOf(await capsuleOf(p, capsule.id))).toBe('NOT_FOUND');
    expect((await must<{ timeCapsulesForMe: CapsulePage }>(ben.client, FOR_ME)).timeCapsulesForMe.nodes.map((c) => c.id)).not.toContain(capsule.id);
  });

  it('offers as recipients the relatives who share a tree with Ada, never her connections outside it or strangers', async () => {
    const { timeCapsuleRecipientChoices } = await must<{ timeCapsuleRecipientChoices: { id: string }[] }>(ada.client, '{ timeCapsuleRecipientChoices { id displayName } }');
    expect(timeCapsuleRecipientChoices.map((u) => u.id).sort()).toEqual([ben.id, vera.id, eddie.id].sort());
  });

  it('takes a photo and a video, and refuses a file that is neither', async () => {
    const photo = await attach(ada, capsule.id, { bytes: await jpegPhoto(), name: 'tin.jpg' });
    expect(photo.errors).toBeUndefined();
    const video = await attach(ada, capsule.id, { bytes: mp4Video(), name: 'kitchen.mp4' });
    expect(video.errors).toBeUndefined();
    const files = video.data!.addTimeCapsuleAttachment.attachments;
    expect(files).toHaveLength(2);
    [photoUrl, videoUrl] = files.map((f) => f.file.url);
    const html = await attach(ada, capsule.id, { bytes: Buffer.from('<html><script>alert(1)</script></html>'), name: 'photo.jpg' });
    expect(codeOf(html)).toBe('BAD_USER_INPUT');
    expect((await ada.client.fetch(photoUrl)).status).toBe(200);
    for (const url of [photoUrl, videoUrl]) {
      expect((await ben.client.fetch(url)).status).toBe(404);
      expect((await new TestClient(app.url).fetch(url)).status).toBe(401);
    }
  });

  it('takes a voice recording, measured, and refuses a silent one', async () => {
    const RECORD = `mutation($id: ID!, $file: Upload!) { addTimeCapsuleRecording(id: $id, file: $file) { id attachments { id kind file { url contentType durationSeconds } } } }`;
    const send = (bytes: Buffer) => ada.client.gqlUpload<{ addTimeCapsuleRecording: { attachments: { kind: string; file: { url: string; contentType: string; durationSeconds: number } }[] } }>(RECORD, { id: capsule.id, file: null }, {
      'variables.file': { blob: new Blob([new Uint8Array(bytes)]), name: 'voice.wav' },
    });
    const silent = await send(silentWav(2));
    expect(codeOf(silent)).toBe('BAD_USER_INPUT');
    const voice = await send(wav(2));
    expect(voice.errors).toBeUndefined();
    const recording = voice.data!.addTimeCapsuleRecording.attachments.find((a) => a.kind === 'audio')!;
    expect(recording.file.durationSeconds).toBeCloseTo(2, 0);
    voiceUrl = recording.file.url;
    expect((await ada.client.fetch(voiceUrl)).status).toBe(200);
    expect((await ben.client.fetch(voiceUrl)).status).toBe(404);
  });

  it('is changed by Ada while a draft, never by anyone else', async () => {
    const changed = await must<{ updateTimeCapsule: CapsuleAnswer }>(ada.client, UPDATE, { id: capsule.id, i: { message: `${MESSAGE} Love, Ada.` } });
    expect(changed.updateTimeCapsule.message).toBe(`${MESSAGE} Love, Ada.`);
    expect(codeOf(await ben.client.gql(UPDATE, { id: capsule.id, i: { title: 'Mine now' } }))).toBe('NOT_FOUND');
  });

  it('is sealed once, with the job that opens it at its moment', async () => {
    const sealed = await seal(ada, capsule.id);
    expect(sealed).toMatchObject({ status: 'sealed', title: TITLE, viewerCan: { readContent: true, update: false, seal: false, cancel: false } });
    const jobs = await sql<{ run_at: Date }>(`select run_at from graphile_worker._private_jobs where key = ?`, [`open_time_capsule:${capsule.id}`]);
    expect(jobs).toHaveLength(1);
    expect(new Date(jobs[0].run_at).toISOString()).toBe(sealed.opensAt);
    expect(codeOf(await ada.client.gql(`mutation($id: ID!) { sealTimeCapsule(id: $id) { id } }`, { id: capsule.id }))).toBe('FORBIDDEN');
  });

  it('refuses every change once sealed, leaving it as it was', async () => {
    const attempts = [
      ada.client.gql(UPDATE, { id: capsule.id, i: { title: 'Changed' } }),
      ada.client.gql(UPDATE, { id: capsule.id, i: { opensAt: inMinutes(30) } }),
      ada.client.gql(CANCEL, { id: capsule.id }),
      ada.client.gql(REMOVE_FILE, { id: capsule.attachments?.[0]?.id ?? (await capsuleOf(ada, capsule.id)).data!.timeCapsule.attachments![0].id }),
      attach(ada, capsule.id, { bytes: await jpegPhoto(), name: 'late.jpg' }),
    ];
    for (const res of await Promise.all(attempts)) {
      expect(codeOf(res)).toBe('FORBIDDEN');
      expect(res.errors![0].message).toMatch(/sealed/);
    }
    const [row] = await sql<{ title: string; status: string; files: number }>(
      `select title, status, (select count(*)::int from time_capsule_attachments a where a.capsule_id = c.id) as files from time_capsules c where id = ?`,
      [capsule.id],
    );
    expect(row).toEqual({ title: TITLE, status: 'sealed', files: 3 });
  });

  it('shows Ben only who and when while sealed, through every field and list, on his session and his token', async () => {
    for (const client of [ben.client, benToken]) {
      const one = (await capsuleOf(client, capsule.id)).data!.timeCapsule;
      expect(one).toMatchObject({ status: 'sealed', from: { id: ada.id }, title: null, message: null, attachments: null, recipients: null, recipientKind: null, viewerCan: { readContent: false } });
      const listed = (await must<{ timeCapsulesForMe: CapsulePage }>(client, FOR_ME)).timeCapsulesForMe.nodes.find((c) => c.id === capsule.id)!;
      expect(listed).toMatchObject({ opensAt: one.opensAt, title: null, message: null, attachments: null });
      expect(JSON.stringify([one, listed])).not.toContain(word);
    }
  });

  it('leaks nothing of its content to anyone before it opens: search, timeline, notifications, export, files', async () => {
    for (const p of [ben, vera, eddie, dan, cleo]) {
      const everything = await Promise.all([
        p.client.gql(`query($q: String!) { search(query: $q) { timeCapsules { id title } stories { id } } }`, { q: word }),
        p.client.gql(`{ timeline(first: 200) { nodes { id type title description } } }`),
        p.client.gql(`{ notifications(first: 100) { nodes { message link } } }`),
        p.client.gql(SENT),
        p.client.gql(FOR_ME),
      ]);
      expect(JSON.stringify(everything)).not.toContain(word);
      const zip = unzipSync(new Uint8Array(await (await p.client.fetch('/api/me/export')).arrayBuffer()));
      expect(Object.values(zip).map((bytes) => strFromU8(bytes)).join('\n')).not.toContain(word);
      for (const url of [photoUrl, videoUrl, voiceUrl, `${photoUrl}.w400`]) expect((await p.client.fetch(url)).status).toBe(404);
    }
    for (const url of [photoUrl, videoUrl]) expect((await benToken.fetch(url)).status).toBe(404);
    const benExport = JSON.parse(strFromU8(unzipSync(new Uint8Array(await (await ben.client.fetch('/api/me/export')).arrayBuffer()))['time-capsules.json'])) as { forMe: Record<string, unknown>[] };
    expect(benExport.forMe).toEqual([{ id: capsule.id, from: 'Ada Capsule', status: 'sealed', opensAt: expect.any(String), timeZone: 'Europe/Madrid' }]);
    expect(codeOf(await new TestClient(app.url).gql(ONE, { id: capsule.id }))).toBe('UNAUTHENTICATED');
    expect(codeOf(await cleo.client.gql(ONE, { id: capsule.id }))).toBe('NOT_FOUND');
  });

  it('opens at its moment: Ben and Ada are told once, and Ben reads it everywhere it belongs', async () => {
    await dueNow(capsule.id);
    await waitForStatus(capsule.id, 'opened');
    const told = await notices(capsule.id);
    expect(told.map((n) => [n.user_id, n.kind]).sort()).toEqual([[ada.id, 'time_capsule_opened'], [ben.id, 'time_capsule_opened']].sort());
    expect(told.find((n) => n.user_id === ben.id)!.message).toBe(`Ada Capsule's time capsule “${TITLE}” has opened for you.`);
    const opened = (await capsuleOf(ben, capsule.id)).data!.timeCapsule;
    expect(opened).toMatchObject({ status: 'opened', title: TITLE, message: `${MESSAGE} Love, Ada.`, viewerCan: { readContent: true, update: false }, recipients: null });
    expect(opened.attachments!.map((a) => a.kind)).toEqual(['image', 'video', 'audio']);
    expect((await ben.client.fetch(voiceUrl)).status).toBe(200);
    expect((await ben.client.fetch(photoUrl)).status).toBe(200);
    expect((await benToken.fetch(videoUrl)).status).toBe(200);
    for (const p of [vera, cleo]) expect((await p.client.fetch(photoUrl)).status).toBe(404);
    const found = await must<{ search: { timeCapsules: { id: string; title: string; link: string }[] } }>(ben.client, `query($q: String!) { search(query: $q) { timeCapsules { id title link } } }`, { q: word });
    expect(found.search.timeCapsules).toEqual([{ id: capsule.id, title: TITLE, link: `/time-capsules#${capsule.id}` }]);
    const timeline = await must<{ timeline: { nodes: { id: string; type: string; title: string; date: string }[] } }>(ben.client, `{ timeline(first: 200) { nodes { id type title date } } }`);
    expect(timeline.timeline.nodes.filter((n) => n.type === 'time_capsule')).toEqual([{ id: `capsule:${capsule.id}`, type: 'time_capsule', title: TITLE, date: expect.any(String) }]);
    for (const p of [vera, cleo]) expect(JSON.stringify(await p.client.gql(`{ timeline(first: 200) { nodes { title } } }`))).not.toContain(word);
    const benExport = JSON.parse(strFromU8(unzipSync(new Uint8Array(await (await ben.client.fetch('/api/me/export')).arrayBuffer()))['time-capsules.json'])) as { forMe: { title: string; attachments: unknown[] }[] };
    expect(benExport.forMe[0]).toMatchObject({ title: TITLE, attachments: [expect.objectContaining({ kind: 'image' }), expect.objectContaining({ kind: 'video' }), expect.objectContaining({ kind: 'audio' })] });
  });

  it('opens once however many runs try at the same moment', async () => {
    const other = await draft(ada, { title: 'Twice', recipientKind: 'relatives', recipientIds: [ben.id, vera.id] });
    await seal(ada, other.id);
    await sql(`update time_capsules set open_at = now() - interval '1 second' where id = ?`, [other.id]);
    // Two more connections pools, as two more servers would have, each trying five times at once (the queue's own job too).
    const orms = await Promise.all([0, 1].map(() => MikroORM.init(ormConfig(process.env.KINFOLK_TEST_DB_URL!, entities))));
    try {
      await sql(`update graphile_worker._private_jobs set run_at = now() where key = ?`, [`open_time_capsule:${other.id}`]);
      const runs = await Promise.all(orms.flatMap((orm) => Array.from({ length: 5 }, () => openCapsule(orm.em.fork(), other.id))));
      await waitForStatus(other.id, 'opened');
      // The queue's run, if it came after, found nothing to do.
      await new Promise((resolve) => setTimeout(resolve, 2_500));
      // However many runs tried, at most one of them opened it (the queue's own run may have been first).
      expect(runs.filter((n) => n > 0).length).toBeLessThanOrEqual(1);
      const told = await notices(other.id);
      expect(told.map((n) => n.user_id).sort()).toEqual([ada.id, ben.id, vera.id].sort());
      // One opening in the activity record, read once by each recipient.
      expect(await sql(`select verb from events where object_id = ? and verb = 'time_capsule_opened'`, [other.id])).toHaveLength(1);
      for (const p of [ben, vera]) expect((await entriesAbout(p, other.id)).map((e) => e.kind)).toEqual(['time_capsule_sealed', 'time_capsule_opened']);
    } finally {
      await Promise.all(orms.map((orm) => orm.close(true)));
    }
  });
});

describe('capsules for a circle and for the whole tree', () => {
  it('are for the circle’s members as they are at the sealing', async () => {
    const capsule = await draft(ada, { title: 'For the circle', recipientKind: 'circle', circleId });
    expect(capsule.recipients).toEqual([]);
    const sealed = await seal(ada, capsule.id);
    expect(sealed.recipients!.map((r) => r.id).sort()).toEqual([vera.id, dan.id].sort());
    for (const p of [vera, dan]) expect((await capsuleOf(p, capsule.id)).data!.timeCapsule).toMatchObject({ status: 'sealed', title: null });
    for (const p of [ben, cleo]) expect(codeOf(await capsuleOf(p, capsule.id))).toBe('NOT_FOUND');
  });

  it('are for the tree’s readers when it opens, the branch-limited editor among them; a stranger never', async () => {
    const capsule = await draft(ada, { title: 'For everyone', message: `All of you ${word}`, recipientKind: 'tree', treeId: ada.treeId });
    await seal(ada, capsule.id);
    for (const p of [ben, vera, eddie]) expect((await capsuleOf(p, capsule.id)).data!.timeCapsule).toMatchObject({ status: 'sealed', title: null, message: null });
    expect(codeOf(await capsuleOf(cleo, capsule.id))).toBe('NOT_FOUND');
    await dueNow(capsule.id);
    await waitForStatus(capsule.id, 'opened');
    expect((await notices(capsule.id)).map((n) => n.user_id).sort()).toEqual([ada.id, ben.id, vera.id, eddie.id].sort());
    expect((await capsuleOf(eddie, capsule.id)).data!.timeCapsule.message).toBe(`All of you ${word}`);
    expect(codeOf(await capsuleOf(cleo, capsule.id))).toBe('NOT_FOUND');
  });
});

describe('a draft cancelled', () => {
  it('is cancelled by Ada, leaves her list, and never opens', async () => {
    const capsule = await draft(ada, { title: 'Never mind', recipientKind: 'relatives', recipientIds: [ben.id] });
    expect((await must<{ cancelTimeCapsule: { status: string } }>(ada.client, CANCEL, { id: capsule.id })).cancelTimeCapsule.status).toBe('cancelled');
    expect((await must<{ sentTimeCapsules: CapsulePage }>(ada.client, SENT)).sentTimeCapsules.nodes.map((c) => c.id)).not.toContain(capsule.id);
    expect(codeOf(await ada.client.gql(`mutation($id: ID!) { sealTimeCapsule(id: $id) { id } }`, { id: capsule.id }))).toBe('FORBIDDEN');
    expect(await sql(`select 1 from graphile_worker._private_jobs where key = ?`, [`open_time_capsule:${capsule.id}`])).toEqual([]);
    expect(codeOf(await ben.client.gql(ONE, { id: capsule.id }))).toBe('NOT_FOUND');
  });
});

describe('the lists, a page at a time', () => {
  /** Every capsule of a list, page after page of `first`, checking that each page but the last says there is more. */
  async function pageThrough(p: Person, query: string, field: 'timeCapsulesForMe' | 'sentTimeCapsules', first: number) {
    const ids: string[] = [];
    let after: string | null = null;
    for (let pages = 0; pages < 50; pages++) {
      const page: CapsulePage = (await must<Record<string, CapsulePage>>(p.client, query, { first, after }))[field];
      expect(page.nodes.length).toBeLessThanOrEqual(first);
      ids.push(...page.nodes.map((c) => c.id));
      expect(page.endCursor === null).toBe(!page.hasMore);
      if (!page.hasMore) return ids;
      after = page.endCursor;
    }
    throw new Error('the pages never end');
  }

  it('hands every capsule once, in the list’s order, however small the pages — the same moment twice included', async () => {
    const [pia, quinn] = await Promise.all(['Pia Pages', 'Quinn Pages'].map((name) => buildUser(app, { name })));
    await shareTree(pia, quinn, 'viewer');
    const made: string[] = [];
    for (let i = 0; i < 7; i++) {
      const capsule = await draft(pia, { title: `Page ${i}`, recipientKind: 'relatives', recipientIds: [quinn.id], opensAt: inMinutes(60 * 24 * (i + 1)) });
      made.push(capsule.id);
    }
    for (const id of made.slice(0, 5)) await seal(pia, id);
    // Two open at the very same moment (to the microsecond); two have opened already, one is still a draft and one is cancelled.
    await sql(`update time_capsules set open_at = '2031-06-01 10:00:00.123456+00' where id = any(?::uuid[])`, [`{${made[1]},${made[2]}}`]);
    await sql(`update time_capsules set status = 'opened', opened_at = now(), open_at = now() - (interval '1 hour' * ?) where id = ?`, [1, made[3]]);
    await sql(`update time_capsules set status = 'opened', opened_at = now(), open_at = now() - (interval '1 hour' * ?) where id = ?`, [2, made[4]]);
    await must(pia.client, CANCEL, { id: made[6] });
    const sameMoment = [made[1], made[2]].sort();
    // For Quinn: the sealed ones soonest first, then the opened ones latest first.
    const forQuinn = [made[0], ...sameMoment, made[3], made[4]];
    for (const first of [1, 2, 3, 50]) expect(await pageThrough(quinn, FOR_ME, 'timeCapsulesForMe', first)).toEqual(forQuinn);
    // Pia's own: all but the cancelled one, soonest first.
    const byPia = [made[4], made[3], made[0], made[5], ...sameMoment];
    for (const first of [1, 2, 4]) expect(await pageThrough(pia, SENT, 'sentTimeCapsules', first)).toEqual(byPia);
  });

  it('refuses a page of the wrong size and a cursor that is not one, saying which', async () => {
    const uuid = crypto.randomUUID();
    const lean = (field: string) => `query($after: String, $first: Int) { ${field}(after: $after, first: $first) { nodes { id } endCursor hasMore } }`;
    for (const [query, variables, field] of [
      [lean('timeCapsulesForMe'), { first: 0 }, 'first'],
      [lean('sentTimeCapsules'), { first: 51 }, 'first'],
      [FOR_ME, { after: 'nonsense' }, 'after'],
      [FOR_ME, { after: `2031-06-01T10:00:00.000Z|${uuid}` }, 'after'],
      [FOR_ME, { after: `s|2031-02-30T10:00:00.000Z|${uuid}` }, 'after'],
      [SENT, { after: `s|2031-06-01T10:00:00.000Z|${uuid}` }, 'after'],
      [SENT, { after: `2031-06-01T10:00:00.000Z|${uuid}'; drop table time_capsules; --` }, 'after'],
    ] as const) {
      const res = await ben.client.gql(query, variables);
      expect({ variables, code: codeOf(res) }).toEqual({ variables, code: 'BAD_USER_INPUT' });
      expect(res.errors![0].extensions!.fields![field]).toEqual(expect.any(String));
    }
    // A cursor past the end is an empty last page.
    expect((await must<{ sentTimeCapsules: CapsulePage }>(ben.client, SENT, { after: `9999-12-31T23:59:59.999999Z|${uuid}` })).sentTimeCapsules).toEqual({ nodes: [], endCursor: null, hasMore: false });
  });
});

describe('the activity record', () => {
  // Words of these capsules alone (the capsules above, opened, are rightly in Ben's feed by their titles).
  const own = () => `Quillon${Math.random().toString(36).slice(2, 8)}`;
  it('tells Ben of a capsule for him when it is sealed — from whom and when, nothing of what it holds — and when it opens; nobody else', async () => {
    const secret = own();
    const title = `Activity ${secret}`;
    const capsule = await draft(ada, { title, message: `The ${secret} recipe.`, recipientKind: 'relatives', recipientIds: [ben.id] });
    // A draft is in nobody's feed.
    for (const p of [ada, ben]) expect(await entriesAbout(p, capsule.id)).toEqual([]);
    const sealed = await seal(ada, capsule.id);
    const when = openingText('en', new Date(sealed.opensAt), 'Europe/Madrid');
    expect(await entriesAbout(ada, capsule.id)).toEqual([{ kind: 'time_capsule_sealed', summary: `You sealed a time capsule for 1 person, opening on ${when}.` }]);
    expect(await entriesAbout(ben, capsule.id)).toEqual([{ kind: 'time_capsule_sealed', summary: `Ada Capsule sealed a time capsule for you, opening on ${when}.` }]);
    // Neither the title nor the message is in Ben's feed (nor in the entry as stored), by his session or his token.
    for (const client of [ben.client, benToken]) expect(JSON.stringify(await client.gql('{ recentActivity(first: 50) { id kind summary link actor { id } } }'))).not.toContain(secret);
    const [stored] = await sql<{ data: Record<string, unknown> }>(`select data from events where object_id = ? and verb = 'time_capsule_sealed'`, [capsule.id]);
    expect(JSON.stringify(stored.data)).not.toContain(secret);
    // A relative it is not for (Vera edits Ada's tree), a connection outside the tree and a stranger read nothing of it.
    for (const p of [vera, dan, cleo]) expect(await feedMentions(p, capsule.id, secret)).toBe(false);

    await dueNow(capsule.id);
    await waitForStatus(capsule.id, 'opened');
    expect(await entriesAbout(ben, capsule.id)).toEqual([
      { kind: 'time_capsule_sealed', summary: `Ada Capsule sealed a time capsule for you, opening on ${when}.` },
      { kind: 'time_capsule_opened', summary: `Ada Capsule's time capsule “${title}” opened for you.` },
    ]);
    expect((await entriesAbout(ada, capsule.id)).map((e) => e.summary)).toEqual([`You sealed a time capsule for 1 person, opening on ${when}.`, `Your time capsule “${title}” opened.`]);
    for (const p of [vera, dan, cleo]) expect(await feedMentions(p, capsule.id, secret)).toBe(false);
  });

  it('words a capsule for a circle or a whole tree for its creator, and shows it to exactly those it is for', async () => {
    const secret = own();
    const forCircle = await draft(ada, { title: `Circle ${secret}`, recipientKind: 'circle', circleId });
    await seal(ada, forCircle.id);
    expect((await entriesAbout(ada, forCircle.id)).map((e) => e.summary)).toEqual([expect.stringMatching(/^You sealed a time capsule for the circle “Capsule circle”, opening on /)]);
    for (const p of [vera, dan]) expect((await entriesAbout(p, forCircle.id)).map((e) => e.summary)).toEqual([expect.stringMatching(/^Ada Capsule sealed a time capsule for you, opening on /)]);
    for (const p of [ben, eddie, cleo]) expect(await feedMentions(p, forCircle.id, secret)).toBe(false);

    const forTree = await draft(ada, { title: `Tree ${secret}`, recipientKind: 'tree', treeId: ada.treeId });
    await seal(ada, forTree.id);
    expect((await entriesAbout(ada, forTree.id)).map((e) => e.summary)).toEqual([expect.stringMatching(/^You sealed a time capsule for everyone in the Capsule family, opening on /)]);
    // Eddie, kept to a branch, reads the tree: it is for him too.
    for (const p of [ben, vera, eddie]) expect((await entriesAbout(p, forTree.id)).map((e) => e.kind)).toEqual(['time_capsule_sealed']);
    for (const p of [dan, cleo]) expect(await feedMentions(p, forTree.id, secret)).toBe(false);
    await dueNow(forTree.id);
    await waitForStatus(forTree.id, 'opened');
    for (const p of [ben, vera, eddie]) expect((await entriesAbout(p, forTree.id)).map((e) => e.kind)).toEqual(['time_capsule_sealed', 'time_capsule_opened']);
    for (const p of [dan, cleo]) expect(await feedMentions(p, forTree.id, secret)).toBe(false);
  });

  it('words the entries in Spanish for a reader who asks in Spanish', async () => {
    const capsule = await draft(ada, { title: `Carta ${own()}`, recipientKind: 'relatives', recipientIds: [ben.id] });
    const sealed = await seal(ada, capsule.id);
    await must(ben.client, 'mutation { setMyLanguage(language: es) { id } }');
    try {
      expect((await entriesAbout(ben, capsule.id)).map((e) => e.summary)).toEqual([
        `Ada Capsule selló una cápsula del tiempo para ti, que se abre el ${openingText('es', new Date(sealed.opensAt), 'Europe/Madrid')}.`,
      ]);
    } finally {
      await must(ben.client, 'mutation { setMyLanguage(language: en) { id } }');
    }
  });

  it('keeps nothing of a cancelled draft', async () => {
    const capsule = await draft(ada, { title: 'Cancelled', recipientKind: 'relatives', recipientIds: [ben.id] });
    await must(ada.client, CANCEL, { id: capsule.id });
    expect(await sql(`select 1 from events where object_id = ?`, [capsule.id])).toEqual([]);
  });
});

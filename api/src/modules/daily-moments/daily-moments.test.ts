import { strFromU8, unzipSync } from 'fflate';
import { startTestApp, type TestApp } from '../../../test/test-app.ts';
import { addMember, buildUser, shareTree, type Person } from '../../../test/factories.ts';
import { jpegPhoto } from '../../../test/media.ts';
import { wav } from '../../../test/audio-fixtures.ts';
import { countStatements } from '../../../test/statements.ts';
import { codeOf, must } from '../../../test/trees.ts';

// Ada owns a tree; Ben edits it, Vera views it, Eddie edits only Chioma's branch: the four are a
// family. Cleo has a tree of her own and is nobody's relative.

let app: TestApp;
let ada: Person, ben: Person, vera: Person, eddie: Person, cleo: Person;

const TODAY = `query($treeId: ID) { dailyMoment(treeId: $treeId) { id treeId day isToday skipped prompt { id text promptType fromFamily }
  answers { id response author { id } likes likedByViewer photoUrl viewerCan { update delete like } } viewerAnswer { id } viewerCan { answer skip } } }`;
const ANSWER = `mutation($input: AnswerDailyMomentInput!) { answerDailyMoment(input: $input) { id response day likes photoUrl attachments author { id } prompt { id } } }`;
const LIKE = `mutation($id: ID!, $like: Boolean) { likeMomentAnswer(id: $id, like: $like) { id likes likedByViewer likedBy { id } } }`;
const SKIP = `mutation($id: ID!) { skipDailyMoment(id: $id) { id skipped prompt { id } skippedBy { id } viewerCan { skip } } }`;
const FEED = `query($treeId: ID!, $after: String, $first: Int) { dailyMoments(treeId: $treeId, after: $after, first: $first) {
  nodes { id day isToday prompt { text } answers { id response likes likedByViewer author { id firstName } } viewerCan { answer } } endCursor hasMore } }`;
const STREAK = 'query($treeId: ID!) { momentStreak(treeId: $treeId) }';
const ADD_PROMPT = 'mutation($input: AddFamilyPromptInput!) { addFamilyPrompt(input: $input) { id text fromFamily author { id } viewerCan { withdraw } } }';
const QUEUE = 'query($treeId: ID!) { familyPromptQueue(treeId: $treeId) { id text } }';
const BOOK = 'query($treeId: ID!, $userId: ID!) { momentBook(treeId: $treeId, userId: $userId) { treeName author { id } answers { day response prompt { text } } } }';

type Moment = { id: string; treeId: string; day: string; skipped: boolean; prompt: { id: string; text: string; promptType: string; fromFamily: boolean }; answers: { id: string; response: string; author: { id: string }; likes: number; likedByViewer: boolean }[]; viewerCan: { answer: boolean; skip: boolean } };

const today = () => new Date().toISOString().slice(0, 10);
const dayBefore = (day: string, n: number) => new Date(Date.parse(`${day}T00:00:00Z`) - n * 86_400_000).toISOString().slice(0, 10);
const sql = <T = Record<string, unknown>>(text: string, params: unknown[] = []) => app.orm.em.fork().execute<T[]>(text, params);
const momentOf = async (p: Person, treeId: string) => (await must<{ dailyMoment: Moment }>(p.client, TODAY, { treeId })).dailyMoment;
const answer = (p: Person, momentId: string, response: string) => p.client.gql<{ answerDailyMoment: { id: string; likes: number } }>(ANSWER, { input: { momentId, response } });

/** A day of a tree written straight into the table (an earlier day, with a catalogue prompt). */
async function pastDay(treeId: string, day: string): Promise<string> {
  const [row] = await sql<{ id: string }>(
    `insert into daily_moments (id, created_at, updated_at, tree_id, day, prompt_id)
     select gen_random_uuid(), now(), now(), ?::uuid, ?::date, (select id from daily_prompts where catalogue_key = (1 + abs(hashtext(?)) % 300))
     on conflict (tree_id, day) do update set updated_at = now() returning id`,
    [treeId, day, day],
  );
  return row.id;
}

/** An answer written straight into the table, on an earlier day. */
async function pastAnswer(momentId: string, userId: string, response: string) {
  await sql(`insert into prompt_responses (id, created_at, updated_at, moment_id, prompt_id, user_id, response, likes)
    select gen_random_uuid(), now(), now(), m.id, m.prompt_id, ?::uuid, ?, 0 from daily_moments m where m.id = ?::uuid`, [userId, response, momentId]);
}

beforeAll(async () => {
  app = await startTestApp();
  [ada, ben, vera, eddie, cleo] = await Promise.all(['Ada Moment', 'Ben Moment', 'Vera Moment', 'Eddie Moment', 'Cleo Moment'].map((name) => buildUser(app, { name })));
  const chioma = (await addMember(ada, 'Chioma', 'child')).member.id;
  await shareTree(ada, ben, 'editor');
  await shareTree(ada, vera, 'viewer');
  await shareTree(ada, eddie, 'editor', { kind: 'descendants', rootId: chioma });
});
afterAll(() => app.close());

describe('the catalogue', () => {
  it('holds at least 365 active prompts, each in English and Spanish, of the four kinds', async () => {
    const [row] = await sql<{ total: number; both: number; kinds: string[] }>(
      `select count(*)::int as total, count(*) filter (where length(trim(prompt_text)) > 10 and length(trim(prompt_text_es)) > 10)::int as both,
         array_agg(distinct prompt_type order by prompt_type) as kinds
       from daily_prompts where catalogue_key is not null and is_active`,
    );
    expect(row.total).toBeGreaterThanOrEqual(365);
    expect(row.both).toBe(row.total);
    expect(row.kinds).toEqual(['memory', 'photo', 'question', 'tradition']);
  });

  it('asks a prompt in the reader’s language', async () => {
    const moment = await momentOf(ada, ada.treeId);
    const [texts] = await sql<{ prompt_text: string; prompt_text_es: string }>('select prompt_text, prompt_text_es from daily_prompts where id = ?', [moment.prompt.id]);
    expect(moment.prompt.text).toBe(texts.prompt_text);
    const res = await ada.client.fetch('/graphql', { method: 'POST', headers: { 'content-type': 'application/json', 'accept-language': 'es' }, body: JSON.stringify({ query: TODAY, variables: { treeId: ada.treeId } }) });
    const spanish = ((await res.json()) as { data: { dailyMoment: Moment } }).data.dailyMoment;
    // The language chosen in the profile wins over the browser's; without one the browser's is used.
    expect([texts.prompt_text, texts.prompt_text_es]).toContain(spanish.prompt.text);
  });
});

describe('one prompt a day for each family', () => {
  it('gives every reader of a tree the same prompt today, and a stranger none of it', async () => {
    const moments = await Promise.all([ada, ben, vera, eddie].map((p) => momentOf(p, ada.treeId)));
    expect(new Set(moments.map((m) => m.id)).size).toBe(1);
    expect(new Set(moments.map((m) => m.prompt.id)).size).toBe(1);
    expect(moments[0]).toMatchObject({ day: today(), treeId: ada.treeId });
    expect(codeOf(await cleo.client.gql(TODAY, { treeId: ada.treeId }))).toBe('NOT_FOUND');
    expect(codeOf(await cleo.client.gql(FEED, { treeId: ada.treeId }))).toBe('NOT_FOUND');
    expect(codeOf(await cleo.client.gql(STREAK, { treeId: ada.treeId }))).toBe('NOT_FOUND');
  });

  it('writes one row for a tree’s day when many ask at once', async () => {
    const newcomer = await buildUser(app, { name: 'Nell Moment' });
    const results = await Promise.all(Array.from({ length: 8 }, () => momentOf(newcomer, newcomer.treeId)));
    expect(new Set(results.map((m) => m.id)).size).toBe(1);
    const [count] = await sql<{ n: number }>('select count(*)::int as n from daily_moments where tree_id = ? and day = ?::date', [newcomer.treeId, today()]);
    expect(count.n).toBe(1);
  });

  it('does not ask every family the same prompt on the same day', async () => {
    const families = await Promise.all(Array.from({ length: 6 }, (_, i) => buildUser(app, { name: `Family${i} Moment` })));
    const prompts = await Promise.all(families.map(async (p) => (await momentOf(p, p.treeId)).prompt.id));
    expect(new Set(prompts).size).toBeGreaterThan(1);
  });

  it('never serves an inactive prompt', async () => {
    const trees = await Promise.all(Array.from({ length: 3 }, (_, i) => buildUser(app, { name: `Quiet${i} Moment` })));
    // Every catalogue prompt but one is switched off: each new family is asked that one.
    const [kept] = await sql<{ id: string }>('select id from daily_prompts where catalogue_key = 7');
    await sql('update daily_prompts set is_active = false where catalogue_key is not null and catalogue_key <> 7');
    try {
      for (const p of trees) expect((await momentOf(p, p.treeId)).prompt.id).toBe(kept.id);
    } finally {
      await sql('update daily_prompts set is_active = true where catalogue_key is not null');
    }
  });

  it('goes through the catalogue before asking a prompt again', async () => {
    const p = await buildUser(app, { name: 'Long Moment' });
    for (let i = 1; i <= 30; i++) await pastDay(p.treeId, dayBefore(today(), i));
    const prompts = await sql<{ prompt_id: string }>('select prompt_id from daily_moments where tree_id = ?', [p.treeId]);
    const todays = await momentOf(p, p.treeId);
    expect(prompts.map((r) => r.prompt_id)).not.toContain(todays.prompt.id);
  });
});

describe('the family’s queue', () => {
  it('asks a prompt a relative added before the catalogue, to the whole family, once', async () => {
    const dana = await buildUser(app, { name: 'Dana Moment' });
    const fred = await buildUser(app, { name: 'Fred Moment' });
    await shareTree(dana, fred, 'viewer');
    const added = (await must<{ addFamilyPrompt: { id: string; fromFamily: boolean; viewerCan: { withdraw: boolean } } }>(fred.client, ADD_PROMPT, { input: { treeId: dana.treeId, text: 'What was Grandpa’s boat called?' } })).addFamilyPrompt;
    expect(added).toMatchObject({ fromFamily: true, viewerCan: { withdraw: true } });
    expect((await must<{ familyPromptQueue: { id: string }[] }>(dana.client, QUEUE, { treeId: dana.treeId })).familyPromptQueue.map((q) => q.id)).toEqual([added.id]);
    const todays = await momentOf(dana, dana.treeId);
    expect(todays.prompt).toMatchObject({ id: added.id, text: 'What was Grandpa’s boat called?', fromFamily: true });
    expect((await momentOf(fred, dana.treeId)).prompt.id).toBe(added.id);
    expect((await must<{ familyPromptQueue: unknown[] }>(dana.client, QUEUE, { treeId: dana.treeId })).familyPromptQueue).toEqual([]);
    // Asked, it can no longer be withdrawn; a stranger cannot add to the queue.
    expect(codeOf(await fred.client.gql('mutation($id: ID!) { withdrawFamilyPrompt(id: $id) }', { id: added.id }))).toBe('FORBIDDEN');
    expect(codeOf(await cleo.client.gql(ADD_PROMPT, { input: { treeId: dana.treeId, text: 'Snooping?' } }))).toBe('NOT_FOUND');
    expect(codeOf(await fred.client.gql(ADD_PROMPT, { input: { treeId: dana.treeId, text: '  ' } }))).toBe('BAD_USER_INPUT');
  });

  it('lets only its author withdraw a waiting prompt', async () => {
    const added = (await must<{ addFamilyPrompt: { id: string } }>(ben.client, ADD_PROMPT, { input: { treeId: ada.treeId, text: 'Which song did we sing in the car?', promptType: 'memory' } })).addFamilyPrompt;
    expect(codeOf(await vera.client.gql('mutation($id: ID!) { withdrawFamilyPrompt(id: $id) }', { id: added.id }))).toBe('FORBIDDEN');
    expect(codeOf(await cleo.client.gql('mutation($id: ID!) { withdrawFamilyPrompt(id: $id) }', { id: added.id }))).toBe('NOT_FOUND');
    await must(ben.client, 'mutation($id: ID!) { withdrawFamilyPrompt(id: $id) }', { id: added.id });
    expect((await must<{ familyPromptQueue: { id: string }[] }>(ada.client, QUEUE, { treeId: ada.treeId })).familyPromptQueue.map((q) => q.id)).not.toContain(added.id);
  });
});

describe('skipping', () => {
  it('replaces today’s prompt for the whole family once, and not after someone answered', async () => {
    const gus = await buildUser(app, { name: 'Gus Moment' });
    const hana = await buildUser(app, { name: 'Hana Moment' });
    await shareTree(gus, hana, 'viewer');
    const before = await momentOf(gus, gus.treeId);
    expect(before.viewerCan.skip).toBe(true);
    const [first, second] = await Promise.all([hana.client.gql<{ skipDailyMoment: { prompt: { id: string } } }>(SKIP, { id: before.id }), gus.client.gql(SKIP, { id: before.id })]);
    const codes = [codeOf(first), codeOf(second)].sort();
    expect(codes).toEqual(['BAD_USER_INPUT', undefined].sort());
    const after = await momentOf(gus, gus.treeId);
    expect(after).toMatchObject({ id: before.id, skipped: true, viewerCan: { skip: false } });
    expect(after.prompt.id).not.toBe(before.prompt.id);
    expect((await momentOf(hana, gus.treeId)).prompt.id).toBe(after.prompt.id);

    const ivy = await buildUser(app, { name: 'Ivy Moment' });
    const ivys = await momentOf(ivy, ivy.treeId);
    await must(ivy.client, ANSWER, { input: { momentId: ivys.id, response: 'Done already.' } });
    expect(codeOf(await ivy.client.gql(SKIP, { id: ivys.id }))).toBe('BAD_USER_INPUT');
    expect(codeOf(await cleo.client.gql(SKIP, { id: ivys.id }))).toBe('NOT_FOUND');
  });
});

describe('answers', () => {
  let momentId: string;
  let bensAnswer: string;

  beforeAll(async () => {
    momentId = (await momentOf(ada, ada.treeId)).id;
  });

  it('lets each of the family answer today, once each, editable that day', async () => {
    const first = (await must<{ answerDailyMoment: { id: string; response: string } }>(ben.client, ANSWER, { input: { momentId, response: '  The blue house by the river.  ' } })).answerDailyMoment;
    expect(first.response).toBe('The blue house by the river.');
    bensAnswer = first.id;
    const again = (await must<{ answerDailyMoment: { id: string; response: string } }>(ben.client, ANSWER, { input: { momentId, response: 'The blue house by the river, with the fig tree.' } })).answerDailyMoment;
    expect(again.id).toBe(first.id);
    const [count] = await sql<{ n: number }>('select count(*)::int as n from prompt_responses where moment_id = ? and user_id = ?', [momentId, ben.id]);
    expect(count.n).toBe(1);
    // Two tabs answering at once keep one answer.
    await Promise.all([answer(vera, momentId, 'Tab one'), answer(vera, momentId, 'Tab two')]);
    const [veras] = await sql<{ n: number }>('select count(*)::int as n from prompt_responses where moment_id = ? and user_id = ?', [momentId, vera.id]);
    expect(veras.n).toBe(1);
    const seen = await momentOf(eddie, ada.treeId);
    expect(seen.answers.map((a) => a.author.id).sort()).toEqual([ben.id, vera.id].sort());
  });

  it('refuses bad answers clearly', async () => {
    expect(codeOf(await ben.client.gql(ANSWER, { input: { momentId, response: '   ' } }))).toBe('BAD_USER_INPUT');
    expect(codeOf(await ben.client.gql(ANSWER, { input: { momentId, response: 'x'.repeat(5_001) } }))).toBe('BAD_USER_INPUT');
    expect(codeOf(await ben.client.gql(ANSWER, { input: { momentId: 'not-an-id', response: 'Hi' } }))).toBe('BAD_USER_INPUT');
    const signedOut = await app.orm.em.fork().execute('select 1');
    expect(signedOut).toHaveLength(1);
    const res = await fetch(`${app.url}/graphql`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ query: ANSWER, variables: { input: { momentId, response: 'Hi' } } }) });
    expect(codeOf((await res.json()) as never)).toBe('UNAUTHENTICATED');
  });

  it('refuses an answer to another family’s prompt, and to yesterday’s', async () => {
    const cleos = await momentOf(cleo, cleo.treeId);
    expect(codeOf(await ben.client.gql(ANSWER, { input: { momentId: cleos.id, response: 'Not my family.' } }))).toBe('NOT_FOUND');
    const yesterday = await pastDay(ada.treeId, dayBefore(today(), 1));
    const res = await ben.client.gql(ANSWER, { input: { momentId: yesterday, response: 'Too late.' } });
    expect(codeOf(res)).toBe('FORBIDDEN');
    expect(res.errors?.[0]?.message).toMatch(/today/);
    const [count] = await sql<{ n: number }>('select count(*)::int as n from prompt_responses where moment_id = ?', [yesterday]);
    expect(count.n).toBe(0);
  });

  it('takes a photo with an answer, read by the family alone', async () => {
    const files = { 'variables.input.photo': { blob: new Blob([new Uint8Array(await jpegPhoto(320, 240))], { type: 'image/jpeg' }), name: 'fig.jpg' } };
    const res = await vera.client.gqlUpload<{ answerDailyMoment: { photoUrl: string; attachments: string[] } }>(ANSWER, { input: { momentId, response: 'Our fig tree.', photo: null } }, files);
    expect(res.errors).toBeUndefined();
    const url = res.data!.answerDailyMoment.photoUrl;
    expect(url).toMatch(/^\/uploads\/moment\//);
    expect(res.data!.answerDailyMoment.attachments).toEqual([url]);
    for (const p of [ada, ben, eddie, vera]) expect((await p.client.fetch(url)).status).toBe(200);
    expect((await cleo.client.fetch(url)).status).toBe(404);
    expect((await fetch(`${app.url}${url}`)).status).toBe(401);
    // A file that is not a photo is refused and nothing is kept.
    const before = await sql<{ n: number }>(`select count(*)::int as n from stored_files where purpose = 'moment'`);
    const bad = await vera.client.gqlUpload(ANSWER, { input: { momentId, response: 'Sneaky.', photo: null } }, { 'variables.input.photo': { blob: new Blob(['<html><script>alert(1)</script></html>'], { type: 'image/jpeg' }), name: 'x.jpg' } });
    expect(codeOf(bad)).toBe('BAD_USER_INPUT');
    expect(await sql<{ n: number }>(`select count(*)::int as n from stored_files where purpose = 'moment'`)).toEqual(before);
    const kept = await momentOf(vera, ada.treeId);
    expect(kept.answers.find((a) => a.author.id === vera.id)?.response).toBe('Our fig tree.');
  });

  it('takes a voice recording with an answer, and refuses silence', async () => {
    const upload = (bytes: Buffer) =>
      ben.client.gqlUpload<{ answerDailyMoment: { audioUrl: string | null; attachments: string[] } }>(
        'mutation($input: AnswerDailyMomentInput!) { answerDailyMoment(input: $input) { audioUrl attachments } }',
        { input: { momentId, response: 'The blue house by the river, with the fig tree.', audio: null } },
        { 'variables.input.audio': { blob: new Blob([new Uint8Array(bytes)], { type: 'audio/wav' }), name: 'voice.wav' } },
      );
    const silent = await upload(wav(2, { amplitude: 0 }));
    expect(codeOf(silent)).toBe('BAD_USER_INPUT');
    const spoken = await upload(wav(2));
    expect(spoken.errors).toBeUndefined();
    const url = spoken.data!.answerDailyMoment.audioUrl!;
    expect(url).toMatch(/^\/uploads\/moment\//);
    expect((await vera.client.fetch(url)).status).toBe(200);
    expect((await cleo.client.fetch(url)).status).toBe(404);
    const removed = await must<{ answerDailyMoment: { audioUrl: string | null } }>(ben.client, 'mutation($input: AnswerDailyMomentInput!) { answerDailyMoment(input: $input) { audioUrl } }', { input: { momentId, response: 'The blue house by the river, with the fig tree.', removeAudio: true } });
    expect(removed.answerDailyMoment.audioUrl).toBeNull();
    expect((await vera.client.fetch(url)).status).toBe(404);
  });

  it('counts a like once per person, also from two tabs at once', async () => {
    const results = await Promise.all([ada.client.gql(LIKE, { id: bensAnswer }), ada.client.gql(LIKE, { id: bensAnswer }), ada.client.gql(LIKE, { id: bensAnswer })]);
    for (const r of results) expect(r.errors).toBeUndefined();
    await must(vera.client, LIKE, { id: bensAnswer });
    await must(vera.client, LIKE, { id: bensAnswer });
    const liked = (await must<{ likeMomentAnswer: { likes: number; likedByViewer: boolean; likedBy: { id: string }[] } }>(eddie.client, LIKE, { id: bensAnswer })).likeMomentAnswer;
    expect(liked.likes).toBe(3);
    expect(liked.likedBy.map((u) => u.id).sort()).toEqual([ada.id, vera.id, eddie.id].sort());
    const [stored] = await sql<{ likes: number; rows: number }>('select r.likes, (select count(*)::int from prompt_response_likes l where l.response_id = r.id) as rows from prompt_responses r where r.id = ?', [bensAnswer]);
    expect(stored).toEqual({ likes: 3, rows: 3 });
    const unliked = (await must<{ likeMomentAnswer: { likes: number; likedByViewer: boolean } }>(eddie.client, LIKE, { id: bensAnswer, like: false })).likeMomentAnswer;
    expect(unliked).toMatchObject({ likes: 2, likedByViewer: false });
    await Promise.all([eddie.client.gql(LIKE, { id: bensAnswer, like: false }), eddie.client.gql(LIKE, { id: bensAnswer, like: false })]);
    expect((await sql<{ likes: number }>('select likes from prompt_responses where id = ?', [bensAnswer]))[0].likes).toBe(2);
    // One’s own answer is not liked; a stranger does not find it.
    expect(codeOf(await ben.client.gql(LIKE, { id: bensAnswer }))).toBe('FORBIDDEN');
    expect(codeOf(await cleo.client.gql(LIKE, { id: bensAnswer }))).toBe('NOT_FOUND');
  });

  it('tells the other readers of the tree of a first answer, not of an edit, within their settings', async () => {
    const rows = await sql<{ user_id: string; message: string; link: string }>(`select user_id, message, link from notifications where kind = 'moment_answered' and object_id = ? order by user_id`, [bensAnswer]);
    expect(rows.map((r) => r.user_id).sort()).toEqual([ada.id, vera.id, eddie.id].sort());
    // Each in their language: Ada's browser asked in Spanish earlier.
    expect(rows.find((r) => r.user_id === eddie.id)?.message).toBe(`Ben Moment answered today's moment in The Moment family.`);
    expect(rows.find((r) => r.user_id === ada.id)?.message).toBe('Ben Moment respondió al momento del día en The Moment family.');
    expect(rows[0].link).toBe(`/daily-prompts?tree=${ada.treeId}#${bensAnswer}`);
    // Vera turned the kind off: she is not told of Eddie's answer.
    const { notificationSettings } = await must<{ notificationSettings: { enabledKinds: string[] } }>(vera.client, '{ notificationSettings { enabledKinds } }');
    const enabledKinds = notificationSettings.enabledKinds.filter((k) => k !== 'moment_answered');
    await must(vera.client, 'mutation($input: NotificationSettingsInput!) { updateNotificationSettings(input: $input) { enabledKinds } }', { input: { enabledKinds } });
    const eddies = (await must<{ answerDailyMoment: { id: string } }>(eddie.client, ANSWER, { input: { momentId, response: 'Chioma’s first steps.' } })).answerDailyMoment;
    const told = await sql<{ user_id: string }>(`select user_id from notifications where kind = 'moment_answered' and object_id = ?`, [eddies.id]);
    expect(told.map((r) => r.user_id).sort()).toEqual([ada.id, ben.id].sort());
    const activity = await sql<{ n: number }>(`select count(*)::int as n from events where verb = 'moment_answered' and object_id = ?`, [eddies.id]);
    expect(activity[0].n).toBe(1);
    const feed = await must<{ activity: { verb: string; text: string }[] }>(cleo.client, '{ activity(first: 50) { verb text } }').catch(() => ({ activity: [] }));
    expect(feed.activity.filter((a) => a.verb === 'moment_answered')).toEqual([]);
  });

  it('finds answers in search for the family only', async () => {
    const found = await must<{ search: { momentAnswers: { id: string }[] } }>(ada.client, 'query($q: String!) { search(query: $q) { momentAnswers { id } } }', { q: 'fig tree' });
    expect(found.search.momentAnswers.length).toBeGreaterThan(0);
    const strangers = await must<{ search: { momentAnswers: { id: string }[] } }>(cleo.client, 'query($q: String!) { search(query: $q) { momentAnswers { id } } }', { q: 'fig tree' });
    expect(strangers.search.momentAnswers).toEqual([]);
  });
});

describe('earlier days', () => {
  it('pages a family’s earlier days newest first, in a constant number of statements', async () => {
    const jo = await buildUser(app, { name: 'Jo Moment' });
    const kim = await buildUser(app, { name: 'Kim Moment' });
    await shareTree(jo, kim, 'editor');
    for (let i = 1; i <= 12; i++) {
      const id = await pastDay(jo.treeId, dayBefore(today(), i));
      await pastAnswer(id, jo.id, `Answer ${i} by Jo`);
      if (i % 2) await pastAnswer(id, kim.id, `Answer ${i} by Kim`);
    }
    const days: string[] = [];
    for (let after: string | null = null; ; ) {
      const page: { nodes: { day: string; isToday: boolean; viewerCan: { answer: boolean } }[]; endCursor: string | null; hasMore: boolean } = (await must<{ dailyMoments: never }>(kim.client, FEED, { treeId: jo.treeId, after, first: 5 })).dailyMoments;
      for (const n of page.nodes) expect(n).toMatchObject({ isToday: false, viewerCan: { answer: false } });
      days.push(...page.nodes.map((n) => n.day));
      if (!page.hasMore) break;
      after = page.endCursor;
    }
    expect(days).toEqual(Array.from({ length: 12 }, (_, i) => dayBefore(today(), i + 1)));
    const statements = await countStatements(app.orm);
    try {
      const small = await statements.during(() => kim.client.gql(FEED, { treeId: jo.treeId, first: 2 }));
      const large = await statements.during(() => kim.client.gql(FEED, { treeId: jo.treeId, first: 12 }));
      expect(large.result.errors).toBeUndefined();
      expect(large.statements).toBe(small.statements);
      expect(large.statements).toBeLessThanOrEqual(8);
    } finally {
      statements.stop();
    }
    expect(codeOf(await kim.client.gql(FEED, { treeId: jo.treeId, first: 21 }))).toBe('BAD_USER_INPUT');
    expect(codeOf(await kim.client.gql(FEED, { treeId: jo.treeId, after: "'; drop table x" }))).toBe('BAD_USER_INPUT');
  });
});

describe('a page of earlier days as the page shows it', () => {
  // Everything the Daily Moments page asks of a day, and more: each answer's author, files, likes
  // and who gave them, the prompt's author, who skipped.
  const PAGE = `query($treeId: ID!, $first: Int) { dailyMoments(treeId: $treeId, first: $first) { nodes {
    id day isToday skipped skippedBy { id displayName } answerCount viewerCan { answer skip }
    prompt { id text promptType fromFamily author { id displayName } viewerCan { withdraw } }
    answers { id day response photoUrl audioUrl attachments likes likedByViewer createdAt updatedAt prompt { id }
      author { id displayName profileImageUrl email } likedBy { id displayName } viewerCan { update delete like } }
    viewerAnswer { id response photoUrl audioUrl } } endCursor hasMore } }`;
  type Page = { dailyMoments: { nodes: { answers: { author: { id: string }; likedBy: unknown[] }[]; prompt: { author: { id: string } | null }; skippedBy: { id: string } | null }[] } };

  /** Relatives of a tree written straight into the tables (users who read it, as invitations accepted would make them). */
  async function relatives(treeId: string, count: number): Promise<string[]> {
    const ids = (await sql<{ id: string }>(
      `insert into users (id, created_at, updated_at, email, first_name, last_name, privacy_settings)
       select gen_random_uuid(), now(), now(), 'relative-' || gen_random_uuid() || '@example.com', 'Relative ' || n, 'Page', '{}'::jsonb from generate_series(1, ?) n
       returning id`,
      [count],
    )).map((r) => r.id);
    await sql(`insert into tree_access (id, created_at, updated_at, tree_id, user_id, role, status) select gen_random_uuid(), now(), now(), ?::uuid, u, 'editor', 'active' from unnest(?::uuid[]) u`, [treeId, `{${ids.join(',')}}`]);
    return ids;
  }

  /**
   * A family's last five days: `perDay` of `authors` answer each day (an author's own prompt asked
   * on the first, the prompt of the second skipped by another), every answer liked by the others.
   */
  async function family(treeId: string, authors: string[], perDay: number) {
    const [asker, skipper] = authors;
    for (let i = 1; i <= 5; i++) {
      const momentId = await pastDay(treeId, dayBefore(today(), i));
      if (i === 1) {
        await sql(`insert into daily_prompts (id, created_at, updated_at, prompt_text, prompt_type, is_active, tree_id, author_id) values (gen_random_uuid(), now(), now(), ?, 'question', true, ?::uuid, ?::uuid)`, ['What did you plant?', treeId, asker]);
        await sql(`update daily_moments set prompt_id = (select id from daily_prompts where tree_id = ?::uuid order by created_at desc limit 1) where id = ?::uuid`, [treeId, momentId]);
      }
      if (i === 2) await sql(`update daily_moments set skipped_prompt_id = prompt_id, skipped_by_id = ?::uuid where id = ?::uuid`, [skipper, momentId]);
      for (let a = 0; a < perDay; a++) await pastAnswer(momentId, authors[(i + a) % authors.length], `Day ${i}, answer ${a + 1}`);
    }
    await sql(
      `insert into prompt_response_likes (response_id, user_id, created_at)
       select r.id, a.user_id, now() from prompt_responses r join daily_moments m on m.id = r.moment_id join tree_access a on a.tree_id = m.tree_id
       where m.tree_id = ?::uuid and a.user_id <> r.user_id`,
      [treeId],
    );
    await sql(`update prompt_responses r set likes = (select count(*) from prompt_response_likes l where l.response_id = r.id) where r.moment_id in (select id from daily_moments where tree_id = ?::uuid)`, [treeId]);
  }

  it('costs the same statements for a family with 5 answers on its first page as for one with 50', async () => {
    const pat = await buildUser(app, { name: 'Pat Page' });
    const quinn = await buildUser(app, { name: 'Quinn Page' });
    await family(pat.treeId, [pat.id, ...(await relatives(pat.treeId, 1))], 1);
    await family(quinn.treeId, [quinn.id, ...(await relatives(quinn.treeId, 9))], 10);
    const firstPage = async (p: Person) => (await must<Page>(p.client, PAGE, { treeId: p.treeId, first: 7 })).dailyMoments.nodes;
    const small = await firstPage(pat);
    const large = await firstPage(quinn);
    expect(small.flatMap((d) => d.answers)).toHaveLength(5);
    expect(large.flatMap((d) => d.answers)).toHaveLength(50);
    for (const days of [small, large]) {
      expect(days.flatMap((d) => d.answers).every((a) => a.author !== null && a.likedBy.length > 0)).toBe(true);
      expect(days.some((d) => d.prompt.author !== null) && days.some((d) => d.skippedBy !== null)).toBe(true);
    }
    const statements = await countStatements(app.orm);
    try {
      const five = await statements.during(() => pat.client.gql(PAGE, { treeId: pat.treeId, first: 7 }));
      const fifty = await statements.during(() => quinn.client.gql(PAGE, { treeId: quinn.treeId, first: 7 }));
      expect(fifty.result.errors).toBeUndefined();
      // The same statements, whatever the values in them: the session, the viewer's grant, the
      // days, their answers with their likes, the users they name.
      const shapes = (texts: string[]) => texts.map((text) => text.replace(/\s+/g, ' ').replace(/'[^']*'(, '[^']*')*/g, '…').slice(0, 90));
      expect(shapes(fifty.texts)).toEqual(shapes(five.texts));
      expect(fifty.statements).toBeLessThanOrEqual(5);
    } finally {
      statements.stop();
    }
  });
});

describe('streaks', () => {
  it('counts days in a row, today if answered, else from yesterday', async () => {
    const lu = await buildUser(app, { name: 'Lu Moment' });
    const streak = async () => (await must<{ momentStreak: number }>(lu.client, STREAK, { treeId: lu.treeId })).momentStreak;
    expect(await streak()).toBe(0);
    for (const n of [1, 2, 3, 5]) await pastAnswer(await pastDay(lu.treeId, dayBefore(today(), n)), lu.id, `Day ${n}`);
    expect(await streak()).toBe(3);
    await answer(lu, (await momentOf(lu, lu.treeId)).id, 'Today too');
    expect(await streak()).toBe(4);
    await pastAnswer(await pastDay(lu.treeId, dayBefore(today(), 4)), lu.id, 'Day 4');
    expect(await streak()).toBe(6);
  });
});

describe('the book', () => {
  it('gathers one person’s answers in a family, oldest first, for the family only', async () => {
    const book = (await must<{ momentBook: { treeName: string; author: { id: string }; answers: { response: string }[] } }>(ada.client, BOOK, { treeId: ada.treeId, userId: ben.id })).momentBook;
    expect(book.author.id).toBe(ben.id);
    expect(book.answers.map((a) => a.response)).toEqual(['The blue house by the river, with the fig tree.']);
    expect(codeOf(await cleo.client.gql(BOOK, { treeId: ada.treeId, userId: ben.id }))).toBe('NOT_FOUND');
    expect(codeOf(await ada.client.gql(BOOK, { treeId: ada.treeId, userId: cleo.id }))).toBe('NOT_FOUND');
  });
});

describe('deleting', () => {
  it('lets only its author delete an answer', async () => {
    const mo = await buildUser(app, { name: 'Mo Moment' });
    const ned = await buildUser(app, { name: 'Ned Moment' });
    await shareTree(mo, ned, 'editor');
    const m = await momentOf(mo, mo.treeId);
    const mine = (await must<{ answerDailyMoment: { id: string } }>(mo.client, ANSWER, { input: { momentId: m.id, response: 'Mine' } })).answerDailyMoment;
    expect(codeOf(await ned.client.gql('mutation($id: ID!) { deleteMomentAnswer(id: $id) }', { id: mine.id }))).toBe('FORBIDDEN');
    await must(mo.client, 'mutation($id: ID!) { deleteMomentAnswer(id: $id) }', { id: mine.id });
    expect((await momentOf(ned, mo.treeId)).answers).toEqual([]);
  });
});

describe('your data', () => {
  it('exports a person’s answers with their photos, and deletes them and their likes with the account', async () => {
    const pia = await buildUser(app, { name: 'Pia Moment' });
    const quin = await buildUser(app, { name: 'Quin Moment' });
    await shareTree(pia, quin, 'editor');
    const m = await momentOf(pia, pia.treeId);
    const photo = await jpegPhoto(200, 150);
    const res = await pia.client.gqlUpload<{ answerDailyMoment: { id: string; photoUrl: string } }>(ANSWER, { input: { momentId: m.id, response: 'Pia remembers the orchard.', photo: null } }, { 'variables.input.photo': { blob: new Blob([new Uint8Array(photo)], { type: 'image/jpeg' }), name: 'orchard.jpg' } });
    const pias = res.data!.answerDailyMoment;
    const quins = (await must<{ answerDailyMoment: { id: string } }>(quin.client, ANSWER, { input: { momentId: m.id, response: 'Quin too.' } })).answerDailyMoment;
    await must(pia.client, LIKE, { id: quins.id });
    await must(quin.client, LIKE, { id: pias.id });

    const zip = await pia.client.fetch('/api/me/export');
    expect(zip.status).toBe(200);
    const entries = unzipSync(new Uint8Array(await zip.arrayBuffer()));
    const answers = JSON.parse(strFromU8(entries['daily-moments.json'])) as { id: string; response: string; photo: string | null; likes: number }[];
    expect(answers).toEqual([expect.objectContaining({ id: pias.id, response: 'Pia remembers the orchard.', likes: 1 })]);
    expect(entries[answers[0].photo!]?.length).toBeGreaterThan(100);

    await must(pia.client, 'mutation($input: DeleteMyAccountInput!) { deleteMyAccount(input: $input) }', { input: { email: pia.email, trees: [{ treeId: pia.treeId, transferTo: quin.id }] } });
    expect(await sql('select 1 from prompt_responses where user_id = ?', [pia.id])).toEqual([]);
    expect(await sql('select 1 from prompt_response_likes where user_id = ?', [pia.id])).toEqual([]);
    expect((await sql<{ likes: number }>('select likes from prompt_responses where id = ?', [quins.id]))[0].likes).toBe(0);
    expect((await quin.client.fetch(pias.photoUrl)).status).toBe(404);
  });
});

import { startTestApp, type TestApp } from '../../../test/test-app.ts';
import { addMember, buildUser, shareTree, type Person } from '../../../test/factories.ts';
import { jpegPhoto } from '../../../test/media.ts';
import { codeOf, must } from '../../../test/trees.ts';

// Achievements through real HTTP on the real database: who may record, read and celebrate them,
// living-person privacy, the photos' URLs, notices and the activity record, and bad input that
// saves nothing.

let app: TestApp;
let ada: Person; // owns the tree
let eddie: Person; // edits it (a relative)
let vera: Person; // views it (living people's details hidden)
let bob: Person; // edits Chioma's branch only
let cleo: Person; // a stranger
const ids: Record<string, string> = {};

const FIELDS = `id treeId title description achievementType date { value text earliest latest } member { id firstName }
  photos { id url } recordedBy { id } celebrationCount celebratedByViewer celebrators { id } viewerCan { update delete celebrate }`;
const RECORD = `mutation($input: RecordAchievementInput!) { recordAchievement(input: $input) { ${FIELDS} } }`;
const EDIT = `mutation($id: ID!, $input: EditAchievementInput!) { editAchievement(id: $id, input: $input) { ${FIELDS} } }`;
const DELETE = 'mutation($id: ID!) { deleteAchievement(id: $id) }';
const CELEBRATE = 'mutation($id: ID!, $c: Boolean) { celebrateAchievement(id: $id, celebrate: $c) { id celebrationCount celebratedByViewer celebrators { id } } }';
const ONE = `query($id: ID!) { achievement(id: $id) { ${FIELDS} } }`;
const OF_MEMBER = 'query($id: ID!) { memberAchievements(memberId: $id) { id title } }';
const PAGE = 'query($tree: ID, $type: AchievementType, $after: String, $first: Int) { achievements(treeId: $tree, achievementType: $type, after: $after, first: $first) { nodes { id title } endCursor hasMore } }';

interface Achievement {
  id: string;
  title: string;
  date: { value: string; text: string; earliest: string | null; latest: string | null } | null;
  photos: { id: string; url: string }[];
  celebrationCount: number;
  celebratedByViewer: boolean;
  celebrators: { id: string }[];
  viewerCan: { update: boolean; delete: boolean; celebrate: boolean };
}

const year = new Date().getUTCFullYear();
const count = async (table: string) => Number((await app.orm.em.fork().execute<{ n: number }[]>(`select count(*)::int as n from ${table}`))[0].n);
const photoFiles = async () => Number((await app.orm.em.fork().execute<{ n: number }[]>(`select count(*)::int as n from stored_files where purpose = 'achievement-photo'`))[0].n);

const record = (person: Person, input: Record<string, unknown>) => person.client.gql<{ recordAchievement: Achievement }>(RECORD, { input });
const recorded = async (person: Person, input: Record<string, unknown>) => must<{ recordAchievement: Achievement }>(person.client, RECORD, { input }).then((d) => d.recordAchievement);
const titlesOfMember = async (person: Person, memberId: string) => (await must<{ memberAchievements: { title: string }[] }>(person.client, OF_MEMBER, { id: memberId })).memberAchievements.map((a) => a.title);
const pageTitles = async (person: Person, vars: Record<string, unknown> = {}) => (await must<{ achievements: { nodes: { title: string }[] } }>(person.client, PAGE, vars)).achievements.nodes.map((a) => a.title);
const notices = async (person: Person) =>
  (await must<{ notifications: { nodes: { kind: string; message: string; link: string }[] } }>(person.client, '{ notifications(first: 100) { nodes { kind message link } } }')).notifications.nodes;

/** A photo achievement uploaded through GraphQL multipart, as the web client sends it. */
function recordWithPhoto(person: Person, input: Record<string, unknown>, photo: { bytes: Buffer; name: string; type: string }) {
  return person.client.gqlUpload<{ recordAchievement: Achievement }>(RECORD, { input: { ...input, photos: [null] } }, {
    'variables.input.photos.0': { blob: new Blob([new Uint8Array(photo.bytes)], { type: photo.type }), name: photo.name },
  });
}

/**
 * Ada's tree: Ben (her son, living, 20), Grace (her mother, deceased), Chioma (her daughter, 40).
 * Eddie edits the tree, Vera views it, Bob edits Chioma's branch only; Cleo knows nobody.
 */
beforeAll(async () => {
  app = await startTestApp();
  ada = await buildUser(app, { name: 'Ada Lovelace' });
  ids.ben = (await addMember(ada, 'Ben', 'child', undefined, { dateOfBirth: `${year - 20}-05-01` })).member.id;
  ids.grace = (await addMember(ada, 'Grace', 'parent', undefined, { isAlive: false, dateOfBirth: '1930-01-01' })).member.id;
  ids.chioma = (await addMember(ada, 'Chioma', 'child', undefined, { dateOfBirth: `${year - 40}-03-04` })).member.id;
  [eddie, vera, bob, cleo] = await Promise.all(['Eddie Editor', 'Vera Viewer', 'Bob Branch', 'Cleo Stranger'].map((name) => buildUser(app, { name })));
  await shareTree(ada, eddie, 'editor');
  await shareTree(ada, vera, 'viewer');
  await shareTree(ada, bob, 'editor', { kind: 'descendants', rootId: ids.chioma });
});
afterAll(() => app.close());

describe('recording', () => {
  it('lets an editor record an achievement of a person, dated as genealogists write dates, and tells the relatives who may read it', async () => {
    const achievement = await recorded(eddie, { memberId: ids.ben, achievementType: 'graduation', title: 'Graduated in physics', description: 'First class', date: 'Jun 2019' });
    ids.benGraduation = achievement.id;
    expect(achievement).toMatchObject({ title: 'Graduated in physics', celebrationCount: 0, viewerCan: { update: true, delete: true, celebrate: true } });
    expect(achievement.date).toEqual({ value: 'JUN 2019', text: 'June 2019', earliest: '2019-06-01', latest: '2019-06-30' });
    expect((await notices(ada)).filter((n) => n.kind === 'achievement_recorded').map((n) => n.message)).toEqual(['Eddie Editor recorded Ben Family\'s achievement “Graduated in physics”.']);
    // Vera views the tree: Ben is living, so his achievements are hidden from her, and she is not told.
    expect((await notices(vera)).filter((n) => n.kind === 'achievement_recorded')).toEqual([]);
    expect((await notices(eddie)).filter((n) => n.kind === 'achievement_recorded')).toEqual([]);
  });

  it('lets the owner record too, and writes the activity record for those who read the achievement', async () => {
    ids.graceAward = (await recorded(ada, { memberId: ids.grace, achievementType: 'award', title: 'Nursing medal', date: 'abt 1960' })).id;
    const feed = async (p: Person) => (await must<{ recentActivity: { kind: string; summary: string }[] }>(p.client, '{ recentActivity(first: 50) { kind summary } }')).recentActivity.filter((a) => a.kind === 'achievement_recorded').map((a) => a.summary);
    expect(await feed(ada)).toEqual(['You recorded Grace Family\'s achievement “Nursing medal”.', 'Eddie Editor recorded Ben Family\'s achievement “Graduated in physics”.']);
    expect(await feed(vera)).toEqual(['Ada Lovelace recorded Grace Family\'s achievement “Nursing medal”.']);
    expect(await feed(cleo)).toEqual([]);
    expect((await notices(vera)).filter((n) => n.kind === 'achievement_recorded').map((n) => n.link)).toEqual([`/achievements#${ids.graceAward}`]);
  });

  it('refuses a viewer (they may celebrate instead), and saves nothing', async () => {
    const before = await count('family_achievements');
    const res = await record(vera, { memberId: ids.grace, achievementType: 'award', title: 'Not mine to record' });
    expect(codeOf(res)).toBe('FORBIDDEN');
    expect(await count('family_achievements')).toBe(before);
  });

  it('keeps a branch-limited editor to their branch: someone outside it is not there for them', async () => {
    const before = await count('family_achievements');
    const outside = await record(bob, { memberId: ids.grace, achievementType: 'award', title: 'Outside my branch' });
    expect(codeOf(outside)).toBe('BAD_USER_INPUT');
    expect(outside.errors?.[0]?.extensions?.fields).toEqual({ memberId: 'Choose someone of your family tree' });
    expect(await count('family_achievements')).toBe(before);
    ids.chiomaRace = (await recorded(bob, { memberId: ids.chioma, achievementType: 'sport', title: 'Ran a marathon', date: '2021' })).id;
    // Grace is outside Bob's branch: her achievements are not there for him either.
    expect(await titlesOfMember(bob, ids.grace)).toEqual([]);
    expect(codeOf(await bob.client.gql(ONE, { id: ids.graceAward }))).toBe('NOT_FOUND');
    expect(await pageTitles(bob)).toEqual(['Ran a marathon']);
  });
});

describe('reading', () => {
  it('hides a living person’s achievements from a viewer everywhere, as their details are', async () => {
    expect(await titlesOfMember(vera, ids.ben)).toEqual([]);
    expect(codeOf(await vera.client.gql(ONE, { id: ids.benGraduation }))).toBe('NOT_FOUND');
    expect(await pageTitles(vera)).toEqual(['Nursing medal']);
    expect(await pageTitles(ada, { tree: ada.treeId })).toEqual(['Ran a marathon', 'Graduated in physics', 'Nursing medal']);
    expect(await pageTitles(ada, { type: 'sport' })).toEqual(['Ran a marathon']);
  });

  it('shows nothing to a stranger, and refuses the signed out', async () => {
    expect(codeOf(await cleo.client.gql(ONE, { id: ids.graceAward }))).toBe('NOT_FOUND');
    expect(await titlesOfMember(cleo, ids.grace)).toEqual([]);
    expect(codeOf(await cleo.client.gql(PAGE, { tree: ada.treeId }))).toBe('NOT_FOUND');
    expect(await pageTitles(cleo)).toEqual([]);
    const { TestClient } = await import('../../../test/client.ts');
    expect(codeOf(await new TestClient(app.url).gql(ONE, { id: ids.graceAward }))).toBe('UNAUTHENTICATED');
  });

  it('pages the latest first by the day each happened', async () => {
    const first = await must<{ achievements: { nodes: { title: string }[]; endCursor: string; hasMore: boolean } }>(ada.client, PAGE, { first: 2 });
    expect(first.achievements).toMatchObject({ hasMore: true, nodes: [{ title: 'Ran a marathon' }, { title: 'Graduated in physics' }] });
    const next = await must<{ achievements: { nodes: { title: string }[]; hasMore: boolean } }>(ada.client, PAGE, { first: 2, after: first.achievements.endCursor });
    expect(next.achievements).toMatchObject({ hasMore: false, nodes: [{ title: 'Nursing medal' }] });
    expect(codeOf(await ada.client.gql(PAGE, { first: 51 }))).toBe('BAD_USER_INPUT');
    expect(codeOf(await ada.client.gql(PAGE, { after: 'nonsense' }))).toBe('BAD_USER_INPUT');
  });
});

describe('celebrating', () => {
  it('counts a viewer celebrating twice at the same moment once, tells the recorder once, and lets them take it back', async () => {
    const both = await Promise.all([vera.client.gql(CELEBRATE, { id: ids.graceAward }), vera.client.gql(CELEBRATE, { id: ids.graceAward })]);
    expect(both.map(codeOf)).toEqual([undefined, undefined]);
    const read = (await must<{ achievement: Achievement }>(vera.client, ONE, { id: ids.graceAward })).achievement;
    expect(read).toMatchObject({ celebrationCount: 1, celebratedByViewer: true, celebrators: [{ id: vera.id }], viewerCan: { update: false, delete: false, celebrate: true } });
    expect(Number((await app.orm.em.fork().execute<{ n: number }[]>('select count(*)::int as n from achievement_celebrations where achievement_id = ?', [ids.graceAward]))[0].n)).toBe(1);
    expect((await notices(ada)).filter((n) => n.kind === 'achievement_celebrated').map((n) => n.message)).toEqual(['Vera Viewer celebrated Grace Family\'s achievement “Nursing medal”.']);
    await must(eddie.client, CELEBRATE, { id: ids.graceAward });
    expect((await must<{ achievement: Achievement }>(ada.client, ONE, { id: ids.graceAward })).achievement).toMatchObject({ celebrationCount: 2, celebratedByViewer: false });
    const back = (await must<{ celebrateAchievement: Achievement }>(vera.client, CELEBRATE, { id: ids.graceAward, c: false })).celebrateAchievement;
    expect(back).toMatchObject({ celebrationCount: 1, celebratedByViewer: false, celebrators: [{ id: eddie.id }] });
  });

  it('refuses celebrating what the viewer cannot read', async () => {
    expect(codeOf(await vera.client.gql(CELEBRATE, { id: ids.benGraduation }))).toBe('NOT_FOUND');
    expect(codeOf(await cleo.client.gql(CELEBRATE, { id: ids.graceAward }))).toBe('NOT_FOUND');
    expect(codeOf(await cleo.client.gql(CELEBRATE, { id: 'not-an-id' }))).toBe('NOT_FOUND');
  });
});

describe('bad input', () => {
  const cases: [string, Record<string, unknown>, Record<string, string>][] = [
    ['a missing title', { title: '   ' }, { title: 'Required' }],
    ['an unreadable date', { date: '32 Foo 2019' }, { date: expect.any(String) as unknown as string }],
    ['a date in the future', { date: `${year + 3}` }, { date: expect.any(String) as unknown as string }],
    ['a title too long', { title: 'x'.repeat(201) }, { title: expect.any(String) as unknown as string }],
  ];
  it.each(cases)('refuses %s with the field named, and saves nothing', async (_what, change, fields) => {
    const before = await count('family_achievements');
    const res = await record(eddie, { memberId: ids.grace, achievementType: 'award', title: 'Fine', ...change });
    expect(codeOf(res)).toBe('BAD_USER_INPUT');
    expect(res.errors?.[0]?.extensions?.fields).toEqual(fields);
    expect(await count('family_achievements')).toBe(before);
  });

  it('refuses a type that is not one of the six, before anything runs', async () => {
    const before = await count('family_achievements');
    const res = await eddie.client.fetch('/graphql', { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ query: RECORD, variables: { input: { memberId: ids.grace, achievementType: 'lottery', title: 'Won' } } }) });
    expect(res.status).toBe(400);
    expect(JSON.stringify(await res.json())).toContain('lottery');
    expect(await count('family_achievements')).toBe(before);
  });

  it('refuses a person of another tree as a bad input, not a hint that they exist', async () => {
    const before = await count('family_achievements');
    const res = await record(eddie, { memberId: cleo.selfMemberId, achievementType: 'award', title: 'Not family' });
    expect(codeOf(res)).toBe('BAD_USER_INPUT');
    expect(res.errors?.[0]?.extensions?.fields).toEqual({ memberId: 'Choose someone of your family tree' });
    expect(codeOf(await record(eddie, { memberId: 'nobody', achievementType: 'award', title: 'Nobody' }))).toBe('BAD_USER_INPUT');
    expect(await count('family_achievements')).toBe(before);
  });

  it('refuses a file that is not a photo and keeps no file of it', async () => {
    const [before, files] = [await count('family_achievements'), await photoFiles()];
    const res = await recordWithPhoto(eddie, { memberId: ids.grace, achievementType: 'award', title: 'With a fake photo' }, { bytes: Buffer.from('<html><script>alert(1)</script></html>'), name: 'photo.jpg', type: 'image/jpeg' });
    expect(codeOf(res)).toBe('BAD_USER_INPUT');
    expect([await count('family_achievements'), await photoFiles()]).toEqual([before, files]);
  });
});

describe('photos', () => {
  it('serves a photo to whoever reads the achievement, and to nobody else', async () => {
    const res = await recordWithPhoto(eddie, { memberId: ids.grace, achievementType: 'service', title: 'Red Cross volunteer', date: '1955' }, { bytes: await jpegPhoto(), name: 'volunteer.jpg', type: 'image/jpeg' });
    expect(res.errors).toBeUndefined();
    const graceService = res.data!.recordAchievement;
    ids.graceService = graceService.id;
    const url = graceService.photos[0].url;
    expect(url).toMatch(/^\/uploads\/achievement-photo\//);
    const benPhoto = (await recordWithPhoto(ada, { memberId: ids.ben, achievementType: 'milestone', title: 'First steps' }, { bytes: await jpegPhoto(), name: 'steps.jpg', type: 'image/jpeg' })).data!.recordAchievement;
    const { TestClient } = await import('../../../test/client.ts');
    const status = async (client: { fetch: (path: string) => Promise<Response> }, path: string) => (await client.fetch(path)).status;
    expect(await status(ada.client, url)).toBe(200);
    expect(await status(vera.client, url)).toBe(200);
    expect(await status(bob.client, url)).toBe(404);
    expect(await status(cleo.client, url)).toBe(404);
    expect(await status(new TestClient(app.url), url)).toBe(401);
    // Ben is living: his photo is as hidden from Vera as he is.
    expect(await status(ada.client, benPhoto.photos[0].url)).toBe(200);
    expect(await status(vera.client, benPhoto.photos[0].url)).toBe(404);
    ids.benSteps = benPhoto.id;
  });

  it('edits what is sent, removes a photo, and deletes an achievement with its photos', async () => {
    const before = (await must<{ achievement: Achievement }>(ada.client, ONE, { id: ids.benSteps })).achievement;
    const edited = (await must<{ editAchievement: Achievement }>(eddie.client, EDIT, { id: ids.benSteps, input: { title: 'First steps!', date: '3 Mar 2007', removePhotoIds: [before.photos[0].id] } })).editAchievement;
    expect(edited).toMatchObject({ title: 'First steps!', date: { value: '3 MAR 2007', earliest: '2007-03-03' }, photos: [] });
    expect((await ada.client.fetch(before.photos[0].url)).status).toBe(404);
    expect(codeOf(await vera.client.gql(EDIT, { id: ids.graceService, input: { title: 'Mine now' } }))).toBe('FORBIDDEN');
    expect(codeOf(await vera.client.gql(DELETE, { id: ids.graceService }))).toBe('FORBIDDEN');
    const service = (await must<{ achievement: Achievement }>(ada.client, ONE, { id: ids.graceService })).achievement;
    expect(await must(eddie.client, DELETE, { id: ids.graceService })).toEqual({ deleteAchievement: ids.graceService });
    expect(codeOf(await ada.client.gql(ONE, { id: ids.graceService }))).toBe('NOT_FOUND');
    expect((await ada.client.fetch(service.photos[0].url)).status).toBe(404);
  });
});

describe('search and the timeline', () => {
  const found = async (p: Person, words: string) => (await must<{ search: { achievements: { title: string; link: string }[] } }>(p.client, 'query($q: String!) { search(query: $q) { achievements { title link } } }', { q: words })).search.achievements;
  const timeline = async (p: Person) =>
    (await must<{ timeline: { nodes: { type: string; title: string; involvedMembers: { id: string }[] }[] } }>(p.client, '{ timeline(filter: achievements, first: 50) { nodes { type title involvedMembers { id } } } }')).timeline.nodes;

  it('finds achievements by their words for those who read them', async () => {
    expect(await found(ada, 'physics')).toEqual([{ title: 'Graduated in physics', link: `/achievements#${ids.benGraduation}` }]);
    expect(await found(vera, 'physics')).toEqual([]);
    expect(await found(vera, 'nursing')).toEqual([{ title: 'Nursing medal', link: `/achievements#${ids.graceAward}` }]);
    expect(await found(cleo, 'nursing')).toEqual([]);
  });

  it('lists achievements under the timeline’s Achievements filter, as the policy lets each reader see them', async () => {
    expect((await timeline(ada)).map((e) => e.title)).toEqual(['Ran a marathon', 'Graduated in physics', 'First steps!', 'Nursing medal']);
    expect((await timeline(vera)).map((e) => e.title)).toEqual(['Nursing medal']);
    expect((await timeline(bob)).map((e) => e.title)).toEqual(['Ran a marathon']);
    expect(await timeline(cleo)).toEqual([]);
    expect((await timeline(ada)).find((e) => e.title === 'Nursing medal')).toMatchObject({ type: 'achievement', involvedMembers: [{ id: ids.grace }] });
  });
});

describe('your data', () => {
  it('exports the achievements a user recorded and celebrated; deleting the account keeps the achievement, without its recorder, and removes the celebration', async () => {
    const { unzipSync, strFromU8 } = await import('fflate');
    const uma = await buildUser(app, { name: 'Uma Leaving' });
    await shareTree(ada, uma, 'editor');
    const mine = await recorded(uma, { memberId: ids.grace, achievementType: 'milestone', title: 'Crossed the Atlantic', date: '1948' });
    await must(uma.client, CELEBRATE, { id: ids.graceAward });
    const res = await uma.client.fetch('/api/me/export');
    expect(res.status).toBe(200);
    const entries = unzipSync(new Uint8Array(await res.arrayBuffer()));
    const exported = JSON.parse(strFromU8(entries['achievements.json'])) as { recorded: { id: string; title: string; person: string }[]; celebrated: { achievementId: string; title: string }[] };
    expect(exported.recorded).toEqual([expect.objectContaining({ id: mine.id, title: 'Crossed the Atlantic', person: 'Grace Family', date: '1948' })]);
    expect(exported.celebrated).toEqual([expect.objectContaining({ achievementId: ids.graceAward, title: 'Nursing medal' })]);
    const before = (await must<{ achievement: Achievement }>(ada.client, ONE, { id: ids.graceAward })).achievement.celebrationCount;

    await must(uma.client, 'mutation($input: DeleteMyAccountInput!) { deleteMyAccount(input: $input) }', { input: { email: uma.email, trees: [{ treeId: uma.treeId }] } });
    const kept = (await must<{ achievement: Achievement & { recordedBy: { id: string } | null } }>(ada.client, ONE, { id: mine.id })).achievement;
    expect(kept).toMatchObject({ title: 'Crossed the Atlantic', recordedBy: null });
    expect((await must<{ achievement: Achievement }>(ada.client, ONE, { id: ids.graceAward })).achievement.celebrationCount).toBe(before - 1);
  });
});

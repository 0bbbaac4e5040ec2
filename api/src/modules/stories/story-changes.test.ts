import { startTestApp, type TestApp } from '../../../test/test-app.ts';
import { TestClient } from '../../../test/client.ts';
import { addMember, buildUser, connect, type Person } from '../../../test/factories.ts';
import { createCircle, jpegPhoto, uploadMemory } from '../../../test/media.ts';
import { codeOf, must } from '../../../test/trees.ts';

// Writing stories: what is checked, what is saved (nothing, when anything is refused), and who may
// change or delete them. Ada writes; Ben is her connection in her circle; Cleo is a stranger.

let app: TestApp;
let ada: Person, ben: Person, cleo: Person;
let aunt: string, circleId: string, cleoCircle: string, photo: string, secondPhoto: string, cleoPhoto: string;

const FIELDS = 'id title content storyType eventDate isPublic authorName circle { id } taggedMembers { id } attachments { id thumbnailUrl } viewerCan { update delete } createdAt updatedAt';
const CREATE = `mutation($input: CreateStoryInput!) { createStory(input: $input) { ${FIELDS} } }`;
const UPDATE = `mutation($id: ID!, $input: UpdateStoryInput!) { updateStory(id: $id, input: $input) { ${FIELDS} } }`;
const DELETE = 'mutation($id: ID!) { deleteStory(id: $id) }';
const STORY = `query($id: ID!) { story(id: $id) { ${FIELDS} } }`;

type StoryData = { id: string; updatedAt: string; attachments: { id: string }[]; taggedMembers: { id: string }[] } & Record<string, unknown>;
const create = (p: Person, input: Record<string, unknown>) => p.client.gql<{ createStory: StoryData }>(CREATE, { input: { title: 'A story', content: 'It happened.', ...input } });
const storiesOf = async (p: Person) => (await app.orm.em.fork().execute<{ count: number }[]>('select count(*)::int as count from family_stories where author_id = ?', [p.id]))[0].count;
const post = (p: TestClient, body: unknown) => p.fetch('/api/stories', { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) });

beforeAll(async () => {
  app = await startTestApp();
  [ada, ben, cleo] = await Promise.all(['Ada Writer', 'Ben Reader', 'Cleo Stranger'].map((name) => buildUser(app, { name })));
  await connect(ada, ben);
  aunt = (await addMember(ada, 'Augusta', 'parent')).member.id;
  circleId = await createCircle(ada, 'Writers', [ben]);
  cleoCircle = await createCircle(cleo, 'Cleo alone', []);
  const upload = async (p: Person, circle: string, title: string) => (await uploadMemory(p, { title, circleId: circle }, { bytes: await jpegPhoto(64, 48), name: 'a.jpg' })).data!.uploadMemory.id;
  [photo, secondPhoto, cleoPhoto] = [await upload(ada, circleId, 'Lake'), await upload(ben, circleId, 'Boat'), await upload(cleo, cleoCircle, 'Hidden')];
});
afterAll(() => app.close());

describe('sharing a story', () => {
  it('saves it with its defaults, people and memories in the order given', async () => {
    const res = await create(ada, { title: '  Summer at the lake ', taggedMemberIds: [aunt, aunt], memoryIds: [secondPhoto, photo], eventDate: '1990-07-01' });
    expect(res.errors).toBeUndefined();
    expect(res.data!.createStory).toMatchObject({
      title: 'Summer at the lake', storyType: 'memory', isPublic: true, eventDate: '1990-07-01', authorName: 'Ada Writer', circle: null,
      taggedMembers: [{ id: aunt }], attachments: [{ id: secondPhoto }, { id: photo }], viewerCan: { update: true, delete: true },
    });
  });

  it('refuses bad input with the field at fault, and saves nothing', async () => {
    const before = await storiesOf(ada);
    const fields = async (input: Record<string, unknown>) => {
      const res = await create(ada, input);
      expect(codeOf(res)).toBe('BAD_USER_INPUT');
      return res.errors![0].extensions!.fields;
    };
    expect(await fields({ title: '   ', content: ' \n ' })).toEqual({ title: 'Required', content: 'Required' });
    expect(await fields({ title: 'x'.repeat(10_000) })).toEqual({ title: 'String must contain at most 200 character(s)' });
    expect(await fields({ content: 'x'.repeat(20_001) })).toEqual({ content: 'String must contain at most 20000 character(s)' });
    expect(await fields({ circleId: cleoCircle })).toEqual({ circleId: 'Choose one of your circles' });
    expect(await fields({ taggedMemberIds: [aunt, cleo.selfMemberId] })).toEqual({ taggedMemberIds: 'Someone here is not in a tree you can see' });
    expect(await fields({ memoryIds: [photo, cleoPhoto] })).toEqual({ memoryIds: 'A memory here is not one you can see' });
    expect(await fields({ taggedMemberIds: Array.from({ length: 51 }, () => aunt) })).toEqual({ taggedMemberIds: 'At most 50 people' });
    expect(await fields({ memoryIds: Array.from({ length: 21 }, () => photo) })).toEqual({ memoryIds: 'At most 20 memories' });
    // An unknown kind of story is not in the schema's list.
    expect(codeOf(await create(ada, { storyType: 'poem' }))).toBe('BAD_USER_INPUT');
    expect(await storiesOf(ada)).toBe(before);
  });

  it('is refused to anyone signed out', async () => {
    expect(codeOf(await new TestClient(app.url).gql(CREATE, { input: { title: 'A', content: 'B' } }))).toBe('UNAUTHENTICATED');
    expect((await post(new TestClient(app.url), { title: 'A', content: 'B' })).status).toBe(401);
  });
});

describe('the REST routes of the earlier client', () => {
  it('share a story as the signed-in user whatever the body says, and list it', async () => {
    const res = await post(ada.client, { title: 'Bread', content: 'Grandma baked.', eventDate: '1970-01-02', storyType: 'tradition', authorId: cleo.id, circleId, taggedMembers: [{ id: aunt }], attachments: [photo] });
    expect(res.status).toBe(201);
    const story = (await res.json()) as Record<string, unknown>;
    expect(story).toEqual({
      id: expect.any(String), title: 'Bread', content: 'Grandma baked.', storyType: 'tradition', eventDate: '1970-01-02', isPublic: true, circleId,
      authorId: ada.id, authorName: 'Ada Writer', taggedMembers: [{ id: aunt, firstName: 'Augusta', lastName: 'Family' }], attachments: [photo],
      createdAt: expect.any(String), updatedAt: expect.any(String),
    });
    // Ben reads it in the circle, without the aunt he does not see; Cleo does not read it at all.
    const asBen = ((await (await ben.client.fetch('/api/stories')).json()) as { id: string; taggedMembers: unknown[]; attachments: string[] }[]).find((s) => s.id === story.id);
    expect(asBen).toMatchObject({ taggedMembers: [], attachments: [photo] });
    expect(((await (await cleo.client.fetch('/api/stories')).json()) as { id: string }[]).map((s) => s.id)).not.toContain(story.id);
  });

  it('refuse bad input with a plain message, and save nothing', async () => {
    const before = await storiesOf(ada);
    for (const body of [{ title: '', content: 'x' }, { title: 'x', content: 'y', storyType: 'poem' }, { title: 'x'.repeat(201), content: 'y' }, { title: 'x', content: 'y', circleId: cleoCircle }]) {
      const res = await post(ada.client, body);
      expect(res.status).toBe(400);
      expect(res.headers.get('content-type')).toMatch(/^text\/plain/);
    }
    expect(await storiesOf(ada)).toBe(before);
  });
});

describe('changing and deleting a story', () => {
  let id: string;
  beforeAll(async () => {
    id = (await must<{ createStory: StoryData }>(ada.client, CREATE, { input: { title: 'Draft', content: 'First words.', circleId, memoryIds: [photo], eventDate: '2000-01-01' } })).createStory.id;
  });

  it('changes only what is sent, keeping the rest', async () => {
    const before = (await must<{ story: StoryData }>(ada.client, STORY, { id })).story;
    const changed = (await must<{ updateStory: StoryData }>(ada.client, UPDATE, { id, input: { title: 'Final', storyType: 'milestone', eventDate: null, memoryIds: [secondPhoto, photo] } })).updateStory;
    expect(changed).toMatchObject({ title: 'Final', content: 'First words.', storyType: 'milestone', eventDate: null, circle: { id: circleId }, attachments: [{ id: secondPhoto }, { id: photo }] });
    expect(changed.updatedAt > before.updatedAt).toBe(true);
    await must(ada.client, UPDATE, { id, input: { taggedMemberIds: [aunt] } });
    const moved = (await must<{ updateStory: StoryData }>(ada.client, UPDATE, { id, input: { circleId: null, isPublic: false, memoryIds: [] } })).updateStory;
    expect(moved).toMatchObject({ circle: null, isPublic: false, attachments: [], taggedMembers: [{ id: aunt }] });
    // No longer in the circle, and not public: Ben no longer reads it.
    expect(codeOf(await ben.client.gql(STORY, { id }))).toBe('NOT_FOUND');
  });

  it('is refused to a reader who did not write it (FORBIDDEN) and to others (NOT_FOUND), saving nothing', async () => {
    await must(ada.client, UPDATE, { id, input: { circleId, isPublic: true } });
    expect(codeOf(await ben.client.gql(UPDATE, { id, input: { title: 'Mine now' } }))).toBe('FORBIDDEN');
    expect(codeOf(await ben.client.gql(DELETE, { id }))).toBe('FORBIDDEN');
    expect(codeOf(await cleo.client.gql(UPDATE, { id, input: { title: 'Mine now' } }))).toBe('NOT_FOUND');
    expect(codeOf(await cleo.client.gql(DELETE, { id }))).toBe('NOT_FOUND');
    expect(codeOf(await cleo.client.gql(STORY, { id }))).toBe('NOT_FOUND');
    expect((await must<{ story: StoryData }>(ben.client, STORY, { id })).story).toMatchObject({ title: 'Final', viewerCan: { update: false, delete: false } });
  });

  it('refuses bad changes and saves nothing', async () => {
    for (const input of [{ title: ' ' }, { content: null }, { circleId: cleoCircle }, { taggedMemberIds: [cleo.selfMemberId] }, { memoryIds: [cleoPhoto] }]) {
      expect(codeOf(await ada.client.gql(UPDATE, { id, input }))).toBe('BAD_USER_INPUT');
    }
    expect((await must<{ story: StoryData }>(ada.client, STORY, { id })).story).toMatchObject({ title: 'Final', content: 'First words.', circle: { id: circleId }, taggedMembers: [{ id: aunt }] });
  });

  it('deletes it for its author', async () => {
    expect((await must<{ deleteStory: string }>(ada.client, DELETE, { id })).deleteStory).toBe(id);
    expect(codeOf(await ada.client.gql(STORY, { id }))).toBe('NOT_FOUND');
    expect(codeOf(await ada.client.gql(DELETE, { id }))).toBe('NOT_FOUND');
  });
});

describe('notifications of changes', () => {
  const told = async (id: string) => app.orm.em.fork().execute<{ user_id: string; kind: string }[]>('select user_id, kind from notifications where object_id = ? order by created_at, kind', [id]);

  it('tell a user linked to a person newly tagged, when they may read the story, once', async () => {
    const uncle = (await addMember(ada, 'Uncle', 'parent')).member.id;
    await must(ada.client, 'mutation($m: ID!, $u: ID!) { linkMemberToUser(memberId: $m, userId: $u) { id } }', { m: uncle, u: ben.id });
    const shared = (await must<{ createStory: StoryData }>(ada.client, CREATE, { input: { title: 'Uncle', content: 'Tall.', circleId } })).createStory.id;
    await must(ada.client, UPDATE, { id: shared, input: { taggedMemberIds: [uncle] } });
    await must(ada.client, UPDATE, { id: shared, input: { taggedMemberIds: [uncle, aunt] } });
    expect(await told(shared)).toEqual([{ user_id: ben.id, kind: 'new_story' }, { user_id: ben.id, kind: 'tagged_in_story' }]);
    // A story Ben may not read tells him nothing, tagged or not.
    const kept = (await must<{ createStory: StoryData }>(ada.client, CREATE, { input: { title: 'Uncle, privately', content: 'Tall.', isPublic: false, taggedMemberIds: [uncle] } })).createStory.id;
    expect(await told(kept)).toEqual([]);
  });
});

import { startTestApp, type TestApp } from '../../../test/test-app.ts';
import { TestClient } from '../../../test/client.ts';
import { addMember, buildUser, connect, shareTree, type Person } from '../../../test/factories.ts';
import { createCircle } from '../../../test/media.ts';
import { codeOf, must } from '../../../test/trees.ts';

// Who reads which story: Ben writes; Ada (his connection, owner of the tree he tags people of),
// Vera (sees all of Ada's tree, not Ben's connection), Eddie (edits only Chioma's branch of it),
// Dan (Ben's connection, in his circle) and Cleo (nobody's).

let app: TestApp;
let ada: Person, ben: Person, vera: Person, eddie: Person, dan: Person, cleo: Person;
let grace: string, chioma: string, circleId: string;
const stories: Record<'tree' | 'branch' | 'circle' | 'private', string> = { tree: '', branch: '', circle: '', private: '' };

const CREATE = 'mutation($input: CreateStoryInput!) { createStory(input: $input) { id title storyType isPublic authorName author { id } circle { id } taggedMembers { id } viewerCan { update delete } } }';
const STORY = 'query($id: ID!) { story(id: $id) { id title taggedMembers { id firstName } } }';
const LIST = 'query($after: String, $first: Int) { stories(after: $after, first: $first) { nodes { id } endCursor hasMore } }';
const COUNT = '{ familyStats { storyCount } }';

const share = async (input: Record<string, unknown>) => (await must<{ createStory: { id: string } & Record<string, unknown> }>(ben.client, CREATE, { input: { content: 'Once upon a time.', ...input } })).createStory;
const listed = async (p: Person) => {
  const ids: string[] = [];
  for (let after: string | null = null; ; ) {
    const page: { nodes: { id: string }[]; endCursor: string | null; hasMore: boolean } = (await must<{ stories: { nodes: { id: string }[]; endCursor: string | null; hasMore: boolean } }>(p.client, LIST, { after, first: 2 })).stories;
    ids.push(...page.nodes.map((n) => n.id));
    if (!page.hasMore) return ids;
    after = page.endCursor;
  }
};
const restListed = async (p: Person) => ((await (await p.client.fetch('/api/stories')).json()) as { id: string }[]).map((s) => s.id);
const notices = (storyId: string) =>
  app.orm.em.fork().execute<{ user_id: string; kind: string; message: string; link: string; actor_id: string }[]>('select user_id, kind, message, link, actor_id from notifications where object_id = ? order by kind, user_id', [storyId]);

beforeAll(async () => {
  app = await startTestApp();
  [ada, ben, vera, eddie, dan, cleo] = await Promise.all(
    ['Ada Story', 'Ben Story', 'Vera Story', 'Eddie Story', 'Dan Story', 'Cleo Story'].map((name) => buildUser(app, { name })),
  );
  grace = (await addMember(ada, 'Grace', 'parent')).member.id;
  chioma = (await addMember(ada, 'Chioma', 'child')).member.id;
  await shareTree(ada, ben, 'editor');
  await shareTree(ada, vera, 'viewer');
  await shareTree(ada, eddie, 'editor', { kind: 'descendants', rootId: chioma });
  await connect(ben, dan);
  circleId = await createCircle(ben, 'Story circle', [ada, dan]);
  stories.tree = (await share({ title: 'Grandma Grace', taggedMemberIds: [grace, ada.selfMemberId] })).id;
  stories.branch = (await share({ title: 'Chioma graduates', storyType: 'achievement', taggedMemberIds: [chioma] })).id;
  stories.circle = (await share({ title: 'Our circle', circleId })).id;
  stories.private = (await share({ title: 'Just for me', isPublic: false, taggedMemberIds: [ada.selfMemberId] })).id;
});
afterAll(() => app.close());

describe('who reads a story', () => {
  const expected: [string, () => Person, (keyof typeof stories)[]][] = [
    ['the author reads all of his own', () => ben, ['tree', 'branch', 'circle', 'private']],
    ['a connection who is in the circle and owns the tagged tree reads the shared ones', () => ada, ['tree', 'branch', 'circle']],
    ['a connection in the circle reads the public ones and the circle’s', () => dan, ['tree', 'branch', 'circle']],
    ['a member of the tagged people’s tree reads the public ones', () => vera, ['tree', 'branch']],
    ['a branch-limited editor reads only the story of a person in the branch', () => eddie, ['branch']],
    ['a stranger reads none', () => cleo, []],
  ];
  it.each(expected)('%s, on GraphQL and REST', async (_name, who, keys) => {
    const reader = who();
    const want = keys.map((k) => stories[k]).sort();
    expect((await listed(reader)).filter((id) => Object.values(stories).includes(id)).sort()).toEqual(want);
    expect((await restListed(reader)).filter((id) => Object.values(stories).includes(id)).sort()).toEqual(want);
    for (const [key, id] of Object.entries(stories)) {
      const res = await reader.client.gql(STORY, { id });
      if (keys.includes(key as keyof typeof stories)) expect(res.errors).toBeUndefined();
      else expect(codeOf(res)).toBe('NOT_FOUND');
    }
  });

  it('counts the stories each reader may read', async () => {
    const counts = await Promise.all([ben, ada, vera, eddie, cleo].map(async (p) => (await must<{ familyStats: { storyCount: number } }>(p.client, COUNT)).familyStats.storyCount));
    expect(counts).toEqual([4, 3, 2, 1, 0]);
  });

  it('shows only the tagged people the reader sees', async () => {
    const tagged = async (p: Person, id: string) => (await must<{ story: { taggedMembers: { id: string }[] } }>(p.client, STORY, { id })).story.taggedMembers.map((m) => m.id).sort();
    expect(await tagged(ben, stories.tree)).toEqual([grace, ada.selfMemberId].sort());
    expect(await tagged(eddie, stories.branch)).toEqual([chioma]);
    // Dan sees none of Ada's tree: the story reads without its people.
    expect(await tagged(dan, stories.tree)).toEqual([]);
  });

  it('lists newest first, a page at a time', async () => {
    expect(await listed(ben)).toEqual(expect.arrayContaining(Object.values(stories)));
    const mine = (await listed(ben)).filter((id) => Object.values(stories).includes(id));
    expect(mine).toEqual([stories.private, stories.circle, stories.branch, stories.tree]);
    expect(codeOf(await ben.client.gql(LIST, { first: 51 }))).toBe('BAD_USER_INPUT');
    expect(codeOf(await ben.client.gql(LIST, { after: 'nonsense', first: 2 }))).toBe('BAD_USER_INPUT');
  });

  it('answers the web app’s page of 20 with every field it reads, within the cost limits', async () => {
    const FULL = `query($first: Int!) { stories(first: $first) { nodes { id title content storyType eventDate isPublic authorName createdAt updatedAt
      author { id displayName } circle { id name } taggedMembers { id fullName } attachments { id title thumbnailUrl } viewerCan { update delete } } endCursor hasMore } }`;
    const res = await ada.client.gql<{ stories: { nodes: { id: string; circle: { id: string } | null }[] } }>(FULL, { first: 20 });
    expect(res.errors).toBeUndefined();
    expect(res.data!.stories.nodes.find((n) => n.id === stories.circle)?.circle).toEqual({ id: circleId, name: 'Story circle' });
  });

  it('is refused to anyone signed out', async () => {
    const anonymous = new TestClient(app.url);
    expect(codeOf(await anonymous.gql(LIST, { first: 2 }))).toBe('UNAUTHENTICATED');
    expect((await anonymous.fetch('/api/stories')).status).toBe(401);
  });
});

describe('who is told of a story', () => {
  it('tells the tagged user and the tagged tree’s readers of a public story, not those who may not read it', async () => {
    const rows = await notices(stories.tree);
    expect(rows.map((r) => [r.kind, r.user_id])).toEqual(
      [['new_story', vera.id], ['tagged_in_story', ada.id]].sort((a, b) => (a[0] === b[0] ? a[1].localeCompare(b[1]) : a[0].localeCompare(b[0]))),
    );
    expect(rows.find((r) => r.kind === 'tagged_in_story')).toMatchObject({ actor_id: ben.id, message: 'Ben Story tagged you in the story “Grandma Grace”.', link: `/stories#${stories.tree}` });
    expect(rows.find((r) => r.kind === 'new_story')).toMatchObject({ message: 'Ben Story shared the story “Grandma Grace”.' });
  });

  it('tells the circle’s other members of a circle story', async () => {
    expect((await notices(stories.circle)).map((r) => [r.kind, r.user_id]).sort()).toEqual([['new_story', ada.id], ['new_story', dan.id]].sort());
  });

  it('tells the branch-limited editor of a story about someone in the branch', async () => {
    expect((await notices(stories.branch)).map((r) => r.user_id).sort()).toEqual([ada.id, vera.id, eddie.id].sort());
  });

  it('tells nobody of a story kept to its author, even someone it tags', async () => {
    expect(await notices(stories.private)).toEqual([]);
  });

  it('records the sharing for the activity feed, with its circle', async () => {
    const rows = await app.orm.em.fork().execute<{ object_id: string; circle_id: string | null; actor_id: string }[]>(
      `select object_id, circle_id, actor_id from events where verb = 'story_shared' and object_type = 'story' and object_id = any(?::uuid[])`,
      [`{${stories.tree},${stories.circle}}`],
    );
    expect(rows.map((r) => [r.object_id, r.circle_id, r.actor_id]).sort()).toEqual([[stories.tree, null, ben.id], [stories.circle, circleId, ben.id]].sort());
  });
});

import { randomUUID } from 'node:crypto';
import { startTestApp, type TestApp } from '../../../test/test-app.ts';
import { addMember, buildUser, shareTree, type Person } from '../../../test/factories.ts';
import { TestClient } from '../../../test/client.ts';
import { createCircle, jpegPhoto, uploadMemory } from '../../../test/media.ts';
import { codeOf } from '../../../test/trees.ts';

interface Result {
  kind: string;
  id: string;
  title: string;
  subtitle: string | null;
  imageUrl: string | null;
  link: string;
}
type Results = Record<'people' | 'memories' | 'stories' | 'events', Result[]>;

const SEARCH = `query($q: String!, $first: Int) { search(query: $q, first: $first) {
  people { kind id title subtitle imageUrl link } memories { kind id title subtitle imageUrl link }
  stories { kind id title subtitle imageUrl link } events { kind id title subtitle imageUrl link } } }`;

let app: TestApp;
/** Ada owns the tree; Ben sees all of it, Dan only Carl's descendants; Cleo knows nobody. */
let ada: Person;
let ben: Person;
let cleo: Person;
let dan: Person;
const ids: Record<string, string> = {};

beforeAll(async () => {
  app = await startTestApp();
  [ada, ben, cleo, dan] = await Promise.all(['Ada Searcher', 'Ben Searcher', 'Cleo Stranger', 'Dan Branch'].map((name) => buildUser(app, { name })));
  const add = async (first: string, last: string, type: string, relative?: string, extra: Record<string, unknown> = {}) =>
    (ids[first] = (await addMember(ada, first, type, relative, { lastName: last, ...extra })).member.id);
  await add('John', 'Smith', 'parent', undefined, { birth: '1901', death: '12 MAR 1970', isAlive: false });
  await add('Lena', 'Quist', 'sibling', undefined, { birth: '3 MAR 1990' });
  await add('Carl', 'Branchley', 'child');
  await add('Dora', 'Branchley', 'child', ids.Carl);
  await shareTree(ada, ben, 'viewer');
  await shareTree(ada, dan, 'viewer', { kind: 'descendants', rootId: ids.Carl });
});
afterAll(() => app.close());

async function search(person: Person | TestClient, q: string, first?: number): Promise<Results> {
  const client = person instanceof TestClient ? person : person.client;
  const res = await client.gql<{ search: Results }>(SEARCH, { q, first });
  if (res.errors) throw new Error(JSON.stringify(res.errors));
  return res.data!.search;
}
const titles = (results: Result[]) => results.map((r) => r.title);

/** Rows written straight into the tables: stories and events as their own modules keep them. */
async function insert(sql: string, params: unknown[]) {
  await app.orm.em.fork().execute(sql, params);
}
async function story(authorId: string, title: string, content: string, opts: { isPublic?: boolean; circleId?: string; tags?: string[] } = {}) {
  const id = randomUUID();
  await insert(
    `insert into family_stories (id, created_at, updated_at, author_id, title, content, is_public, circle_id, event_date) values (?, now(), now(), ?, ?, ?, ?, ?, '1952-06-01')`,
    [id, authorId, title, content, opts.isPublic ?? true, opts.circleId ?? null],
  );
  for (const member of opts.tags ?? []) await insert('insert into story_tags (story_id, member_id) values (?, ?)', [id, member]);
  return id;
}

describe('people', () => {
  it('are found by a misspelt name, with their dates and a link to the tree focused on them', async () => {
    const { people } = await search(ada, 'Jon Smyth');
    expect(people[0]).toEqual({
      kind: 'person',
      id: ids.John,
      title: 'John Smith',
      subtitle: '1901 – 1970',
      imageUrl: null,
      link: `/family-tree?tree=${ada.treeId}&focus=${ids.John}`,
    });
    expect(titles((await search(ada, 'Smi')).people)).toContain('John Smith');
    expect(titles((await search(ada, 'jo smi')).people)).toEqual(['John Smith']);
  });

  it('show a living person’s dates only to those the tree shows them to', async () => {
    expect((await search(ada, 'Lena Quist')).people[0]).toMatchObject({ title: 'Lena Quist', subtitle: 'Born 3 March 1990' });
    const asViewer = (await search(ben, 'Lena Quist')).people[0];
    expect(asViewer.title).toBe('Lena Quist');
    expect(asViewer.subtitle ?? '').not.toMatch(/Born|1990/);
  });

  it('are never found outside the reader’s trees, nor outside a limited reader’s branch', async () => {
    expect((await search(cleo, 'John Smith')).people).toEqual([]);
    expect(titles((await search(ben, 'John Smith')).people)).toContain('John Smith');
    expect(titles((await search(dan, 'John Smith')).people)).toEqual([]);
    const inAdasTree = (results: Result[]) => titles(results.filter((r) => r.link.includes(ada.treeId))).sort();
    expect(inAdasTree((await search(dan, 'Branchley')).people)).toEqual(['Carl Branchley', 'Dora Branchley']);
    expect(inAdasTree((await search(dan, 'Lena Quist')).people)).toEqual([]);
  });
});

describe('memories', () => {
  it('are found by a word of their title, as it is typed, only by their circle’s members', async () => {
    const shared = await createCircle(ada, 'Lighthouse keepers', [ben]);
    const own = await createCircle(ada, 'Only Ada', []);
    const photo = await jpegPhoto();
    const seen = await uploadMemory(ada, { title: 'Lighthouse picnic', circleId: shared, eventDate: '1990-06-01' }, { bytes: photo, name: 'a.jpg' });
    const hidden = await uploadMemory(ada, { title: 'Lighthouse secret', circleId: own }, { bytes: photo, name: 'b.jpg' });
    expect([seen.errors, hidden.errors]).toEqual([undefined, undefined]);

    const { memories } = await search(ben, 'lighthouse pic');
    expect(memories).toEqual([
      expect.objectContaining({ kind: 'memory', id: seen.data!.uploadMemory.id, title: 'Lighthouse picnic', subtitle: 'Lighthouse keepers · Jun 1, 1990', link: `/memories?memory=${seen.data!.uploadMemory.id}` }),
    ]);
    expect(titles((await search(ben, 'Lighthouse')).memories)).toEqual(['Lighthouse picnic']);
    expect(titles((await search(ada, 'Lighthouse')).memories).sort()).toEqual(['Lighthouse picnic', 'Lighthouse secret']);
    expect((await search(cleo, 'Lighthouse')).memories).toEqual([]);
    expect((await search(dan, 'Lighthouse')).memories).toEqual([]);
  });
});

describe('stories', () => {
  it('are found by a word of their text, only by those who may read them', async () => {
    const open = await story(ada.id, 'The bakery years', 'Every morning the harbour smelled of fresh bread.');
    await story(ada.id, 'Kept to myself', 'A harbour night I tell nobody about.', { isPublic: false });
    const circle = await createCircle(ada, 'Harbour circle', []);
    await story(ada.id, 'Circle only', 'The harbour in winter.', { circleId: circle });
    // Cleo knows nobody, but her public stories tag people of Ada's tree: those who see the person may read them.
    await story(cleo.id, 'John at the harbour', 'Boats.', { tags: [ids.John] });
    await story(cleo.id, 'Dora at the harbour', 'Boats.', { tags: [ids.Dora] });

    const found = (await search(ben, 'harbour bakery')).stories;
    expect(found).toEqual([{ kind: 'story', id: open, title: 'The bakery years', subtitle: 'By Ada Searcher · Jun 1, 1952', imageUrl: null, link: `/stories#${open}` }]);
    const readBy = async (person: Person) => titles((await search(person, 'harbour')).stories).sort();
    expect(await readBy(ben)).toEqual(['Dora at the harbour', 'John at the harbour', 'The bakery years']);
    expect(await readBy(ada)).toEqual(['Circle only', 'Dora at the harbour', 'John at the harbour', 'Kept to myself', 'The bakery years']);
    expect(await readBy(cleo)).toEqual(['Dora at the harbour', 'John at the harbour']);
    expect(await readBy(dan)).toEqual(['Dora at the harbour', 'The bakery years']);
    expect(titles((await search(ben, 'fresh bre')).stories)).toEqual(['The bakery years']);
  });
});

describe('family events', () => {
  async function event(organizerId: string, title: string, location: string, opts: { isPrivate?: boolean; invite?: string[] } = {}) {
    const id = randomUUID();
    await insert(
      `insert into family_events (id, created_at, updated_at, organizer_id, title, starts_at, time_zone, location, is_private)
       values (?, now(), now(), ?, ?, '2027-07-04T15:00:00Z', 'Europe/Lisbon', ?, ?)`,
      [id, organizerId, title, location, opts.isPrivate ?? false],
    );
    for (const userId of opts.invite ?? []) {
      await insert('insert into family_event_invitations (id, event_id, user_id, invited_at) values (?, ?, ?, now())', [randomUUID(), id, userId]);
    }
    return id;
  }

  it('are found by their place, only by their organizer, invitees and, unless private, the organizer’s connections', async () => {
    const open = await event(ada.id, 'Summer reunion', 'Porto Covo');
    await event(ada.id, 'Quiet dinner', 'Covo tavern', { isPrivate: true, invite: [cleo.id] });

    expect((await search(ben, 'porto covo')).events).toEqual([
      { kind: 'event', id: open, title: 'Summer reunion', subtitle: 'Jul 4, 2027, 4:00 PM · Porto Covo', imageUrl: null, link: `/events/${open}` },
    ]);
    const seenBy = async (person: Person) => titles((await search(person, 'Covo')).events).sort();
    expect(await seenBy(ada)).toEqual(['Quiet dinner', 'Summer reunion']);
    expect(await seenBy(ben)).toEqual(['Summer reunion']);
    expect(await seenBy(cleo)).toEqual(['Quiet dinner']);
    expect(await seenBy(dan)).toEqual(['Summer reunion']);
  });
});

describe('a search', () => {
  it('needs at least 2 characters and at most 100, and a page size the API allows', async () => {
    const short = await ada.client.gql(SEARCH, { q: '  a ' });
    expect(codeOf(short)).toBe('BAD_USER_INPUT');
    expect(short.errors![0].extensions!.fields).toEqual({ query: 'Type at least 2 characters' });
    expect(codeOf(await ada.client.gql(SEARCH, { q: 'x'.repeat(101) }))).toBe('BAD_USER_INPUT');
    expect(codeOf(await ada.client.gql(SEARCH, { q: 'John', first: 21 }))).toBe('BAD_USER_INPUT');
    expect((await ada.client.gql(SEARCH, { q: 'John', first: 20 })).errors).toBeUndefined();
  });

  it('of signs only finds nothing, and fails nothing', async () => {
    expect(await search(ada, '!!"')).toMatchObject({ memories: [], stories: [], events: [] });
    expect(await search(ada, '%_ \\')).toEqual({ people: [], memories: [], stories: [], events: [] });
  });

  it('is refused to someone signed out', async () => {
    expect(codeOf(await new TestClient(app.url).gql(SEARCH, { q: 'John' }))).toBe('UNAUTHENTICATED');
  });
});

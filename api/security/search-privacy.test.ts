import { startTestApp, type TestApp } from '../test/test-app.ts';
import { addMember, buildUser, connect, shareTree, type Person } from '../test/factories.ts';
import { jpegPhoto, uploadMemory } from '../test/media.ts';
import { must } from '../test/trees.ts';
import { graphqlRefusal, postGraphQL } from './clear-refusals.ts';

let app: TestApp;
beforeAll(async () => (app = await startTestApp()));
afterAll(() => app.close());

const unique = () => Math.random().toString(36).slice(2, 8);
const SEARCH = `query($q: String!, $by: UserSearchField) { searchUsers(query: $q, by: $by) { user { id location } } }`;

/** A user whose hometown and current city are their own, and whose location everyone may see. */
async function userWithPlaces(tag: string) {
  const person = await buildUser(app);
  const res = await person.client.gql('mutation($input: UpdateProfileInput!) { updateProfile(input: $input) { id } }', {
    input: { location: `Shownville${tag}`, hometown: `Childhoodton${tag}`, currentCity: `Nowburg${tag}` },
  });
  expect(res.errors).toBeUndefined();
  return person;
}

async function foundOverGraphQL(searcher: Person, query: string) {
  const res = await searcher.client.gql<{ searchUsers: { user: { id: string } }[] }>(SEARCH, { q: query, by: 'location' });
  expect(res.errors).toBeUndefined();
  return res.data!.searchUsers.map((r) => r.user.id);
}

async function foundOverRest(searcher: Person, query: string) {
  const res = await searcher.client.fetch(`/api/users/search?query=${encodeURIComponent(query)}&type=location`);
  expect(res.status).toBe(200);
  return ((await res.json()) as { id: string }[]).map((r) => r.id);
}

describe('searching users by location', () => {
  it('finds a user by the location they show, over GraphQL and REST', async () => {
    const tag = unique();
    const [searcher, other] = [await buildUser(app), await userWithPlaces(tag)];
    expect(await foundOverGraphQL(searcher, `Shownville${tag}`)).toEqual([other.id]);
    expect(await foundOverRest(searcher, `Shownville${tag}`)).toEqual([other.id]);
  });

  it('never finds someone by their hometown, which other users cannot see, over GraphQL and REST', async () => {
    const tag = unique();
    const [searcher] = [await buildUser(app), await userWithPlaces(tag)];
    expect(await foundOverGraphQL(searcher, `Childhoodton${tag}`)).toEqual([]);
    expect(await foundOverRest(searcher, `Childhoodton${tag}`)).toEqual([]);
  });

  it('never finds someone by their current city, which other users cannot see, over GraphQL and REST', async () => {
    const tag = unique();
    const [searcher] = [await buildUser(app), await userWithPlaces(tag)];
    expect(await foundOverGraphQL(searcher, `Nowburg${tag}`)).toEqual([]);
    expect(await foundOverRest(searcher, `Nowburg${tag}`)).toEqual([]);
  });

  it('shows a found user without their hometown or current city', async () => {
    const tag = unique();
    const [searcher, other] = [await buildUser(app), await userWithPlaces(tag)];
    const res = await searcher.client.fetch(`/api/users/search?query=Shownville${tag}&type=location`);
    const [found] = (await res.json()) as Record<string, unknown>[];
    expect(found).toMatchObject({ id: other.id, location: `Shownville${tag}` });
    expect(Object.keys(found)).not.toEqual(expect.arrayContaining(['hometown']));
    expect(Object.keys(found)).not.toEqual(expect.arrayContaining(['currentCity']));
    expect(JSON.stringify(found)).not.toMatch(new RegExp(`Childhoodton|Nowburg`));
  });
});

// Searching people, memories, stories and events: Olga's tree, circle, stories and events are
// found by their words by whoever may see them and by nobody else. Cora, Olga's connection, finds
// Olga's public story and her event that is not private (as she would see them in their lists);
// Sam, a stranger, finds nothing of Olga's.
describe('searching people, memories, stories and events', () => {
  const tag = unique();
  const words = {
    person: `Quillon${tag}`,
    memory: `Lantern${tag}`,
    privateStory: `Marigold${tag}`,
    publicStory: `Harbor${tag}`,
    privateEvent: `Juniper${tag}`,
    openEvent: `Meadow${tag}`,
  };
  type Kind = keyof typeof words;
  let olga: Person;
  let cora: Person;
  let sam: Person;
  const SEARCH_ALL = 'query($q: String!) { search(query: $q, first: 20) { people { id title } memories { id title } stories { id title } events { id title } } }';

  beforeAll(async () => {
    [olga, cora, sam] = [await buildUser(app), await buildUser(app), await buildUser(app)];
    await connect(olga, cora);
    const person = (await addMember(olga, words.person, 'sibling')).member.id;
    const { createCircle } = await must<{ createCircle: { id: string } }>(olga.client, 'mutation { createCircle(input: { name: "Just me", isPrivate: true }) { id } }');
    const memory = await uploadMemory(olga, { title: `${words.memory} by the door`, circleId: createCircle.id }, { bytes: await jpegPhoto(64, 48), name: 'photo.jpg' });
    expect(memory.errors).toBeUndefined();
    const story = (title: string, isPublic: boolean) => must(olga.client, 'mutation($i: CreateStoryInput!) { createStory(input: $i) { id } }', { i: { title, content: 'Told', isPublic, taggedMemberIds: isPublic ? [person] : [] } });
    await story(`${words.privateStory} days`, false);
    await story(`${words.publicStory} days`, true);
    const event = (title: string, isPrivate: boolean) =>
      must(olga.client, 'mutation($i: CreateFamilyEventInput!) { createFamilyEvent(input: $i) { id } }', { i: { title, startsAt: new Date(Date.now() + 864e5).toISOString(), timeZone: 'UTC', isPrivate } });
    await event(`${words.privateEvent} supper`, true);
    await event(`${words.openEvent} picnic`, false);
  });

  /** The kinds of results a search for Olga's words finds, by whose word found what. */
  async function found(searcher: Person): Promise<Kind[]> {
    const kinds: Kind[] = [];
    for (const [kind, word] of Object.entries(words) as [Kind, string][]) {
      const res = await searcher.client.gql<{ search: Record<string, { title: string }[]> }>(SEARCH_ALL, { q: word });
      expect(res.errors).toBeUndefined();
      if (Object.values(res.data!.search).flat().some((r) => r.title.includes(word))) kinds.push(kind);
    }
    return kinds;
  }

  it('finds everything of Olga’s for Olga', async () => {
    expect(await found(olga)).toEqual(Object.keys(words));
  });

  it('finds only Olga’s public story and open event for her connection, never the person it tags', async () => {
    expect(await found(cora)).toEqual(['publicStory', 'openEvent']);
  });

  it('finds nothing of Olga’s for a stranger', async () => {
    expect(await found(sam)).toEqual([]);
  });

  it('reads wildcards and query syntax as plain text: they match nothing of Olga’s, even for Olga, and break nothing', async () => {
    for (const q of ['%%', '__', '%_%', "'; select 1; --", '!&|:*()<->', 'x:* | y:*', '\\\\']) {
      const res = await olga.client.gql<{ search: Record<string, unknown[]> }>(SEARCH_ALL, { q });
      expect({ q, errors: res.errors, found: Object.values(res.data?.search ?? {}).flat() }).toEqual({ q, errors: undefined, found: [] });
    }
  });

  it('refuses a search of one character and one of 10,000 with a clear error, over GraphQL', async () => {
    for (const q of ['a', 'a'.repeat(10_000)]) {
      const refusal = await graphqlRefusal(await postGraphQL(sam.client, SEARCH_ALL, { q }));
      expect(refusal).toMatchObject({ code: 'BAD_USER_INPUT', data: null, fields: { query: q.length === 1 ? 'Type at least 2 characters' : 'At most 100 characters' } });
    }
  });
});

describe('searching achievements', () => {
  // Olive's tree: her son Sam (living) and her father Fergus (deceased). Eli edits it, Vic views it,
  // Bea edits Sam's branch only (his descendants); Stan shares nothing with her.
  const tag = unique();
  const found = (person: Person, words: string) =>
    must<{ search: { achievements: { title: string }[] } }>(person.client, 'query($q: String!) { search(query: $q, first: 20) { achievements { title } } }', { q: words }).then((d) => d.search.achievements.map((a) => a.title).sort());
  let olive: Person, eli: Person, vic: Person, bea: Person, stan: Person;
  const titles = { sam: `Sam swam the channel ${tag}`, fergus: `Fergus won the ploughing medal ${tag}` };
  beforeAll(async () => {
    olive = await buildUser(app, { name: `Olive Search${tag}` });
    const sam = (await addMember(olive, 'Sam', 'child', undefined, { dateOfBirth: '1995-04-04' })).member.id;
    const fergus = (await addMember(olive, 'Fergus', 'parent', undefined, { isAlive: false, dateOfBirth: '1920-01-01' })).member.id;
    [eli, vic, bea, stan] = await Promise.all(['Eli', 'Vic', 'Bea', 'Stan'].map((n) => buildUser(app, { name: `${n} Search${tag}` })));
    await shareTree(olive, eli, 'editor');
    await shareTree(olive, vic, 'viewer');
    await shareTree(olive, bea, 'editor', { kind: 'descendants', rootId: sam });
    const record = 'mutation($i: RecordAchievementInput!) { recordAchievement(input: $i) { id } }';
    await must(olive.client, record, { i: { memberId: sam, achievementType: 'sport', title: titles.sam, description: `Dover to Calais ${tag}` } });
    await must(olive.client, record, { i: { memberId: fergus, achievementType: 'award', title: titles.fergus } });
  });

  it('finds achievements by title or description for those who read them as the person’s details', async () => {
    expect(await found(olive, tag)).toEqual([titles.fergus, titles.sam].sort());
    expect(await found(eli, tag)).toEqual([titles.fergus, titles.sam].sort());
    expect(await found(olive, `Calais ${tag}`)).toEqual([titles.sam]);
  });

  it('never finds a living person’s achievement for a viewer, one outside a branch, or anything for a stranger', async () => {
    expect(await found(vic, tag)).toEqual([titles.fergus]);
    expect(await found(vic, `Calais ${tag}`)).toEqual([]);
    expect(await found(bea, tag)).toEqual([titles.sam]);
    expect(await found(stan, tag)).toEqual([]);
  });
});

import { startTestApp, type TestApp } from '../test/test-app.ts';
import { buildUser, type Person } from '../test/factories.ts';

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

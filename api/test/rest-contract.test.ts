import { randomUUID } from 'node:crypto';
import { startTestApp, type TestApp } from './test-app.ts';
import { TestClient } from './client.ts';
import { addMember, buildUser, connect } from './factories.ts';
import { createCircle, jpegPhoto, uploadMemory } from './media.ts';
import { hasField, ROWS, type ContractWorld } from './rest-contract-rows.ts';

// The earlier client's REST table (spec section 7), walked as that client walks it: every route
// signed in (status, content type, the fields of the payload) and signed out (401, plain text).
// The client shows a refusal as "<status>: <body text>", so every refusal is one plain sentence.

let app: TestApp;
let world: ContractWorld;

const JSON_TYPE = 'application/json; charset=utf-8';
const TEXT_TYPE = 'text/plain; charset=utf-8';

beforeAll(async () => {
  app = await startTestApp();
  const tag = randomUUID().slice(0, 6);
  const [me, friend, stranger] = await Promise.all([buildUser(app, { name: 'Rita Contract' }), buildUser(app), buildUser(app)]);
  const cousin = await buildUser(app, { name: `Carla Q${tag}`, privacy: { showEmail: true } });
  await cousin.client.gql('mutation($l: String) { updateProfile(input: { location: $l }) { id } }', { l: `Town${tag}` });
  // A registered user who matches a person of the tree: a connection suggestion.
  await buildUser(app, { name: `Dad T${tag}` });
  const memberId = (await addMember(me, 'Dad', 'parent', undefined, { lastName: `T${tag}` })).member.id;
  const loneMemberId = (await addMember(me, 'Olga', 'other', undefined, { lastName: 'Contract' })).member.id;
  await connect(me, friend);
  const circleId = await createCircle(me, 'Contract cousins', [friend]);
  await uploadMemory(me, { title: 'Picnic', circleId, eventDate: '1990-06-01' }, { bytes: await jpegPhoto(64, 48), name: 'picnic.jpg' });
  // Whether events exist yet or not, the row below says what the route answers.
  await me.client.gql('mutation($i: CreateFamilyEventInput!) { createFamilyEvent(input: $i) { id } }', {
    i: { title: 'Reunion', startsAt: new Date(Date.now() + 7 * 86_400_000).toISOString(), timeZone: 'UTC' },
  });
  world = { me, stranger, circleId, memberId, loneMemberId, cousin: { name: `Carla Q${tag}`, email: cousin.email, location: `Town${tag}` } };
});
afterAll(() => app.close());

/** The first line of a plain-text refusal; the rest is the request id (never a stack trace). */
async function refusal(res: Response) {
  expect(res.headers.get('content-type')).toBe(TEXT_TYPE);
  const [sentence, ...rest] = (await res.text()).split('\n');
  expect(sentence).toMatch(/^[A-Z]\S*( \S+)*$/);
  expect(sentence).not.toMatch(/node_modules|\.ts:\d|Error:/);
  expect(rest.join('\n')).toMatch(/^Request id: \S+$/);
  return sentence;
}

describe('every row of the REST table, signed in', () => {
  it.each(ROWS.map((row) => [row.route, row] as const))('%s', async (_route, row) => {
    const res = await row.send(world.me.client, world);
    const text = await res.text();
    expect({ status: res.status, text: res.status === row.status ? '' : text }).toEqual({ status: row.status, text: '' });
    expect(res.headers.get('content-type')).toBe(JSON_TYPE);
    const body: unknown = JSON.parse(text);
    expect(Array.isArray(body)).toBe(row.list);
    const items = (row.list ? body : [body]) as unknown[];
    expect(items.length).toBeGreaterThan(0);
    for (const item of items) expect(row.fields.filter((field) => !hasField(item, field))).toEqual([]);
  });

  it('answers what was sent: the new member, the memory with its tags, the profile and the search score', async () => {
    const member = await (ROWS.find((r) => r.route === 'POST /api/family-members')!.send(world.me.client, world)).then((r) => r.json());
    expect(member).toMatchObject({ id: expect.any(String), firstName: 'Ida', lastName: 'Contract', dateOfBirth: '1901-02-03', gender: 'female', isAlive: false });
    const memory = await (ROWS.find((r) => r.route === 'POST /api/memories')!.send(world.me.client, world)).then((r) => r.json());
    expect(memory).toMatchObject({ title: 'Harvest', circleId: world.circleId, eventDate: '1999-09-09', uploadedBy: world.me.id, taggedMembers: [world.memberId], fileType: 'image' });
    const me = await (ROWS.find((r) => r.route === 'PUT /api/user/profile')!.send(world.me.client, world)).then((r) => r.json());
    expect(me).toMatchObject({ occupation: 'Archivist', interests: ['Letters', 'Maps'], profileImageUrl: expect.stringMatching(/^\/uploads\//) });
    const [found] = (await world.me.client.fetch(`/api/users/search?query=${encodeURIComponent(world.cousin.name)}&type=name`).then((r) => r.json())) as { matchScore: number }[];
    expect(found.matchScore).toBeGreaterThan(0);
  });

  it('sends a signed-in person who opens /api/login on to sign in, and signs out only on a POST', async () => {
    const person = await buildUser(app);
    const login = await person.client.fetch('/api/login', { headers: { accept: 'text/html' } });
    expect(login.status).toBe(302);
    expect(login.headers.get('location')).toBe('/api/connect/oidc');
    // A GET cannot sign out (another site could make one): it answers a page whose button posts.
    const page = await person.client.fetch('/api/logout', { headers: { accept: 'text/html' } });
    expect(page.status).toBe(405);
    expect(await page.text()).toContain('<form method="post" action="/api/logout">');
    const out = await person.client.fetch('/api/logout', { method: 'POST', headers: { origin: app.url, 'content-type': 'application/x-www-form-urlencoded' }, body: '' });
    expect(out.status).toBe(303);
    expect((await person.client.fetch('/api/auth/user')).status).toBe(401);
  });
});

describe('every row of the REST table, signed out', () => {
  it.each(ROWS.map((row) => [row.route, row] as const))('%s answers 401 in plain text', async (_route, row) => {
    const res = await row.send(new TestClient(app.url), world);
    expect(res.status).toBe(401);
    expect(await refusal(res)).toBe('You must be signed in.');
  });

  it.each(['/api/login', '/api/logout'])('%s is a page to go to: a redirect, not a refusal', async (path) => {
    const res = await new TestClient(app.url).fetch(path, { headers: { accept: 'text/html' } });
    expect([302, 303]).toContain(res.status);
    expect(res.headers.get('location')).toBe(path === '/api/login' ? '/api/connect/oidc' : '/');
  });
});

describe('refusals, signed in', () => {
  it('are one plain sentence each, with the status the client shows before it', async () => {
    const { me } = world;
    const cases: [Promise<Response>, number][] = [
      [me.client.fetch('/api/users/search?query=a&type=name'), 400],
      [me.client.fetch('/api/family-members', { method: 'POST', headers: { 'content-type': 'application/json' }, body: '{"first_name": ' }), 400],
      [me.client.fetch(`/api/memories/user/${world.stranger.id}`), 403],
      [me.client.fetch('/api/relationships', { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ from_member_id: randomUUID(), to_member_id: null, relationship_type: 'parent' }) }), 404],
      [me.client.fetch('/api/user/profile', { method: 'PUT', headers: { 'content-type': 'text/plain' }, body: 'bio=Nope' }), 415],
      [me.client.fetch('/api/stories', { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ title: '', content: '' }) }), 400],
    ];
    for (const [pending, status] of cases) {
      const res = await pending;
      expect(res.status).toBe(status);
      expect((await refusal(res)).length).toBeLessThan(300);
    }
  });
});

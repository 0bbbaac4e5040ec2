import { startTestApp, type TestApp } from '../../../test/test-app.ts';
import { addMember, buildUser } from '../../../test/factories.ts';

let app: TestApp;
beforeAll(async () => (app = await startTestApp()));
afterAll(() => app.close());

const json = (body: unknown): RequestInit => ({ method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) });
const unique = () => Math.random().toString(36).slice(2, 8);

describe('REST compatibility: search, requests and suggestions', () => {
  it('searches by name with a matchScore and sends a request as the signed-in user', async () => {
    const tag = unique();
    const me = await buildUser(app);
    const cousin = await buildUser(app, { name: `Carla R${tag}` });
    const res = await me.client.fetch(`/api/users/search?query=${encodeURIComponent(`Carla R${tag}`)}&type=name`);
    expect(res.status).toBe(200);
    const results = (await res.json()) as { id: string; matchScore: number; email: string | null }[];
    expect(results[0]).toMatchObject({ id: cousin.id, matchScore: 1, email: null, firstName: 'Carla', lastName: `R${tag}` });

    const sent = await me.client.fetch('/api/connection-requests', json({ fromUserId: me.id, toUserId: cousin.id, relationshipType: 'cousin', message: "Hi! I think we're related." }));
    expect(sent.status).toBe(201);
    expect(await sent.json()).toMatchObject({ fromUserId: me.id, toUserId: cousin.id, status: 'pending' });
    const dup = await me.client.fetch('/api/connection-requests', json({ fromUserId: me.id, toUserId: cousin.id, relationshipType: 'cousin' }));
    expect(dup.status).toBe(400);
  });

  it('refuses a request in the name of another user (403) and a short search (400)', async () => {
    const me = await buildUser(app);
    const a = await buildUser(app);
    const b = await buildUser(app);
    const forged = await me.client.fetch('/api/connection-requests', json({ fromUserId: a.id, toUserId: b.id, relationshipType: 'cousin' }));
    expect(forged.status).toBe(403);
    const short = await me.client.fetch('/api/users/search?query=a&type=name');
    expect(short.status).toBe(400);
    expect((await short.text()).split('\n')[0]).toBe('Type at least 2 characters to search.');
  });

  it('lists suggestions as id, name and relationship', async () => {
    const tag = unique();
    const me = await buildUser(app);
    const dad = await buildUser(app, { name: `Dad T${tag}` });
    await addMember(me, 'Dad', 'parent', undefined, { lastName: `T${tag}` });
    const res = await me.client.fetch('/api/connection-suggestions');
    expect(await res.json()).toEqual([{ id: dad.id, name: `Dad T${tag}`, relationship: 'parent', reason: `Matches Dad T${tag} in your family tree` }]);
  });
});

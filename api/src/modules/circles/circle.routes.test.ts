import { startTestApp, type TestApp } from '../../../test/test-app.ts';
import { TestClient } from '../../../test/client.ts';
import { buildUser, connect, type Person } from '../../../test/factories.ts';
import { must } from '../../../test/trees.ts';

let app: TestApp;
beforeAll(async () => (app = await startTestApp()));
afterAll(() => app.close());

const CREATE = 'mutation($input: CreateCircleInput!) { createCircle(input: $input) { id createdAt } }';

async function createCircle(owner: Person, input: Record<string, unknown>) {
  return (await must<{ createCircle: { id: string; createdAt: string } }>(owner.client, CREATE, { input })).createCircle;
}

describe('REST compatibility: circles', () => {
  it("lists the caller's own circles with up to 3 members, the owner first", async () => {
    const owner = await buildUser(app, { name: 'Ada Lake' });
    const others = [await buildUser(app, { name: 'Ben Lake' }), await buildUser(app, { name: 'Cai Lake' }), await buildUser(app, { name: 'Dee Lake' })];
    for (const other of others) await connect(owner, other);
    const circle = await createCircle(owner, { name: 'Lake', description: 'Summers', isPrivate: true, memberIds: others.map((o) => o.id) });

    const res = await owner.client.fetch(`/api/circles/user/${owner.id}`);
    expect(res.status).toBe(200);
    const [listed, ...rest] = (await res.json()) as { members: { id: string; displayName: string; profileImageUrl: string | null }[] }[];
    expect(rest).toEqual([]);
    expect(listed).toEqual({
      id: circle.id,
      name: 'Lake',
      description: 'Summers',
      isPrivate: true,
      ownerId: owner.id,
      memberCount: 4,
      members: expect.any(Array),
      createdAt: circle.createdAt,
    });
    // The owner, then two of the three who were added together.
    expect(listed.members).toHaveLength(3);
    expect(listed.members[0]).toEqual({ id: owner.id, displayName: 'Ada Lake', profileImageUrl: null });
    const names = new Map(others.map((o, i) => [o.id, ['Ben Lake', 'Cai Lake', 'Dee Lake'][i]]));
    for (const m of listed.members.slice(1)) expect(m).toEqual({ id: m.id, displayName: names.get(m.id), profileImageUrl: null });
    // A member lists it among their own circles too.
    const theirs = (await (await others[2].client.fetch(`/api/circles/user/${others[2].id}`)).json()) as { id: string }[];
    expect(theirs.map((c) => c.id)).toEqual([circle.id]);
  });

  it("refuses another user's circles (403), a malformed id (400) and a signed-out caller (401)", async () => {
    const owner = await buildUser(app);
    const friend = await buildUser(app);
    const stranger = await buildUser(app);
    await connect(owner, friend);
    await createCircle(owner, { name: 'Lake', memberIds: [friend.id] });
    for (const caller of [friend, stranger]) {
      const res = await caller.client.fetch(`/api/circles/user/${owner.id}`);
      expect(res.status).toBe(403);
      expect((await res.text()).split('\n')[0]).toBe('You can only list your own circles.');
    }
    expect((await owner.client.fetch('/api/circles/user/not-an-id')).status).toBe(400);
    const signedOut = new TestClient(app.url);
    expect((await signedOut.fetch(`/api/circles/user/${owner.id}`)).status).toBe(401);
    expect((await signedOut.fetch('/api/family-circles/recent')).status).toBe(401);
  });

  it('lists recent circles as id, name, memberCount and unreadCount, only the caller’s own', async () => {
    const owner = await buildUser(app);
    const friend = await buildUser(app);
    const stranger = await buildUser(app);
    await connect(owner, friend);
    const circle = await createCircle(owner, { name: 'Lake', memberIds: [friend.id] });
    await createCircle(owner, { name: 'Open' });
    const res = await friend.client.fetch('/api/family-circles/recent');
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual([{ id: circle.id, name: 'Lake', memberCount: 2, unreadCount: 0 }]);
    expect(await (await stranger.client.fetch('/api/family-circles/recent')).json()).toEqual([]);
    expect((await owner.client.fetch('/api/family-circles/recent?limit=1')).status).toBe(200);
    expect((await owner.client.fetch('/api/family-circles/recent?limit=0')).status).toBe(400);
  });
});

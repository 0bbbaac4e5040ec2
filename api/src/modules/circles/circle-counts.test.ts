import { randomUUID } from 'node:crypto';
import { startTestApp, type TestApp } from '../../../test/test-app.ts';
import { TestClient } from '../../../test/client.ts';
import { buildUser, connect, type Person } from '../../../test/factories.ts';
import { codeOf, must } from '../../../test/trees.ts';

let app: TestApp;
beforeAll(async () => (app = await startTestApp()));
afterAll(() => app.close());

const CREATE = 'mutation($input: CreateCircleInput!) { createCircle(input: $input) { id } }';
const COUNTS = 'query($id: ID!) { circle(id: $id) { memoryCount unreadCount } }';
const OPENED = 'mutation($id: ID!) { markCircleOpened(id: $id) { id unreadCount } }';
const RECENT = 'query($first: Int) { recentCircles(first: $first) { id name memberCount unreadCount } }';
const CIRCLES = '{ circles { id memoryCount unreadCount } }';

async function createCircle(owner: Person, name: string, memberIds: string[] = []) {
  return (await must<{ createCircle: { id: string } }>(owner.client, CREATE, { input: { name, memberIds } })).createCircle.id;
}

/** A memory as the memories module stores it: its file's row, then the memory, at `at`. */
async function addMemory(circleId: string, uploaderId: string, at = new Date()) {
  const em = app.orm.em.fork();
  const fileId = randomUUID();
  await em.execute(
    `insert into stored_files (id, created_at, updated_at, key, owner_id, purpose, mime_type, size, status) values (?, ?, ?, ?, ?, 'memory', 'image/png', 68, 'ready')`,
    [fileId, at, at, `memories/${fileId}.png`, uploaderId],
  );
  await em.execute(
    `insert into memories (id, created_at, updated_at, title, kind, circle_id, uploaded_by_id, file_id) values (?, ?, ?, 'At the lake', 'image', ?, ?, ?)`,
    [randomUUID(), at, at, circleId, uploaderId, fileId],
  );
}

const countsOf = async (p: Person, id: string) => (await must<{ circle: { memoryCount: number; unreadCount: number } }>(p.client, COUNTS, { id })).circle;
const minutesAgo = (n: number) => new Date(Date.now() - n * 60_000);

describe('memory counts', () => {
  it("count the circle's memories, and as unread those others added since the viewer last opened it", async () => {
    const [owner, member, friend, stranger] = [await buildUser(app), await buildUser(app), await buildUser(app), await buildUser(app)];
    await connect(owner, member);
    await connect(owner, friend);
    const circle = await createCircle(owner, 'Lake', [member.id]);
    await addMemory(circle, owner.id, minutesAgo(3));
    await addMemory(circle, owner.id, minutesAgo(2));
    await addMemory(circle, member.id, minutesAgo(1));

    // Never opened: everything others added is unread.
    expect(await countsOf(member, circle)).toEqual({ memoryCount: 3, unreadCount: 2 });
    expect(await countsOf(owner, circle)).toEqual({ memoryCount: 3, unreadCount: 1 });
    // Not in it: nothing of its memories, not even how many.
    expect(await countsOf(friend, circle)).toEqual({ memoryCount: 0, unreadCount: 0 });

    expect((await must<{ markCircleOpened: unknown }>(member.client, OPENED, { id: circle })).markCircleOpened).toEqual({ id: circle, unreadCount: 0 });
    await addMemory(circle, owner.id, new Date(Date.now() + 1000));
    expect(await countsOf(member, circle)).toEqual({ memoryCount: 4, unreadCount: 1 });
    expect((await must<{ circles: unknown[] }>(member.client, CIRCLES)).circles).toEqual([{ id: circle, memoryCount: 4, unreadCount: 1 }]);

    expect(codeOf(await friend.client.gql(OPENED, { id: circle }))).toBe('FORBIDDEN');
    expect(codeOf(await stranger.client.gql(OPENED, { id: circle }))).toBe('NOT_FOUND');
    expect(codeOf(await new TestClient(app.url).gql(OPENED, { id: circle }))).toBe('UNAUTHENTICATED');
  });
});

describe('recent circles', () => {
  it('list the viewer’s circles with unread counts, the one with the latest memory or joining first', async () => {
    const [owner, member] = [await buildUser(app), await buildUser(app)];
    await connect(owner, member);
    const quiet = await createCircle(owner, 'Quiet', [member.id]);
    const busy = await createCircle(owner, 'Busy', [member.id]);
    const fresh = await createCircle(member, 'Fresh');
    await addMemory(quiet, owner.id, minutesAgo(1));
    await addMemory(busy, owner.id, new Date(Date.now() + 60_000));
    await addMemory(busy, owner.id, new Date(Date.now() + 60_000));

    const { recentCircles } = await must<{ recentCircles: unknown[] }>(member.client, RECENT);
    expect(recentCircles).toEqual([
      { id: busy, name: 'Busy', memberCount: 2, unreadCount: 2 },
      { id: fresh, name: 'Fresh', memberCount: 1, unreadCount: 0 },
      { id: quiet, name: 'Quiet', memberCount: 2, unreadCount: 1 },
    ]);
    expect((await must<{ recentCircles: { id: string }[] }>(member.client, RECENT, { first: 1 })).recentCircles.map((c) => c.id)).toEqual([busy]);
    expect((await member.client.gql(RECENT, { first: 51 })).errors?.[0].extensions).toMatchObject({ code: 'BAD_USER_INPUT', fields: { first: 'Must be between 1 and 50' } });
    expect(codeOf(await new TestClient(app.url).gql(RECENT))).toBe('UNAUTHENTICATED');
  });
});

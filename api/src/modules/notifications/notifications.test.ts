import { startTestApp, type TestApp } from '../../../test/test-app.ts';
import { buildUser, type Person } from '../../../test/factories.ts';
import { TestClient } from '../../../test/client.ts';
import { codeOf, must } from '../../../test/trees.ts';
import { notifyUsers } from './notify.service.ts';
import { emailAvailable } from './notification.service.ts';
import { NOTIFICATION_KINDS } from './notification-kinds.ts';

let app: TestApp;
let ada: Person;
let ben: Person;
let cleo: Person;
beforeAll(async () => {
  app = await startTestApp();
  [ada, ben, cleo] = await Promise.all([buildUser(app, { name: 'Ada Bell' }), buildUser(app, { name: 'Ben Bell' }), buildUser(app, { name: 'Cleo Bell' })]);
});
afterAll(() => app.close());

const PAGE = 'query($after: String, $first: Int) { notifications(after: $after, first: $first) { nodes { id kind message link read actor { id displayName } } endCursor hasMore unreadCount } unreadNotificationCount }';
const MARK = 'mutation($id: ID!) { markNotificationRead(id: $id) { id read } }';
const SETTINGS = '{ notificationSettings { enabledKinds digest emailAvailable } }';
const UPDATE_SETTINGS = 'mutation($input: NotificationSettingsInput!) { updateNotificationSettings(input: $input) { enabledKinds digest emailAvailable } }';
const SEND_REQUEST = 'mutation($i: SendConnectionRequestInput!) { sendConnectionRequest(input: $i) { id } }';

interface Page {
  notifications: { nodes: { id: string; kind: string; message: string; link: string; read: boolean; actor: { id: string } | null }[]; endCursor: string | null; hasMore: boolean; unreadCount: number };
  unreadNotificationCount: number;
}

/** Tells `person` something, each in a transaction of its own (as separate changes do). */
async function tell(person: Person, message: string, actor: Person | null = null) {
  await app.orm.em.fork().transactional((em) => notifyUsers(em, { kind: 'new_story', userIds: [person.id], actorId: actor?.id ?? null, message, link: '/stories' }));
}

const rowCount = async (userId: string, kind: string) =>
  (await app.orm.em.fork().execute<{ n: number }[]>('select count(*)::int as n from notifications where user_id = ? and kind = ?', [userId, kind]))[0].n;

describe('the bell', () => {
  it('lists the viewer’s notifications newest first, page by page, with how many are unread', async () => {
    for (const word of ['first', 'second', 'third']) await tell(cleo, `The ${word} one.`, ada);
    const first = await must<Page>(cleo.client, PAGE, { first: 2 });
    expect(first.notifications.nodes.map((n) => n.message)).toEqual(['The third one.', 'The second one.']);
    expect(first.notifications).toMatchObject({ hasMore: true, unreadCount: 3 });
    expect(first.notifications.nodes[0]).toMatchObject({ kind: 'new_story', link: '/stories', read: false, actor: { id: ada.id } });
    expect(first.unreadNotificationCount).toBe(3);
    const rest = await must<Page>(cleo.client, PAGE, { first: 2, after: first.notifications.endCursor });
    expect(rest.notifications.nodes.map((n) => n.message)).toEqual(['The first one.']);
    expect(rest.notifications).toMatchObject({ hasMore: false, endCursor: null });
  });

  it('refuses a page size outside 1–100 and a cursor it did not give', async () => {
    expect(codeOf(await cleo.client.gql(PAGE, { first: 0 }))).toBe('BAD_USER_INPUT');
    // Past 100 the query's cost limit may refuse it before the service does.
    expect(['BAD_USER_INPUT', 'GRAPHQL_VALIDATION_FAILED']).toContain(codeOf(await cleo.client.gql(PAGE, { first: 101 })));
    expect(codeOf(await cleo.client.gql(PAGE, { after: 'yesterday' }))).toBe('BAD_USER_INPUT');
  });

  it('marks one read for its user only: anyone else’s is NOT_FOUND, as one that does not exist', async () => {
    await tell(ben, 'For Ben only.');
    const { notifications } = await must<Page>(ben.client, PAGE);
    const id = notifications.nodes[0].id;
    expect(codeOf(await ada.client.gql(MARK, { id }))).toBe('NOT_FOUND');
    expect(codeOf(await ada.client.gql(MARK, { id: '00000000-0000-0000-0000-000000000000' }))).toBe('NOT_FOUND');
    expect(codeOf(await ada.client.gql(MARK, { id: 'not-an-id' }))).toBe('NOT_FOUND');
    expect((await must<Page>(ben.client, PAGE)).unreadNotificationCount).toBe(1);
    expect((await must<{ markNotificationRead: { read: boolean } }>(ben.client, MARK, { id })).markNotificationRead).toEqual({ id, read: true });
    expect((await must<Page>(ben.client, PAGE)).unreadNotificationCount).toBe(0);
    // Nobody sees anyone else's.
    expect((await must<Page>(ada.client, PAGE)).notifications.nodes.map((n) => n.id)).not.toContain(id);
  });

  it('marks all read and says how many were unread', async () => {
    await tell(ben, 'One.');
    await tell(ben, 'Two.');
    expect(await must(ben.client, 'mutation { markAllNotificationsRead }')).toEqual({ markAllNotificationsRead: 2 });
    expect(await must(ben.client, 'mutation { markAllNotificationsRead }')).toEqual({ markAllNotificationsRead: 0 });
    expect((await must<Page>(ben.client, PAGE)).notifications.nodes.every((n) => n.read)).toBe(true);
  });

  it('comes live over a WebSocket only: a subscription sent over HTTP is told so', async () => {
    const res = await ada.client.gql('subscription { notificationAdded { id } }');
    expect(res.errors?.[0]).toMatchObject({ message: expect.stringContaining('over a WebSocket at /graphql'), extensions: { code: 'BAD_USER_INPUT' } });
    expect(codeOf(await new TestClient(app.url).gql('subscription { notificationAdded { id } }'))).toBe('UNAUTHENTICATED');
  });

  it('is for signed-in users only', async () => {
    const stranger = new TestClient(app.url);
    for (const query of [PAGE, SETTINGS, 'mutation { markAllNotificationsRead }']) expect(codeOf(await stranger.gql(query))).toBe('UNAUTHENTICATED');
  });
});

describe('notification settings', () => {
  it('tell of every kind, with no digest, until changed', async () => {
    expect((await must(ada.client, SETTINGS)).notificationSettings).toEqual({ enabledKinds: [...NOTIFICATION_KINDS], digest: 'off', emailAvailable: false });
  });

  it('turn a kind off: no notification of it is made at all, while other kinds still are', async () => {
    const enabled = NOTIFICATION_KINDS.filter((k) => k !== 'connection_request');
    const saved = await must<{ updateNotificationSettings: { enabledKinds: string[]; digest: string } }>(ada.client, UPDATE_SETTINGS, { input: { enabledKinds: enabled } });
    expect(saved.updateNotificationSettings).toMatchObject({ enabledKinds: enabled, digest: 'off' });
    await must(ben.client, SEND_REQUEST, { i: { toUserId: ada.id, relationshipType: 'cousin' } });
    expect(await rowCount(ada.id, 'connection_request')).toBe(0);
    await tell(ada, 'Still told of stories.');
    expect(await rowCount(ada.id, 'new_story')).toBe(1);
    // Fields left out keep their value.
    const digest = await must<{ updateNotificationSettings: { enabledKinds: string[]; digest: string } }>(ada.client, UPDATE_SETTINGS, { input: { digest: 'weekly' } });
    expect(digest.updateNotificationSettings).toMatchObject({ enabledKinds: enabled, digest: 'weekly' });
    // Turned on again, it is told again.
    await must(ada.client, UPDATE_SETTINGS, { input: { enabledKinds: [...NOTIFICATION_KINDS] } });
    await must(cleo.client, SEND_REQUEST, { i: { toUserId: ada.id, relationshipType: 'sibling' } });
    expect(await rowCount(ada.id, 'connection_request')).toBe(1);
  });

  it('are each user’s own', async () => {
    expect((await must(cleo.client, SETTINGS)).notificationSettings).toMatchObject({ enabledKinds: [...NOTIFICATION_KINDS], digest: 'off' });
  });

  it('refuse kinds and frequencies that do not exist', async () => {
    expect(codeOf(await ada.client.gql(UPDATE_SETTINGS, { input: { enabledKinds: ['gossip'] } }))).toBe('BAD_USER_INPUT');
    expect(codeOf(await ada.client.gql(UPDATE_SETTINGS, { input: { digest: 'hourly' } }))).toBe('BAD_USER_INPUT');
  });

  it('say whether e-mail can be sent (SMTP_URL)', () => {
    expect(emailAvailable(app.config)).toBe(false);
    expect(emailAvailable({ ...app.config, mail: { url: 'smtp://mail.example.org', from: 'Kinfolk <kinfolk@example.org>' } })).toBe(true);
  });
});

describe('notifyUsers', () => {
  it('never tells the actor of their own doing, tells each user once, and skips a yearly reminder made twice', async () => {
    await app.orm.em.fork().transactional((em) => notifyUsers(em, { kind: 'new_story', userIds: [ada.id, cleo.id, cleo.id], actorId: ada.id, message: 'Once.', link: '/stories' }));
    const em = app.orm.em.fork();
    const once = await em.execute<{ user_id: string }[]>(`select user_id from notifications where message = 'Once.'`);
    expect(once.map((r) => r.user_id)).toEqual([cleo.id]);
    const reminder = { kind: 'upcoming_birthday' as const, userIds: [cleo.id], actorId: null, message: 'A birthday.', link: '/family-tree', objectId: '11111111-1111-4111-8111-111111111111' };
    await notifyUsers(em, reminder);
    await notifyUsers(em, reminder);
    expect(await rowCount(cleo.id, 'upcoming_birthday')).toBe(1);
  });

  it('keeps a long sentence within the column, never cutting a character in half', async () => {
    const em = app.orm.em.fork();
    await notifyUsers(em, { kind: 'new_story', userIds: [cleo.id], actorId: null, message: `${'🌳'.repeat(600)}`, link: '/stories' });
    const [row] = await em.execute<{ message: string }[]>(`select message from notifications where user_id = ? and message like '🌳%'`, [cleo.id]);
    expect([...row.message]).toHaveLength(500);
    expect(row.message).toBe('🌳'.repeat(500));
  });
});

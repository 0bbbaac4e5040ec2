import { randomUUID } from 'node:crypto';
import { startTestApp, type TestApp } from '../../../test/test-app.ts';
import { TestClient } from '../../../test/client.ts';
import { buildUser, connect, type Person } from '../../../test/factories.ts';
import { codeOf, must } from '../../../test/trees.ts';

let app: TestApp;
beforeAll(async () => (app = await startTestApp()));
afterAll(() => app.close());

const FIELDS = `id name description isPrivate owner { id } memberCount memoryCount unreadCount viewerRole viewerRequestedToJoin
  viewerCan { update delete manageMembers addMemories leave requestToJoin } members { user { id } role }`;
const CREATE = `mutation($input: CreateCircleInput!) { createCircle(input: $input) { ${FIELDS} } }`;
const CIRCLE = `query($id: ID!) { circle(id: $id) { ${FIELDS} } }`;
const CIRCLES = '{ circles { id memberCount viewerRole } discoverableCircles { id } }';
const MEMBERS = 'query($id: ID!, $first: Int) { circle(id: $id) { members(first: $first) { user { id } role } } }';
const UPDATE = 'mutation($id: ID!, $input: UpdateCircleInput!) { updateCircle(id: $id, input: $input) { id name description isPrivate } }';
const DELETE = 'mutation($id: ID!) { deleteCircle(id: $id) }';
const ADD = 'mutation($id: ID!, $userIds: [ID!]!) { addCircleMembers(circleId: $id, userIds: $userIds) { id memberCount } }';
const REMOVE = 'mutation($id: ID!, $userId: ID!) { removeCircleMember(circleId: $id, userId: $userId) { id memberCount } }';
const LEAVE = 'mutation($id: ID!) { leaveCircle(circleId: $id) }';
const REQUEST = 'mutation($id: ID!) { requestToJoinCircle(circleId: $id) { id viewerRequestedToJoin viewerCan { requestToJoin } } }';
const REQUESTS = 'query($id: ID!) { circleJoinRequests(circleId: $id) { id circleId user { id } requestedAt } }';
const RESPOND = 'mutation($id: ID!, $accept: Boolean!) { respondToCircleJoinRequest(id: $id, accept: $accept) { id memberCount } }';

type CircleData = { id: string; memberCount: number; viewerRole: string | null; members: { user: { id: string }; role: string }[]; viewerCan: Record<string, boolean> } & Record<string, unknown>;

async function createCircle(owner: Person, input: Record<string, unknown> = {}) {
  return (await must<{ createCircle: CircleData }>(owner.client, CREATE, { input: { name: 'Cousins', ...input } })).createCircle;
}
const readCircle = (p: Person, id: string) => p.client.gql<{ circle: CircleData }>(CIRCLE, { id });
const listsOf = async (p: Person) => must<{ circles: { id: string; memberCount: number; viewerRole: string }[]; discoverableCircles: { id: string }[] }>(p.client, CIRCLES);

/** An owner, a member (connected, in the circle), a connection not in it and a stranger. */
async function cast() {
  const [owner, member, friend, stranger] = [await buildUser(app), await buildUser(app), await buildUser(app), await buildUser(app)];
  await connect(owner, member);
  await connect(owner, friend);
  return { owner, member, friend, stranger };
}

describe('creating a circle', () => {
  it('makes the viewer its owner, adds their connections once each and counts the owner', async () => {
    const { owner, member, friend } = await cast();
    const circle = await createCircle(owner, { name: '  Cousins  ', description: 'Summers at the lake', memberIds: [member.id, member.id, friend.id, owner.id] });
    expect(circle).toMatchObject({ name: 'Cousins', description: 'Summers at the lake', isPrivate: false, owner: { id: owner.id }, memberCount: 3, viewerRole: 'owner' });
    // Added at the same moment, the two members may come in either order after the owner.
    expect(circle.members[0]).toEqual({ user: { id: owner.id }, role: 'owner' });
    expect(circle.members.slice(1).map((m) => [m.user.id, m.role]).sort()).toEqual([[member.id, 'member'], [friend.id, 'member']].sort());
    expect(circle.viewerCan).toEqual({ update: true, delete: true, manageMembers: true, addMemories: true, leave: false, requestToJoin: false });
    const rows = await app.orm.em.fork().execute<{ role: string }[]>('select role from circle_members where circle_id = ? and user_id = ?', [circle.id, owner.id]);
    expect(rows).toEqual([{ role: 'owner' }]);
  });

  it('refuses a missing or long name, a long description, control characters and members who are not connections', async () => {
    const { owner, stranger } = await cast();
    const refused = async (input: Record<string, unknown>) => (await owner.client.gql(CREATE, { input: { name: 'Cousins', ...input } })).errors?.[0].extensions;
    expect(await refused({ name: '   ' })).toMatchObject({ code: 'BAD_USER_INPUT', fields: { name: 'Required' } });
    expect(await refused({ name: 'x'.repeat(101) })).toMatchObject({ fields: { name: 'String must contain at most 100 character(s)' } });
    expect(await refused({ description: 'x'.repeat(1001) })).toMatchObject({ fields: { description: 'String must contain at most 1000 character(s)' } });
    expect(await refused({ name: 'Cou\u0000sins' })).toMatchObject({ code: 'BAD_USER_INPUT', fields: { name: 'Must not contain control characters' } });
    expect(await refused({ memberIds: [stranger.id] })).toMatchObject({ code: 'BAD_USER_INPUT', fields: { memberIds: 'Not one of your connections' } });
    expect(await refused({ memberIds: ['not-an-id'] })).toMatchObject({ code: 'BAD_USER_INPUT', fields: { memberIds: 'Must be an id' } });
    expect((await listsOf(owner)).circles).toEqual([]);
    expect(codeOf(await new TestClient(app.url).gql(CREATE, { input: { name: 'Cousins' } }))).toBe('UNAUTHENTICATED');
  });
});

describe('who sees a circle', () => {
  it('hides a private circle from everyone outside it, as if it did not exist', async () => {
    const { owner, member, friend, stranger } = await cast();
    const circle = await createCircle(owner, { isPrivate: true, memberIds: [member.id] });
    expect((await readCircle(member, circle.id)).data?.circle).toMatchObject({ viewerRole: 'member', viewerCan: { leave: true, addMemories: true, update: false } });
    for (const outsider of [friend, stranger]) expect(codeOf(await readCircle(outsider, circle.id))).toBe('NOT_FOUND');
    expect(codeOf(await readCircle(owner, randomUUID()))).toBe('NOT_FOUND');
    expect(codeOf(await readCircle(owner, 'made-up'))).toBe('NOT_FOUND');
    expect((await listsOf(friend)).discoverableCircles).toEqual([]);
    expect(codeOf(await new TestClient(app.url).gql(CIRCLE, { id: circle.id }))).toBe('UNAUTHENTICATED');
  });

  it("shows a circle that is not private to the owner's connections, never to strangers", async () => {
    const { owner, member, friend, stranger } = await cast();
    const circle = await createCircle(owner, { memberIds: [member.id] });
    expect((await readCircle(friend, circle.id)).data?.circle).toMatchObject({ viewerRole: null, memberCount: 2, memoryCount: 0, viewerCan: { requestToJoin: true, addMemories: false, leave: false } });
    expect(codeOf(await readCircle(stranger, circle.id))).toBe('NOT_FOUND');
    expect((await listsOf(friend)).discoverableCircles).toEqual([{ id: circle.id }]);
    expect((await listsOf(stranger)).discoverableCircles).toEqual([]);
    expect((await listsOf(member)).discoverableCircles).toEqual([]);
  });

  it('lists the viewer’s own circles, owned or joined, and members owner first then by joining', async () => {
    const { owner, member, friend } = await cast();
    const circle = await createCircle(owner, { memberIds: [member.id] });
    await must(owner.client, ADD, { id: circle.id, userIds: [friend.id] });
    const mine = await createCircle(member, { name: 'Mine' });
    expect((await listsOf(member)).circles).toEqual(expect.arrayContaining([{ id: circle.id, memberCount: 3, viewerRole: 'member' }, { id: mine.id, memberCount: 1, viewerRole: 'owner' }]));
    expect((await listsOf(member)).circles).toHaveLength(2);
    const members = await must<{ circle: { members: { user: { id: string } }[] } }>(friend.client, MEMBERS, { id: circle.id });
    expect(members.circle.members.map((m) => m.user.id)).toEqual([owner.id, member.id, friend.id]);
    const two = await must<{ circle: { members: unknown[] } }>(friend.client, MEMBERS, { id: circle.id, first: 2 });
    expect(two.circle.members).toHaveLength(2);
    expect((await friend.client.gql(MEMBERS, { id: circle.id, first: 0 })).errors?.[0].extensions).toMatchObject({ code: 'BAD_USER_INPUT', fields: { first: 'Must be between 1 and 200' } });
  });
});

describe("the owner's changes", () => {
  it('are the owner’s alone: FORBIDDEN to a member or a connection, NOT_FOUND to a stranger', async () => {
    const { owner, member, friend, stranger } = await cast();
    const circle = await createCircle(owner, { memberIds: [member.id] });
    const asked = await must<{ requestToJoinCircle: { id: string } }>(friend.client, REQUEST, { id: circle.id });
    const [request] = (await must<{ circleJoinRequests: { id: string }[] }>(owner.client, REQUESTS, { id: circle.id })).circleJoinRequests;
    expect(asked.requestToJoinCircle.id).toBe(circle.id);
    const attempts: [string, Record<string, unknown>][] = [
      [UPDATE, { id: circle.id, input: { name: 'Mine now' } }],
      [DELETE, { id: circle.id }],
      [ADD, { id: circle.id, userIds: [owner.id] }],
      [REMOVE, { id: circle.id, userId: member.id }],
      [REQUESTS, { id: circle.id }],
      [RESPOND, { id: request.id, accept: true }],
    ];
    for (const [query, variables] of attempts) {
      expect([query, codeOf(await member.client.gql(query, variables))]).toEqual([query, 'FORBIDDEN']);
      expect([query, codeOf(await friend.client.gql(query, variables))]).toEqual([query, 'FORBIDDEN']);
      expect([query, codeOf(await stranger.client.gql(query, variables))]).toEqual([query, 'NOT_FOUND']);
      expect([query, codeOf(await new TestClient(app.url).gql(query, variables))]).toEqual([query, 'UNAUTHENTICATED']);
    }
    expect((await readCircle(owner, circle.id)).data?.circle).toMatchObject({ name: 'Cousins', memberCount: 2 });
  });

  it('renames, describes and hides the circle, and deletes it', async () => {
    const { owner, friend } = await cast();
    const circle = await createCircle(owner, { description: 'Old' });
    await must(friend.client, REQUEST, { id: circle.id });
    const updated = await must<{ updateCircle: unknown }>(owner.client, UPDATE, { id: circle.id, input: { name: 'Lake', description: '', isPrivate: true } });
    expect(updated.updateCircle).toEqual({ id: circle.id, name: 'Lake', description: null, isPrivate: true });
    expect((await owner.client.gql(UPDATE, { id: circle.id, input: { name: '' } })).errors?.[0].extensions).toMatchObject({ code: 'BAD_USER_INPUT', fields: { name: 'Required' } });
    // Hidden now: the connection's request went with its visibility.
    expect(codeOf(await readCircle(friend, circle.id))).toBe('NOT_FOUND');
    expect((await must<{ circleJoinRequests: unknown[] }>(owner.client, REQUESTS, { id: circle.id })).circleJoinRequests).toEqual([]);
    expect(await must(owner.client, DELETE, { id: circle.id })).toEqual({ deleteCircle: circle.id });
    expect(codeOf(await readCircle(owner, circle.id))).toBe('NOT_FOUND');
    expect(await app.orm.em.fork().execute('select 1 from circle_members where circle_id = ?', [circle.id])).toEqual([]);
  });

  it('adds only connections, never removes the owner, and lets members (not the owner) leave', async () => {
    const { owner, member, friend, stranger } = await cast();
    const circle = await createCircle(owner, { isPrivate: true, memberIds: [member.id] });
    expect((await owner.client.gql(ADD, { id: circle.id, userIds: [stranger.id] })).errors?.[0].extensions).toMatchObject({ code: 'BAD_USER_INPUT', fields: { userIds: 'Not one of your connections' } });
    expect((await must<{ addCircleMembers: unknown }>(owner.client, ADD, { id: circle.id, userIds: [friend.id, member.id] })).addCircleMembers).toEqual({ id: circle.id, memberCount: 3 });
    expect(codeOf(await owner.client.gql(REMOVE, { id: circle.id, userId: owner.id }))).toBe('BAD_USER_INPUT');
    expect(codeOf(await owner.client.gql(LEAVE, { id: circle.id }))).toBe('FORBIDDEN');
    expect((await must<{ removeCircleMember: unknown }>(owner.client, REMOVE, { id: circle.id, userId: friend.id })).removeCircleMember).toEqual({ id: circle.id, memberCount: 2 });
    expect(codeOf(await readCircle(friend, circle.id))).toBe('NOT_FOUND');
    expect(await must(member.client, LEAVE, { id: circle.id })).toEqual({ leaveCircle: circle.id });
    expect(codeOf(await readCircle(member, circle.id))).toBe('NOT_FOUND');
    expect(codeOf(await stranger.client.gql(LEAVE, { id: circle.id }))).toBe('NOT_FOUND');
    expect((await readCircle(owner, circle.id)).data?.circle.memberCount).toBe(1);
  });
});

describe('asking to join', () => {
  it('is for the owner’s connections, once; accepting makes them a member and declining forgets them', async () => {
    const { owner, member, friend, stranger } = await cast();
    const other = await buildUser(app);
    await connect(owner, other);
    const circle = await createCircle(owner, { memberIds: [member.id] });
    const hidden = await createCircle(owner, { isPrivate: true });
    expect(codeOf(await friend.client.gql(REQUEST, { id: hidden.id }))).toBe('NOT_FOUND');
    expect(codeOf(await stranger.client.gql(REQUEST, { id: circle.id }))).toBe('NOT_FOUND');
    expect(codeOf(await member.client.gql(REQUEST, { id: circle.id }))).toBe('FORBIDDEN');
    for (let i = 0; i < 2; i++) {
      expect((await must<{ requestToJoinCircle: unknown }>(friend.client, REQUEST, { id: circle.id })).requestToJoinCircle).toEqual({ id: circle.id, viewerRequestedToJoin: true, viewerCan: { requestToJoin: false } });
    }
    await must(other.client, REQUEST, { id: circle.id });
    const requests = (await must<{ circleJoinRequests: { id: string; circleId: string; user: { id: string } }[] }>(owner.client, REQUESTS, { id: circle.id })).circleJoinRequests;
    expect(requests.map((r) => [r.circleId, r.user.id])).toEqual([[circle.id, friend.id], [circle.id, other.id]]);
    expect(codeOf(await friend.client.gql(RESPOND, { id: requests[0].id, accept: true }))).toBe('FORBIDDEN');

    expect((await must<{ respondToCircleJoinRequest: unknown }>(owner.client, RESPOND, { id: requests[0].id, accept: true })).respondToCircleJoinRequest).toEqual({ id: circle.id, memberCount: 3 });
    expect(codeOf(await owner.client.gql(RESPOND, { id: requests[0].id, accept: true }))).toBe('NOT_FOUND');
    await must(owner.client, RESPOND, { id: requests[1].id, accept: false });
    expect((await must<{ circleJoinRequests: unknown[] }>(owner.client, REQUESTS, { id: circle.id })).circleJoinRequests).toEqual([]);
    expect((await readCircle(friend, circle.id)).data?.circle.viewerRole).toBe('member');
    expect((await readCircle(other, circle.id)).data?.circle).toMatchObject({ viewerRole: null, viewerRequestedToJoin: false });
  });
});

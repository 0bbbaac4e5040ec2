import { startTestApp, type TestApp } from '../../../test/test-app.ts';
import { addMember, buildUser, type Person } from '../../../test/factories.ts';
import { FamilyMember } from '../family/people/family-member.entity.ts';
import { User } from '../users/user.entity.ts';

let app: TestApp;
beforeAll(async () => (app = await startTestApp()));
afterAll(() => app.close());

const SEARCH = 'query($q: String!, $by: UserSearchField) { searchUsers(query: $q, by: $by) { matchScore isConnected hasPendingRequest user { id displayName email location } } }';
const SEND = 'mutation($input: SendConnectionRequestInput!) { sendConnectionRequest(input: $input) { id status relationshipType from { id } to { id } } }';
const RESPOND = 'mutation($id: ID!, $accept: Boolean!, $memberId: ID) { respondToConnectionRequest(id: $id, accept: $accept, memberId: $memberId) { id status } }';
const CANCEL = 'mutation($id: ID!) { cancelConnectionRequest(id: $id) { id status } }';
const REQUESTS = '{ connectionRequests { incoming { id from { id } message } outgoing { id to { id } } } }';
const CONNECTIONS = '{ connections { relationshipType user { id displayName } } familyStats { connectionCount } }';

type SearchResult = { searchUsers: { matchScore: number; isConnected: boolean; hasPendingRequest: boolean; user: { id: string; displayName: string; email: string | null; location: string | null } }[] };
const unique = () => Math.random().toString(36).slice(2, 8);

async function send(from: Person, to: Person, relationshipType = 'cousin', message = 'Hello cousin!') {
  const res = await from.client.gql<{ sendConnectionRequest: { id: string } }>(SEND, { input: { toUserId: to.id, relationshipType, message } });
  return res;
}

describe('Find Family search', () => {
  it('ranks users by a similarity computed in PostgreSQL and leaves out the searcher', async () => {
    const tag = unique();
    const me = await buildUser(app, { name: `Zelda Q${tag}` });
    const exact = await buildUser(app, { name: `Ingrid Q${tag}` });
    await buildUser(app, { name: `Ingmar Q${tag}` });
    const { data } = await me.client.gql<SearchResult>(SEARCH, { q: `Ingrid Q${tag}` });
    const results = data!.searchUsers;
    expect(results[0].user.id).toBe(exact.id);
    expect(results[0].matchScore).toBe(1);
    expect(results.map((r) => r.user.displayName)).not.toContain(`Zelda Q${tag}`);
    const scores = results.map((r) => r.matchScore);
    expect([...scores].sort((a, b) => b - a)).toEqual(scores);
  });

  it('respects privacy: hidden emails are neither shown nor matched; users closed to connections are not offered', async () => {
    const tag = unique();
    const me = await buildUser(app);
    const shy = await buildUser(app, { name: `Shy P${tag}`, email: `shy-${tag}@example.com` });
    const open = await buildUser(app, { name: `Open P${tag}`, email: `open-${tag}@example.com`, privacy: { showEmail: true } });
    await buildUser(app, { name: `Closed P${tag}`, privacy: { allowFamilyConnections: false } });
    const byEmail = await me.client.gql<SearchResult>(SEARCH, { q: `-${tag}@example`, by: 'email' });
    expect(byEmail.data!.searchUsers.map((r) => r.user.id)).toEqual([open.id]);
    expect(byEmail.data!.searchUsers[0].user.email).toBe(`open-${tag}@example.com`);
    const byName = await me.client.gql<SearchResult>(SEARCH, { q: `P${tag}` });
    const names = byName.data!.searchUsers.map((r) => r.user.displayName).sort();
    expect(names).toEqual([`Open P${tag}`, `Shy P${tag}`]);
    expect(byName.data!.searchUsers.find((r) => r.user.id === shy.id)?.user.email).toBeNull();
  });

  it('needs at least 2 characters', async () => {
    const me = await buildUser(app);
    const res = await me.client.gql(SEARCH, { q: ' a ' });
    expect(res.errors?.[0].extensions).toMatchObject({ code: 'BAD_USER_INPUT', fields: { query: 'String must contain at least 2 character(s)' } });
  });
});

describe('connection requests', () => {
  it('are sent, listed on both sides and accepted into a mutual connection that offers the sender the person who is them', async () => {
    const tag = unique();
    const ann = await buildUser(app, { name: `Ann C${tag}` });
    const bob = await buildUser(app, { name: `Bob C${tag}` });
    const bobInAnnsTree = await ann.client.gql<{ addFamilyMember: { member: { id: string } } }>(
      'mutation($i: AddFamilyMemberInput!) { addFamilyMember(input: $i) { member { id } } }',
      { i: { firstName: 'Bobby', lastName: 'Cousin', relationshipType: 'cousin' } },
    );
    const annInBobsTree = await addMember(bob, 'Ann', 'cousin', undefined, { lastName: `C${tag}` });

    const sent = await send(bob, ann);
    expect(sent.errors).toBeUndefined();
    const id = sent.data!.sendConnectionRequest.id;
    expect((await ann.client.gql<{ connectionRequests: { incoming: { id: string; message: string }[] } }>(REQUESTS)).data?.connectionRequests.incoming).toEqual([{ id, from: { id: bob.id }, message: 'Hello cousin!' }]);
    expect((await bob.client.gql<{ connectionRequests: { outgoing: { id: string }[] } }>(REQUESTS)).data?.connectionRequests.outgoing).toEqual([{ id, to: { id: ann.id } }]);

    const accepted = await ann.client.gql(RESPOND, { id, accept: true, memberId: bobInAnnsTree.data!.addFamilyMember.member.id });
    expect(accepted.data).toEqual({ respondToConnectionRequest: { id, status: 'accepted' } });
    const annSees = await ann.client.gql<{ connections: { relationshipType: string; user: { id: string } }[]; familyStats: { connectionCount: number } }>(CONNECTIONS);
    const bobSees = await bob.client.gql<{ connections: { relationshipType: string; user: { id: string } }[] }>(CONNECTIONS);
    expect(annSees.data?.connections).toEqual([{ relationshipType: 'cousin', user: { id: bob.id, displayName: `Bob C${tag}` } }]);
    expect(annSees.data?.familyStats.connectionCount).toBe(1);
    expect(bobSees.data?.connections.map((c) => c.user.id)).toEqual([ann.id]);

    // Ann said which person of her tree Bob is: linked, and Bob is asked to confirm. Bob's tree is his to link.
    const em = app.orm.em.fork();
    const linked = await em.findOneOrFail(FamilyMember, { id: bobInAnnsTree.data!.addFamilyMember.member.id });
    expect([linked.linkedUser?.id, linked.linkConfirmed]).toEqual([bob.id, false]);
    expect((await em.findOneOrFail(FamilyMember, { id: annInBobsTree.member.id })).linkedUser).toBeNull();
    const asked = await bob.client.gql<{ linkRequests: { memberId: string; memberName: string }[] }>('{ linkRequests { memberId memberName } }');
    expect(asked.data?.linkRequests).toEqual([{ memberId: linked.id, memberName: 'Bobby Cousin' }]);

    const again = await send(ann, bob);
    expect(again.errors?.[0].extensions).toMatchObject({ code: 'BAD_USER_INPUT', fields: { toUserId: 'Already connected' } });
  });

  it('refuse duplicates while one is pending, requests to oneself, and users closed to connections', async () => {
    const a = await buildUser(app);
    const b = await buildUser(app);
    const closed = await buildUser(app, { privacy: { allowFamilyConnections: false } });
    expect((await send(a, b)).errors).toBeUndefined();
    expect((await send(a, b)).errors?.[0].extensions?.fields).toEqual({ toUserId: 'Request already pending' });
    expect((await send(b, a)).errors?.[0].extensions?.fields).toEqual({ toUserId: 'Request already pending' });
    expect((await send(a, a)).errors?.[0].extensions?.code).toBe('BAD_USER_INPUT');
    expect((await send(a, closed)).errors?.[0].extensions?.code).toBe('BAD_USER_INPUT');
    const bad = await a.client.gql(SEND, { input: { toUserId: closed.id, relationshipType: 'frenemy' } });
    expect(bad.errors?.[0].extensions?.code).toBe('BAD_USER_INPUT');
  });

  it('can be declined by the receiver and cancelled by the sender, and by nobody else', async () => {
    const a = await buildUser(app);
    const b = await buildUser(app);
    const c = await buildUser(app);
    const id = (await send(a, b)).data!.sendConnectionRequest.id;
    expect((await c.client.gql(RESPOND, { id, accept: true })).errors?.[0].extensions?.code).toBe('FORBIDDEN');
    expect((await a.client.gql(RESPOND, { id, accept: true })).errors?.[0].extensions?.code).toBe('FORBIDDEN');
    expect((await b.client.gql(CANCEL, { id })).errors?.[0].extensions?.code).toBe('FORBIDDEN');
    expect((await b.client.gql(RESPOND, { id, accept: false })).data).toEqual({ respondToConnectionRequest: { id, status: 'declined' } });
    expect((await b.client.gql(RESPOND, { id, accept: true })).errors?.[0].extensions?.code).toBe('BAD_USER_INPUT');
    const second = (await send(a, b)).data!.sendConnectionRequest.id;
    expect((await a.client.gql(CANCEL, { id: second })).data).toEqual({ cancelConnectionRequest: { id: second, status: 'cancelled' } });
    expect((await b.client.gql<{ connections: unknown[] }>(CONNECTIONS)).data?.connections).toEqual([]);
  });
});

describe('privacy of suggestions', () => {
  const PAGE = '{ connectionSuggestions(first: 10) { nodes { reason user { id displayName email } } } }';
  type Page = { connectionSuggestions: { nodes: { reason: string; user: { id: string; displayName: string; email: string | null } }[] } };

  it('never shows a hidden email, even for a user without a full name', async () => {
    const tag = unique();
    const me = await buildUser(app);
    const hub = await buildUser(app);
    const mono = await buildUser(app, { name: `Mono${tag}`, email: `mono-${tag}@example.com` });
    await app.orm.em.fork().nativeUpdate(User, { id: mono.id }, { lastName: null });
    for (const [a, b] of [[me, hub], [mono, hub]] as const) {
      const id = (await send(a, b)).data!.sendConnectionRequest.id;
      await b.client.gql(RESPOND, { id, accept: true });
    }
    const { data } = await me.client.gql<Page>(PAGE);
    const text = JSON.stringify(data);
    expect(text).not.toContain(`mono-${tag}`);
    expect(data?.connectionSuggestions.nodes.find((n) => n.user.id === mono.id)?.user.displayName).toBe(`Mono${tag}`);
  });

  it('does not compare a hidden birthday', async () => {
    const tag = unique();
    const me = await buildUser(app);
    const hidden = await buildUser(app, { name: `Hidden B${tag}`, dateOfBirth: '1980-05-05', privacy: { showBirthday: false } });
    await addMember(me, 'Hidden', 'cousin', undefined, { lastName: `B${tag}`, dateOfBirth: '1980-05-06' });
    const { data } = await me.client.gql<Page>(PAGE);
    expect(data?.connectionSuggestions.nodes.map((n) => n.user.id)).toContain(hidden.id);
  });
});

describe('suggested connections', () => {
  it('suggests registered users matching members of my tree, and relatives of my connections', async () => {
    const tag = unique();
    const me = await buildUser(app, { name: `Me S${tag}` });
    const grandma = await buildUser(app, { name: `Grandma S${tag}`, dateOfBirth: '1940-05-05' });
    await buildUser(app, { name: `Grandma S${tag}`, dateOfBirth: '1950-01-01' }); // same name, other birth date
    await addMember(me, 'Grandma', 'grandparent', undefined, { lastName: `S${tag}`, dateOfBirth: '1940-05-05' });
    const PAGE = '{ connectionSuggestions(first: 5) { hasMore nodes { reason relationshipType user { id } } } }';
    type Page = { connectionSuggestions: { hasMore: boolean; nodes: { reason: string; relationshipType: string; user: { id: string } }[] } };
    const first = await me.client.gql<Page>(PAGE);
    expect(first.data?.connectionSuggestions.nodes).toEqual([{ reason: `Matches Grandma S${tag} in your family tree`, relationshipType: 'grandparent', user: { id: grandma.id } }]);

    // Connected to grandma, her connection becomes a suggestion; grandma herself no longer is.
    const id = (await send(me, grandma, 'grandparent')).data!.sendConnectionRequest.id;
    expect((await me.client.gql<Page>(PAGE)).data?.connectionSuggestions.nodes).toEqual([]);
    await grandma.client.gql(RESPOND, { id, accept: true });
    const aunt = await buildUser(app, { name: `Aunt S${tag}` });
    const id2 = (await send(aunt, grandma, 'parent')).data!.sendConnectionRequest.id;
    await grandma.client.gql(RESPOND, { id: id2, accept: true });
    const after = await me.client.gql<Page>(PAGE);
    expect(after.data?.connectionSuggestions.nodes.map((n) => n.user.id)).toEqual([aunt.id]);
  });
});

import { randomUUID } from 'node:crypto';
import { startTestApp, type TestApp } from '../test/test-app.ts';
import { addMember, ADD_MEMBER, buildUser, type Person } from '../test/factories.ts';
import type { GraphQLBody } from '../test/client.ts';

// Requests fired at once against one tree (or one connection request): whatever order the server
// takes them in, the tree's rules hold afterwards and every refusal is a clear 4xx.

let app: TestApp;
beforeAll(async () => (app = await startTestApp()));
afterAll(() => app.close());

const ADD_RELATIONSHIP = 'mutation($input: AddRelationshipInput!) { addRelationship(input: $input) { id kind fromId toId } }';
const SEND = 'mutation($input: SendConnectionRequestInput!) { sendConnectionRequest(input: $input) { id } }';
const RESPOND = 'mutation($id: ID!, $accept: Boolean!) { respondToConnectionRequest(id: $id, accept: $accept) { id status } }';
const CANCEL = 'mutation($id: ID!) { cancelConnectionRequest(id: $id) { id status } }';

const times = <T>(n: number, make: (i: number) => Promise<T>) => Promise.all(Array.from({ length: n }, (_, i) => make(i)));

async function sql<T>(query: string, params: unknown[] = []): Promise<T[]> {
  return app.orm.em.fork().execute<T[]>(query, params);
}

const parentsOf = (memberId: string) => sql<{ id: string }>(`select from_id as id from family_relationships where to_id = ? and kind = 'parent'`, [memberId]);
const edgesBetween = (a: string, b: string) =>
  sql<{ from_id: string; to_id: string; kind: string }>(`select from_id, to_id, kind from family_relationships where (from_id = ? and to_id = ?) or (from_id = ? and to_id = ?)`, [a, b, b, a]);

function postRelationship(person: Person, from: string, to: string, type: string) {
  return person.client.fetch('/api/relationships', {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ from_member_id: from, to_member_id: to, relationship_type: type }),
  });
}

/** The answers split into successes and refusals; anything else (a 500, a crash) fails the test. */
function splitGraphQL(answers: GraphQLBody<unknown>[]) {
  const refused = answers.filter((a) => a.errors);
  for (const a of refused) {
    expect(a.errors).toHaveLength(1);
    expect(a.errors![0].extensions?.code).toBe('BAD_USER_INPUT');
    expect(a.errors![0].message).toMatch(/^[A-Z][^\n]+\.$/);
  }
  return { succeeded: answers.length - refused.length, refused };
}

/** A REST refusal's sentence, whether it comes as plain text or as JSON with a message. */
async function restMessage(response: Response): Promise<string> {
  const text = await response.text();
  try {
    const body = JSON.parse(text) as { message?: string; error?: string };
    return body.message ?? body.error ?? text;
  } catch {
    return text;
  }
}

async function splitRest(responses: Response[]) {
  const refused = responses.filter((r) => r.status !== 201);
  for (const r of refused) expect(r.status).toBe(400);
  // The sentence is the first line; what follows (a request id, say) is not part of it.
  const messages = (await Promise.all(refused.map(restMessage))).map((m) => m.split('\n')[0]);
  for (const m of messages) expect(m).not.toMatch(/stack|duplicate key|constraint|internal/i);
  return { succeeded: responses.length - refused.length, messages };
}

describe('ten people added at once as parents of one person', () => {
  it('keeps two of them over GraphQL and refuses the rest without saving them', async () => {
    const me = await buildUser(app);
    const orphan = (await addMember(me, 'Orphan', 'other')).member.id;
    const tag = `P${randomUUID().slice(0, 6)}`;
    const answers = await times(10, (i) => me.client.gql(ADD_MEMBER, { input: { firstName: `${tag}-${i}`, lastName: 'Family', relationshipType: 'parent', relativeId: orphan } }));
    const { succeeded, refused } = splitGraphQL(answers);
    expect(succeeded).toBe(2);
    expect(refused.map((a) => a.errors![0].message)).toEqual(Array(8).fill('This person already has two parents recorded.'));
    expect(await parentsOf(orphan)).toHaveLength(2);
    expect(await sql(`select id from family_members where first_name like ?`, [`${tag}-%`])).toHaveLength(2);
  });

  it('keeps two of them over REST and answers 400 for the rest', async () => {
    const me = await buildUser(app);
    const orphan = (await addMember(me, 'Orphan', 'other')).member.id;
    const candidates = await times(10, async (i) => (await addMember(me, `Candidate${i}`, 'other')).member.id);
    const { succeeded, messages } = await splitRest(await Promise.all(candidates.map((id) => postRelationship(me, id, orphan, 'parent'))));
    expect(succeeded).toBe(2);
    expect(messages).toEqual(Array(8).fill('This person already has two parents recorded.'));
    expect(await parentsOf(orphan)).toHaveLength(2);
  });
});

describe('"A is a parent of B" and "B is a parent of A" sent at once', () => {
  it('never stores a loop, over either transport, in ten tries', async () => {
    const me = await buildUser(app);
    for (let attempt = 0; attempt < 10; attempt++) {
      const a = (await addMember(me, `A${attempt}`, 'other')).member.id;
      const b = (await addMember(me, `B${attempt}`, 'other')).member.id;
      const [overGraphQL, overRest] = await Promise.all([
        me.client.gql(ADD_RELATIONSHIP, { input: { fromId: a, toId: b, type: 'parent' } }),
        postRelationship(me, b, a, 'parent'),
      ]);
      const refusals = (overGraphQL.errors ? 1 : 0) + (overRest.status === 201 ? 0 : 1);
      expect(refusals).toBe(1);
      if (overGraphQL.errors) expect(overGraphQL.errors[0]).toMatchObject({ message: 'That would make someone their own ancestor.', extensions: { code: 'BAD_USER_INPUT' } });
      else expect(overRest.status).toBe(400);
      expect(await edgesBetween(a, b)).toHaveLength(1);
    }
  });
});

describe('the same relationship sent ten times at once', () => {
  it('is stored once over GraphQL; the others are told it is already recorded', async () => {
    const me = await buildUser(app);
    const a = (await addMember(me, 'Ann', 'other')).member.id;
    const b = (await addMember(me, 'Ben', 'other')).member.id;
    // Partners are one edge whichever way round they are named.
    const answers = await times(10, (i) => me.client.gql(ADD_RELATIONSHIP, { input: i % 2 ? { fromId: a, toId: b, type: 'spouse' } : { fromId: b, toId: a, type: 'spouse' } }));
    const { succeeded, refused } = splitGraphQL(answers);
    expect(succeeded).toBe(1);
    expect(refused.map((a) => a.errors![0].message)).toEqual(Array(9).fill('This relationship is already recorded.'));
    expect(await edgesBetween(a, b)).toEqual([expect.objectContaining({ kind: 'partner' })]);
  });

  it('is stored once over REST; the others answer 400', async () => {
    const me = await buildUser(app);
    const a = (await addMember(me, 'Cid', 'other')).member.id;
    const b = (await addMember(me, 'Dot', 'other')).member.id;
    const { succeeded, messages } = await splitRest(await times(10, () => postRelationship(me, a, b, 'parent')));
    expect(succeeded).toBe(1);
    expect(messages).toEqual(Array(9).fill('This relationship is already recorded.'));
    expect(await edgesBetween(a, b)).toEqual([{ from_id: a, to_id: b, kind: 'parent' }]);
  });
});

describe('one connection request answered twice at once', () => {
  const connectionRows = (x: Person, y: Person) =>
    sql(`select user_id from user_connections where (user_id = ? and other_id = ?) or (user_id = ? and other_id = ?)`, [x.id, y.id, y.id, x.id]);

  async function pendingRequest() {
    const [sender, receiver] = [await buildUser(app), await buildUser(app)];
    const sent = await sender.client.gql<{ sendConnectionRequest: { id: string } }>(SEND, { input: { toUserId: receiver.id, relationshipType: 'cousin' } });
    return { sender, receiver, id: sent.data!.sendConnectionRequest.id };
  }

  it('connects the two users once and tells the second answer that the request was already accepted', async () => {
    const { sender, receiver, id } = await pendingRequest();
    const answers = await times(2, () => receiver.client.gql(RESPOND, { id, accept: true }));
    const { succeeded, refused } = splitGraphQL(answers);
    expect(succeeded).toBe(1);
    expect(refused[0].errors![0].message).toBe('This request was already accepted.');
    expect(await connectionRows(sender, receiver)).toHaveLength(2);
  });

  it('either connects or cancels when the sender cancels as the receiver accepts, never both', async () => {
    const { sender, receiver, id } = await pendingRequest();
    const [accepted, cancelled] = await Promise.all([receiver.client.gql(RESPOND, { id, accept: true }), sender.client.gql(CANCEL, { id })]);
    const { succeeded } = splitGraphQL([accepted, cancelled]);
    expect(succeeded).toBe(1);
    const [{ status }] = await sql<{ status: string }>('select status from connection_requests where id = ?', [id]);
    expect(await connectionRows(sender, receiver)).toHaveLength(status === 'accepted' ? 2 : 0);
    expect(status).toBe(accepted.errors ? 'cancelled' : 'accepted');
  });
});

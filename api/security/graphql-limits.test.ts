import { getIntrospectionQuery, specifiedRules, validate, isEnumType, isInputObjectType, isListType, isNonNullType, Kind, Lexer, print, Source, TokenKind, typeFromAST } from 'graphql';
import type { DocumentNode, GraphQLInputType, OperationDefinitionNode } from 'graphql';
import pg from 'pg';
import { startTestApp, type TestApp } from '../test/test-app.ts';
import { TestClient } from '../test/client.ts';
import { countStatements, type StatementCounter } from '../test/statements.ts';
import { addMember, buildUser, type Person } from '../test/factories.ts';
import { buildSchema } from '../src/graphql/schema.ts';
import { costProblem, QUERY_LIMITS, queryShapeRules } from '../src/graphql/query-limits.ts';
import * as webDocuments from '../../web/src/gql/graphql.ts';

let app: TestApp;
let alice: Person;
let mallory: Person;

beforeAll(async () => {
  // Each document's own limits are tested here: callers are not turned away for repeated refusals
  // (graphql-abuse-limit.test.ts tests that).
  app = await startTestApp({ GRAPHQL_REFUSALS: '0' });
  alice = await buildUser(app, { name: 'Alice Limits' });
  mallory = await buildUser(app, { name: 'Mallory Limits' });
  await addMember(alice, 'Ada', 'parent');
});
afterAll(() => app.close());

interface Answer {
  status: number;
  body: { data?: Record<string, unknown> | null; errors?: { message: string; extensions?: { code?: string; requestId?: string } }[] };
}

async function send(client: TestClient, body: string): Promise<Answer> {
  const res = await client.fetch('/graphql', { method: 'POST', headers: { 'content-type': 'application/json' }, body });
  return { status: res.status, body: (await res.json()) as Answer['body'] };
}

const operation = (query: string, variables?: Record<string, unknown>) => JSON.stringify({ query, variables });
const aliased = (count: number, field: string) => `{ ${Array.from({ length: count }, (_, i) => `a${i}: ${field}`).join(' ')} }`;
/** `__type { fields { type { ofType { … name } } } }`, `levels` fields deep. */
const introspectionChain = (levels: number) => `{ __type(name: "User") { fields { type { ${'ofType { '.repeat(levels - 4)}name${' }'.repeat(levels - 4)} } } } }`;

const SEARCH_RESULT = '{ matchScore isConnected hasPendingRequest user { id displayName firstName lastName profileImageUrl email location bio } }';

function expectRefused(answer: Answer, message: RegExp) {
  expect(answer.status).toBe(400);
  expect(answer.body.data ?? null).toBeNull();
  expect(answer.body.errors?.[0].message).toMatch(message);
}

describe('aliases, depth and document size', () => {
  it('refuses 16 aliases of the relationship calculator without running any of them', async () => {
    const answer = await send(alice.client, operation(aliased(16, `relationshipBetween(fromId: "${alice.selfMemberId}", toId: "${alice.selfMemberId}") { description }`)));
    expectRefused(answer, /too many aliases: at most 15/);
  });

  it('counts aliased __typename fields as aliases too', async () => {
    expectRefused(await send(alice.client, operation(aliased(16, '__typename'))), /too many aliases/);
    expect((await send(alice.client, operation(aliased(15, '__typename')))).status).toBe(200);
  });

  it('refuses 100 and 1,000 aliases of searchUsers(first: 50)', async () => {
    for (const count of [100, 1000]) {
      const answer = await send(alice.client, operation(aliased(count, 'searchUsers(query: "Limits", first: 50) { matchScore }')));
      expectRefused(answer, /too long: at most 1000 tokens|too many aliases/);
    }
  });

  it('refuses fields nested deeper than 10 levels and answers 10', async () => {
    expectRefused(await send(alice.client, operation(introspectionChain(11))), /nests fields too deeply: at most 10 levels/);
    const within = await send(alice.client, operation(introspectionChain(10)));
    expect(within.status).toBe(200);
    expect(within.body.errors).toBeUndefined();
  });

  it('refuses a document of more than 1,000 tokens', async () => {
    expectRefused(await send(alice.client, operation(`{ me { ${'id '.repeat(1000)} } }`)), /This query is too long: at most 1000 tokens/);
  });

  it('refuses a 1.9 MB document of 95,000 aliased __typename before reading it', async () => {
    const answer = await send(mallory.client, operation(aliased(95_000, '__typename')));
    expect(answer.status).toBe(413);
    expect(answer.body.errors?.[0]).toMatchObject({ message: 'The request body is larger than the server accepts.', extensions: { code: 'PAYLOAD_TOO_LARGE' } });
  });
});

describe('costs that grow with the page size', () => {
  it('refuses ten searches of 50 results in one query but answers ten of 5', async () => {
    expectRefused(await send(alice.client, operation(aliased(10, `searchUsers(query: "Limits", first: 50) ${SEARCH_RESULT}`))), /asks for too much at once \(this one costs \d+\): at most 5000/);
    const small = await send(alice.client, operation(aliased(10, `searchUsers(query: "Limits", first: 5) ${SEARCH_RESULT}`)));
    expect(small.status).toBe(200);
    expect(small.body.errors).toBeUndefined();
  });

  it('costs page sizes sent as variables, also for a document it has seen before', async () => {
    const query = `query Search($n: Int!) ${aliased(10, `searchUsers(query: "Limits", first: $n) ${SEARCH_RESULT}`)}`;
    expect((await send(alice.client, operation(query, { n: 5 }))).status).toBe(200);
    expectRefused(await send(alice.client, operation(query, { n: 50 })), /asks for too much at once/);
  });

  it('refuses three tree windows of 30 generations each way but answers one', async () => {
    const window = 'familyTree(generationsUp: 30, generationsDown: 30) { focusId hasMoreAbove hasMoreBelow nodes { id generation firstName lastName dateOfBirth dateOfDeath gender isAlive isSelf profilePictureUrl } edges { id kind fromId toId partnerKind } }';
    const one = await send(alice.client, operation(`{ ${window} }`));
    expect(one.status).toBe(200);
    expect(one.body.errors).toBeUndefined();
    expectRefused(await send(alice.client, operation(aliased(3, window))), /asks for too much at once/);
  });
});

describe('what stays allowed', () => {
  it('keeps every query and mutation of the web app within the limits at its largest', () => {
    const schema = buildSchema();
    const largest: Record<string, unknown> = { generationsUp: 30, generationsDown: 30, first: 200, offset: 0, activityCount: 50 };
    const documents = Object.entries(webDocuments).filter(([name]) => name.endsWith('Document'));
    expect(documents.length).toBeGreaterThan(20);
    for (const [name, value] of documents) {
      const document = value as unknown as DocumentNode;
      const definition = document.definitions.find((d) => d.kind === Kind.OPERATION_DEFINITION) as OperationDefinitionNode;
      const variables = Object.fromEntries(
        (definition.variableDefinitions ?? []).map((v) => [v.variable.name.value, largest[v.variable.name.value] ?? sample(typeFromAST(schema, v.type as never) as GraphQLInputType)]),
      );
      expect([name, tokens(print(document)) <= QUERY_LIMITS.tokens]).toEqual([name, true]);
      expect([name, validate(schema, document, [...specifiedRules, ...queryShapeRules]).map((e) => e.message)]).toEqual([name, []]);
      expect([name, costProblem(schema, document, { variables })?.message]).toEqual([name, undefined]);
    }
  });

  // The leaderboard's places are counted once, by its `first` (1–100): its list of entries is that page.
  it("answers the family leaderboard's largest page as the discovery challenges page asks for it (all 100 places)", async () => {
    const answer = await send(alice.client, operation(print(webDocuments.ChallengeLeaderboardDocument as unknown as DocumentNode), { seasonId: null, first: 100 }));
    expect({ status: answer.status, errors: answer.body.errors?.map((e) => e.message) }).toEqual({ status: 200, errors: undefined });
  });

  it("answers the sandbox's schema query", async () => {
    const query = getIntrospectionQuery({ descriptions: true, specifiedByUrl: true, directiveIsRepeatable: true, schemaDescription: true, inputValueDeprecation: true });
    const answer = await send(alice.client, operation(query));
    expect(answer.status).toBe(200);
    expect(answer.body.errors).toBeUndefined();
    expect((answer.body.data as { __schema: { types: unknown[] } }).__schema.types.length).toBeGreaterThan(30);
  });
});

describe('batches and suggestions', () => {
  it('refuses a batch of operations and runs none of them', async () => {
    const create = { query: 'mutation { createAccessToken(name: "batched") { secret } }' };
    const res = await alice.client.fetch('/graphql', { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify([create, create]) });
    expect(res.status).toBe(400);
    expect(((await res.json()) as Answer['body']).errors?.[0].message).toMatch(/batching disabled/i);
    const { data } = await alice.client.gql<{ accessTokens: { name: string }[] }>('{ accessTokens { name } }');
    expect(data!.accessTokens.filter((t) => t.name === 'batched')).toEqual([]);
  });

  it('gives signed-out callers no "Did you mean" hints, and signed-in users keep them', async () => {
    const stranger = new TestClient(app.url);
    for (const query of ['{ me { idd } }', '{ signInOptions { registratio } }', '{ searchUsers(query: "ab", by: nmae) { matchScore } }']) {
      const hidden = await send(stranger, operation(query));
      expect(hidden.status).toBe(400);
      expect(hidden.body.errors?.[0].message).not.toMatch(/Did you mean/);
      expect((await send(alice.client, operation(query))).body.errors?.[0].message).toMatch(/Did you mean/);
    }
  });
});

describe('what a refusal costs', () => {
  // Counted in SQL statements, not milliseconds: a document that ran would read the database for
  // each of its searches, calculations or suggestion lists. How long a refusal takes is measured
  // by `npm run bench:attacks`.
  const relationship = () => `relationshipBetween(fromId: "${alice.selfMemberId}", toId: "${alice.selfMemberId}") { description }`;
  const attacks = (): Record<string, string> => ({
    '1,000 aliased searches': operation(aliased(1000, 'searchUsers(query: "Limits", first: 50) { matchScore }')),
    '1,000 aliased relationship calculations': operation(aliased(1000, relationship())),
    '1,000 aliased suggestion lists': operation(aliased(1000, 'connectionSuggestions(first: 50) { nodes { reason } }')),
    '95,000 aliased __typename': operation(aliased(95_000, '__typename')),
    '16 aliased relationship calculations': operation(aliased(16, relationship())),
    'ten searches of 50 results': operation(aliased(10, `searchUsers(query: "Limits", first: 50) ${SEARCH_RESULT}`)),
    '30 levels of nesting': operation(introspectionChain(30)),
    '1,000 repeated fields': operation(`{ me { ${'id '.repeat(1000)} } }`),
  });
  /** A document refused for a misspelt field: what any refusal costs (the caller's session). */
  const MISSPELT = operation('{ me { idd } }');
  /** A few statements more than counted once, for what a request may do now and then (renewing its session). */
  const NOW_AND_THEN = 3;

  let statements: StatementCounter;
  beforeAll(async () => (statements = await countStatements(app.orm)));
  afterAll(() => statements.stop());

  it('refuses each hostile document of a signed-in caller before running any of it: no statement more than a misspelt field costs', async () => {
    const misspelt = await statements.during(() => send(alice.client, MISSPELT));
    expect(misspelt.result.status).toBe(400);
    // The count sees a resolver's work: three calculations that run read the database.
    const ran = await statements.during(() => send(alice.client, operation(aliased(3, relationship()))));
    expect(ran.result.body.errors).toBeUndefined();
    expect(ran.statements).toBeGreaterThan(misspelt.statements + 2);

    const costs: Record<string, number> = {};
    for (const [attack, body] of Object.entries(attacks())) {
      // An attacker sends the same document again and again.
      for (let i = 0; i < 3; i++) {
        const { statements: sent, result } = await statements.during(() => send(alice.client, body));
        expect([attack, result.status >= 400 && result.status < 500]).toEqual([attack, true]);
        costs[attack] = Math.max(costs[attack] ?? 0, sent);
      }
    }
    expect(Object.entries(costs).filter(([, sent]) => sent > misspelt.statements)).toEqual([]);
  });

  it('keeps answering a signed-in user during a stream of attacks, which cost no more than their refusals', async () => {
    const normal = operation('{ me { id displayName } familyTree(generationsUp: 2, generationsDown: 2) { nodes { id firstName } } }');
    let usual = 0;
    for (let i = 0; i < 5; i++) {
      const { statements: sent, result } = await statements.during(() => send(alice.client, normal));
      expect(result.body.errors).toBeUndefined();
      usual = Math.max(usual, sent);
    }
    const refusal = (await statements.during(() => send(mallory.client, MISSPELT))).statements;

    const bodies = Object.values(attacks());
    let attacking = true;
    const attackStatuses: number[] = [];
    const attacker = async (offset: number) => {
      for (let i = offset; attacking; i++) attackStatuses.push((await send(mallory.client, bodies[i % bodies.length])).status);
    };
    statements.reset();
    const attackers = [attacker(0), attacker(3)];
    const answers: Answer[] = [];
    try {
      // However long it takes: alice asks at least 15 times, and the attackers have 40 documents refused meanwhile.
      while (answers.length < 15 || attackStatuses.length < 40) answers.push(await send(alice.client, normal));
    } finally {
      attacking = false;
      await Promise.all(attackers);
    }
    expect(answers.filter((a) => a.status !== 200 || a.body.errors)).toEqual([]);
    expect(attackStatuses.filter((status) => status < 400 || status >= 500)).toEqual([]);
    // Every statement sent meanwhile was one of alice's answers or a refusal's: no attack ran.
    expect(statements.count).toBeLessThanOrEqual(answers.length * usual + attackStatuses.length * refusal + NOW_AND_THEN);
  });
});

describe('request timeout', () => {
  let slow: TestApp;
  let bob: Person;
  let locker: pg.Client;

  beforeAll(async () => {
    slow = await startTestApp({ REQUEST_TIMEOUT_SECONDS: '0.5' });
    bob = await buildUser(slow, { name: 'Bob Timeout' });
    locker = new pg.Client({ connectionString: process.env.KINFOLK_TEST_DB_URL });
    await locker.connect();
  });
  afterAll(async () => {
    await locker.end();
    await slow.close();
  });

  /**
   * Runs `during` while another connection holds the members table, so reads of it wait: the lock is
   * let go once `during` has its answers (or, should it wait for the lock, after 20 s), so an answer
   * that came while the statement waited can only be the request timeout's.
   */
  async function whileMembersAreLocked<T>(during: () => Promise<T>): Promise<T> {
    await locker.query('begin');
    await locker.query('lock table family_members in access exclusive mode');
    let timer: NodeJS.Timeout | undefined;
    try {
      return await Promise.race([during(), new Promise<never>((_, reject) => (timer = setTimeout(() => reject(new Error('No answer while the members table was locked')), 20_000)))]);
    } finally {
      clearTimeout(timer);
      await locker.query('rollback');
    }
  }

  it('answers a GraphQL read that takes too long with 503 and Retry-After, and serves others meanwhile', async () => {
    await whileMembersAreLocked(async () => {
      const res = await bob.client.fetch('/graphql', { method: 'POST', headers: { 'content-type': 'application/json' }, body: operation('{ familyMembers { nodes { id } } }') });
      expect(res.status).toBe(503);
      expect(Number(res.headers.get('retry-after'))).toBeGreaterThan(0);
      const body = (await res.json()) as Answer['body'];
      expect(body.errors?.[0]).toMatchObject({ message: expect.stringMatching(/took too long/), extensions: { code: 'SERVICE_UNAVAILABLE', requestId: res.headers.get('x-request-id') } });
      expect((await bob.client.gql('{ me { id } }')).data).toEqual({ me: { id: bob.id } });
    });
  });

  it('answers a REST read that takes too long with 503, Retry-After and the request id', async () => {
    await whileMembersAreLocked(async () => {
      const res = await bob.client.fetch(`/api/family-members/user/${bob.id}`);
      expect(res.status).toBe(503);
      expect(Number(res.headers.get('retry-after'))).toBeGreaterThan(0);
      expect(await res.text()).toBe(`The server took too long to answer and stopped. Ask for less at once, or try again in a moment.\nRequest id: ${res.headers.get('x-request-id')}`);
    });
  });

  it('lets a mutation run to its end, so that its answer says whether it was saved', async () => {
    await locker.query('begin');
    await locker.query('lock table family_members in access exclusive mode');
    const answer = bob.client.gql<{ addFamilyMember: { member: { id: string } } }>('mutation { addFamilyMember(input: { firstName: "Patient", lastName: "Writer", relationshipType: other }) { member { id } } }');
    let waited = false;
    try {
      // The lock is let go only once the mutation has waited for it twice as long as the request timeout (0.5 s).
      const waitingSinceASecond = `select count(*)::int as n from pg_stat_activity
        where pid <> pg_backend_pid() and datname = current_database() and wait_event_type = 'Lock' and clock_timestamp() - query_start > interval '1 second'`;
      for (const until = Date.now() + 20_000; !waited && Date.now() < until; await new Promise((resolve) => setTimeout(resolve, 50))) {
        waited = (await locker.query<{ n: number }>(waitingSinceASecond)).rows[0].n > 0;
      }
    } finally {
      await locker.query('rollback');
    }
    expect(waited).toBe(true);
    expect((await answer).errors).toBeUndefined();
    const { data } = await bob.client.gql<{ familyMembers: { nodes: { firstName: string }[] } }>('{ familyMembers(search: "Patient") { nodes { firstName } } }');
    expect(data!.familyMembers.nodes).toEqual([{ firstName: 'Patient' }]);
  });
});

/** Lexical tokens in a GraphQL document, as the parser counts them for its limit. */
function tokens(source: string) {
  const lexer = new Lexer(new Source(source));
  let count = 0;
  while (lexer.advance().kind !== TokenKind.EOF) count++;
  return count;
}

const SAMPLE_SCALARS: Record<string, unknown> = { ID: '00000000-0000-4000-8000-000000000000', String: 'ab', Int: 0, Float: 0, Boolean: true, Date: '2000-01-01', DateTime: '2000-01-01T00:00:00Z', JSON: {}, Upload: null };

/** A value of the input type, with every required field filled in. */
function sample(type: GraphQLInputType): unknown {
  if (isNonNullType(type)) return sample(type.ofType);
  if (isListType(type)) return [sample(type.ofType)];
  if (isEnumType(type)) return type.getValues()[0].name;
  if (isInputObjectType(type)) return Object.fromEntries(Object.values(type.getFields()).filter((f) => isNonNullType(f.type)).map((f) => [f.name, sample(f.type)]));
  return SAMPLE_SCALARS[type.name];
}

import { startTestApp, type TestApp } from '../test/test-app.ts';
import { TestClient } from '../test/client.ts';
import { buildUser, type Person } from '../test/factories.ts';
import { captureLog } from '../src/log.ts';

type ErrorLine = { level: string; method: string; path: string; err: { message: string; stack: string } };
/** The error lines the server logged for one request. */
const errorLines = (lines: Record<string, unknown>[], requestId: string) => lines.filter((l) => l.requestId === requestId && l.level === 'error') as unknown as ErrorLine[];

/** What an error answer must never show: stack frames, source files, the server's folders, SQL or driver internals. */
const INTERNALS = /\n\s+at |stacktrace|\.[cm]?[jt]s\b|node_modules|\/(work|home|tmp|usr|srv)\/|\b(select|insert|update|delete)\b.*\b(from|into|set)\b|relation "|Exception\b|TypeError|ReferenceError/i;

let app: TestApp;
let ann: Person;
const nodeEnv = process.env.NODE_ENV;

beforeAll(async () => {
  // Development mode is where Apollo and Koa would add stack traces: the masking must not depend on it.
  process.env.NODE_ENV = 'development';
  app = await startTestApp();
  ann = await buildUser(app, { name: 'Ann Masking' });
});
afterAll(async () => {
  await app.close();
  process.env.NODE_ENV = nodeEnv;
});

const json = { 'content-type': 'application/json' };

/** A GraphQL answer's status, body and request id, checked for internals and a request id that matches the header. */
async function graphqlAnswer(res: Response) {
  const text = await res.text();
  expect(text).not.toMatch(INTERNALS);
  const body = JSON.parse(text) as { data?: unknown; errors: { message: string; extensions: Record<string, unknown> }[] };
  const requestId = res.headers.get('x-request-id');
  expect(requestId).toMatch(/^[0-9a-f-]{36}$/);
  for (const error of body.errors) {
    expect(error.extensions.requestId).toBe(requestId);
    expect(Object.keys(error.extensions).sort()).toEqual(expect.arrayContaining(['code', 'requestId']));
    expect(error.extensions).not.toHaveProperty('stacktrace');
    expect(error.extensions).not.toHaveProperty('exception');
  }
  return { status: res.status, body, error: body.errors[0] };
}

/** A REST error answer: a sentence, then the request id on its own line. */
async function restAnswer(res: Response) {
  const text = await res.text();
  expect(text).not.toMatch(INTERNALS);
  const [sentence, idLine, ...rest] = text.split('\n');
  expect(rest).toEqual([]);
  expect(idLine).toBe(`Request id: ${res.headers.get('x-request-id')}`);
  expect(res.headers.get('content-type')).toMatch(/^text\/plain/);
  return { status: res.status, sentence };
}

const post = (client: TestClient, body: string) => client.fetch('/graphql', { method: 'POST', headers: json, body });

describe('GraphQL error answers', () => {
  it('refuses a malformed date in a variable with a sentence and no stack trace', async () => {
    const res = await post(ann.client, JSON.stringify({ query: 'mutation($d: Date) { updateProfile(input: { dateOfBirth: $d }) { id } }', variables: { d: '2020-13-45' } }));
    const { status, error } = await graphqlAnswer(res);
    expect(status).toBe(400);
    expect(error).toMatchObject({ message: expect.stringContaining('2020-13-45 is not a real date.'), extensions: { code: 'BAD_USER_INPUT' } });
  });

  it('refuses a malformed date written in the query', async () => {
    const { status, error } = await graphqlAnswer(await post(ann.client, JSON.stringify({ query: 'mutation { updateProfile(input: { dateOfBirth: "2020-02-30" }) { id } }' })));
    expect(status).toBe(400);
    expect(error.message).toBe('2020-02-30 is not a real date.');
  });

  it('refuses a query that does not parse', async () => {
    const { status, error } = await graphqlAnswer(await post(ann.client, JSON.stringify({ query: '{ me { id ' })));
    expect(status).toBe(400);
    expect(error).toMatchObject({ message: 'Syntax Error: Expected Name, found <EOF>.', extensions: { code: 'GRAPHQL_PARSE_FAILED' } });
  });

  it('refuses a query that asks for an unknown field or a wrongly typed variable', async () => {
    const unknown = await graphqlAnswer(await post(ann.client, JSON.stringify({ query: '{ me { shoeSize } }' })));
    expect(unknown.status).toBe(400);
    expect(unknown.error).toMatchObject({ message: 'Cannot query field "shoeSize" on type "User".', extensions: { code: 'GRAPHQL_VALIDATION_FAILED' } });
    const typed = await graphqlAnswer(await post(ann.client, JSON.stringify({ query: 'query($n: Int!) { recentActivity(first: $n) { id } }', variables: { n: 'many' } })));
    expect(typed.status).toBe(400);
    expect(typed.error.extensions.code).toBe('BAD_USER_INPUT');
  });

  it('refuses a body that is not JSON in GraphQL’s shape', async () => {
    const { status, error } = await graphqlAnswer(await post(ann.client, '{"query": "{ me { id } }"'));
    expect(status).toBe(400);
    expect(error).toMatchObject({ message: 'The request body is not valid JSON.', extensions: { code: 'BAD_USER_INPUT' } });
  });

  it('refuses a multipart request whose map names a file that was not sent', async () => {
    const form = new FormData();
    form.append('operations', JSON.stringify({ query: 'mutation($f: Upload) { updateProfile(input: { profileImage: $f }) { id } }', variables: { f: null } }));
    form.append('map', JSON.stringify({ 0: ['variables.f'] }));
    const res = await ann.client.fetch('/graphql', { method: 'POST', headers: { 'apollo-require-preflight': 'true' }, body: form });
    const { status, error } = await graphqlAnswer(res);
    expect(status).toBe(400);
    expect(error.extensions.code).toBe('BAD_USER_INPUT');
    expect(error.message).toMatch(/file/i);
  });

  it('masks an unexpected failure and logs it once with the request id, method, path and stack', async () => {
    const logged = captureLog();
    await app.orm.em.getConnection().execute('alter table events rename to events_hidden');
    try {
      const res = await post(ann.client, JSON.stringify({ query: '{ recentActivity { id summary } }' }));
      const { error } = await graphqlAnswer(res);
      expect(error.message).toBe('Something went wrong on our side. Please try again; if it keeps happening, tell the administrator the request id.');
      expect(error.extensions.code).toBe('INTERNAL_SERVER_ERROR');
      const lines = errorLines(logged.lines, res.headers.get('x-request-id')!);
      expect(lines).toHaveLength(1);
      expect(lines[0]).toMatchObject({ level: 'error', method: 'POST', path: '/graphql' });
      expect(lines[0].err.message).toMatch(/"events"/);
      expect(lines[0].err.stack).toMatch(/\n\s+at /);
    } finally {
      await app.orm.em.getConnection().execute('alter table events_hidden rename to events');
      logged.stop();
    }
  });
});

describe('REST error answers', () => {
  it('refuses a malformed date with a sentence ending with the request id', async () => {
    const member = await ann.client.fetch('/api/family-members', { method: 'POST', headers: json, body: JSON.stringify({ first_name: 'Ada', last_name: 'Lovelace', date_of_birth: '1815-13-45' }) });
    expect(await restAnswer(member)).toEqual({ status: 400, sentence: expect.stringMatching(/dateOfBirth/) });
    const profile = await ann.client.fetch('/api/user/profile', { method: 'PUT', headers: json, body: JSON.stringify({ dateOfBirth: 'yesterday' }) });
    expect(await restAnswer(profile)).toEqual({ status: 400, sentence: expect.stringMatching(/dateOfBirth/) });
  });

  it('refuses a body that is not JSON', async () => {
    const res = await ann.client.fetch('/api/family-members', { method: 'POST', headers: json, body: '{"first_name": "Ada",' });
    expect(await restAnswer(res)).toEqual({ status: 400, sentence: 'The request body is not valid JSON.' });
  });

  it('refuses a multipart body that cannot be read', async () => {
    const res = await ann.client.fetch('/api/user/profile', { method: 'PUT', headers: { 'content-type': 'multipart/form-data; boundary=xyz' }, body: '--xyz\r\nContent-Disposition: form-data; name="bio"\r\n\r\nunfinished' });
    const { status, sentence } = await restAnswer(res);
    expect(status).toBe(400);
    expect(sentence).toMatch(/\.$/);
  });

  it('masks an unexpected failure and logs it once with the request id, method and path', async () => {
    const logged = captureLog();
    await app.orm.em.getConnection().execute('alter table family_members rename to family_members_hidden');
    try {
      const res = await ann.client.fetch(`/api/family-members/user/${ann.id}`);
      expect(await restAnswer(res)).toEqual({ status: 500, sentence: 'Something went wrong on our side. Please try again; if it keeps happening, tell the administrator the request id.' });
      const lines = errorLines(logged.lines, res.headers.get('x-request-id')!);
      expect(lines).toHaveLength(1);
      expect(lines[0]).toMatchObject({ level: 'error', method: 'GET', path: `/api/family-members/user/${ann.id}` });
      expect(lines[0].err.stack).toMatch(/\n\s+at /);
    } finally {
      await app.orm.em.getConnection().execute('alter table family_members_hidden rename to family_members');
      logged.stop();
    }
  });

  it('sends a request id with every answer, successful or not', async () => {
    const stranger = new TestClient(app.url);
    for (const path of ['/api/auth/user', '/graphql?query=%7B__typename%7D', '/no/such/page', `/api/family-members/user/${ann.id}`]) {
      const res = await (path.startsWith('/api/family') ? ann.client : stranger).fetch(path, { headers: { 'apollo-require-preflight': 'true', accept: 'application/json' } });
      expect([path, res.headers.get('x-request-id')]).toEqual([path, expect.stringMatching(/^[0-9a-f-]{36}$/)]);
    }
  });
});

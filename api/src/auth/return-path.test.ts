import { startTestApp, type TestApp } from '../../test/test-app.ts';
import { TestClient } from '../../test/client.ts';
import { interact } from '../../test/accounts.ts';
import { safeReturnPath } from './return-path.ts';
import { Session } from '../sessions/session.entity.ts';

const ME = '{ me { email isOnboarded } }';
const ELSEWHERE = ['//evil.example', '//evil.example/family-tree', 'https://evil.example/', 'http:evil.example', '/\\evil.example', '/.//evil.example', '/a/..//evil.example', 'javascript:alert(1)', 'family-tree'];

describe('safeReturnPath', () => {
  it('keeps a path of this site with its query and fragment', () => {
    expect(safeReturnPath('/family-tree?tree=7f3c')).toBe('/family-tree?tree=7f3c');
    expect(safeReturnPath('/profile#photo')).toBe('/profile#photo');
    expect(safeReturnPath('/')).toBe('/');
  });

  it.each(ELSEWHERE)('refuses %s, which is not a path of this site', (value) => {
    expect(safeReturnPath(value)).toBeNull();
  });

  it("refuses the server's own endpoints, control characters and anything but text", () => {
    for (const value of ['/api/login', '/api/logout', '/oidc/auth', '/graphql', '/uploads/x.png', '/x/../api/login', '/a\tb', '/a\nb', '', undefined, ['/a'], 42]) {
      expect(safeReturnPath(value)).toBeNull();
    }
  });
});

/** Opens /api/login with `query` and signs in on the development provider's page; answers where the browser ends up. */
async function signInFrom(client: TestClient, query: string) {
  const page = await (await client.fetch(`/api/login?${query}`, { follow: true })).text();
  const action = /action="([^"]+)"/.exec(page)?.[1];
  if (!action) throw new Error(`No sign-in form:\n${page.slice(0, 500)}`);
  const res = await client.fetch(action, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({ name: 'Rosa Parks', email: `rosa-${crypto.randomUUID()}@example.com` }),
    follow: true,
  });
  return new URL(res.url);
}

describe('returning to the page a signed-out visitor was on', () => {
  let app: TestApp;
  beforeAll(async () => (app = await startTestApp()));
  afterAll(() => app.close());

  it('sends a new user back to that page once signed in, where onboarding starts', async () => {
    const client = new TestClient(app.url);
    const landed = await signInFrom(client, `return_to=${encodeURIComponent('/family-tree?tree=7f3c')}`);
    expect(`${landed.origin}${landed.pathname}${landed.search}`).toBe(`${app.url}/family-tree?tree=7f3c`);
    expect((await client.gql(ME)).data?.me).toMatchObject({ isOnboarded: false });
  });

  it.each(ELSEWHERE)('sends the person to / instead of %s', async (target) => {
    const client = new TestClient(app.url);
    const landed = await signInFrom(client, `return_to=${encodeURIComponent(target)}`);
    expect(landed.origin).toBe(app.url);
    expect(landed.pathname).toBe('/');
  });

  it('takes a raw, unencoded address no more than an encoded one', async () => {
    const landed = await signInFrom(new TestClient(app.url), 'return_to=//evil.example');
    expect(landed.href).toBe(`${app.url}/`);
  });

  it('forgets the page once used', async () => {
    const client = new TestClient(app.url);
    await signInFrom(client, `return_to=${encodeURIComponent('/stories')}`);
    const row = await app.orm.em.fork().findOneOrFail(Session, { sid: client.cookies.get('kinfolk.sid')! });
    expect(row.sess).toMatchObject({ userId: expect.any(String) });
    expect(row.sess).not.toHaveProperty('signInIntent');
  });
});

describe("returning to the page after creating an account on the server's sign-in page", () => {
  let app: TestApp;
  beforeAll(async () => (app = await startTestApp({ DEV_SIGN_IN: 'false' }, { freshDatabase: true })));
  afterAll(() => app.close());

  it('keeps the page through registration', async () => {
    const client = new TestClient(app.url);
    const res = await client.fetch(`/api/login?return_to=${encodeURIComponent('/family-tree?tree=7f3c')}`, { follow: true });
    const uid = /^\/sign-in\/([^/]+)$/.exec(new URL(res.url).pathname)![1];
    const done = await interact(client, uid, 'register', { firstName: 'Ada', lastName: 'Admin', email: 'root@example.com', password: 'copper kettle river moon' });
    const landed = new URL(done.finalUrl!);
    expect(`${landed.pathname}${landed.search}`).toBe('/family-tree?tree=7f3c');
    expect((await client.gql(ME)).data?.me).toMatchObject({ email: 'root@example.com' });
  });
});

import { startTestApp, type TestApp } from '../../test/test-app.ts';
import { TestClient } from '../../test/client.ts';
import { Session } from '../sessions/session.entity.ts';
import { signInWithClaims } from '../modules/accounts/account.service.ts';

let app: TestApp;
beforeAll(async () => (app = await startTestApp()));
afterAll(() => app.close());

const ME = '{ me { id email firstName lastName isOnboarded sub } }';

describe('sign-in through the development provider', () => {
  it('starts an authorization-code flow with PKCE, state and nonce', async () => {
    const client = new TestClient(app.url);
    const res = await client.fetch('/api/connect/oidc');
    const location = new URL(res.headers.get('location')!);
    expect(location.pathname).toBe('/oidc/auth');
    expect(location.searchParams.get('response_type')).toBe('code');
    expect(location.searchParams.get('code_challenge_method')).toBe('S256');
    expect(location.searchParams.get('state')).toBeTruthy();
    expect(location.searchParams.get('nonce')).toBeTruthy();
  });

  it('creates the user from the provider claims, signs them in and returns to /', async () => {
    const client = new TestClient(app.url);
    const { email, finalUrl } = await client.signIn({ name: 'Ada King Lovelace', email: 'Ada.Lovelace@Example.com' });
    expect(new URL(finalUrl).pathname).toBe('/');
    const { data } = await client.gql(ME);
    expect(data?.me).toMatchObject({ email: email.toLowerCase(), firstName: 'Ada King', lastName: 'Lovelace', isOnboarded: false });
    expect((data?.me as { sub: string }).sub).toMatch(/^dev-/);
  });

  it('finds the same user again by email on the next sign-in', async () => {
    const first = new TestClient(app.url);
    const { email } = await first.signIn();
    const second = new TestClient(app.url);
    await second.signIn({ email });
    const a = await first.gql<{ me: { id: string } }>(ME);
    const b = await second.gql<{ me: { id: string } }>(ME);
    expect(b.data?.me.id).toBe(a.data?.me.id);
  });

  it('gives a new session id on sign-in (no fixation)', async () => {
    const client = new TestClient(app.url);
    await client.fetch('/api/connect/oidc'); // grant state lives in a pre-sign-in session
    const before = client.cookies.get('kinfolk.sid');
    expect(before).toBeTruthy();
    await client.signIn();
    const after = client.cookies.get('kinfolk.sid');
    expect(after).toBeTruthy();
    expect(after).not.toBe(before);
  });

  it('keeps sessions server-side in the sessions table, with an expiry', async () => {
    const client = new TestClient(app.url);
    await client.signIn();
    const sid = client.cookies.get('kinfolk.sid')!;
    const row = await app.orm.em.fork().findOne(Session, { sid });
    expect(row?.sess).toMatchObject({ userId: expect.any(String) });
    expect(row!.expire.getTime()).toBeGreaterThan(Date.now());
  });

  it('treats a tampered session cookie as signed out', async () => {
    const client = new TestClient(app.url);
    await client.signIn();
    client.cookies.set('kinfolk.sid', client.cookies.get('kinfolk.sid')!.replace(/.$/, (c) => (c === 'a' ? 'b' : 'a')));
    expect((await client.gql(ME)).data?.me).toBeNull();
    expect((await client.fetch('/api/auth/user')).status).toBe(401);
  });

  it('ends a session past its absolute lifetime', async () => {
    const client = new TestClient(app.url);
    await client.signIn();
    const em = app.orm.em.fork();
    const row = await em.findOneOrFail(Session, { sid: client.cookies.get('kinfolk.sid')! });
    row.sess = { ...row.sess, signedInAt: Date.now() - 31 * 24 * 3600 * 1000 };
    await em.flush();
    expect((await client.gql(ME)).data?.me).toBeNull();
  });

  it('signs out: the session is destroyed and the provider session ended', async () => {
    const client = new TestClient(app.url);
    await client.signIn();
    const sid = client.cookies.get('kinfolk.sid')!;
    const res = await client.fetch('/api/logout', { method: 'POST' });
    expect(new URL(res.headers.get('location')!).pathname).toBe('/oidc/session/end');
    expect(await app.orm.em.fork().findOne(Session, { sid })).toBeNull();
    expect((await client.gql(ME)).data?.me).toBeNull();
  });

  it('links a new subject to an existing account by email only when the provider verified the email', async () => {
    const client = new TestClient(app.url);
    const { email } = await client.signIn();
    const claim = (emailVerified: boolean) => signInWithClaims(app.orm.em.fork(), app.config, { sub: `other-${emailVerified}`, email, emailVerified });
    await expect(claim(false)).rejects.toMatchObject({ code: 'FORBIDDEN' });
    const linked = await claim(true);
    expect(linked.email).toBe(email);
  });

  it("sends a callback without a flow back to the landing page with a reason, not the provider's words", async () => {
    const client = new TestClient(app.url);
    const res = await client.fetch('/api/auth/callback');
    expect(res.status).toBe(302);
    expect(res.headers.get('location')).toBe('/?sign_in_error=failed');
    expect((await client.gql(ME)).data?.me).toBeNull();
  });

  it('names a sign-in the person cancelled at the provider as cancelled', async () => {
    const client = new TestClient(app.url);
    await client.fetch('/api/connect/oidc');
    const res = await client.fetch('/api/connect/oidc/callback?error=access_denied', { follow: true });
    expect(new URL(res.url).search).toBe('?sign_in_error=cancelled');
  });

  it('answers a callback with no grant session with the landing page and a reason', async () => {
    const client = new TestClient(app.url);
    const res = await client.fetch('/api/connect/oidc/callback?code=x&state=y', { follow: true });
    expect(new URL(res.url).pathname).toBe('/');
    expect(new URL(res.url).searchParams.get('sign_in_error')).toBe('expired');
  });
});

import { SMTPServer } from 'smtp-server';
import { startTestApp, type TestApp } from '../../../test/test-app.ts';
import { TestClient } from '../../../test/client.ts';
import { freePort } from '../../../test/free-port.ts';
import { interact, openSignInPage, register, signInWithPassword, STRONG_PASSWORD } from '../../../test/accounts.ts';
import { ConfigError, loadConfig } from '../../config.ts';
import { ACCOUNT_ATTEMPTS } from './sign-in-limits.ts';
import { NOT_INVITED, signInWithClaims, signInWithPassword as signInWithPasswordService } from './account.service.ts';

const ME = '{ me { id email role hasPassword } }';
const OPTIONS = '{ signInOptions { needsAdministrator registration builtInAccounts passwordResetByEmail } }';
const INVITE = 'mutation($note: String) { createInvitation(input: { note: $note }) { url invitation { id status note } } }';

const tokenOf = (url: string) => new URL(url).searchParams.get('invitation')!;
const resetTokenOf = (url: string) => new URL(url).pathname.split('/').pop()!;

describe('accounts on a new server (invitation only)', () => {
  let app: TestApp;
  let admin: TestClient;
  beforeAll(async () => {
    app = await startTestApp({ DEV_SIGN_IN: 'false' }, { freshDatabase: true });
    admin = new TestClient(app.url);
  });
  afterAll(() => app.close());

  it('offers to create the administrator account on the first visit, and makes the first account the administrator', async () => {
    const visitor = new TestClient(app.url);
    expect((await visitor.gql(OPTIONS)).data?.signInOptions).toEqual({ needsAdministrator: true, registration: 'INVITE', builtInAccounts: true, passwordResetByEmail: false });
    const done = await register(admin, { email: 'root@example.com', firstName: 'Ada', lastName: 'Admin' });
    expect(new URL(done.finalUrl!).pathname).toBe('/');
    expect((await admin.gql(ME)).data?.me).toMatchObject({ email: 'root@example.com', role: 'ADMINISTRATOR', hasPassword: true });
    expect((await visitor.gql(OPTIONS)).data?.signInOptions).toMatchObject({ needsAdministrator: false });
  });

  it('refuses to create an account without an invitation, and creates nothing', async () => {
    const stranger = new TestClient(app.url);
    const res = await register(stranger, { email: 'stranger@example.com' });
    expect(res.status).toBe(403);
    expect(res.message).toMatch(/invitation only/);
    expect(await signInWithPassword(new TestClient(app.url), 'stranger@example.com')).toMatchObject({ status: 401 });
  });

  it('lets a person with an invitation link join as a member, once', async () => {
    const created = await admin.gql<{ createInvitation: { url: string; invitation: { id: string; status: string } } }>(INVITE, { note: 'For cousin Bea' });
    const { url, invitation } = created.data!.createInvitation;
    expect(invitation.status).toBe('PENDING');
    const token = tokenOf(url);
    const preview = await new TestClient(app.url).gql('query($t: String!) { invitationPreview(token: $t) { inviterName note } }', { t: token });
    expect(preview.data?.invitationPreview).toEqual({ inviterName: 'Ada Admin', note: 'For cousin Bea' });

    const bea = new TestClient(app.url);
    const page = await openSignInPage(bea, token);
    expect(page.invitation).toBe(token);
    const joined = await interact(bea, page.uid, 'register', { firstName: 'Bea', lastName: 'Cousin', email: 'bea@example.com', password: STRONG_PASSWORD, invitation: token });
    expect(new URL(joined.finalUrl!).pathname).toBe('/');
    expect((await bea.gql(ME)).data?.me).toMatchObject({ email: 'bea@example.com', role: 'MEMBER' });

    const list = await admin.gql<{ invitations: { status: string; acceptedBy: { displayName: string } }[] }>('{ invitations { status acceptedBy { displayName } } }');
    expect(list.data?.invitations[0]).toEqual({ status: 'ACCEPTED', acceptedBy: { displayName: 'Bea Cousin' } });
    const again = await register(new TestClient(app.url), { email: 'second@example.com', invitation: token });
    expect(again.status).toBe(403);
  });

  it('refuses a revoked invitation, and lets only its sender or the administrator revoke it', async () => {
    const bea = new TestClient(app.url);
    await signInWithPassword(bea, 'bea@example.com');
    const created = await admin.gql<{ createInvitation: { url: string; invitation: { id: string } } }>(INVITE);
    const { id } = created.data!.createInvitation.invitation;
    const byOther = await bea.gql('mutation($id: ID!) { revokeInvitation(id: $id) { status } }', { id });
    expect(byOther.errors?.[0].extensions?.code).toBe('FORBIDDEN');
    const bySender = await admin.gql('mutation($id: ID!) { revokeInvitation(id: $id) { status } }', { id });
    expect(bySender.data?.revokeInvitation).toEqual({ status: 'REVOKED' });
    expect((await register(new TestClient(app.url), { email: 'late@example.com', invitation: tokenOf(created.data!.createInvitation.url) })).status).toBe(403);
  });

  it('refuses short and common passwords with a clear message', async () => {
    const { url } = (await admin.gql<{ createInvitation: { url: string } }>(INVITE)).data!.createInvitation;
    const person = new TestClient(app.url);
    const short = await register(person, { email: 'weak@example.com', password: 'short', invitation: tokenOf(url) });
    expect(short).toMatchObject({ status: 400, message: expect.stringMatching(/at least 10 characters/) });
    const common = await register(person, { email: 'weak@example.com', password: 'password123456', invitation: tokenOf(url) });
    expect(common).toMatchObject({ status: 400, message: expect.stringMatching(/too common/) });
  });

  it('refuses a wrong password, and slows repeated attempts down for that account', async () => {
    const client = new TestClient(app.url);
    const wrong = await signInWithPassword(client, 'root@example.com', 'not the password at all');
    expect(wrong).toMatchObject({ status: 401, message: expect.stringMatching(/email or password is not right/) });
    expect(await signInWithPassword(client, 'nobody@example.com', 'not the password at all')).toMatchObject({ status: 401 });
    for (let i = 1; i < ACCOUNT_ATTEMPTS; i++) await signInWithPassword(client, 'root@example.com', `wrong password ${i}`);
    const limited = await signInWithPassword(new TestClient(app.url), 'root@example.com');
    expect(limited).toMatchObject({ status: 429, message: expect.stringMatching(/Too many failed sign-in attempts for this account\. Try again in \d+ minutes?/) });
    expect(Number(limited.headers.get('retry-after'))).toBeGreaterThan(0);
    // Another account is not affected.
    expect(new URL((await signInWithPassword(new TestClient(app.url), 'bea@example.com')).finalUrl!).pathname).toBe('/');
  });

  it('keeps accounts to the administrator: members cannot list them or make reset links', async () => {
    const bea = new TestClient(app.url);
    await signInWithPassword(bea, 'bea@example.com');
    const { data } = await admin.gql<{ accounts: { email: string; role: string; hasPassword: boolean }[] }>('{ accounts { email role hasPassword passkeyCount } }');
    expect(data?.accounts.map((a) => a.email)).toEqual(expect.arrayContaining(['root@example.com', 'bea@example.com']));
    expect((await bea.gql('{ accounts { email } }')).errors?.[0].extensions?.code).toBe('FORBIDDEN');
    const beaId = (await bea.gql<{ me: { id: string } }>(ME)).data!.me.id;
    const refused = await bea.gql('mutation($id: ID!) { createPasswordResetLink(userId: $id) { url } }', { id: beaId });
    expect(refused.errors?.[0].extensions?.code).toBe('FORBIDDEN');
    expect((await new TestClient(app.url).gql('{ accounts { email } }')).errors?.[0].extensions?.code).toBe('UNAUTHENTICATED');
  });

  it("resets a member's password with the administrator's one-time link and signs their sessions out", async () => {
    const bea = new TestClient(app.url);
    await signInWithPassword(bea, 'bea@example.com');
    const beaId = (await bea.gql<{ me: { id: string } }>(ME)).data!.me.id;
    const link = await admin.gql<{ createPasswordResetLink: { url: string } }>('mutation($id: ID!) { createPasswordResetLink(userId: $id) { url expiresAt } }', { id: beaId });
    const token = resetTokenOf(link.data!.createPasswordResetLink.url);
    const reset = 'mutation($t: String!, $p: String!) { resetPassword(input: { token: $t, newPassword: $p }) }';
    const anon = new TestClient(app.url);
    expect((await anon.gql(reset, { t: token, p: 'password' })).errors?.[0].extensions?.fields).toHaveProperty('newPassword');
    const together = await Promise.all(['lantern meadow orbit tide', 'lantern meadow orbit tide', 'lantern meadow orbit tide'].map((p) => anon.gql(reset, { t: token, p })));
    expect(together.filter((r) => r.data?.resetPassword === true)).toHaveLength(1);
    expect(together.filter((r) => /expired or was already used/.test(r.errors?.[0]?.message ?? ''))).toHaveLength(2);
    expect((await bea.gql(ME)).data?.me).toBeNull();
    expect((await anon.gql(reset, { t: token, p: 'another lantern meadow' })).errors?.[0].message).toMatch(/expired or was already used/);
    expect(await signInWithPassword(new TestClient(app.url), 'bea@example.com')).toMatchObject({ status: 401 });
    expect(new URL((await signInWithPassword(new TestClient(app.url), 'bea@example.com', 'lantern meadow orbit tide')).finalUrl!).pathname).toBe('/');
  });

  it('changes a password only with the current one, and never with an access token', async () => {
    const bea = new TestClient(app.url);
    await signInWithPassword(bea, 'bea@example.com', 'lantern meadow orbit tide');
    const change = 'mutation($c: String, $n: String!) { changePassword(input: { currentPassword: $c, newPassword: $n }) }';
    expect((await bea.gql(change, { c: 'wrong', n: 'harbour violet candle' })).errors?.[0].extensions?.fields).toHaveProperty('currentPassword');
    const token = (await bea.gql<{ createAccessToken: { token: string } }>('mutation { createAccessToken(name: "script") { token } }')).data!.createAccessToken.token;
    const integrator = new TestClient(app.url);
    integrator.bearer = token;
    expect((await integrator.gql(change, { c: 'lantern meadow orbit tide', n: 'harbour violet candle' })).errors?.[0].extensions?.code).toBe('FORBIDDEN');
    expect((await bea.gql(change, { c: 'lantern meadow orbit tide', n: 'harbour violet candle' })).data?.changePassword).toBe(true);
    expect((await bea.gql(ME)).data?.me).toMatchObject({ email: 'bea@example.com' });
    expect(new URL((await signInWithPassword(new TestClient(app.url), 'bea@example.com', 'harbour violet candle')).finalUrl!).pathname).toBe('/');
  });

  it('applies the same invitation rule to people an external provider vouches for', async () => {
    const external = { ...app.config, builtInProvider: null, oidc: { issuer: 'https://id.example.org', clientId: 'k', clientSecret: 's' } };
    const claims = { sub: 'ext-1', email: 'ext@example.com', emailVerified: true, givenName: 'Eve', familyName: 'External' };
    await expect(signInWithClaims(app.orm.em.fork(), external, claims)).rejects.toMatchObject({ code: 'FORBIDDEN', message: NOT_INVITED });
    const { url } = (await admin.gql<{ createInvitation: { url: string } }>(INVITE)).data!.createInvitation;
    const user = await signInWithClaims(app.orm.em.fork(), external, claims, tokenOf(url));
    expect(user).toMatchObject({ email: 'ext@example.com', role: 'member', sub: 'ext-1' });
    expect((await signInWithClaims(app.orm.em.fork(), external, claims)).id).toBe(user.id);
    const unverified = { sub: 'ext-2', email: 'unverified@example.com', emailVerified: false };
    const { url: another } = (await admin.gql<{ createInvitation: { url: string } }>(INVITE)).data!.createInvitation;
    await expect(signInWithClaims(app.orm.em.fork(), external, unverified, tokenOf(another))).rejects.toMatchObject({ code: 'FORBIDDEN', message: expect.stringMatching(/not verified your email/) });
  });

  it('never signs anyone in from the provider session alone, even when the URL leaves out prompt=login', async () => {
    const client = new TestClient(app.url);
    const signedIn = await signInWithPassword(client, 'bea@example.com', 'harbour violet candle');
    expect(signedIn).toMatchObject({ status: 200 });
    const start = await client.fetch('/api/connect/oidc');
    const authorize = new URL(start.headers.get('location')!);
    authorize.searchParams.delete('prompt');
    const res = await client.fetch(authorize.toString(), { follow: true });
    expect(new URL(res.url).pathname).toMatch(/^\/sign-in\//);
  });

  it('refuses a cross-site sign-out written in capitals', async () => {
    const client = new TestClient(app.url);
    await signInWithPassword(client, 'bea@example.com', 'harbour violet candle');
    const res = await client.fetch('/API/LOGOUT', { method: 'POST', headers: { origin: 'https://evil.example' } });
    expect(res.status).toBe(403);
    expect((await client.gql(ME)).data?.me).toMatchObject({ email: 'bea@example.com' });
  });

  it('counts every guess made at once: five are checked, the rest are refused with 429', async () => {
    const { url } = (await admin.gql<{ createInvitation: { url: string } }>(INVITE)).data!.createInvitation;
    await register(new TestClient(app.url), { email: 'target@example.com', invitation: tokenOf(url) });
    const answers = await Promise.all(Array.from({ length: 20 }, (_, i) => signInWithPassword(new TestClient(app.url), 'target@example.com', `parallel guess ${i}`)));
    expect(answers.filter((a) => a.status === 401)).toHaveLength(ACCOUNT_ATTEMPTS);
    expect(answers.filter((a) => a.status === 429)).toHaveLength(20 - ACCOUNT_ATTEMPTS);
  });

  it('counts guesses at an account with a very long email address too', async () => {
    const email = `${'l'.repeat(240)}@example.com`;
    const { url } = (await admin.gql<{ createInvitation: { url: string } }>(INVITE)).data!.createInvitation;
    await register(new TestClient(app.url), { email, invitation: tokenOf(url) });
    for (let i = 0; i < ACCOUNT_ATTEMPTS; i++) await signInWithPassword(new TestClient(app.url), email, `long guess ${i}`);
    expect((await signInWithPassword(new TestClient(app.url), email)).status).toBe(429);
  });

  it("does not let guesses from one address lock the owner out at another", async () => {
    const { url } = (await admin.gql<{ createInvitation: { url: string } }>(INVITE)).data!.createInvitation;
    await register(new TestClient(app.url), { email: 'owner@example.com', invitation: tokenOf(url) });
    const em = app.orm.em.fork();
    for (let i = 0; i < ACCOUNT_ATTEMPTS; i++) await signInWithPasswordService(em, { email: 'owner@example.com', password: `guess ${i}` }, '203.0.113.9').catch(() => {});
    await expect(signInWithPasswordService(em, { email: 'owner@example.com', password: STRONG_PASSWORD }, '203.0.113.9')).rejects.toMatchObject({ code: 'TOO_MANY_REQUESTS' });
    expect((await signInWithPasswordService(em, { email: 'owner@example.com', password: STRONG_PASSWORD }, '198.51.100.7')).email).toBe('owner@example.com');
  });

  it('answers a stranger without an invitation the same whether or not the email has an account', async () => {
    expect(await register(new TestClient(app.url), { email: 'root@example.com' })).toMatchObject({ status: 403 });
    expect(await register(new TestClient(app.url), { email: 'nobody-here@example.com' })).toMatchObject({ status: 403 });
  });

  it('refuses a sign-in posted from another website', async () => {
    const client = new TestClient(app.url);
    const { uid } = await openSignInPage(client);
    const res = await client.fetch(`/oidc/interaction/${uid}/sign-in`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', origin: 'https://evil.example' },
      body: JSON.stringify({ email: 'root@example.com', password: STRONG_PASSWORD }),
    });
    expect(res.status).toBe(403);
    expect((await client.gql(ME)).data?.me).toBeNull();
  });

  it.each([
    ['a name with a control character', 'register', 'application/json', JSON.stringify({ firstName: 'Ev\u0000e', lastName: 'X', email: 'ctl@example.com', password: STRONG_PASSWORD }), 400],
    ['a number for an email', 'sign-in', 'application/json', JSON.stringify({ email: 42, password: 'x' }), 400],
    ['a JSON array', 'register', 'application/json', '[1, 2]', 400],
    ['malformed JSON', 'sign-in', 'application/json', '{"email":', 400],
    ['a plain-text body', 'sign-in', 'text/plain', 'email=root@example.com', 415],
    ['a form body', 'passkey-options', 'application/x-www-form-urlencoded', 'a=b', 415],
  ])('refuses %s on the sign-in page with a clear 4xx and creates nothing', async (_name, action, type, body, status) => {
    const client = new TestClient(app.url);
    const { uid } = await openSignInPage(client);
    const res = await client.fetch(`/oidc/interaction/${uid}/${action}`, { method: 'POST', headers: { 'content-type': type }, body });
    expect(res.status).toBe(status);
    expect(await res.text()).not.toMatch(/\bat \/|node_modules|\.ts:\d/);
    expect((await client.gql(ME)).data?.me).toBeNull();
  });

  it('answers an expired or unknown sign-in page with a clear 404', async () => {
    const res = await interact(new TestClient(app.url), 'no-such-interaction', 'sign-in', { email: 'root@example.com', password: STRONG_PASSWORD });
    expect(res).toMatchObject({ status: 404, message: expect.stringMatching(/sign-in page has expired/) });
  });
});

describe('open registration', () => {
  let app: TestApp;
  beforeAll(async () => (app = await startTestApp({ DEV_SIGN_IN: 'false', REGISTRATION: 'open' }, { freshDatabase: true })));
  afterAll(() => app.close());

  it('lets anyone create an account once the administrator exists', async () => {
    await register(new TestClient(app.url), { email: 'first@example.com' });
    const second = new TestClient(app.url);
    expect(new URL((await register(second, { email: 'second@example.com' })).finalUrl!).pathname).toBe('/');
    expect((await second.gql(ME)).data?.me).toMatchObject({ role: 'MEMBER' });
    expect((await second.gql(OPTIONS)).data?.signInOptions).toMatchObject({ registration: 'OPEN' });
  });
});

describe('password reset by mail', () => {
  let app: TestApp;
  let smtp: SMTPServer;
  const inbox: string[] = [];
  beforeAll(async () => {
    const port = await freePort();
    smtp = new SMTPServer({
      authOptional: true,
      disabledCommands: ['STARTTLS'],
      onData(stream, _session, done) {
        let text = '';
        stream.on('data', (c: Buffer) => (text += c.toString()));
        stream.on('end', () => {
          inbox.push(text);
          done();
        });
      },
    });
    await new Promise<void>((resolve) => smtp.listen(port, '127.0.0.1', resolve));
    app = await startTestApp({ DEV_SIGN_IN: 'false', SMTP_URL: `smtp://127.0.0.1:${port}`, MAIL_FROM: 'Kinfolk <family@example.com>' }, { freshDatabase: true });
  });
  afterAll(async () => {
    await app.close();
    await new Promise<void>((resolve) => smtp.close(() => resolve()));
  });

  it('mails a one-time link to the account, and says the same for an unknown address', async () => {
    await register(new TestClient(app.url), { email: 'mail@example.com' });
    const anon = new TestClient(app.url);
    expect((await anon.gql(OPTIONS)).data?.signInOptions).toMatchObject({ passwordResetByEmail: true });
    const ask = 'mutation($e: String!) { requestPasswordReset(email: $e) }';
    expect((await anon.gql(ask, { e: 'unknown@example.com' })).data?.requestPasswordReset).toBe(true);
    expect(inbox).toHaveLength(0);
    expect((await anon.gql(ask, { e: 'Mail@Example.com' })).data?.requestPasswordReset).toBe(true);
    for (let waited = 0; inbox.length === 0 && waited < 5000; waited += 50) await new Promise((r) => setTimeout(r, 50));
    expect(inbox).toHaveLength(1);
    const link = /http:\/\/127\.0\.0\.1:\d+\/reset-password\/[\w-]+/.exec(inbox[0].replace(/=\r?\n/g, ''))?.[0];
    expect(inbox[0]).toMatch(/To: mail@example.com/i);
    expect(link).toBeTruthy();
    const reset = await anon.gql('mutation($t: String!) { resetPassword(input: { token: $t, newPassword: "saffron glacier piano" }) }', { t: resetTokenOf(link!) });
    expect(reset.data?.resetPassword).toBe(true);
    expect(new URL((await signInWithPassword(new TestClient(app.url), 'mail@example.com', 'saffron glacier piano')).finalUrl!).pathname).toBe('/');
  });
});

describe('the development sign-in', () => {
  it('refuses to start outside `npm run dev` and the tests, and says so', () => {
    expect(() => loadConfig({ NODE_ENV: 'production', DEV_SIGN_IN: 'true', DATA_DIR: 'data/test-config' })).toThrow(ConfigError);
    expect(() => loadConfig({ DEV_SIGN_IN: 'true', DATA_DIR: 'data/test-config' })).toThrow(/only runs under `npm run dev` and the tests/);
  });

  it('is not served by default: the sign-in page asks for a password', async () => {
    const app = await startTestApp({ DEV_SIGN_IN: 'false' });
    try {
      const page = await openSignInPage(new TestClient(app.url));
      expect(page.uid).toBeTruthy();
    } finally {
      await app.close();
    }
  });
});

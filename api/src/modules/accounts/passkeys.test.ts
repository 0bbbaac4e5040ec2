import { startTestApp, type TestApp } from '../../../test/test-app.ts';
import { TestClient } from '../../../test/client.ts';
import { interact, openSignInPage, register } from '../../../test/accounts.ts';
import { SoftAuthenticator } from '../../../test/soft-authenticator.ts';

const BEGIN = 'mutation { beginPasskeyRegistration }';
const FINISH = 'mutation($r: JSON!, $n: String) { finishPasskeyRegistration(input: { response: $r, name: $n }) { id name } }';
type Options = { challenge: string; rp: { id: string }; user: { id: string } };

describe('passkeys', () => {
  let app: TestApp;
  let owner: TestClient;
  const authenticator = new SoftAuthenticator();
  let passkeyId: string;

  beforeAll(async () => {
    app = await startTestApp({ DEV_SIGN_IN: 'false', REGISTRATION: 'open' }, { freshDatabase: true });
    owner = new TestClient(app.url);
    await register(owner, { email: 'keys@example.com' });
  });
  afterAll(() => app.close());

  it('adds a passkey after checking the browser answer to its own challenge', async () => {
    const options = (await owner.gql<{ beginPasskeyRegistration: Options }>(BEGIN)).data!.beginPasskeyRegistration;
    expect(options.rp.id).toBe('127.0.0.1');
    const added = await owner.gql<{ finishPasskeyRegistration: { id: string; name: string } }>(FINISH, { r: authenticator.register(options, app.url), n: 'Laptop' });
    expect(added.data?.finishPasskeyRegistration.name).toBe('Laptop');
    passkeyId = added.data!.finishPasskeyRegistration.id;
    expect((await owner.gql<{ passkeys: { name: string }[] }>('{ passkeys { name lastUsedAt } }')).data?.passkeys).toEqual([{ name: 'Laptop', lastUsedAt: null }]);
  });

  it('refuses an answer to a challenge the server did not give', async () => {
    const forged = { challenge: Buffer.from('made up').toString('base64url'), rp: { id: '127.0.0.1' }, user: { id: 'x' } };
    const res = await owner.gql(FINISH, { r: new SoftAuthenticator().register(forged, app.url) });
    expect(res.errors?.[0].extensions?.code).toBe('BAD_USER_INPUT');
    expect(res.errors?.[0].message).toMatch(/could not be verified/);
  });

  it('signs in with the passkey, once per challenge', async () => {
    const client = new TestClient(app.url);
    const { uid } = await openSignInPage(client);
    const options = (await interact(client, uid, 'passkey-options', {})).body as { challenge: string; rpId: string };
    const answer = authenticator.authenticate(options, app.url);
    const done = await interact(client, uid, 'passkey', { response: answer });
    expect(new URL(done.finalUrl!).pathname).toBe('/');
    expect((await client.gql('{ me { email } }')).data?.me).toEqual({ email: 'keys@example.com' });

    const replay = new TestClient(app.url);
    const page = await openSignInPage(replay);
    expect((await interact(replay, page.uid, 'passkey', { response: answer })).status).toBe(400);
  });

  it('refuses a passkey the server does not know', async () => {
    const client = new TestClient(app.url);
    const { uid } = await openSignInPage(client);
    const options = (await interact(client, uid, 'passkey-options', {})).body as { challenge: string };
    const res = await interact(client, uid, 'passkey', { response: new SoftAuthenticator().authenticate(options, app.url) });
    expect(res).toMatchObject({ status: 401, message: expect.stringMatching(/not known here/) });
  });

  it("lets nobody else remove someone's passkey, and no access token manage them", async () => {
    const other = new TestClient(app.url);
    await register(other, { email: 'other@example.com' });
    const res = await other.gql('mutation($id: ID!) { removePasskey(id: $id) }', { id: passkeyId });
    expect(res.errors?.[0].extensions?.code).toBe('FORBIDDEN');
    const token = (await owner.gql<{ createAccessToken: { token: string } }>('mutation { createAccessToken(name: "bot") { token } }')).data!.createAccessToken.token;
    const bot = new TestClient(app.url);
    bot.bearer = token;
    expect((await bot.gql(BEGIN)).errors?.[0].extensions?.code).toBe('FORBIDDEN');
    expect((await owner.gql('mutation($id: ID!) { removePasskey(id: $id) }', { id: passkeyId })).data?.removePasskey).toBe(passkeyId);
    expect((await owner.gql<{ passkeys: unknown[] }>('{ passkeys { id } }')).data?.passkeys).toEqual([]);
  });
});

import { startTestApp, type TestApp } from '../../../test/test-app.ts';
import { TestClient } from '../../../test/client.ts';
import { AccessToken } from './access-token.entity.ts';

let app: TestApp;
beforeAll(async () => (app = await startTestApp()));
afterAll(() => app.close());

const CREATE = 'mutation($name: String!) { createAccessToken(name: $name) { token accessToken { id name prefix lastUsedAt } } }';
const REVOKE = 'mutation($id: ID!) { revokeAccessToken(id: $id) { id name } }';
const LIST = '{ accessTokens { id name prefix } }';

async function signedIn() {
  const client = new TestClient(app.url);
  await client.signIn();
  return client;
}

type Created = { createAccessToken: { token: string; accessToken: { id: string; name: string; prefix: string } } };

describe('personal access tokens', () => {
  it('are shown once, stored hashed, and authenticate as Authorization: Bearer', async () => {
    const owner = await signedIn();
    const { data } = await owner.gql<Created>(CREATE, { name: '  Family scripts ' });
    const { token, accessToken } = data!.createAccessToken;
    expect(accessToken.name).toBe('Family scripts');
    expect(token.startsWith(accessToken.prefix)).toBe(true);
    const row = await app.orm.em.fork().findOneOrFail(AccessToken, { id: accessToken.id });
    expect(row.tokenHash).not.toContain(token);
    expect(JSON.stringify(await owner.gql(LIST))).not.toContain(token);

    const integrator = new TestClient(app.url);
    integrator.bearer = token;
    const me = await integrator.gql<{ me: { email: string } }>('{ me { email } }');
    const mine = await owner.gql<{ me: { email: string } }>('{ me { email } }');
    expect(me.data?.me.email).toBe(mine.data?.me.email);
    expect((await integrator.fetch('/api/auth/user')).status).toBe(200);
  });

  it('cannot create other tokens, so a leaked one cannot outlive its revocation', async () => {
    const owner = await signedIn();
    const { data } = await owner.gql<Created>(CREATE, { name: 'Script' });
    const integrator = new TestClient(app.url);
    integrator.bearer = data!.createAccessToken.token;
    const res = await integrator.gql(CREATE, { name: 'Backup' });
    expect(res.errors?.[0].extensions?.code).toBe('FORBIDDEN');
    expect((await owner.gql<{ accessTokens: unknown[] }>(LIST)).data?.accessTokens).toHaveLength(1);
  });

  it('stop working once revoked', async () => {
    const owner = await signedIn();
    const { data } = await owner.gql<Created>(CREATE, { name: 'Short-lived' });
    const { token, accessToken } = data!.createAccessToken;
    const revoked = await owner.gql(REVOKE, { id: accessToken.id });
    expect(revoked.errors).toBeUndefined();
    const integrator = new TestClient(app.url);
    integrator.bearer = token;
    const res = await integrator.fetch('/api/auth/user');
    expect(res.status).toBe(401);
    expect((await res.text()).split('\n')[0]).toBe('The access token is not valid.');
  });

  it('cannot be listed or revoked by another user', async () => {
    const owner = await signedIn();
    const { data } = await owner.gql<Created>(CREATE, { name: 'Mine' });
    const other = await signedIn();
    const { errors } = await other.gql(REVOKE, { id: data!.createAccessToken.accessToken.id });
    expect(errors?.[0].extensions?.code).toBe('FORBIDDEN');
    expect((await other.gql<{ accessTokens: unknown[] }>(LIST)).data?.accessTokens).toEqual([]);
    expect((await owner.gql<{ accessTokens: unknown[] }>(LIST)).data?.accessTokens).toHaveLength(1);
  });

  it('need a name, and an unknown id is NOT_FOUND', async () => {
    const owner = await signedIn();
    expect((await owner.gql(CREATE, { name: ' ' })).errors?.[0].extensions).toMatchObject({ code: 'BAD_USER_INPUT', fields: { name: 'Required' } });
    expect((await owner.gql(REVOKE, { id: 'nope' })).errors?.[0].extensions?.code).toBe('NOT_FOUND');
  });

  it('need a signed-in user to manage', async () => {
    const anonymous = new TestClient(app.url);
    expect((await anonymous.gql(LIST)).errors?.[0].extensions?.code).toBe('UNAUTHENTICATED');
    expect((await anonymous.gql(CREATE, { name: 'x' })).errors?.[0].extensions?.code).toBe('UNAUTHENTICATED');
  });
});

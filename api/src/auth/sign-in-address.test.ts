import { startTestApp, type TestApp } from '../../test/test-app.ts';
import { TestClient } from '../../test/client.ts';
import { originOf } from '../http/request-origin.ts';

const ME = '{ me { email } }';

describe('sign-in at the address the browser used (no PUBLIC_URL)', () => {
  let app: TestApp;
  beforeAll(async () => (app = await startTestApp({ PUBLIC_URL: '' })));
  afterAll(() => app.close());

  it('keeps every redirect on 127.0.0.1 when the app is opened there, and signs in', async () => {
    const client = new TestClient(app.url); // http://127.0.0.1:<port>
    const start = await client.fetch('/api/connect/oidc');
    const authorize = new URL(start.headers.get('location')!);
    expect(authorize.origin).toBe(app.url);
    expect(new URL(authorize.searchParams.get('redirect_uri')!).origin).toBe(app.url);
    const { finalUrl } = await client.signIn({ email: 'phone@example.com' });
    expect(new URL(finalUrl).origin).toBe(app.url);
    expect((await client.gql(ME)).data?.me).toEqual({ email: 'phone@example.com' });
  });

  it('keeps them on localhost when the app is opened there', async () => {
    const port = new URL(app.url).port;
    const client = new TestClient(`http://localhost:${port}`);
    const { finalUrl } = await client.signIn();
    expect(new URL(finalUrl).host).toBe(`localhost:${port}`);
    expect((await client.gql(ME)).data?.me).toBeTruthy();
  });

  it('does not take a foreign Host header as its own address', () => {
    expect(originOf(app.config, `evil.example:${app.config.port}`, 'http')).toBe(`http://localhost:${app.config.port}`);
    expect(originOf(app.config, '127.0.0.1:1', 'http')).toBe(`http://localhost:${app.config.port}`);
    expect(originOf(app.config, `127.0.0.1:${app.config.port}`, 'http')).toBe(`http://127.0.0.1:${app.config.port}`);
  });
});

describe('sign-in with PUBLIC_URL set', () => {
  it('always uses PUBLIC_URL', async () => {
    const app = await startTestApp({ PUBLIC_URL: 'https://family.example.org' });
    try {
      const res = await new TestClient(app.url).fetch('/api/connect/oidc', { headers: { 'x-forwarded-proto': 'https' } });
      expect(new URL(res.headers.get('location')!).origin).toBe('https://family.example.org');
    } finally {
      await app.close();
    }
  });
});

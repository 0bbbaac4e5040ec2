import http from 'node:http';
import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { AddressInfo } from 'node:net';
import { startTestApp, type TestApp } from '../test/test-app.ts';
import { buildUser, addMember, type Person } from '../test/factories.ts';
import { PNG_1PX, TestClient } from '../test/client.ts';
import { loadConfig } from '../src/config.ts';
import { DASHBOARD_ACTIVITY_COUNT, DASHBOARD_QUERY } from '../../shared/boot/index.ts';
import { createApp } from '../src/app.ts';

const EVIL = 'https://evil.example';

/** The headers a browser adds to a request that another site's page sends. */
const FROM_ANOTHER_SITE: [string, Record<string, string>][] = [
  ['with the Origin of another site', { origin: EVIL }],
  ['marked Sec-Fetch-Site: cross-site', { 'sec-fetch-site': 'cross-site' }],
  ['from a sibling subdomain (Sec-Fetch-Site: same-site)', { 'sec-fetch-site': 'same-site', origin: 'https://blog.family.example' }],
  ['from a sandboxed frame (Origin: null)', { origin: 'null' }],
];

const ME = '{ me { id bio } }';
const json = (method: string, body: unknown, headers: Record<string, string> = {}): RequestInit => ({
  method,
  headers: { 'content-type': 'application/json', ...headers },
  body: JSON.stringify(body),
});

let app: TestApp;
let ada: Person;
let bob: Person;
let adaChild: string;

beforeAll(async () => {
  app = await startTestApp();
  ada = await buildUser(app, { name: 'Ada Lovelace' });
  bob = await buildUser(app, { name: 'Bob Builder' });
  adaChild = (await addMember(ada, 'Byron', 'child')).member.id;
});
afterAll(() => app.close());

/** What a forged request could change: Ada's profile, tree, requests and session. */
async function adasState() {
  const me = (await ada.client.gql<{ me: { id: string; bio: string } | null }>(ME)).data?.me ?? null;
  const members = await (await ada.client.fetch(`/api/family-members/user/${ada.id}`)).json();
  const edges = await (await ada.client.fetch(`/api/relationships/user/${ada.id}`)).json();
  const requests = (await ada.client.gql<{ connectionRequests: { outgoing: unknown[] } }>('{ connectionRequests { outgoing { id } } }')).data;
  return { me, members, edges, requests };
}

describe.each(FROM_ANOTHER_SITE)('a signed-in browser sending a write %s', (_label, headers) => {
  const writes: [string, string, string, unknown][] = [
    ['updating the profile', 'PUT', '/api/user/profile', { bio: 'Owned by evil.example' }],
    ['adding a family member', 'POST', '/api/family-members', { first_name: 'Mallory', last_name: 'Evil' }],
    ['adding a relationship', 'POST', '/api/relationships', { from_member_id: adaChild, relationship_type: 'sibling' }],
    ['sending a connection request', 'POST', '/api/connection-requests', { fromUserId: 'x', toUserId: 'y', relationshipType: 'cousin' }],
    ['changing the profile with PATCH', 'PATCH', '/api/user/profile', { bio: 'Owned' }],
    ['deleting through the REST API', 'DELETE', `/api/family-members/${adaChild}`, {}],
    ['signing out', 'POST', '/api/logout', {}],
  ];

  it.each(writes)('is refused with 403 and a sentence when %s, and nothing changes', async (_what, method, route, body) => {
    const fixed = route === '/api/connection-requests' ? { fromUserId: ada.id, toUserId: bob.id, relationshipType: 'cousin' } : body;
    const before = await adasState();
    const res = await ada.client.fetch(route, json(method, fixed, headers));
    expect(res.status).toBe(403);
    expect(await res.text()).toMatch(/^This request came from another website, so Kinfolk refused it\. Make the change from Kinfolk itself\./);
    expect(await adasState()).toEqual(before);
  });

  it('is refused when it is a GraphQL mutation sent as JSON, and the profile keeps its bio', async () => {
    const before = await adasState();
    const res = await ada.client.fetch('/graphql', json('POST', { query: 'mutation { updateProfile(input: { bio: "Owned" }) { id } }' }, headers));
    expect(res.status).toBe(403);
    const body = (await res.json()) as { data?: unknown; errors: { message: string; extensions: { code: string } }[] };
    expect(body.data).toBeUndefined();
    expect(body.errors).toHaveLength(1);
    expect(body.errors[0].message).toMatch(/^This request came from another website/);
    expect(body.errors[0].extensions.code).toBe('FORBIDDEN');
    expect(await adasState()).toEqual(before);
  });

  it('is refused when it is a GraphQL file upload (multipart), and the photo is unchanged', async () => {
    const before = await adasState();
    const form = new FormData();
    form.append('operations', JSON.stringify({ query: 'mutation($f: Upload) { updateProfile(input: { profileImage: $f }) { profileImageUrl } }', variables: { f: null } }));
    form.append('map', JSON.stringify({ 0: ['variables.f'] }));
    form.append('0', new Blob([PNG_1PX], { type: 'image/png' }), 'evil.png');
    const res = await ada.client.fetch('/graphql', { method: 'POST', headers: { 'apollo-require-preflight': 'true', ...headers }, body: form });
    expect(res.status).toBe(403);
    expect(await adasState()).toEqual(before);
  });
});

describe("writes from the app's own pages and from scripts", () => {
  const OWN = () => ({ origin: app.url, 'sec-fetch-site': 'same-origin' });

  it('accepts a REST write and a GraphQL mutation sent by the app itself', async () => {
    const added = await ada.client.fetch('/api/family-members', json('POST', { first_name: 'Ally', last_name: 'Own' }, OWN()));
    expect(added.status).toBe(201);
    const res = await ada.client.fetch('/graphql', json('POST', { query: 'mutation { updateProfile(input: { bio: "Written here" }) { bio } }' }, OWN()));
    expect(await res.json()).toEqual({ data: { updateProfile: { bio: 'Written here' } } });
  });

  it('accepts a request the person started themselves (Sec-Fetch-Site: none)', async () => {
    const res = await ada.client.fetch('/api/family-members', json('POST', { first_name: 'Typed', last_name: 'Url' }, { 'sec-fetch-site': 'none' }));
    expect(res.status).toBe(201);
  });

  it('accepts an integrator with a bearer token and no browser headers', async () => {
    const created = await ada.client.gql<{ createAccessToken: { token: string } }>('mutation { createAccessToken(name: "script") { token } }');
    const res = await fetch(`${app.url}/graphql`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: `Bearer ${created.data!.createAccessToken.token}` },
      body: JSON.stringify({ query: 'mutation { updateProfile(input: { bio: "From a script" }) { bio } }' }),
    });
    expect(await res.json()).toEqual({ data: { updateProfile: { bio: 'From a script' } } });
  });

  it('without PUBLIC_URL, accepts a page at the address the browser used', async () => {
    const local = await startTestApp({ PUBLIC_URL: '' });
    try {
      const person = await buildUser(local);
      const res = await person.client.fetch('/api/family-members', json('POST', { first_name: 'Home', last_name: 'Network' }, { origin: local.url, 'sec-fetch-site': 'same-origin' }));
      expect(res.status).toBe(201);
      const forged = await person.client.fetch('/api/family-members', json('POST', { first_name: 'Forged', last_name: 'Member' }, { origin: 'http://192.0.2.7:3000' }));
      expect(forged.status).toBe(403);
    } finally {
      await local.close();
    }
  });
});

describe('signing out', () => {
  it('never happens on a GET (another site\'s <img src="/api/logout">): 405, still signed in', async () => {
    const person = await buildUser(app);
    const res = await person.client.fetch('/api/logout', { headers: { accept: 'image/avif,image/webp,*/*', 'sec-fetch-site': 'cross-site', 'sec-fetch-dest': 'image' } });
    expect(res.status).toBe(405);
    expect(res.headers.get('allow')).toBe('POST');
    expect((await person.client.gql<{ me: { id: string } | null }>(ME)).data?.me?.id).toBe(person.id);
  });

  it('offers a person who opens /api/logout a button that posts the sign-out', async () => {
    const person = await buildUser(app);
    const res = await person.client.fetch('/api/logout', { headers: { accept: 'text/html' } });
    expect(res.status).toBe(405);
    expect(await res.text()).toMatch(/<form method="post" action="\/api\/logout"><button type="submit">Sign out<\/button><\/form>/);
    expect((await person.client.gql<{ me: { id: string } | null }>(ME)).data?.me?.id).toBe(person.id);
  });

  it("happens on a POST from the app's own page, ending the provider session too", async () => {
    const person = await buildUser(app);
    const res = await person.client.fetch('/api/logout', {
      method: 'POST',
      headers: { origin: app.url, 'sec-fetch-site': 'same-origin', 'content-type': 'application/x-www-form-urlencoded' },
      body: '',
    });
    expect(res.status).toBe(303);
    expect(new URL(res.headers.get('location')!, app.url).pathname).toBe('/oidc/session/end');
    expect((await person.client.gql(ME)).data?.me).toBeNull();
  });
});

/** The app with a stand-in web build (the HTML files the server sends), as `npm start` runs it; it shares the test app's database. */
async function startWithWebBuild(env: Record<string, string> = {}) {
  const dist = mkdtempSync(path.join(os.tmpdir(), 'kinfolk-web-'));
  mkdirSync(path.join(dist, 'assets'));
  writeFileSync(path.join(dist, 'index.html'), '<!doctype html><html><head><title>Kinfolk</title></head><body><div id="root"></div><script type="module" src="/assets/main.js"></script></body></html>');
  // The build's manifest, from which a signed-in page gets the links of its first screen's code.
  mkdirSync(path.join(dist, '.vite'));
  writeFileSync(path.join(dist, '.vite', 'manifest.json'), JSON.stringify({ 'index.html': { file: 'assets/main.js', isEntry: true }, 'src/ConnectedApp.tsx': { file: 'assets/ConnectedApp.js', isDynamicEntry: true } }));
  writeFileSync(path.join(dist, 'graphiql.html'), '<!doctype html><title>Kinfolk API sandbox</title><div id="graphiql"></div>');
  const server = http.createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const port = (server.address() as AddressInfo).port;
  const config = {
    ...loadConfig({ NODE_ENV: 'test', DEV_SIGN_IN: 'true', DATA_DIR: mkdtempSync(path.join(os.tmpdir(), 'kinfolk-app-')), PORT: String(port), PUBLIC_URL: `http://127.0.0.1:${port}`, DATABASE_URL: app.config.databaseUrl!, ...env }),
    webDistDir: dist,
  };
  const built = await createApp(config, app.orm);
  server.on('request', built.app.callback());
  return {
    url: `http://127.0.0.1:${port}`,
    async close() {
      server.closeAllConnections();
      await new Promise((resolve) => server.close(resolve));
      await built.stop();
    },
  };
}

/** A Content-Security-Policy header as a map of directive to its sources. */
function directives(csp: string | null) {
  return new Map((csp ?? '').split(';').map((d) => d.trim().split(/\s+/)).filter((d) => d[0]).map(([name, ...sources]) => [name, sources]));
}

describe('the pages a browser gets', () => {
  let web: Awaited<ReturnType<typeof startWithWebBuild>>;
  beforeAll(async () => {
    web = await startWithWebBuild();
  });
  afterAll(() => web.close());

  it.each(['/', '/family-tree', '/graphql'])('%s carries a strict CSP and cannot be framed', async (page) => {
    const res = await fetch(`${web.url}${page}`, { headers: { accept: 'text/html' } });
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toMatch(/^text\/html/);
    const csp = directives(res.headers.get('content-security-policy'));
    expect(csp.get('script-src')).toEqual(["'self'"]);
    expect(csp.get('script-src-attr')).toEqual(["'none'"]);
    expect(csp.get('default-src')).toEqual(["'self'"]);
    expect(csp.get('object-src')).toEqual(["'none'"]);
    expect(csp.get('base-uri')).toEqual(["'self'"]);
    expect(csp.get('frame-ancestors')).toEqual(["'none'"]);
    expect(csp.get('form-action')).toEqual(["'self'"]);
    // On plain http (a home network's address) nothing is upgraded to an https port that does not answer.
    expect(csp.has('upgrade-insecure-requests')).toBe(false);
    expect(res.headers.get('x-frame-options')).toBe('DENY');
    expect(res.headers.get('referrer-policy')).toBe('same-origin');
    expect(res.headers.get('x-content-type-options')).toBe('nosniff');
    expect(res.headers.get('permissions-policy')).toMatch(/camera=\(\).*geolocation=\(\).*microphone=\(self\)/);
    expect(res.headers.get('strict-transport-security')).toBeNull();
  });

  it('tells the signed-in person who they are in the page, and nobody else; a stranger sees no one', async () => {
    const signedIn = new TestClient(web.url);
    await signedIn.signIn({ name: 'Eve </script><script>alert(1)</script>', email: 'eve-boot@example.com' });
    const res = await signedIn.fetch('/family-tree', { headers: { accept: 'text/html' } });
    expect(res.headers.get('cache-control')).toBe('private, no-cache');
    const page = await res.text();
    const boot = /<script type="application\/json" id="kinfolk-boot">(.*?)<\/script>/s.exec(page)?.[1];
    expect(boot).toBeDefined();
    // Markup in a name cannot end the element: every < is escaped.
    expect(boot).not.toContain('<');
    const data = JSON.parse(boot!) as { currentUser: { me: { email: string; firstName: string } } };
    expect(data.currentUser.me).toMatchObject({ email: 'eve-boot@example.com', firstName: 'Eve' });
    expect(page.match(/<script/g)).toHaveLength(2);

    // The signed-in app's code is linked for loading at once (not as scripts to run).
    expect(page).toContain('<link rel="modulepreload" crossorigin href="/assets/ConnectedApp.js">');

    const stranger = await (await fetch(`${web.url}/family-tree`, { headers: { accept: 'text/html' } })).text();
    expect(stranger).toContain('{"currentUser":{"me":null}');
    expect(stranger).not.toContain('eve-boot@example.com');
    expect(stranger).not.toContain('modulepreload');
    // The manifest itself is not served (the address gets the app's page, as any unknown one).
    expect(await (await fetch(`${web.url}/.vite/manifest.json`)).text()).not.toContain('ConnectedApp');
  });

  it("writes a signed-in person's dashboard into their own page at / only, read by the API's own rules; nobody else's, none before onboarding or signed out", async () => {
    const bootOf = (page: string) => JSON.parse(/<script type="application\/json" id="kinfolk-boot">(.*?)<\/script>/s.exec(page)![1]) as { dashboard?: { variables: unknown; data: unknown } };
    const pageAt = async (client: TestClient, address: string) => bootOf(await (await client.fetch(address, { headers: { accept: 'text/html' } })).text());
    const ada = await buildUser({ url: web.url }, { name: 'Ada Dashpage', email: 'ada-dashpage@example.com' });
    await addMember(ada, 'Rosalind', 'child');
    const bea = await buildUser({ url: web.url }, { name: 'Bea Dashpage', email: 'bea-dashpage@example.com' });

    const written = (await pageAt(ada.client, '/')).dashboard;
    const asked = await ada.client.gql(DASHBOARD_QUERY, { activityCount: DASHBOARD_ACTIVITY_COUNT });
    expect(written).toEqual({ variables: { activityCount: DASHBOARD_ACTIVITY_COUNT }, data: asked.data });
    expect(JSON.stringify(written)).toContain('Rosalind');

    const beas = JSON.stringify(await pageAt(bea.client, '/'));
    expect(beas).toContain('Bea');
    expect(beas).not.toContain('Rosalind');
    expect(beas).not.toContain('Ada');
    // Only the dashboard's own address carries it.
    expect((await pageAt(ada.client, '/family-tree')).dashboard).toBeUndefined();
    expect((await pageAt(ada.client, '/?error=access_denied')).dashboard).toBeUndefined();
    // Not before onboarding, nor signed out.
    const newcomer = new TestClient(web.url);
    await newcomer.signIn({ name: 'Cleo Newcomer', email: 'cleo-dashpage@example.com' });
    expect((await pageAt(newcomer, '/')).dashboard).toBeUndefined();
    const stranger = await (await fetch(`${web.url}/`, { headers: { accept: 'text/html' } })).text();
    expect(bootOf(stranger).dashboard).toBeUndefined();
    expect(stranger).not.toContain('Rosalind');
  });

  it('the API answers carry the same headers', async () => {
    const res = await fetch(`${web.url}/api/auth/user`);
    expect(res.status).toBe(401);
    expect(directives(res.headers.get('content-security-policy')).get('frame-ancestors')).toEqual(["'none'"]);
    expect(res.headers.get('x-frame-options')).toBe('DENY');
  });

  it('HSTS and upgraded requests come only with an https PUBLIC_URL', async () => {
    const secure = await startWithWebBuild({ PUBLIC_URL: 'https://family.example.org' });
    try {
      const res = await fetch(`${secure.url}/`, { headers: { accept: 'text/html' } });
      expect(res.headers.get('strict-transport-security')).toBe('max-age=31536000');
      expect(directives(res.headers.get('content-security-policy')).has('upgrade-insecure-requests')).toBe(true);
    } finally {
      await secure.close();
    }
  });

  it("allows the sign-out form to continue to an external provider's end-session page", async () => {
    const external = await startWithWebBuild({ DEV_SIGN_IN: 'false', OIDC_ISSUER: 'https://id.example.com/realms/family', OIDC_CLIENT_ID: 'kinfolk', OIDC_CLIENT_SECRET: 'secret' });
    try {
      const res = await fetch(`${external.url}/`, { headers: { accept: 'text/html' } });
      expect(directives(res.headers.get('content-security-policy')).get('form-action')).toEqual(["'self'", 'https://id.example.com']);
    } finally {
      await external.close();
    }
  });
});

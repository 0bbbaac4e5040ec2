import { readFileSync } from 'node:fs';
import http from 'node:http';
import http2 from 'node:http2';
import type { Socket } from 'node:net';
import path from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import zlib from 'node:zlib';
import { IDLE_CONNECTION_MS } from '../src/http/idle-connections.ts';
import { caddyUrl, startCaddy, upstreamOf, validateCaddyfile, type FrontServer } from './caddy.ts';
import { freePort } from './free-port.ts';
import { startServerProcess, type ServerProcess } from './server-process.ts';

// The committed deploy/Caddyfile in the real Caddy (Debian's package; `.ci/run` installs it): valid as
// the compose file runs it, and in front of two real app servers it speaks HTTP/2 over TLS, compresses,
// shares the requests between the servers and keeps /metrics inside.

let servers: ServerProcess[];
let front: FrontServer;

/** One HTTP/2 request through Caddy: the status, the headers and the body as sent (still encoded). */
function h2(path: string, init: { method?: string; body?: string; headers?: Record<string, string> } = {}): Promise<{ status: number; headers: http2.IncomingHttpHeaders; body: Buffer }> {
  return new Promise((resolve, reject) => {
    const session = http2.connect(front.url, { ca: front.ca });
    session.on('error', reject);
    const req = session.request({ ':method': init.method ?? 'GET', ':path': path, ...init.headers });
    const chunks: Buffer[] = [];
    let headers: http2.IncomingHttpHeaders = {};
    req.on('response', (h) => (headers = h));
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => {
      session.close();
      resolve({ status: Number(headers[':status']), headers, body: Buffer.concat(chunks) });
    });
    req.on('error', reject);
    req.end(init.body);
  });
}

const requestsSeen = (server: ServerProcess) => server.output().split('\n').filter((line) => line.includes('"path":"/graphql"')).length;

beforeAll(async () => {
  const port = await freePort();
  servers = await Promise.all([startServerProcess({ PUBLIC_URL: caddyUrl(port) }), startServerProcess({ PUBLIC_URL: caddyUrl(port) })]);
  front = await startCaddy(servers.map((s) => upstreamOf(s.url)), { port });
});

afterAll(async () => {
  await front?.close();
  await Promise.all((servers ?? []).map((s) => s.stop()));
});

test('caddy validate accepts deploy/Caddyfile as the compose file runs it', () => {
  expect(validateCaddyfile({ SITE_ADDRESS: 'localhost', APP_SERVERS: 'app1:3000 app2:3000' })).toEqual({ ok: true, said: 'Valid configuration' });
});

test('through Caddy the API answers over HTTP/2 with TLS, compressed', async () => {
  const answer = await h2('/graphql', {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'accept-encoding': 'gzip' },
    body: JSON.stringify({ query: '{ __schema { queryType { fields { name description } } } }' }),
  });
  expect(answer.status).toBe(200);
  expect(answer.headers['content-encoding']).toBe('gzip');
  const body = JSON.parse(zlib.gunzipSync(answer.body).toString('utf8')) as { data: { __schema: { queryType: { fields: { name: string }[] } } } };
  expect(body.data.__schema.queryType.fields.map((f) => f.name)).toContain('familyTree');
  expect(answer.body.length).toBeLessThan(JSON.stringify(body).length / 2);
});

test('the requests are shared between both app servers', async () => {
  const before = servers.map(requestsSeen);
  // Round robin alternates; a server its health check found slow on a busy machine is left out for a
  // while, so requests go on (a minute at most) until each server has answered some.
  for (let sent = 0; sent < 600; sent++) {
    const res = await fetch(`${front.url}/graphql`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ query: '{ __typename }' }) });
    expect(res.status).toBe(200);
    if (sent >= 5 && servers.every((s, i) => requestsSeen(s) - before[i] >= 2)) return;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`requests were not shared: ${servers.map((s, i) => requestsSeen(s) - before[i]).join(' and ')}`);
});

test('the metrics stay inside: /metrics through Caddy is not found', async () => {
  expect((await h2('/metrics')).status).toBe(404);
});

/** One GET on `agent`: the status and the connection it went on. */
function get(url: string, agent: http.Agent): Promise<{ status: number; socket: Socket }> {
  return new Promise((resolve, reject) => {
    const req = http.get(url, { agent }, (res) => {
      res.resume();
      res.on('end', () => resolve({ status: res.statusCode ?? 0, socket: req.socket as Socket }));
    });
    req.on('error', reject);
  });
}

test('an app server keeps an idle connection open for longer than Caddy does, so Caddy never sends a request on one it is closing', async () => {
  // Caddy closes its idle connections to the app servers first… (two settings compared, the
  // Caddyfile's and the server's: nothing here is timed)
  const caddyfile = readFileSync(path.resolve(import.meta.dirname, '../../deploy/Caddyfile'), 'utf8');
  const caddyIdleSeconds = Number(/^\s*keepalive (\d+)s$/m.exec(caddyfile)?.[1]);
  expect(caddyIdleSeconds * 1000).toBeLessThan(IDLE_CONNECTION_MS);
  // …and an app server holds one open well past Node's own default (5 s): after 6 s with nothing on
  // it, the same connection carries the next request.
  const agent = new http.Agent({ keepAlive: true, maxSockets: 1 });
  try {
    const first = await get(`${servers[0].url}/healthz`, agent);
    let closed = false;
    first.socket.once('close', () => (closed = true));
    await sleep(6_000);
    const second = await get(`${servers[0].url}/healthz`, agent);
    expect([first.status, second.status]).toEqual([200, 200]);
    expect(closed).toBe(false);
    expect(second.socket).toBe(first.socket);
  } finally {
    agent.destroy();
  }
});

import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { startTestApp, type TestApp } from '../../test/test-app.ts';
import { buildUser } from '../../test/factories.ts';
import { captureLog, log } from '../log.ts';

const TOKEN = 'metrics-token-for-the-tests-0123';
let app: TestApp;

beforeAll(async () => {
  app = await startTestApp({ METRICS_TOKEN: TOKEN });
});
afterAll(() => app.close());

const get = (path: string, headers: Record<string, string> = {}) => fetch(`${app.url}${path}`, { headers });

test('/healthz answers while the process runs, /readyz when the database and storage answer', async () => {
  const health = await get('/healthz');
  expect(health.status).toBe(200);
  expect(await health.json()).toEqual({ status: 'ok' });
  const ready = await get('/readyz');
  expect(ready.status).toBe(200);
  expect(await ready.json()).toEqual({ status: 'ready', database: 'ok', storage: 'ok' });
});

test('/readyz answers 503 naming the storage it cannot reach: refused, or silent past its own time limit', async () => {
  // An S3 endpoint where nothing listens: the database is fine, the files are not.
  const refused = await startTestApp({ S3_BUCKET: 'kinfolk', S3_ENDPOINT: 'http://127.0.0.1:9', S3_ACCESS_KEY_ID: 'x', S3_SECRET_ACCESS_KEY: 'y' });
  try {
    const res = await fetch(`${refused.url}/readyz`);
    expect(res.status).toBe(503);
    expect(await res.json()).toEqual({ status: 'not ready', database: 'ok', storage: 'unreachable' });
  } finally {
    await refused.close();
  }

  // One that stops answering (after the server's start, whose clean-up asks it for unfinished
  // uploads): only the check's own limit (2 s) ends the wait, since the storage's client would wait
  // 15 s for each of its two tries. The fetch gives up at 12 s.
  let answering = true;
  const held: http.ServerResponse[] = [];
  const store = http.createServer((_req, res) => {
    if (answering) res.writeHead(404).end();
    else held.push(res);
  });
  await new Promise<void>((resolve) => store.listen(0, '127.0.0.1', resolve));
  const silent = await startTestApp({ S3_BUCKET: 'kinfolk', S3_ENDPOINT: `http://127.0.0.1:${(store.address() as AddressInfo).port}`, S3_ACCESS_KEY_ID: 'x', S3_SECRET_ACCESS_KEY: 'y' });
  answering = false;
  try {
    const res = await fetch(`${silent.url}/readyz`, { signal: AbortSignal.timeout(12_000) });
    expect(res.status).toBe(503);
    expect(await res.json()).toEqual({ status: 'not ready', database: 'ok', storage: 'unreachable' });
    expect(held.length).toBeGreaterThan(0);
  } finally {
    store.closeAllConnections();
    await new Promise((resolve) => store.close(resolve));
    await silent.close();
  }
});

test('/metrics needs the token, and then shows request latency by operation, the pool and the job queue', async () => {
  expect((await get('/metrics')).status).toBe(401);
  expect((await get('/metrics', { authorization: 'Bearer not-the-token-at-all' })).status).toBe(401);
  const ann = await buildUser(app, { name: 'Ann Metrics' });
  await ann.client.gql('query MetricsProbe { me { id } }');
  const res = await get('/metrics', { authorization: `Bearer ${TOKEN}` });
  expect(res.status).toBe(200);
  expect(res.headers.get('content-type')).toMatch(/^text\/plain/);
  const text = await res.text();
  expect(text).toMatch(/kinfolk_http_request_duration_seconds_count\{method="POST",operation="graphql:MetricsProbe",status="2xx"\} [1-9]/);
  expect(text).toMatch(/kinfolk_db_pool_connections\{state="idle"\} \d+/);
  expect(text).toMatch(/kinfolk_job_queue_jobs\{state="waiting"\} \d+/);
  expect(text).toMatch(/kinfolk_job_queue_jobs\{state="failed"\} \d+/);
  expect(text).toMatch(/kinfolk_storage_written_bytes_total \d+/);
  expect(text).toMatch(/kinfolk_process_resident_memory_bytes \d+/);
});

test('/metrics is not there at all without a token configured', async () => {
  const plain = await startTestApp();
  try {
    const res = await fetch(`${plain.url}/metrics`, { headers: { accept: 'text/plain' } });
    expect(res.status).toBe(404);
  } finally {
    await plain.close();
  }
});

test('every line logged while a request is served is JSON carrying its request id; tokens in paths are left out', async () => {
  const level = log.level;
  log.level = 'info';
  const logged = captureLog();
  try {
    const ann = await buildUser(app, { name: 'Ann Logged' });
    const res = await ann.client.gql('query LoggedProbe { me { id } }');
    expect(res.errors).toBeUndefined();
    const invitation = await fetch(`${app.url}/api/invitations/AbCdEfGhIjKlMnOpQrStUvWxYz012345`);
    const lines = logged.lines.filter((l) => l.msg === 'request');
    const probe = lines.find((l) => l.operation === 'graphql:LoggedProbe');
    expect(probe).toMatchObject({ level: 'info', method: 'POST', path: '/graphql', status: 200, requestId: expect.stringMatching(/^[0-9a-f-]{36}$/) });
    expect(typeof probe!.ms).toBe('number');
    const tokenLine = lines.find((l) => l.requestId === invitation.headers.get('x-request-id'));
    expect(tokenLine!.path).toBe('/api/invitations/…');
    expect(JSON.stringify(logged.lines)).not.toContain('AbCdEfGhIjKlMnOpQrStUvWxYz012345');
  } finally {
    logged.stop();
    log.level = level;
  }
});

import tar from 'tar-stream';
import { Readable, type Writable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { startTestApp, type TestApp } from '../../../test/test-app.ts';
import { buildUser, type Person } from '../../../test/factories.ts';
import { TestClient } from '../../../test/client.ts';
import { codeOf, must } from '../../../test/trees.ts';
import { HANG_MS } from '../../../test/hang.ts';

let app: TestApp;
let admin: Person;
let member: Person;

const STATUS = `{ serverStatus { version startedAt settings { name value } storage { bytes files } jobs { waiting running failed failedJobs { id task attempts lastError } }
  backupSchedule backupKeep backups { id state trigger size files error downloadUrl } } }`;
const ACCOUNTS = '{ accounts { id disabled storageBytes } }';

beforeAll(async () => {
  app = await startTestApp({ BACKUP_KEEP: '1' }, { freshDatabase: true });
  admin = await buildUser(app, { name: 'Ada Admin' });
  member = await buildUser(app, { name: 'Mo Member' });
});
afterAll(() => app.close());

type Status = { serverStatus: { version: string; settings: { name: string; value: string }[]; storage: { bytes: number; files: number }; jobs: { failed: number; failedJobs: { id: string; task: string; lastError: string }[] }; backups: { id: string; state: string; size: number; downloadUrl: string | null }[] } };

test('the administrator sees the version and the settings, secrets only as set', async () => {
  const { serverStatus } = await must<Status>(admin.client, STATUS);
  expect(serverStatus.version).toMatch(/^\d+\.\d+\.\d+/);
  const settings = Object.fromEntries(serverStatus.settings.map((s) => [s.name, s.value]));
  expect(settings.REGISTRATION).toBe('invite');
  expect(settings.BACKUP_KEEP).toBe('1');
  expect(settings.SESSION_SECRET).toMatch(/^(••••••••|not set)/);
  // The database URL is shown without its password.
  expect(settings.DATABASE_URL).toContain('••••••••');
  expect(JSON.stringify(serverStatus.settings)).not.toContain(app.config.sessionSecret);
  expect(JSON.stringify(serverStatus.settings)).not.toMatch(/:kinfolk@/);
});

test('a member is refused everything of the administrator, on GraphQL and REST', async () => {
  expect(codeOf(await member.client.gql(STATUS))).toBe('FORBIDDEN');
  expect(codeOf(await member.client.gql('mutation { runBackup { id } }'))).toBe('FORBIDDEN');
  expect(codeOf(await member.client.gql('mutation { retryJob(id: "1") }'))).toBe('FORBIDDEN');
  expect(codeOf(await member.client.gql('mutation($u: ID!) { setAccountDisabled(userId: $u, disabled: true) { id } }', { u: admin.id }))).toBe('FORBIDDEN');
  expect(codeOf(await member.client.gql('mutation { setRegistration(mode: OPEN) { registration } }'))).toBe('FORBIDDEN');
  expect(codeOf(await member.client.gql(ACCOUNTS))).toBe('FORBIDDEN');
  expect(codeOf(await new TestClient(app.url).gql(STATUS))).toBe('UNAUTHENTICATED');
});

test('registration chosen on the page wins over the environment, for every server', async () => {
  expect((await must<{ setRegistration: { registration: string } }>(admin.client, 'mutation { setRegistration(mode: OPEN) { registration } }')).setRegistration.registration).toBe('OPEN');
  expect((await must<{ signInOptions: { registration: string } }>(new TestClient(app.url), '{ signInOptions { registration } }')).signInOptions.registration).toBe('OPEN');
  await must(admin.client, 'mutation { setRegistration(mode: INVITE) { registration } }');
  expect((await must<{ signInOptions: { registration: string } }>(new TestClient(app.url), '{ signInOptions { registration } }')).signInOptions.registration).toBe('INVITE');
});

test('a disabled account is signed out at once, its token refused and its sign-in turned away; enabled, it signs in again', async () => {
  const token = (await must<{ createAccessToken: { token: string } }>(member.client, 'mutation { createAccessToken(name: "script") { token } }')).createAccessToken.token;
  const DISABLE = 'mutation($u: ID!, $d: Boolean!) { setAccountDisabled(userId: $u, disabled: $d) { id disabled } }';
  expect((await must<{ setAccountDisabled: { disabled: boolean } }>(admin.client, DISABLE, { u: member.id, d: true })).setAccountDisabled.disabled).toBe(true);
  expect((await member.client.gql<{ me: null }>('{ me { id } }')).data?.me ?? null).toBeNull();
  const byToken = await fetch(`${app.url}/graphql`, { method: 'POST', headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` }, body: '{"query":"{ me { id } }"}' });
  expect(byToken.status).toBe(401);
  const again = new TestClient(app.url);
  const attempt = await again.signIn({ name: 'Mo Member', email: member.email });
  expect(attempt.finalUrl).toMatch(/sign_in_error=disabled/);
  expect(codeOf(await admin.client.gql(DISABLE, { u: admin.id, d: true }))).toBe('FORBIDDEN');

  await must(admin.client, DISABLE, { u: member.id, d: false });
  const back = new TestClient(app.url);
  await back.signIn({ name: 'Mo Member', email: member.email });
  expect((await must<{ me: { id: string } }>(back, '{ me { id } }')).me.id).toBe(member.id);
  const accounts = (await must<{ accounts: { id: string; disabled: boolean; storageBytes: number }[] }>(admin.client, ACCOUNTS)).accounts;
  expect(accounts.find((a) => a.id === member.id)).toMatchObject({ disabled: false, storageBytes: 0 });
});

test('a failed job is listed with its error and retried once asked', async () => {
  const em = app.orm.em.fork();
  const [job] = await em.execute<{ id: string }[]>(`select id::text from graphile_worker.add_job('backup:run', '{"runId": "00000000-0000-0000-0000-000000000000"}'::json, run_at => now() + interval '1 hour', max_attempts => 1)`);
  await em.execute(`update graphile_worker._private_jobs set attempts = 1, last_error = 'Error: the disk was full' || chr(10) || '    at somewhere' where id = ?::bigint`, [job.id]);
  const listed = (await must<Status>(admin.client, STATUS)).serverStatus.jobs;
  expect(listed.failedJobs).toContainEqual(expect.objectContaining({ id: job.id, task: 'backup:run', lastError: 'Error: the disk was full' }));
  expect(listed.failed).toBeGreaterThanOrEqual(1);
  expect((await must<{ retryJob: boolean }>(admin.client, 'mutation($id: ID!) { retryJob(id: $id) }', { id: job.id })).retryJob).toBe(true);
  for (const until = Date.now() + HANG_MS; Date.now() < until; await new Promise((r) => setTimeout(r, 100))) {
    const [left] = await em.execute<{ n: string }[]>('select count(*) as n from graphile_worker.jobs where id = ?::bigint', [job.id]);
    if (Number(left.n) === 0) break;
  }
  const [left] = await em.execute<{ n: string }[]>('select count(*) as n from graphile_worker.jobs where id = ?::bigint', [job.id]);
  expect(Number(left.n)).toBe(0);
  expect((await must<{ retryJob: boolean }>(admin.client, 'mutation($id: ID!) { retryJob(id: $id) }', { id: job.id })).retryJob).toBe(false);
});

test('a backup run from the page is written to storage, downloadable by the administrator only, and only BACKUP_KEEP are kept', async () => {
  const finished = async () => {
    const started = (await must<{ runBackup: { id: string } }>(admin.client, 'mutation { runBackup { id state } }')).runBackup;
    for (const until = Date.now() + HANG_MS; Date.now() < until; await new Promise((r) => setTimeout(r, 200))) {
      const run = (await must<Status>(admin.client, STATUS)).serverStatus.backups.find((b) => b.id === started.id)!;
      if (run.state === 'done' || run.state === 'failed') return run;
    }
    throw new Error('The backup did not finish in time.');
  };
  const first = await finished();
  expect(first).toMatchObject({ state: 'done', downloadUrl: `/api/admin/backups/${first.id}/download` });
  const download = await admin.client.fetch(first.downloadUrl!);
  expect(download.status).toBe(200);
  expect(download.headers.get('content-disposition')).toMatch(/attachment; filename="kinfolk-.*\.tar"/);
  const names: string[] = [];
  const extract = tar.extract();
  extract.on('entry', (header, stream, next) => {
    names.push(header.name);
    stream.on('end', next);
    stream.resume();
  });
  await pipeline(Readable.fromWeb(download.body! as never), extract as unknown as Writable);
  expect(names[0]).toBe('kinfolk-backup.json');
  expect(names).toContain('kinfolk-backup-end.json');
  expect(names.some((n) => n.startsWith('database/') && n.endsWith('public.users.tsv.gz'))).toBe(true);
  const otherMember = await buildUser(app, { name: 'Olga Member' });
  expect((await otherMember.client.fetch(first.downloadUrl!)).status).toBe(403);
  expect((await new TestClient(app.url).fetch(first.downloadUrl!)).status).toBe(401);

  const second = await finished();
  expect(second.state).toBe('done');
  const backups = (await must<Status>(admin.client, STATUS)).serverStatus.backups;
  expect(backups.map((b) => b.id)).toEqual([second.id]);
  expect((await admin.client.fetch(first.downloadUrl!)).status).toBe(404);
});

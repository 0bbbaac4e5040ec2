import { createHash } from 'node:crypto';
import { mkdtempSync, statSync, writeFileSync, readFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { MikroORM } from '@mikro-orm/postgresql';
import { ormConfig } from '../db/orm-config.ts';
import { entities } from '../modules/entities.ts';
import { LocalStorage, openStorage, type ObjectStorage } from '../storage/index.ts';
import { emptyDatabase, startTestApp, type TestApp } from '../../test/test-app.ts';
import { startS3Server, type TestS3Server } from '../../test/s3-server.ts';
import { addMember, buildUser, connect, type Person } from '../../test/factories.ts';
import { createCircle, jpegPhoto, uploadMemory } from '../../test/media.ts';
import { must } from '../../test/trees.ts';
import { backupToFile, restoreFromFile, RestoreRefused } from './index.ts';
import { SCHEMAS } from './catalog.ts';
import { HANG_MS } from '../../test/hang.ts';

let s3: TestS3Server;
let source: TestApp;
let ann: Person;
let memoryFileUrl: string;
const work = mkdtempSync(path.join(os.tmpdir(), 'kinfolk-backup-test-'));
const archive = path.join(work, 'backup.tar');
const opened: MikroORM[] = [];

// A refused restore is all that is heard: a failure left unhandled on the way would end
// `npm run restore` with a stack trace before its message.
const unhandled: unknown[] = [];
const hear = (reason: unknown) => void unhandled.push(reason);
beforeAll(() => void process.on('unhandledRejection', hear));
afterAll(() => void process.off('unhandledRejection', hear));
afterEach(async () => {
  await new Promise((resolve) => setImmediate(resolve));
  const heard = unhandled.splice(0);
  expect(heard).toEqual([]);
});
async function expectNothingUnhandled() {
  await new Promise((resolve) => setImmediate(resolve));
  expect(unhandled).toEqual([]);
}

/** A new installation's database, with an ORM on it. */
async function emptyInstallation() {
  const orm = await MikroORM.init(ormConfig(await emptyDatabase(), entities));
  opened.push(orm);
  return orm;
}

/** Every table's row count and a digest of all its rows (in a fixed order), and every sequence. */
async function databaseState(orm: MikroORM) {
  const em = orm.em.fork();
  const tables = await em.execute<{ name: string }[]>(
    `select quote_ident(table_schema) || '.' || quote_ident(table_name) as name from information_schema.tables
      where table_schema = any(string_to_array(?, ',')) and table_type = 'BASE TABLE' and table_name not in ('mikro_orm_migrations', 'migrations') order by 1`,
    [SCHEMAS.join(',')],
  );
  const state: Record<string, string> = {};
  for (const { name } of tables) {
    const [row] = await em.execute<{ n: string; digest: string | null }[]>(`select count(*) as n, md5(string_agg(t::text, E'\\n' order by t::text)) as digest from ${name} t`);
    state[name] = `${row.n} rows ${row.digest ?? ''}`;
  }
  for (const seq of await em.execute<{ name: string; last_value: string | null }[]>(`select schemaname || '.' || sequencename as name, last_value::text from pg_sequences where schemaname = any(string_to_array(?, ','))`, [SCHEMAS.join(',')])) {
    state[`sequence ${seq.name}`] = String(seq.last_value);
  }
  return state;
}

/** Every stored object's key and the digest of its bytes. */
async function filesOf(storage: ObjectStorage) {
  const files: Record<string, string> = {};
  for await (const object of storage.list('')) {
    const hash = createHash('sha256');
    for await (const chunk of await storage.read(object.key)) hash.update(chunk as Buffer);
    files[object.key] = hash.digest('hex');
  }
  return files;
}

beforeAll(async () => {
  s3 = await startS3Server('kinfolk-backup-source');
  source = await startTestApp(s3.env, { freshDatabase: true });
  ann = await buildUser(source, { name: 'Ann Backup' });
  const ben = await buildUser(source, { name: 'Ben Backup' });
  await addMember(ann, 'Mara', 'parent');
  await addMember(ann, 'Ida', 'sibling');
  await connect(ann, ben);
  const circle = await createCircle(ann, 'Backup circle', [ben]);
  const uploaded = await uploadMemory(ann, { title: 'Picnic', circleId: circle }, { bytes: await jpegPhoto(900, 600), name: 'picnic.jpg', type: 'image/jpeg' });
  memoryFileUrl = uploaded.data!.uploadMemory.file.url;
  await must(ann.client, 'mutation($input: CreateStoryInput!) { createStory(input: $input) { id } }', { input: { title: 'Summer', content: 'We went to the lake.', circleId: circle } });
  // The memory's pictures are made by the job queue: wait for them, so nothing changes under the backup's comparison.
  for (const until = Date.now() + HANG_MS; Date.now() < until; await new Promise((r) => setTimeout(r, 200))) {
    const [row] = await source.orm.em.fork().execute<{ n: string }[]>("select count(*) as n from stored_files where key like '%.webp' and status = 'ready'");
    const [jobs] = await source.orm.em.fork().execute<{ n: string }[]>("select count(*) as n from graphile_worker.jobs where task_identifier not like '%digest%' and run_at < now() + interval '1 minute'");
    if (Number(row.n) >= 2 && Number(jobs.n) === 0) break;
  }
});

afterAll(async () => {
  await Promise.all(opened.map((orm) => orm.close(true)));
  if (!sourceClosed) await source?.close();
  await s3?.close();
});

let sourceOrm: MikroORM;
let sourceClosed = false;
let sourceStorage: ObjectStorage;
let target: MikroORM;
let targetStorage: LocalStorage;

test('a backup restored into a new installation gives every table and every file back', async () => {
  const databaseUrl = source.config.databaseUrl!;
  sourceStorage = openStorage(source.config.storage);
  await source.close(); // the app stopped: nothing changes between the backup and the comparison
  sourceClosed = true;
  sourceOrm = await MikroORM.init(ormConfig(databaseUrl, entities));
  opened.push(sourceOrm);
  const summary = await backupToFile(sourceOrm, sourceStorage, archive);
  expect(summary.files).toBeGreaterThanOrEqual(3); // the photo and its two pictures
  expect(summary.rows['public.users']).toBe(2);

  target = await emptyInstallation();
  targetStorage = new LocalStorage(path.join(work, 'uploads')); // where the restored app (DATA_DIR: work) keeps its files
  const restored = await restoreFromFile(target, targetStorage, archive);
  expect(restored.rows).toEqual(summary.rows);
  expect(restored.files).toBe(summary.files);

  const [before, after] = [await databaseState(sourceOrm), await databaseState(target)];
  expect(Object.keys(after).length).toBeGreaterThan(40);
  expect(after).toEqual(before);
  expect(await filesOf(targetStorage)).toEqual(await filesOf(sourceStorage));
});

test('the restored installation serves its people their tree and their files', async () => {
  const restoredApp = await startTestApp({ DATABASE_URL: target.config.get('clientUrl')!, DATA_DIR: work });
  try {
    const again = await buildUser(restoredApp, { name: 'Ann Backup', email: ann.email });
    expect(again.id).toBe(ann.id);
    const tree = await must<{ familyTree: { nodes: { firstName: string }[] } }>(again.client, '{ familyTree(generationsUp: 1, generationsDown: 1) { nodes { firstName } } }');
    expect(tree.familyTree.nodes.map((n) => n.firstName).sort()).toEqual(expect.arrayContaining(['Ann', 'Ida', 'Mara']));
    const file = await again.client.fetch(memoryFileUrl);
    expect(file.status).toBe(200);
    expect(file.headers.get('content-type')).toBe('image/jpeg');
  } finally {
    await restoredApp.close();
  }
});

test('an installation with accounts is not overwritten without --replace', async () => {
  await expect(restoreFromFile(target, targetStorage, archive)).rejects.toThrow(new RestoreRefused('This installation already has accounts: restore into a new, empty one, or pass --replace to overwrite everything it holds.'));
  await expectNothingUnhandled();
  const again = await restoreFromFile(target, targetStorage, archive, { replace: true });
  expect(again.rows['public.users']).toBe(2);
});

test('a cut or foreign archive is refused and leaves the database as it was', async () => {
  const fresh = await emptyInstallation();
  const cut = path.join(work, 'cut.tar');
  const whole = readFileSync(archive);
  writeFileSync(cut, whole.subarray(0, Math.floor(whole.length * 0.6)));
  await expect(restoreFromFile(fresh, new LocalStorage(path.join(work, 'cut-uploads')), cut)).rejects.toThrow(RestoreRefused);
  await expectNothingUnhandled();
  const [users] = await fresh.em.fork().execute<{ n: string }[]>('select count(*) as n from users');
  expect(Number(users.n)).toBe(0);

  const foreign = path.join(work, 'foreign.tar');
  writeFileSync(foreign, 'not a backup at all'.repeat(100));
  await expect(restoreFromFile(fresh, new LocalStorage(path.join(work, 'foreign-uploads')), foreign)).rejects.toThrow(RestoreRefused);
  expect(statSync(foreign).size).toBeGreaterThan(0);
  await expectNothingUnhandled();
});

import { mkdtempSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { MikroORM } from '@mikro-orm/postgresql';
import pg from 'pg';
import { loadConfig } from '../src/config.ts';
import { ormConfig } from '../src/db/orm-config.ts';
import { entities } from '../src/modules/entities.ts';
import { cleanUpFiles } from '../src/modules/files/clean-up.ts';
import { TestClient } from '../test/client.ts';
import { freePort } from '../test/free-port.ts';
import { mp4Video } from '../test/media.ts';
import { startServerProcess, type ServerProcess } from '../test/server-process.ts';
import { filesBelow } from '../test/stored-media.ts';
import { memoryUploadTarget, streamUpload, type StreamedUpload } from '../test/streamed-upload.ts';
import { freshDatabase } from '../test/test-app.ts';

// No orphans after a crash or a hang-up mid-upload. The real server runs as a process of its own
// on a database and data folder of its own; large videos stream in through both transports when it
// is killed with SIGKILL. Started again (with UPLOAD_STALE_SECONDS=1, its clean-up pass on start
// takes them as abandoned), it must leave no file row "uploading" and no file in its storage folder
// that no row names. A client that hangs up halfway leaves nothing either once the clean-up has run.


const MB = 1024 * 1024;
const STALE = { UPLOAD_STALE_SECONDS: '1' };

let databaseUrl: string;
let env: Record<string, string>;
let storage: string;
let server: ServerProcess | undefined;
let client: TestClient;
let circleId: string;

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

async function fileRows(): Promise<{ key: string; status: string }[]> {
  const db = new pg.Client({ connectionString: databaseUrl });
  await db.connect();
  try {
    return (await db.query<{ key: string; status: string }>('select key, status from stored_files order by key')).rows;
  } finally {
    await db.end();
  }
}

/** The file rows, and the files in the storage folder that no row names (unfinished writes included). */
async function leftovers() {
  const rows = await fileRows();
  const files = await filesBelow(storage);
  return { uploading: rows.filter((row) => row.status === 'uploading').map((row) => row.key), unnamed: files.filter((file) => !rows.some((row) => row.key === file)) };
}

/** Large videos on their way in through both transports, once their rows and partly written files are there. */
async function uploadsUnderWay(): Promise<StreamedUpload[]> {
  const before = await filesBelow(storage);
  const uploads = (['REST', 'GraphQL'] as const).map((transport) =>
    streamUpload(client, memoryUploadTarget(transport, { title: `Long video by ${transport}`, circleId }), { head: mp4Video(60, 8192), size: 500 * MB }, { chunk: 64 * 1024, pauseMs: 5 }),
  );
  for (const deadline = Date.now() + 30_000; Date.now() < deadline; await sleep(100)) {
    const rows = (await fileRows()).filter((row) => row.status === 'uploading');
    const partial = (await filesBelow(storage)).filter((file) => file.endsWith('.partial') && !before.includes(file));
    if (rows.length === 2 && partial.length === 2 && uploads.every((upload) => upload.written() > 2 * MB)) return uploads;
  }
  throw new Error(`The uploads did not get under way: ${JSON.stringify(await leftovers())}`);
}

beforeAll(async () => {
  databaseUrl = await freshDatabase();
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'kinfolk-crash-upload-'));
  env = { PORT: String(await freePort()), DATA_DIR: dataDir };
  storage = path.join(dataDir, 'uploads');
  server = await startServerProcess(env, databaseUrl);
  client = new TestClient(server.url);
  await client.signIn({ name: 'Crash Tester' });
  const created = await client.gql<{ createCircle: { id: string } }>('mutation { createCircle(input: { name: "Videos", isPrivate: true }) { id } }');
  if (!created.data) throw new Error(`Setup failed: ${JSON.stringify(created.errors)}`);
  circleId = created.data.createCircle.id;
});
afterAll(() => server?.stop());

describe('a server killed with SIGKILL while videos stream in through REST and GraphQL, then started again', () => {
  let crashed: Awaited<ReturnType<typeof leftovers>>;
  beforeAll(async () => {
    const uploads = await uploadsUnderWay();
    await server!.stop('SIGKILL');
    for (const upload of uploads) upload.hangUp();
    crashed = await leftovers();
    await sleep(1500); // longer than UPLOAD_STALE_SECONDS since the rows were last touched
    server = await startServerProcess({ ...env, ...STALE }, databaseUrl);
  });

  it('had left rows "uploading" and half-written files behind', () => {
    expect(crashed.uploading).toHaveLength(2);
    expect(crashed.unnamed).toEqual([expect.stringMatching(/^memories\/\.[0-9a-f-]+\.partial$/), expect.stringMatching(/^memories\/\.[0-9a-f-]+\.partial$/)]);
  });

  it('leaves no row "uploading" (nor any other) after its clean-up on start, and serves again', async () => {
    expect((await leftovers()).uploading).toEqual([]);
    expect(await fileRows()).toEqual([]);
    expect((await client.fetch('/api/auth/user')).status).toBe(200);
  });

  // The half-written files of the killed uploads stay in the storage folder for good: the clean-up
  // removes objects by the keys of their rows, and an unfinished write is under a name of its own.
  it('leaves no half-written file in its storage folder', async () => {
    expect((await leftovers()).unnamed).toEqual([]);
  });
});

it('a client that hangs up halfway leaves nothing once the clean-up has run', async () => {
  const before = (await leftovers()).unnamed;
  const uploads = await uploadsUnderWay();
  for (const upload of uploads) upload.hangUp();
  await sleep(1500);
  // The clean-up pass the server runs every few minutes, on its own database and folder.
  const config = loadConfig({ NODE_ENV: 'test', DEV_SIGN_IN: 'true', DATABASE_URL: databaseUrl, ...env, ...STALE });
  const orm = await MikroORM.init(ormConfig(databaseUrl, entities));
  try {
    await cleanUpFiles(config, orm.em.fork());
  } finally {
    await orm.close(true);
  }
  const after = await leftovers();
  expect({ uploading: after.uploading, unnamed: after.unnamed.filter((file) => !before.includes(file)) }).toEqual({ uploading: [], unnamed: [] });
  expect(await fileRows()).toEqual([]);
  expect(server!.child.exitCode).toBeNull();
});

import { execFileSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { startTestApp, type TestApp } from '../test/test-app.ts';
import { addMember, buildUser, connect, type Person } from '../test/factories.ts';
import { createCircle, jpegPhoto, uploadMemory } from '../test/media.ts';
import { startS3Server, type TestS3Server } from '../test/s3-server.ts';
import { must } from '../test/trees.ts';
import { storageOf } from '../src/modules/files/index.ts';
import type { S3Storage } from '../src/storage/index.ts';

// The file storage failing under a running server: the S3-compatible store stopped and started
// again, and a full disk under DATA_DIR (a 3 MB tmpfs mounted for the test where the machine
// allows it). Meanwhile requests that need files answer 503 with a sentence, the rest
// of the app goes on, nothing half-written is left, and everything works again by itself after.


const TREE = '{ familyTree(generationsUp: 1, generationsDown: 1) { nodes { firstName } } }';

/**
 * Counts the requests the app's S3 client sends, each try of each command (the SDK tries a failed
 * one again, after a pause): work counted instead of time taken.
 */
function countStoreRequests(app: TestApp) {
  const sent: string[] = [];
  const { client } = storageOf(app.config) as S3Storage;
  client.middlewareStack.add(
    (next, context) => async (args) => {
      sent.push(String(context.commandName));
      return next(args);
    },
    // After the retrying step: once per try.
    { step: 'deserialize', name: 'countStoreRequests' },
  );
  return {
    /** The requests sent while `work` ran, and what `work` gave. */
    async during<T>(work: () => Promise<T>) {
      const from = sent.length;
      const result = await work();
      return { result, requests: sent.slice(from) };
    },
    stop: () => client.middlewareStack.remove('countStoreRequests'),
  };
}

describe('the S3-compatible store out of reach', () => {
  let s3: TestS3Server;
  let app: TestApp;
  let ada: Person;
  let ben: Person;
  let circleId: string;

  beforeAll(async () => {
    s3 = await startS3Server('kinfolk-outage');
    app = await startTestApp(s3.env, { freshDatabase: true });
    [ada, ben] = [await buildUser(app, { name: 'Ada Outage' }), await buildUser(app, { name: 'Ben Outage' })];
    await connect(ada, ben);
    circleId = await createCircle(ada, 'Outage circle', [ben]);
  });
  afterAll(async () => {
    await app?.close();
    await s3?.close();
  });

  // Within seconds because the store is asked once more at most (a command tried twice), not
  // waited for: how long the answers take meanwhile is measured by `npm run bench:faults`.
  it('answers uploads and file reads 503 with a sentence after two tries of the store, keeps serving the rest, and recovers by itself', async () => {
    const before = await uploadMemory(ada, { title: 'Before', circleId }, { bytes: await jpegPhoto(400, 300), name: 'before.jpg', type: 'image/jpeg' });
    const fileUrl = before.data!.uploadMemory.file.url;
    expect((await ben.client.fetch(fileUrl)).status).toBe(200);

    await s3.stop();
    const store = countStoreRequests(app);
    const photo = await jpegPhoto(400, 300);
    const upload = await store.during(() => uploadMemory(ada, { title: 'During', circleId }, { bytes: photo, name: 'during.jpg', type: 'image/jpeg' }));
    expect(upload.result.errors?.[0]).toMatchObject({ message: 'The file storage is not reachable right now. Please try again in a moment.', extensions: { code: 'SERVICE_UNAVAILABLE' } });
    const read = await store.during(() => ben.client.fetch(fileUrl));
    store.stop();
    expect(read.result.status).toBe(503);
    expect(read.result.headers.get('retry-after')).toBeTruthy();
    expect(await read.result.text()).toMatch(/^The file storage is not reachable right now/);
    for (const { requests } of [upload, read]) {
      expect(requests.length).toBeGreaterThan(0);
      const tries = new Map<string, number>();
      for (const command of requests) tries.set(command, (tries.get(command) ?? 0) + 1);
      // Two tries per object, and an upload may write up to two objects (the file and what is made
      // from it): at most four of one command. The SDK's own default (three tries) would show six.
      expect([...tries].filter(([, times]) => times > 4)).toEqual([]);
    }
    const ready = await fetch(`${app.url}/readyz`);
    expect(ready.status).toBe(503);
    expect(await ready.json()).toMatchObject({ storage: 'unreachable', database: 'ok' });
    // What needs no files goes on.
    expect((await must<{ familyTree: { nodes: unknown[] } }>(ada.client, TREE)).familyTree.nodes.length).toBeGreaterThan(0);
    await addMember(ada, 'Nora', 'sibling');

    await s3.restart();
    const after = await uploadMemory(ada, { title: 'After', circleId }, { bytes: await jpegPhoto(400, 300), name: 'after.jpg', type: 'image/jpeg' });
    expect(after.errors).toBeUndefined();
    expect((await ben.client.fetch(fileUrl)).status).toBe(200);
    expect((await fetch(`${app.url}/readyz`)).status).toBe(200);
    // The refused upload left no row behind.
    const [rows] = await app.orm.em.fork().execute<{ n: string }[]>("select count(*) as n from memories where title = 'During'");
    expect(Number(rows.n)).toBe(0);
  });
});

describe('a full disk under DATA_DIR', () => {
  const root = mkdtempSync(path.join(os.tmpdir(), 'kinfolk-full-'));
  const dataDir = path.join(root, 'data');
  let mounted = false;
  let app: TestApp;
  let ada: Person;
  let circleId: string;

  beforeAll(async () => {
    mkdirSync(dataDir);
    try {
      execFileSync('mount', ['-t', 'tmpfs', '-o', 'size=3m', 'tmpfs', dataDir], { stdio: 'ignore' });
      mounted = true;
    } catch {
      console.log('No tmpfs could be mounted here (mounting needs root): the full-disk case is not run on this machine.');
    }
    app = await startTestApp({ DATA_DIR: dataDir }, { freshDatabase: true });
    ada = await buildUser(app, { name: 'Ada Fulldisk' });
    const ben = await buildUser(app, { name: 'Ben Fulldisk' });
    await connect(ada, ben);
    circleId = await createCircle(ada, 'Full circle', [ben]);
  });
  afterAll(async () => {
    await app?.close();
    if (mounted) execFileSync('umount', [dataDir]);
    rmSync(root, { recursive: true, force: true });
  });

  it('refuses an upload with 503 and a sentence, leaves no half-written file, and takes uploads again once there is room', async () => {
    if (!mounted) return;
    const photo = await jpegPhoto(1600, 1200);
    const filler = path.join(dataDir, 'filler');
    writeFileSync(filler, Buffer.alloc(3 * 1024 * 1024 - 64 * 1024).fill(1)); // all but 64 KB of the 3 MB taken
    const refused = await uploadMemory(ada, { title: 'No room', circleId }, { bytes: photo, name: 'big.jpg', type: 'image/jpeg' });
    expect(refused.errors?.[0]).toMatchObject({ message: 'The server has no room left for files right now. Please tell the administrator of this server.', extensions: { code: 'SERVICE_UNAVAILABLE' } });
    const uploads = path.join(dataDir, 'uploads');
    const leftovers = readdirSync(uploads, { recursive: true, withFileTypes: true }).filter((e) => e.isFile());
    expect(leftovers.map((e) => e.name)).toEqual([]);
    expect((await must<{ familyTree: { nodes: unknown[] } }>(ada.client, TREE)).familyTree.nodes.length).toBeGreaterThan(0);

    rmSync(filler);
    const accepted = await uploadMemory(ada, { title: 'Room again', circleId }, { bytes: photo, name: 'big.jpg', type: 'image/jpeg' });
    expect(accepted.errors).toBeUndefined();
  });
});

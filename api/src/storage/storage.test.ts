import { createHash, randomBytes } from 'node:crypto';
import { mkdtemp, readdir, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { setFlagsFromString } from 'node:v8';
import { runInNewContext } from 'node:vm';
import { Readable } from 'node:stream';
import { startS3Server } from '../../test/s3-server.ts';
import { InvalidStorageKey, LocalStorage, S3Storage, StoredObjectMissing, type ObjectStorage, type StoredObject } from './index.ts';

const MB = 1024 * 1024;

interface Backend {
  storage: ObjectStorage;
  /** Files the backend left on disk below a key prefix (local only), unfinished writes included. */
  filesOnDisk?: (prefix: string) => Promise<string[]>;
  /** The most memory one write may hold, however large its body. */
  writeMemory: number;
  /** Names of the S3 commands sent so far (S3 only). */
  commands?: string[];
  close(): Promise<void>;
}

async function openLocal(): Promise<Backend> {
  const dir = await mkdtemp(path.join(os.tmpdir(), 'kinfolk-storage-'));
  return {
    storage: new LocalStorage(dir),
    // A few stream buffers of 64 KB.
    writeMemory: 4 * MB,
    filesOnDisk: async (prefix) =>
      (await readdir(path.join(dir, prefix), { recursive: true, withFileTypes: true }).catch(() => [])).filter((e) => e.isFile()).map((e) => e.name),
    close: () => rm(dir, { recursive: true, force: true }),
  };
}

async function openS3(): Promise<Backend> {
  const server = await startS3Server();
  // A small page, so that listing takes several requests.
  const storage = new S3Storage(server.config, { pageSize: 3 });
  const commands: string[] = [];
  storage.client.middlewareStack.add((next, context) => (args) => {
    commands.push(context.commandName ?? '');
    return next(args);
  }, { step: 'initialize' });
  return {
    storage,
    // The part being filled and the two being sent (8 MB each), and some slack.
    writeMemory: 32 * MB,
    commands,
    async close() {
      storage.client.destroy();
      await server.close();
    },
  };
}

/**
 * `total` random bytes made as they are read, in 64 KB chunks; `digest()` is their SHA-256 once
 * read. At `stopAt` bytes it is destroyed, with `error` if given. `reaching.run` is awaited when
 * `sent` reaches each of `reaching.at` bytes, before any more is handed out.
 */
function generated(total: number, options: { stopAt?: number; error?: Error; reaching?: { at: number[]; run: () => Promise<void> } } = {}) {
  const hash = createHash('sha256');
  let sent = 0;
  const stream = new Readable({
    read() {
      void (async () => {
        if (options.stopAt !== undefined && sent >= options.stopAt) return void this.destroy(options.error);
        if (sent >= total) return void this.push(null);
        if (options.reaching?.at.includes(sent)) await options.reaching.run();
        const chunk = randomBytes(Math.min(64 * 1024, total - sent));
        sent += chunk.length;
        hash.update(chunk);
        this.push(chunk);
      })();
    },
  });
  return { stream, digest: () => hash.digest('hex') };
}

async function bytesOf(stream: Readable): Promise<Buffer> {
  const chunks: Buffer[] = [];
  for await (const chunk of stream) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks);
}

async function keysUnder(storage: ObjectStorage, prefix: string): Promise<string[]> {
  const keys: string[] = [];
  for await (const item of storage.list(prefix)) keys.push(item.key);
  return keys.sort();
}

// Full collections before each measure, so that only memory still in use is counted.
setFlagsFromString('--expose-gc');
const collectGarbage = runInNewContext('gc') as () => void;

/** Memory the process holds in its V8 heap and in buffers, once garbage is collected. */
async function memoryInUse() {
  // Twice, with a turn between: buffers are freed by a background sweep after a collection.
  for (let i = 0; i < 2; i++) {
    collectGarbage();
    await new Promise(setImmediate);
  }
  const { heapUsed, arrayBuffers } = process.memoryUsage();
  return heapUsed + arrayBuffers;
}

describe.each([
  ['local', openLocal],
  ['S3', openS3],
])('%s object storage', (_name, open) => {
  let backend: Backend;
  let storage: ObjectStorage;
  beforeAll(async () => {
    backend = await open();
    storage = backend.storage;
  });
  afterAll(() => backend.close());

  it('reads back what it wrote, whole and by range, and tells its size', async () => {
    const body = Buffer.from('0123456789abcdefghij');
    expect(await storage.write('memories/ab/one.txt', Readable.from([body]), { contentType: 'text/plain' })).toEqual({ size: 20 });
    expect(await bytesOf(await storage.read('memories/ab/one.txt'))).toEqual(body);
    expect((await bytesOf(await storage.read('memories/ab/one.txt', { start: 5, end: 9 }))).toString()).toBe('56789');
    expect((await bytesOf(await storage.read('memories/ab/one.txt', { start: 19, end: 19 }))).toString()).toBe('j');
    const info = await storage.stat('memories/ab/one.txt');
    expect(info?.size).toBe(20);
    expect(Math.abs(info!.modified.getTime() - Date.now())).toBeLessThan(60_000);

    await storage.write('memories/ab/one.txt', Readable.from([Buffer.from('new')]), { contentType: 'text/plain' });
    expect((await bytesOf(await storage.read('memories/ab/one.txt'))).toString()).toBe('new');
    await storage.write('memories/ab/empty', Readable.from([]), { contentType: 'application/octet-stream' });
    expect(await storage.stat('memories/ab/empty')).toMatchObject({ size: 0 });
  });

  // Larger than what an S3 write may hold (three parts), so that holding it whole would show. The
  // memory is measured at 8, 24 and 40 MB: each measure is two full collections, which in a test
  // worker that has run many files (a heap of up to 1 GB) take seconds.
  it('streams a 48 MB body through without holding it whole', async () => {
    const size = 48 * MB;
    const before = await memoryInUse();
    let peak = before;
    const body = generated(size, { reaching: { at: [8 * MB, 24 * MB, 40 * MB], run: async () => void (peak = Math.max(peak, await memoryInUse())) } });
    expect(await storage.write('big/video.mp4', body.stream, { contentType: 'video/mp4' })).toEqual({ size });
    expect(peak - before).toBeLessThan(backend.writeMemory);
    const read = createHash('sha256');
    for await (const chunk of await storage.read('big/video.mp4')) read.update(chunk as Buffer);
    expect(read.digest('hex')).toBe(body.digest());
    expect((await storage.stat('big/video.mp4'))?.size).toBe(size);
  });

  it.each([
    ['fails', new Error('connection lost')],
    ['is destroyed', undefined],
  ])('leaves nothing behind when the body %s midway', async (_how, error) => {
    // Past the first 8 MB part, so that on S3 a multipart upload has begun.
    const body = generated(20 * MB, { stopAt: 12 * MB, error });
    const sentBefore = backend.commands?.length ?? 0;
    await expect(storage.write('failing/clip.mp4', body.stream, { contentType: 'video/mp4' })).rejects.toThrow(error?.message ?? '');
    expect(await storage.stat('failing/clip.mp4')).toBeNull();
    expect(await keysUnder(storage, 'failing/')).toEqual([]);
    if (backend.filesOnDisk) expect(await backend.filesOnDisk('failing')).toEqual([]);
    // The parts sent are dropped (the test server answers this request with an error, which the write ignores).
    if (backend.commands) expect(backend.commands.slice(sentBefore)).toEqual(expect.arrayContaining(['CreateMultipartUploadCommand', 'AbortMultipartUploadCommand']));
  });

  it('removes an object, and removing it again is no error', async () => {
    await storage.write('gone/x.txt', Readable.from([Buffer.from('x')]), { contentType: 'text/plain' });
    await storage.remove('gone/x.txt');
    await storage.remove('gone/x.txt');
    await storage.remove('never/was.txt');
    expect(await storage.stat('gone/x.txt')).toBeNull();
  });

  it('lists the objects under a prefix, across pages', async () => {
    const keys = ['list/a/1', 'list/a/2', 'list/a/3', 'list/b/1', 'list/b/2', 'list/c', 'list/d', 'listing/x', 'other/y'];
    for (const key of keys) await storage.write(key, Readable.from([Buffer.from(key)]), { contentType: 'text/plain' });
    const before = backend.commands?.length ?? 0;
    expect(await keysUnder(storage, 'list/')).toEqual(keys.slice(0, 7));
    if (backend.commands) expect(backend.commands.slice(before).filter((c) => c === 'ListObjectsCommand').length).toBeGreaterThan(1);
    expect(await keysUnder(storage, 'list/a/')).toEqual(['list/a/1', 'list/a/2', 'list/a/3']);
    expect(await keysUnder(storage, 'list')).toEqual(keys.slice(0, 8));
    expect(await keysUnder(storage, 'list/b')).toEqual(['list/b/1', 'list/b/2']);
    expect(await keysUnder(storage, 'nothing/')).toEqual([]);
    const listed: StoredObject[] = [];
    for await (const item of storage.list('list/c')) listed.push(item);
    expect(listed).toMatchObject([{ key: 'list/c', size: 6 }]);
    expect(Math.abs(listed[0].modified.getTime() - Date.now())).toBeLessThan(60_000);
  });

  it('rejects a read of a missing key with StoredObjectMissing', async () => {
    await expect(storage.read('memories/zz/missing.jpg')).rejects.toBeInstanceOf(StoredObjectMissing);
    await expect(storage.read('memories/zz/missing.jpg', { start: 0, end: 10 })).rejects.toBeInstanceOf(StoredObjectMissing);
    expect(await storage.stat('memories/zz/missing.jpg')).toBeNull();
  });

  it.each(['../x', '/etc/passwd', 'a//b', 'a\\b', 'a\u0000b', 'a/../../b', './a', 'a/', ''])('refuses the key %j', async (key) => {
    const body = Readable.from([Buffer.from('x')]);
    await expect(storage.write(key, body, { contentType: 'text/plain' })).rejects.toBeInstanceOf(InvalidStorageKey);
    await expect(storage.read(key)).rejects.toBeInstanceOf(InvalidStorageKey);
    await expect(storage.stat(key)).rejects.toBeInstanceOf(InvalidStorageKey);
    await expect(storage.remove(key)).rejects.toBeInstanceOf(InvalidStorageKey);
  });
});

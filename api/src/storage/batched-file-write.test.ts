import { createHash, randomBytes } from 'node:crypto';
import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { writeFileInBatches } from './batched-file-write.ts';

let dir: string;
beforeAll(async () => {
  dir = await mkdtemp(path.join(os.tmpdir(), 'kinfolk-batched-'));
});
afterAll(() => rm(dir, { recursive: true, force: true }));

const sha = (data: Buffer) => createHash('sha256').update(data).digest('hex');

async function* chunksOf(data: Buffer, sizes: number[]) {
  for (let at = 0, i = 0; at < data.length; i++) {
    const size = sizes[i % sizes.length];
    yield data.subarray(at, at + size);
    at += size;
  }
}

test('writes every byte in order, whatever the chunk sizes, and answers the size', async () => {
  const data = randomBytes(5 * 1024 * 1024 + 12345);
  const file = path.join(dir, 'mixed.bin');
  const size = await writeFileInBatches(file, chunksOf(data, [65536, 1, 700_000, 3, 1_048_576, 4096]));
  expect(size).toBe(data.length);
  expect(sha(await readFile(file))).toBe(sha(data));
});

test('an empty source makes an empty file', async () => {
  const file = path.join(dir, 'empty.bin');
  expect(await writeFileInBatches(file, chunksOf(Buffer.alloc(0), [1]))).toBe(0);
  expect((await readFile(file)).length).toBe(0);
});

test('never writes over an existing file', async () => {
  const file = path.join(dir, 'taken.bin');
  await writeFile(file, 'kept');
  await expect(writeFileInBatches(file, chunksOf(Buffer.from('new'), [1]))).rejects.toMatchObject({ code: 'EEXIST' });
  expect(await readFile(file, 'utf8')).toBe('kept');
});

test('a source that fails after some megabytes rejects with its error once the writes in flight have ended', async () => {
  const file = path.join(dir, 'broken.bin');
  async function* broken() {
    for (let i = 0; i < 40; i++) yield Buffer.alloc(65536, i);
    throw new Error('connection reset');
  }
  await expect(writeFileInBatches(file, broken())).rejects.toThrow('connection reset');
  // The handle is closed: the file can be removed and written again at once.
  await rm(file);
  expect(await writeFileInBatches(file, chunksOf(Buffer.from('again'), [2]))).toBe(5);
});

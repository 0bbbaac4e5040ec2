// The pictures made of every photo (WebP 400 and 1,600 px wide), by the pipeline's own
// makeDerivatives on 12-megapixel JPEGs in local storage, next to sharp making the same two
// pictures of the same files straight from disk: photos per second and the pipeline's overhead.
//   npm run bench:thumbnails            (BENCH_PHOTOS=20)
import { createReadStream } from 'node:fs';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import sharp from 'sharp';
import { makeDerivatives } from '../api/src/modules/files/derivatives.ts';
import { StoredFile } from '../api/src/modules/files/stored-file.entity.ts';
import { openStorage } from '../api/src/storage/index.ts';
import { startBenchServer } from './harness.ts';
import { cameraPhoto } from './camera-photos.ts';

const count = Number(process.env.BENCH_PHOTOS ?? 20);
const WIDTHS = [400, 1600];

/** Runs `work` on every item, `parallel` at a time; answers the seconds it took. */
async function timedAll<T>(items: T[], parallel: number, work: (item: T) => Promise<unknown>) {
  const start = performance.now();
  const queue = [...items];
  await Promise.all(Array.from({ length: parallel }, async () => {
    for (let item = queue.shift(); item !== undefined; item = queue.shift()) await work(item);
  }));
  return (performance.now() - start) / 1000;
}

// No cache of decoded files: sharp would otherwise keep what it read of a file path between rounds.
sharp.cache(false);
const server = await startBenchServer();
const dir = await mkdtemp(path.join(os.tmpdir(), 'kinfolk-photos-'));
console.log(`Kinfolk photo pictures — ${new Date().toISOString().slice(0, 10)}, ${process.platform} ${process.arch}, ${os.cpus().length} cores, Node ${process.version}, sharp ${sharp.versions.sharp} (libvips ${sharp.versions.vips}, ${sharp.concurrency()} thread per image), load average ${os.loadavg()[0].toFixed(1)}`);
try {
  const user = await server.signIn('Bench Photographer');
  const storage = openStorage(server.config.storage);
  const maxPixels = server.config.media.maxImagePixels;

  // The photos, on disk for sharp and in the server's storage with their rows for the pipeline.
  const t0 = performance.now();
  const photos: { file: string; key: string; bytes: number }[] = [];
  await timedAll(Array.from({ length: count }, (_, i) => i), 2, async (i) => {
    const bytes = await cameraPhoto(i);
    const file = path.join(dir, `photo-${i}.jpg`);
    await writeFile(file, bytes);
    const key = `memories/bench-photo-${i}`;
    await storage.write(key, createReadStream(file), { contentType: 'image/jpeg' });
    photos.push({ file, key, bytes: bytes.length });
  });
  const em = server.orm.em.fork();
  const rows = photos.map((p) => em.create(StoredFile, { key: p.key, owner: user.userId, purpose: 'memory', status: 'ready', mimeType: 'image/jpeg', size: p.bytes, width: 4000, height: 3000 }));
  await em.flush();
  const ids = rows.map((r) => r.id);
  const megabytes = photos.reduce((sum, p) => sum + p.bytes, 0) / 1024 / 1024;
  console.log(`\n${count} JPEGs of 4000 × 3000 (every fourth turned by its EXIF orientation), ${(megabytes / count).toFixed(1)} MB each on average (made in ${((performance.now() - t0) / 1000).toFixed(1)} s)`);

  const pipeline = (id: string) => makeDerivatives(server.config, server.orm.em.fork(), id);
  // The same pictures, one after the other as the pipeline makes them, from the file to a file.
  const direct = async (p: { file: string }) => {
    for (const width of WIDTHS) {
      await sharp(p.file, { limitInputPixels: maxPixels, failOn: 'none' }).rotate().resize({ width, withoutEnlargement: true }).webp({ quality: 80 }).toFile(`${p.file}.${width}.webp`);
    }
  };
  const forget = () => server.orm.em.fork().execute('delete from stored_files where parent_id = any(?::uuid[])', [`{${ids.join(',')}}`]);

  // Warm up both (libvips and the ORM load on first use).
  await pipeline(ids[0]);
  await direct(photos[0]);
  await forget();
  const made = async () => {
    const [row] = await server.orm.em.fork().execute<{ n: number; widths: string }[]>(
      `select count(*)::int as n, string_agg(distinct width::text, ',' order by width::text) as widths from stored_files where parent_id = any(?::uuid[]) and status = 'ready'`,
      [`{${ids.join(',')}}`],
    );
    if (row.n !== 2 * count) throw new Error(`The pipeline made ${row.n} pictures of ${count} photos.`);
    await forget();
    return row;
  };
  const results: { label: string; pipeline: number; sharp: number }[] = [];

  // One at a time, each photo by both in turn (which goes first alternating), so drift in this
  // shared machine's speed falls on both alike.
  const sequential = { pipeline: 0, sharp: 0 };
  for (let i = 0; i < count; i++) {
    const both = [() => timedAll([photos[i]], 1, direct).then((s) => (sequential.sharp += s)), () => timedAll([ids[i]], 1, pipeline).then((s) => (sequential.pipeline += s))];
    for (const run of i % 2 ? both.reverse() : both) await run();
  }
  const check = await made();
  console.log(`  pictures made: ${check.n}, widths ${check.widths} px`);
  results.push({ label: 'one photo at a time', ...sequential });

  // Two at a time, as the job queue runs them (JOB_CONCURRENCY, 2 by default): whole passes, alternated, best of two.
  const parallel = { pipeline: [] as number[], sharp: [] as number[] };
  for (let round = 0; round < 2; round++) {
    parallel.sharp.push(await timedAll(photos, 2, direct));
    parallel.pipeline.push(await timedAll(ids, 2, pipeline));
    await made();
  }
  results.push({ label: 'two at a time (the job queue)', pipeline: Math.min(...parallel.pipeline), sharp: Math.min(...parallel.sharp) });
  console.log(`\nPhotos per second (each: WebP 400 and 1,600 px wide, upright, quality 80):`);
  for (const r of results) {
    console.log(`  ${r.label}: pipeline ${(count / r.pipeline).toFixed(2)}/s (${((r.pipeline / count) * 1000).toFixed(0)} ms each) | sharp from disk ${(count / r.sharp).toFixed(2)}/s (${((r.sharp / count) * 1000).toFixed(0)} ms each) | pipeline overhead ×${(r.pipeline / r.sharp).toFixed(2)}`);
  }
} finally {
  await rm(dir, { recursive: true, force: true });
  await server.close();
}

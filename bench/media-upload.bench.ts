// A 1 GiB video uploaded through the real server (REST multipart and GraphQL multipart), sent from
// another process: the server's memory growth while it streams to storage, and its throughput next to
// a plain copy of a file of the same size on the same disk.
//   npm run bench:upload            (BENCH_UPLOAD_MB=1024, BENCH_ROUNDS=3)
import { execFile } from 'node:child_process';
import { copyFile, mkdtemp, rm } from 'node:fs/promises';
import { createReadStream, createWriteStream } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { performance } from 'node:perf_hooks';
import { promisify } from 'node:util';
import { openStorage } from '../api/src/storage/index.ts';
import { startBenchServer } from './harness.ts';
import { mp4Chunks, type UploadRequest, type UploadResult } from './mp4-upload.ts';

const MiB = 1024 * 1024;
const bytes = Number(process.env.BENCH_UPLOAD_MB ?? 1024) * MiB;
const rounds = Number(process.env.BENCH_ROUNDS ?? 3);
const RSS_TARGET_MB = 50;
const THROUGHPUT_TARGET = 0.8;
const sender = path.join(import.meta.dirname, 'mp4-upload.ts');

/** One upload sent by a separate process, so only the server's work is in this process. */
async function upload(req: UploadRequest): Promise<UploadResult> {
  const { stdout } = await promisify(execFile)(process.execPath, [sender, JSON.stringify(req)], { maxBuffer: MiB });
  const result = JSON.parse(stdout) as UploadResult;
  if (result.status >= 300 || result.body.includes('"errors"')) throw new Error(`${req.transport} upload failed: ${result.status} ${result.body.slice(0, 400)}`);
  return result;
}

/** Samples this process's resident memory every 50 ms until stopped; answers the baseline and the peak. */
function sampleRss() {
  const { rss: baseline, heapUsed } = process.memoryUsage();
  let peak = baseline;
  const timer = setInterval(() => (peak = Math.max(peak, process.memoryUsage().rss)), 50);
  return {
    stop() {
      clearInterval(timer);
      peak = Math.max(peak, process.memoryUsage().rss);
      return { baseline, peak, heapUsed };
    },
  };
}

/** A stream-pipeline copy in a fresh Node process (no server's heap to collect): the seconds it took. */
async function plainCopy(from: string, to: string): Promise<number> {
  const script = `const { pipeline } = require('node:stream/promises'); const fs = require('node:fs'); const t = performance.now();
    pipeline(fs.createReadStream(process.argv[1]), fs.createWriteStream(process.argv[2])).then(() => console.log((performance.now() - t) / 1000));`;
  const { stdout } = await promisify(execFile)(process.execPath, ['-e', script, from, to]);
  return Number(stdout);
}

async function timed(work: () => Promise<unknown>) {
  const start = performance.now();
  await work();
  return (performance.now() - start) / 1000;
}

const mb = (n: number) => `${(n / MiB).toFixed(1)} MB`;
const rate = (seconds: number) => bytes / MiB / seconds;

const server = await startBenchServer({ VIDEO_MAX_MB: '2048' });
const copyDir = await mkdtemp(path.join(os.tmpdir(), 'kinfolk-copy-'));
console.log(`Kinfolk video upload — ${new Date().toISOString().slice(0, 10)}, ${process.platform} ${process.arch}, ${os.cpus().length} cores, Node ${process.version}, load average ${os.loadavg()[0].toFixed(1)}`);
console.log(`Targets: server RSS growth ≤ ${RSS_TARGET_MB} MB during the upload; upload throughput ≥ ${THROUGHPUT_TARGET * 100} % of a plain file copy on the same disk.`);
try {
  const user = await server.signIn('Bench Uploader');
  const created = await user.client.gql<{ createCircle: { id: string } }>('mutation($i: CreateCircleInput!) { createCircle(input: $i) { id } }', { i: { name: 'Bench videos', isPrivate: true, memberIds: [] } });
  if (created.errors) throw new Error(JSON.stringify(created.errors));
  /** Checks that the newest memory's file is the whole video (its length read from its header), then removes the object to free the disk. */
  const checkAndRemove = async (transport: string) => {
    const [stored] = await server.orm.em.fork().execute<{ key: string; size: string; duration_seconds: number }[]>(
      `select f.key, f.size, f.duration_seconds from memories m join stored_files f on f.id = m.file_id where f.status = 'ready' order by m.created_at desc limit 1`,
    );
    if (Number(stored.size) !== bytes || stored.duration_seconds !== 600) throw new Error(`${transport}: stored ${stored.size} bytes (${stored.duration_seconds} s), sent ${bytes}`);
    await openStorage(server.config.storage).remove(stored.key);
  };
  const base = { url: server.url, cookie: [...user.client.cookies].map(([k, v]) => `${k}=${v}`).join('; '), circleId: created.data!.createCircle.id };

  // The plain copy: a file of the same size written once, then copied by a stream pipeline in a
  // fresh process right before each round of uploads (this shared machine's disk speed drifts). For
  // reference: the same pipeline inside the server's process (its heap makes every chunk dearer to
  // collect), and fs.copyFile (in the kernel).
  const source = path.join(copyDir, 'source.mp4');
  await pipeline(Readable.from(mp4Chunks(bytes)), createWriteStream(source));
  const kernelCopy = await timed(() => copyFile(source, path.join(copyDir, 'kernel-copy.mp4')));
  await rm(path.join(copyDir, 'kernel-copy.mp4'));
  const copies: number[] = [];
  const inProcess: number[] = [];
  type Run = { seconds: number; growth: number; baseline: number; peak: number; heapUsed: number };
  const runs = { REST: [] as Run[], GraphQL: [] as Run[] };
  for (let round = 0; round < rounds; round++) {
    const copy = path.join(copyDir, 'copy.mp4');
    copies.push(await plainCopy(source, copy));
    await rm(copy);
    inProcess.push(await timed(() => pipeline(createReadStream(source), createWriteStream(copy))));
    await rm(copy);
    for (const transport of ['REST', 'GraphQL'] as const) {
      // A small upload first, so code loaded on first use is not counted as growth.
      if (round === 0) await upload({ ...base, transport, bytes: 2 * MiB });
      const rss = sampleRss();
      const result = await upload({ ...base, transport, bytes });
      const { baseline, peak, heapUsed } = rss.stop();
      await checkAndRemove(transport);
      runs[transport].push({ seconds: result.seconds, growth: (peak - baseline) / MiB, baseline, peak, heapUsed });
    }
  }
  await rm(copyDir, { recursive: true, force: true });
  const copyRate = rate(Math.min(...copies));
  const inProcessRate = rate(Math.min(...inProcess));
  console.log(`\nPlain copy of ${mb(bytes)} in the temp folder: stream pipeline ${copies.map((s) => `${rate(s).toFixed(0)}`).join(', ')} MB/s (best ${copyRate.toFixed(0)})`);
  console.log(`  for reference: the same inside the server's process ${inProcess.map((s) => `${rate(s).toFixed(0)}`).join(', ')} MB/s; fs.copyFile ${rate(kernelCopy).toFixed(0)} MB/s`);
  for (const transport of ['REST', 'GraphQL'] as const) {
    const list = runs[transport];
    const worst = list.reduce((a, b) => (b.growth > a.growth ? b : a));
    const uploadRate = rate(Math.min(...list.map((r) => r.seconds)));
    console.log(`\n${transport} (${transport === 'REST' ? 'POST /api/memories' : 'POST /graphql uploadMemory'}), ${mb(bytes)} video, ${rounds} uploads, each stored whole:`);
    console.log(`  server RSS growth: ${list.map((r) => `+${r.growth.toFixed(1)} MB`).join(', ')} (worst: ${mb(worst.baseline)} → ${mb(worst.peak)}; JS heap in use ${mb(worst.heapUsed)})   [target ≤ ${RSS_TARGET_MB} MB: ${worst.growth <= RSS_TARGET_MB ? 'met' : 'missed'}]`);
    console.log(
      `  throughput: ${list.map((r) => rate(r.seconds).toFixed(0)).join(', ')} MB/s; best ${uploadRate.toFixed(0)} MB/s vs the copy's best ${copyRate.toFixed(0)} MB/s = ${((uploadRate / copyRate) * 100).toFixed(0)} % (${((uploadRate / inProcessRate) * 100).toFixed(0)} % of the in-process copy)   [target ≥ ${THROUGHPUT_TARGET * 100} %: ${uploadRate >= THROUGHPUT_TARGET * copyRate ? 'met' : 'missed'}]`,
    );
  }
} finally {
  await rm(copyDir, { recursive: true, force: true });
  await server.close();
}

// Reading raw DNA data files, and storing the kits: each company's file from the DNA test simulator
// (api/test/dna) and a made-up 700,000-marker one, plain and packed as the company hands it out,
// read from disk through a stream in a process of its own (so its time and peak memory are its
// own); then the stored size of a kit, compressed and sealed, and the time to encode, seal, open
// and decode it.
//   node bench/dna-parse.bench.ts          (BENCH_ROUNDS=3)
import { execFile } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { createReadStream, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import { promisify } from 'node:util';
import { zipSync } from 'fflate';
import { decodeGenotypes, decryptKit, encodeGenotypes, encryptKit, parseDnaFile } from '../api/src/modules/dna/kits/index.ts';
import { buildFamily } from '../api/test/dna/family.ts';
import { kitGenotypes, makeKit } from '../api/test/dna/kits.ts';
import { threeGenerations } from '../api/test/dna/pedigrees.ts';
import { rawFile, type Compression } from '../api/test/dna/raw-files.ts';
import type { ChipId } from '../api/test/dna/chip-layouts.ts';
import { syntheticKit } from '../api/src/modules/dna/kits/test/synthetic-kit.ts';

const TIME_TARGET_MS = 2000;
const RSS_TARGET_MB = 200;

interface Run {
  ms: number;
  /** CPU time the read took (user and system): what the machine's load does not change much. */
  cpuMs: number;
  rssGrowthMb: number;
  markers: number;
  format: string;
}

// A child run: reads one file and prints a JSON line.
if (process.argv[2] === '--read') {
  const file = process.argv[3];
  const baseline = process.memoryUsage.rss();
  let peak = baseline;
  const sampler = setInterval(() => (peak = Math.max(peak, process.memoryUsage.rss())), 10);
  const started = performance.now();
  const cpu = process.cpuUsage();
  const parsed = await parseDnaFile(createReadStream(file, { highWaterMark: 64 * 1024 }));
  const ms = performance.now() - started;
  const used = process.cpuUsage(cpu);
  clearInterval(sampler);
  peak = Math.max(peak, process.memoryUsage.rss());
  const run: Run = { ms: Math.round(ms), cpuMs: Math.round((used.user + used.system) / 1000), rssGrowthMb: Math.round((peak - baseline) / 1e6), markers: parsed.markers, format: parsed.format };
  console.log(JSON.stringify(run));
  process.exit(0);
}

const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 3);
const CHIPS: { chip: ChipId; packed: Compression }[] = [
  { chip: '23andMe-v5', packed: 'zip' },
  { chip: '23andMe-v3', packed: 'zip' },
  { chip: 'AncestryDNA-v2', packed: 'zip' },
  { chip: 'MyHeritage', packed: 'gzip' },
  { chip: 'FamilyTreeDNA', packed: 'gzip' },
];
const dir = mkdtempSync(path.join(os.tmpdir(), 'kinfolk-dna-bench-'));
const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];
const mb = (bytes: number) => (bytes / 1024 / 1024).toFixed(1);

console.log(`Kinfolk DNA files — ${new Date().toISOString().slice(0, 10)}, ${process.platform} ${process.arch}, ${os.cpus().length} cores, Node ${process.version}, load average ${os.loadavg()[0].toFixed(1)}`);
console.log(`Target: a 700,000-marker file read in ≤ ${TIME_TARGET_MS} ms with RSS growth ≤ ${RSS_TARGET_MB} MB. Median of ${ROUNDS} runs, each in its own process, 64 KB chunks from disk.`);
console.log('Time is wall-clock (what a busy machine stretches); CPU is the time the read used.');
try {
  const family = buildFamily(threeGenerations(), { seed: 7 });
  const read = async (file: string): Promise<Run> => {
    const { stdout } = await promisify(execFile)(process.execPath, [import.meta.filename, '--read', file], { encoding: 'utf8', maxBuffer: 1e6 });
    return JSON.parse(stdout.trim().split('\n').pop()!) as Run;
  };
  const report = (label: string, compression: Compression, fileBytes: number, textBytes: number, runs: Run[]) => {
    const ms = median(runs.map((r) => r.ms));
    const cpuMs = median(runs.map((r) => r.cpuMs));
    const rss = median(runs.map((r) => r.rssGrowthMb));
    const verdict = ms <= TIME_TARGET_MS && rss <= RSS_TARGET_MB ? '' : '  ← over target';
    const packing = compression === 'none' ? 'text' : compression;
    console.log(
      `${label.padEnd(16)} ${packing.padEnd(8)} ${(mb(fileBytes) + ' MB').padStart(8)}  ${runs[0].markers.toLocaleString('en').padStart(8)}   ${String(ms).padStart(8)}  ${String(cpuMs).padStart(8)}   ${String(rss).padStart(14)}   ${((textBytes / 1024 / 1024 / ms) * 1000).toFixed(0).padStart(11)}${verdict}`,
    );
  };
  console.log('');
  console.log('file             packing  size      markers   time (ms)  CPU (ms)   RSS growth (MB)  MB/s of text');
  let sample: ReturnType<typeof kitGenotypes> | null = null;
  for (const { chip, packed } of CHIPS) {
    const kit = makeKit(family, 'Ben', chip);
    sample ??= kitGenotypes(kit);
    const textBytes = rawFile(kit).length;
    for (const compression of ['none', packed] as Compression[]) {
      const bytes = rawFile(kit, { compression });
      const file = path.join(dir, `${chip}.${compression}`);
      writeFileSync(file, bytes);
      const runs: Run[] = [];
      for (let round = 0; round < ROUNDS; round++) runs.push(await read(file));
      report(chip, compression, bytes.length, textBytes, runs);
    }
  }

  // The target's own size: 700,000 markers (the simulator's chips have 610,000–670,000), made up
  // in 23andMe's layout by the tests' generator, zipped as 23andMe hands it out.
  const large = syntheticKit({ format: 'twenty_three_and_me', markers: 700_000 });
  for (const compression of ['none', 'zip'] as const) {
    const bytes = compression === 'zip' ? zipSync({ 'genome.txt': [large.bytes, { level: 6 }] }) : large.bytes;
    const file = path.join(dir, `synthetic.${compression}`);
    writeFileSync(file, bytes);
    const runs: Run[] = [];
    for (let round = 0; round < ROUNDS; round++) runs.push(await read(file));
    report('made-up 700k', compression, bytes.length, large.bytes.length, runs);
  }

  // Storing a kit: the genotypes of the first chip above.
  const genotypes = sample!;
  const markers = [...genotypes.chromosomes.values()].reduce((sum, c) => sum + c.positions.length, 0);
  const key = randomBytes(32);
  const timed = <T>(work: () => T): [T, number] => {
    const times: number[] = [];
    let result!: T;
    for (let round = 0; round < ROUNDS; round++) {
      const started = performance.now();
      result = work();
      times.push(performance.now() - started);
    }
    return [result, Math.round(median(times))];
  };
  const [encoded, encodeMs] = timed(() => encodeGenotypes(genotypes));
  const [sealed, sealMs] = timed(() => encryptKit(encoded, key, 'bench-key'));
  const [opened, openMs] = timed(() => decryptKit(sealed, key));
  const [, decodeMs] = timed(() => decodeGenotypes(opened));
  console.log('');
  console.log(`Stored kit (${markers.toLocaleString('en')} markers, ${mb(markers * 5)} MB as typed arrays):`);
  console.log(`  encoded ${(encoded.length / 1e6).toFixed(2)} MB (${(encoded.length / markers).toFixed(2)} bytes a marker), sealed ${(sealed.length / 1e6).toFixed(2)} MB`);
  console.log(`  encode ${encodeMs} ms, seal ${sealMs} ms, open ${openMs} ms, decode ${decodeMs} ms`);
} finally {
  rmSync(dir, { recursive: true, force: true });
}

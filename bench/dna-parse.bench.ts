// Reading raw DNA data files, and storing the kits: each company's file from the DNA test simulator
// (api/test/dna), plain and packed as the company hands it out, read from disk through a stream in
// a process of its own (so its time and peak memory are its own); then the stored size of a kit,
// compressed and sealed, and the time to encode, seal, open and decode it.
//   node bench/dna-parse.bench.ts          (BENCH_ROUNDS=3)
import { execFile } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { createReadStream, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import { promisify } from 'node:util';
import { decodeGenotypes, decryptKit, encodeGenotypes, encryptKit, parseDnaFile } from '../api/src/modules/dna/kits/index.ts';
import { buildFamily } from '../api/test/dna/family.ts';
import { kitGenotypes, makeKit } from '../api/test/dna/kits.ts';
import { threeGenerations } from '../api/test/dna/pedigrees.ts';
import { rawFile, type Compression } from '../api/test/dna/raw-files.ts';
import type { ChipId } from '../api/test/dna/chip-layouts.ts';

const TIME_TARGET_MS = 2000;
const RSS_TARGET_MB = 200;

interface Run {
  ms: number;
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
  const parsed = await parseDnaFile(createReadStream(file, { highWaterMark: 64 * 1024 }));
  const ms = performance.now() - started;
  clearInterval(sampler);
  peak = Math.max(peak, process.memoryUsage.rss());
  const run: Run = { ms: Math.round(ms), rssGrowthMb: Math.round((peak - baseline) / 1e6), markers: parsed.markers, format: parsed.format };
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
try {
  const family = buildFamily(threeGenerations(), { seed: 7 });
  const read = async (file: string): Promise<Run> => {
    const { stdout } = await promisify(execFile)(process.execPath, [import.meta.filename, '--read', file], { encoding: 'utf8', maxBuffer: 1e6 });
    return JSON.parse(stdout.trim().split('\n').pop()!) as Run;
  };
  console.log('');
  console.log('chip             packing  file      markers   time (ms)  RSS growth (MB)  MB/s of text');
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
      const ms = median(runs.map((r) => r.ms));
      const rss = median(runs.map((r) => r.rssGrowthMb));
      const verdict = ms <= TIME_TARGET_MS && rss <= RSS_TARGET_MB ? '' : '  ← over target';
      console.log(
        `${chip.padEnd(16)} ${(compression === 'none' ? 'text' : compression).padEnd(8)} ${(mb(bytes.length) + ' MB').padStart(8)}  ${runs[0].markers.toLocaleString('en').padStart(8)}   ${String(ms).padStart(8)}   ${String(rss).padStart(14)}   ${((textBytes / 1024 / 1024 / ms) * 1000).toFixed(0).padStart(11)}${verdict}`,
      );
    }
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

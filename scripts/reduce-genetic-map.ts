// Builds the reduced GRCh37 genetic map that ships in the repository
// (api/src/modules/dna/genetics/genetic-map-data/genetic-map-b37.tsv.gz) from the full SHAPEIT4 maps of
// Debian's shapeit4-example package, then checks the result against the full maps.
//
//   apt-get install -y shapeit4-example
//   node scripts/reduce-genetic-map.ts [MAPS_TAR_GZ] [--tolerance 0.01] [--out FILE]
//
// Only needed to rebuild the file; the server reads the reduced copy and never runs this.
// How the points are thinned is told in the README beside the data file.
import { createReadStream, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { createGunzip, gunzipSync, gzipSync } from 'node:zlib';
import tar from 'tar-stream';

const DEFAULT_TARBALL = '/usr/share/doc/shapeit4/examples/maps/genetic_maps.b37.tar.gz';
const DEFAULT_OUT = path.resolve(import.meta.dirname, '../api/src/modules/dna/genetics/genetic-map-data/genetic-map-b37.tsv.gz');
/** Decimals kept for cM in the output: 0.00005 cM of rounding at most. */
const CM_DECIMALS = 4;

const { positionals, values } = parseArgs({
  allowPositionals: true,
  options: {
    tolerance: { type: 'string', default: '0.01' },
    out: { type: 'string', default: DEFAULT_OUT },
    samples: { type: 'string', default: '200000' },
  },
});
const tarball = positionals[0] ?? DEFAULT_TARBALL;
const tolerance = Number(values.tolerance);
const samplesPerChromosome = Number(values.samples);

/** One chromosome's map: base-pair positions ascending and their cumulative cM. */
interface MapPoints {
  positions: Float64Array;
  cM: Float64Array;
}

/** Reads every member of the SHAPEIT4 tarball (each a gzip'd `pos chr cM` table) by name. */
async function readTarball(file: string): Promise<Map<string, string>> {
  const members = new Map<string, string>();
  const extract = tar.extract();
  const done = (async () => {
    for await (const entry of extract) {
      const chunks: Buffer[] = [];
      for await (const chunk of entry as AsyncIterable<Buffer>) chunks.push(chunk);
      members.set(path.basename(entry.header.name), gunzipSync(Buffer.concat(chunks)).toString('utf8'));
    }
  })();
  createReadStream(file).pipe(createGunzip()).pipe(extract);
  await done;
  return members;
}

/** Parses a `pos chr cM` table (header row first); positions must ascend and cM never fall. */
function parseTable(name: string, text: string): MapPoints {
  const lines = text.split('\n').filter((line) => line.trim() !== '');
  if (!/^pos\s+chr\s+cM$/.test(lines[0]!)) throw new Error(`${name}: unexpected header ${lines[0]}`);
  const rows = lines.slice(1);
  const positions = new Float64Array(rows.length);
  const cM = new Float64Array(rows.length);
  rows.forEach((row, i) => {
    const [pos, , cm] = row.split(/\s+/);
    positions[i] = Number(pos);
    cM[i] = Number(cm);
    if (i > 0 && (positions[i]! <= positions[i - 1]! || cM[i]! < cM[i - 1]!)) throw new Error(`${name}: row ${i + 2} goes backwards`);
  });
  return { positions, cM };
}

/**
 * Keeps the fewest points, greedily from the left, such that linear interpolation between kept
 * points is within `epsilon` cM of every original point (so everywhere: both maps are linear
 * between original points). For each anchor the slopes of lines through it that pass within
 * epsilon of every point seen so far form an interval; a later point can be the next kept point
 * when its own slope lies in that interval, and the furthest such point is kept.
 */
function thin(map: MapPoints, epsilon: number): number[] {
  const { positions: x, cM: y } = map;
  const n = x.length;
  const kept = [0];
  let anchor = 0;
  while (anchor < n - 1) {
    let lo = -Infinity;
    let hi = Infinity;
    let furthest = anchor + 1;
    for (let i = anchor + 1; i < n; i += 1) {
      const dx = x[i]! - x[anchor]!;
      const slope = (y[i]! - y[anchor]!) / dx;
      if (slope >= lo && slope <= hi) furthest = i;
      lo = Math.max(lo, (y[i]! - epsilon - y[anchor]!) / dx);
      hi = Math.min(hi, (y[i]! + epsilon - y[anchor]!) / dx);
      if (lo > hi) break;
    }
    kept.push(furthest);
    anchor = furthest;
  }
  return kept;
}

/** cM at a position by linear interpolation, flat beyond the ends. */
function interpolate(map: MapPoints, position: number): number {
  const { positions: x, cM: y } = map;
  if (position <= x[0]!) return y[0]!;
  const last = x.length - 1;
  if (position >= x[last]!) return y[last]!;
  let lo = 0;
  let hi = last;
  while (hi - lo > 1) {
    const mid = (lo + hi) >> 1;
    if (x[mid]! <= position) lo = mid;
    else hi = mid;
  }
  return y[lo]! + ((y[hi]! - y[lo]!) * (position - x[lo]!)) / (x[hi]! - x[lo]!);
}

/** A small deterministic generator for the check's random positions. */
function mulberry32(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

const members = await readTarball(tarball);
const chromosomes: { number: number; file: string }[] = [
  ...Array.from({ length: 22 }, (_, i) => ({ number: i + 1, file: `chr${i + 1}.b37.gmap.gz` })),
  { number: 23, file: 'chrX.b37.gmap.gz' },
];

const out: string[] = ['chr\tpos\tcM'];
const full = new Map<number, MapPoints>();
let totalBefore = 0;
let totalAfter = 0;
for (const { number, file } of chromosomes) {
  const text = members.get(file);
  if (text === undefined) throw new Error(`${tarball} has no ${file}`);
  const map = parseTable(file, text);
  full.set(number, map);
  const kept = thin(map, tolerance);
  totalBefore += map.positions.length;
  totalAfter += kept.length;
  for (const i of kept) out.push(`${number}\t${map.positions[i]}\t${map.cM[i]!.toFixed(CM_DECIMALS)}`);
}
const data = gzipSync(Buffer.from(out.join('\n') + '\n'), { level: 9 });
writeFileSync(values.out, data);
console.log(`points: ${totalBefore} → ${totalAfter} (tolerance ${tolerance} cM); ${values.out}: ${data.length} bytes`);

// The check: read the written file back and compare with the full maps at every original point
// and at random positions (inside and a little beyond each map's ends).
const reduced = new Map<number, { x: number[]; y: number[] }>();
for (const line of gunzipSync(readFileSync(values.out)).toString('utf8').trim().split('\n').slice(1)) {
  const [chr, pos, cm] = line.split('\t').map(Number) as [number, number, number];
  const entry = reduced.get(chr) ?? { x: [], y: [] };
  entry.x.push(pos);
  entry.y.push(cm);
  reduced.set(chr, entry);
}
const random = mulberry32(37);
let worst = { error: 0, chromosome: 0, position: 0 };
console.log('chr\tfull points\tkept\tfull cM\treduced cM\tmax error at points\tmax error at random positions');
for (const { number } of chromosomes) {
  const original = full.get(number)!;
  const entry = reduced.get(number)!;
  const thinned: MapPoints = { positions: Float64Array.from(entry.x), cM: Float64Array.from(entry.y) };
  let atPoints = 0;
  for (let i = 0; i < original.positions.length; i += 1) {
    atPoints = Math.max(atPoints, Math.abs(interpolate(thinned, original.positions[i]!) - original.cM[i]!));
  }
  const first = original.positions[0]!;
  const span = original.positions[original.positions.length - 1]! - first;
  let atRandom = 0;
  for (let s = 0; s < samplesPerChromosome; s += 1) {
    const position = Math.floor(first - 0.01 * span + random() * 1.02 * span);
    const error = Math.abs(interpolate(thinned, position) - interpolate(original, position));
    if (error > atRandom) atRandom = error;
    if (error > worst.error) worst = { error, chromosome: number, position };
  }
  const last = original.cM.length - 1;
  console.log(
    `${number}\t${original.positions.length}\t${thinned.positions.length}\t${original.cM[last]!.toFixed(4)}\t${thinned.cM[thinned.cM.length - 1]!.toFixed(4)}\t${atPoints.toFixed(5)}\t${atRandom.toFixed(5)}`,
  );
}
console.log(`largest error at random positions: ${worst.error.toFixed(5)} cM (chromosome ${worst.chromosome}, ${worst.position})`);

// Reference values for the unit test: full-map cM at a few positions per chromosome.
const picks: string[] = [];
for (const { number } of chromosomes) {
  const original = full.get(number)!;
  for (let k = 1; k <= 3; k += 1) {
    const i = Math.floor((original.positions.length * k) / 4);
    const position = Math.round((original.positions[i]! + original.positions[i + 1]!) / 2);
    picks.push(`[${number}, ${position}, ${interpolate(original, position).toFixed(4)}]`);
  }
}
console.log(`reference points (chromosome, position, full-map cM):\n${picks.join(',\n')}`);

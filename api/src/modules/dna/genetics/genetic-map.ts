/**
 * The GRCh37 genetic map that turns base-pair positions into centimorgans: a reduced copy of the
 * SHAPEIT4 maps (genetic-map-data/genetic-map-b37.tsv.gz, see the README.md there), read once and kept.
 *
 * Chromosomes 1–22 and 23 (the non-pseudoautosomal X). Between map points the cM is interpolated
 * linearly; before the first point and after the last it stays flat, so markers beyond the map
 * (the X's pseudoautosomal regions among them) add no length.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { gunzipSync } from 'node:zlib';
import type { GeneticMap } from './genotypes.ts';

/** Where the reduced map is kept, beside this file. */
export const GENETIC_MAP_FILE = path.join(import.meta.dirname, 'genetic-map-data', 'genetic-map-b37.tsv.gz');

/** One chromosome's map points: positions ascending, cM never falling. */
interface ChromosomeMap {
  positions: Uint32Array;
  cM: Float64Array;
}

/** The map as loaded: indexed by chromosome number (index 0 unused). */
interface LoadedMap extends GeneticMap {
  readonly byChromosome: readonly (ChromosomeMap | undefined)[];
}

let cached: LoadedMap | undefined;

/** Parses the reduced map's text: a `chr pos cM` header row, then one row per point, chromosomes in blocks. */
function parseMap(text: string): (ChromosomeMap | undefined)[] {
  const rows = new Map<number, { positions: number[]; cM: number[] }>();
  const lines = text.split('\n');
  if (lines[0]?.trim() !== 'chr\tpos\tcM') throw new Error(`The genetic map ${GENETIC_MAP_FILE} does not start with its header row`);
  for (let i = 1; i < lines.length; i += 1) {
    const line = lines[i]!;
    if (line === '') continue;
    const first = line.indexOf('\t');
    const second = line.indexOf('\t', first + 1);
    // Unary plus, not Number(): a global looked up per line is slow inside test sandboxes.
    const chromosome = +line.slice(0, first);
    const position = +line.slice(first + 1, second);
    const cM = +line.slice(second + 1);
    let entry = rows.get(chromosome);
    if (!entry) rows.set(chromosome, (entry = { positions: [], cM: [] }));
    const last = entry.positions.length - 1;
    // Written so that NaN fails every test.
    if (!(position > 0) || !(cM >= 0) || (last >= 0 && !(position > entry.positions[last]! && cM >= entry.cM[last]!))) {
      throw new Error(`The genetic map ${GENETIC_MAP_FILE} is out of order at line ${i + 1}`);
    }
    entry.positions.push(position);
    entry.cM.push(cM);
  }
  const byChromosome: (ChromosomeMap | undefined)[] = [];
  for (const [chromosome, entry] of rows) {
    byChromosome[chromosome] = { positions: Uint32Array.from(entry.positions), cM: Float64Array.from(entry.cM) };
  }
  return byChromosome;
}

/** The chromosome's map, or a RangeError naming the chromosome the map does not have. */
function chromosomeMap(map: LoadedMap, chromosome: number): ChromosomeMap {
  const entry = map.byChromosome[chromosome];
  if (!entry) throw new RangeError(`The genetic map has no chromosome ${chromosome}`);
  return entry;
}

/** Index of the last map point at or before `position` (−1 before the first). */
function pointAtOrBefore(positions: Uint32Array, position: number): number {
  let lo = -1;
  let hi = positions.length;
  while (hi - lo > 1) {
    const mid = (lo + hi) >>> 1;
    if (positions[mid]! <= position) lo = mid;
    else hi = mid;
  }
  return lo;
}

/** cM at a position given the index of the map point at or before it. */
function interpolate(entry: ChromosomeMap, index: number, position: number): number {
  const { positions, cM } = entry;
  if (index < 0) return cM[0]!;
  if (index >= positions.length - 1) return cM[positions.length - 1]!;
  const x0 = positions[index]!;
  const y0 = cM[index]!;
  return y0 + ((cM[index + 1]! - y0) * (position - x0)) / (positions[index + 1]! - x0);
}

/**
 * The GRCh37 genetic map, read from the file beside this module on the first call and kept for
 * the life of the process. `cmAt` throws a RangeError for a chromosome other than 1–23.
 */
export function loadGeneticMap(): GeneticMap {
  return loaded();
}

function loaded(): LoadedMap {
  if (cached) return cached;
  const byChromosome = parseMap(gunzipSync(readFileSync(GENETIC_MAP_FILE)).toString('utf8'));
  const lengths = byChromosome.flatMap((entry, chromosome) =>
    entry
      ? [{ chromosome, firstBp: entry.positions[0]!, lastBp: entry.positions[entry.positions.length - 1]!, cM: entry.cM[entry.cM.length - 1]! - entry.cM[0]! }]
      : [],
  );
  const map: LoadedMap = {
    byChromosome,
    cmAt(chromosome: number, position: number): number {
      const entry = chromosomeMap(map, chromosome);
      return interpolate(entry, pointAtOrBefore(entry.positions, position), position);
    },
    lengths: () => lengths.map((length) => ({ ...length })),
  };
  cached = map;
  return map;
}

/**
 * The cM of many positions on one chromosome at once, in one pass over the map when the positions
 * ascend (as a kit's do); a position lower than the one before it is looked up afresh, so any order
 * gives the same answers as `cmAt`.
 */
export function cmOfPositions(chromosome: number, positions: ArrayLike<number>): Float64Array {
  const entry = chromosomeMap(loaded(), chromosome);
  const points = entry.positions;
  const last = points.length - 1;
  const result = new Float64Array(positions.length);
  let index = -1;
  let previous = -Infinity;
  for (let i = 0; i < positions.length; i += 1) {
    const position = positions[i]!;
    if (position < previous) index = pointAtOrBefore(points, position);
    else while (index < last && points[index + 1]! <= position) index += 1;
    previous = position;
    result[i] = interpolate(entry, index, position);
  }
  return result;
}

/**
 * The base-pair position at which the map reaches `cM` on a chromosome (the inverse of `cmAt`,
 * interpolated linearly; the first or last mapped base pair outside the map's range, and the first
 * position of a flat stretch).
 */
export function positionAtCm(chromosome: number, cM: number): number {
  const entry = chromosomeMap(loaded(), chromosome);
  const { positions, cM: values } = entry;
  const last = positions.length - 1;
  if (cM <= values[0]!) return positions[0]!;
  if (cM >= values[last]!) return positions[last]!;
  let lo = 0;
  let hi = last;
  while (hi - lo > 1) {
    const mid = (lo + hi) >>> 1;
    if (values[mid]! < cM) lo = mid;
    else hi = mid;
  }
  // values[lo] < cM <= values[hi], so the step is never flat.
  return positions[lo]! + ((positions[hi]! - positions[lo]!) * (cM - values[lo]!)) / (values[hi]! - values[lo]!);
}

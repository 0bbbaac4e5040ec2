/**
 * Haplotypes as mosaics of founder haplotypes, and meiosis along the genetic map.
 *
 * A haplotype of one chromosome is a list of segments: segment i covers the base pairs
 * [starts[i], starts[i + 1]) (the last one to the chromosome's end) and carries founder haplotype
 * ids[i]. Founders' haplotypes are whole (one segment each); a child's are cut and joined by the
 * crossovers of each meiosis, so the origin of every base pair is known and true IBD follows.
 */
import { loadGeneticMap, positionAtCm } from '../../src/modules/dna/genetics/genetic-map.ts';
import type { Rng } from './random.ts';

/** One haplotype of one chromosome: segments of founder haplotypes. */
export interface Haplotype {
  /** Where each segment starts (the first at 0), ascending. */
  starts: number[];
  /** The founder haplotype each segment is a copy of. */
  ids: number[];
}

/** A person's two copies of a chromosome: from the mother, and from the father (none for a male's X). */
export interface ChromosomePair {
  maternal: Haplotype;
  paternal: Haplotype | null;
}

/** A haplotype that is one founder haplotype whole. */
export function wholeHaplotype(id: number): Haplotype {
  return { starts: [0], ids: [id] };
}

/** Appends the part of `haplotype` within [from, to) to `out`, joining a segment that continues the last. */
function appendRange(haplotype: Haplotype, from: number, to: number, out: Haplotype): void {
  const { starts, ids } = haplotype;
  for (let i = 0; i < starts.length; i += 1) {
    const end = i + 1 < starts.length ? starts[i + 1]! : Infinity;
    if (end <= from) continue;
    if (starts[i]! >= to) break;
    const start = Math.max(starts[i]!, from);
    if (out.ids.length > 0 && out.ids[out.ids.length - 1] === ids[i]) continue;
    out.starts.push(start);
    out.ids.push(ids[i]!);
  }
}

/** The haplotype made by switching between two at the given base-pair positions (ascending), starting on `first`. */
export function recombine(first: Haplotype, second: Haplotype, crossovers: readonly number[]): Haplotype {
  const out: Haplotype = { starts: [], ids: [] };
  let from = 0;
  let current = first;
  for (const at of crossovers) {
    if (at > from) appendRange(current, from, at, out);
    from = Math.max(from, at);
    current = current === first ? second : first;
  }
  appendRange(current, from, Infinity, out);
  return out;
}

/**
 * Crossover positions (bp, ascending) for one meiosis of a chromosome: a Poisson number with mean
 * its length in Morgans, uniform in cM, placed in base pairs through the map.
 */
export function drawCrossovers(rng: Rng, chromosome: number): number[] {
  const length = loadGeneticMap().lengths()[chromosome - 1]!;
  const count = rng.poisson(length.cM / 100);
  const startCm = loadGeneticMap().cmAt(chromosome, length.firstBp);
  const cms = Array.from({ length: count }, () => startCm + rng.next() * length.cM).sort((a, b) => a - b);
  return cms.map((cM) => Math.round(positionAtCm(chromosome, cM)));
}

/** What one parent passes on of one chromosome: a recombined copy of their pair, or a male's X as it is. */
export function gamete(rng: Rng, pair: ChromosomePair, chromosome: number): Haplotype {
  if (pair.paternal === null) return pair.maternal;
  const crossovers = drawCrossovers(rng, chromosome);
  return rng.chance(0.5) ? recombine(pair.maternal, pair.paternal, crossovers) : recombine(pair.paternal, pair.maternal, crossovers);
}

/** The founder haplotype at a base-pair position. */
export function idAt(haplotype: Haplotype, position: number): number {
  const { starts, ids } = haplotype;
  let lo = 0;
  let hi = starts.length;
  while (hi - lo > 1) {
    const mid = (lo + hi) >>> 1;
    if (starts[mid]! <= position) lo = mid;
    else hi = mid;
  }
  return ids[lo]!;
}

// Kits built by hand for the comparison's tests and bench: a straight-line genetic map, kits written
// out call by call, and random pairs that share segments placed where a test wants them.
import { ALLELE, genotypeByte, NO_CALL, type ChromosomeCalls, type GeneticMap, type Genotypes } from '../genotypes.ts';

/** GRCh37 lengths of chromosomes 1–22 and X (23), in base pairs. */
export const GRCH37_LENGTHS: readonly number[] = [
  249_250_621, 243_199_373, 198_022_430, 191_154_276, 180_915_260, 171_115_067, 159_138_663, 146_364_022, 141_213_431, 135_534_747, 135_006_516, 133_851_895,
  115_169_878, 107_349_540, 102_531_392, 90_354_753, 81_195_210, 78_077_248, 59_128_983, 63_025_520, 48_129_895, 51_304_566, 155_270_560,
];

/** A genetic map of `cmPerMb` cM per million base pairs on every chromosome (1 by default). */
export function linearMap(cmPerMb = 1): GeneticMap {
  return {
    cmAt: (chromosome, position) => (Math.min(position, GRCH37_LENGTHS[chromosome - 1] ?? position) / 1e6) * cmPerMb,
    lengths: () => GRCH37_LENGTHS.map((bp, i) => ({ chromosome: i + 1, firstBp: 1, lastBp: bp, cM: (bp / 1e6) * cmPerMb })),
  };
}

const CODE: Record<string, number> = { A: ALLELE.A, C: ALLELE.C, G: ALLELE.G, T: ALLELE.T, D: ALLELE.D, I: ALLELE.I };

/** One genotype written as two letters ("AG"); "--" is a no-call. */
export function call(text: string): number {
  if (text === '--') return NO_CALL;
  return genotypeByte(CODE[text[0]], CODE[text[1]]);
}

/** A kit from chromosome number → positions and written genotypes of equal length. */
export function kit(chromosomes: Record<number, { positions: number[]; calls: string[] }>): Genotypes {
  const map = new Map<number, ChromosomeCalls>();
  for (const [chromosome, { positions, calls }] of Object.entries(chromosomes)) {
    map.set(Number(chromosome), { positions: Uint32Array.from(positions), calls: Uint8Array.from(calls.map(call)) });
  }
  return { chromosomes: map };
}

/** A small seeded random number generator (mulberry32), so a test's kits are the same every run. */
export function seededRandom(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/** A chromosome's markers: ascending distinct positions and each marker's two alleles and frequency. */
export interface MarkerPanel {
  positions: Uint32Array;
  /** Allele codes of the reference (ref) and the alternative (alt) allele, and alt's frequency. */
  ref: Uint8Array;
  alt: Uint8Array;
  altFrequency: Float64Array;
}

/**
 * `count` markers spread at random over a chromosome of `lengthBp`, each with two alleles; minor
 * allele frequencies drawn like a genotyping chip's (many common, some rare: uniform in 0.01–0.5).
 */
export function markerPanel(count: number, lengthBp: number, random: () => number): MarkerPanel {
  const set = new Set<number>();
  while (set.size < count) set.add(1 + Math.floor(random() * (lengthBp - 1)));
  const positions = Uint32Array.from([...set].sort((p, q) => p - q));
  const ref = new Uint8Array(count);
  const alt = new Uint8Array(count);
  const altFrequency = new Float64Array(count);
  const pairs = [
    [ALLELE.A, ALLELE.G],
    [ALLELE.C, ALLELE.T],
    [ALLELE.A, ALLELE.C],
    [ALLELE.G, ALLELE.T],
  ];
  for (let i = 0; i < count; i++) {
    const [r, a] = pairs[Math.floor(random() * pairs.length)];
    ref[i] = r;
    alt[i] = a;
    altFrequency[i] = 0.01 + random() * 0.49;
  }
  return { positions, ref, alt, altFrequency };
}

/** A random haplotype on a panel: each marker's allele drawn by its frequency. */
export function randomHaplotype(panel: MarkerPanel, random: () => number): Uint8Array {
  const h = new Uint8Array(panel.positions.length);
  for (let i = 0; i < h.length; i++) h[i] = random() < panel.altFrequency[i] ? panel.alt[i] : panel.ref[i];
  return h;
}

/** Calls from two haplotypes, each call wrong with probability `errorRate` and missing with `noCallRate`. */
export function callsOf(panel: MarkerPanel, h1: Uint8Array, h2: Uint8Array, random: () => number, errorRate = 0, noCallRate = 0): Uint8Array {
  const calls = new Uint8Array(h1.length);
  for (let i = 0; i < h1.length; i++) {
    if (random() < noCallRate) continue;
    let x = h1[i];
    let y = h2[i];
    if (random() < errorRate) {
      // A wrong call: one allele read as the marker's other allele.
      if (random() < 0.5) x = x === panel.ref[i] ? panel.alt[i] : panel.ref[i];
      else y = y === panel.ref[i] ? panel.alt[i] : panel.ref[i];
    }
    calls[i] = genotypeByte(x, y);
  }
  return calls;
}

/** A stretch of one kit's haplotype copied into another's: what makes two kits share a segment. */
export interface CopiedStretch {
  chromosome: number;
  from: { kit: number; haplotype: 0 | 1 };
  to: { kit: number; haplotype: 0 | 1 };
  startBp: number;
  endBp: number;
}

/** What randomKits builds. */
export interface RandomKitsSpec {
  /** Chromosomes and how many markers each has (spread at random over its GRCh37 length). */
  chromosomes: { chromosome: number; markers: number }[];
  kits: number;
  /** Applied in order, so a later copy may pass on an earlier one. */
  copies?: CopiedStretch[];
  /** Kits whose X (23) is one copy: haplotype 1 made equal to haplotype 0 there. */
  males?: number[];
  errorRate?: number;
  noCallRate?: number;
  seed?: number;
}

/**
 * Kits of unrelated people (random haplotypes on one shared marker panel) made to share the
 * stretches listed in `copies`: the building block of the comparison's tests with known answers.
 */
export function randomKits(spec: RandomKitsSpec): Genotypes[] {
  const random = seededRandom(spec.seed ?? 1);
  const kits: Genotypes[] = Array.from({ length: spec.kits }, () => ({ chromosomes: new Map() }));
  for (const { chromosome, markers } of spec.chromosomes) {
    const panel = markerPanel(markers, GRCH37_LENGTHS[chromosome - 1], random);
    const haplotypes = kits.map(() => [randomHaplotype(panel, random), randomHaplotype(panel, random)] as const);
    for (const copy of spec.copies ?? []) {
      if (copy.chromosome !== chromosome) continue;
      const source = haplotypes[copy.from.kit][copy.from.haplotype];
      const target = haplotypes[copy.to.kit][copy.to.haplotype];
      for (let i = 0; i < markers; i++) if (panel.positions[i] >= copy.startBp && panel.positions[i] <= copy.endBp) target[i] = source[i];
    }
    kits.forEach((kit, k) => {
      const [h1, h2] = haplotypes[k];
      const second = chromosome === 23 && spec.males?.includes(k) ? h1 : h2;
      kit.chromosomes.set(chromosome, { positions: panel.positions, calls: callsOf(panel, h1, second, random, spec.errorRate ?? 0, spec.noCallRate ?? 0) });
    });
  }
  return kits;
}

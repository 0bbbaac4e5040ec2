/**
 * The true IBD between two simulated people, from the founder haplotypes their chromosomes are
 * made of: where they carry copies of the same founder haplotype, they share DNA identical by
 * descent. What a comparison of their kits should find, less what markers and errors hide.
 */
import { loadGeneticMap } from '../../src/modules/dna/genetics/genetic-map.ts';
import { CHROMOSOMES, X_CHROMOSOME } from '../../src/modules/dna/genetics/genotypes.ts';
import type { SimPerson } from './family.ts';
import type { Haplotype } from './inheritance.ts';

/** One stretch of shared DNA on one chromosome, clipped to the genetic map. */
export interface TrueSegment {
  chromosome: number;
  startBp: number;
  endBp: number;
  startCm: number;
  endCm: number;
  cM: number;
}

/** What two people truly share. */
export interface TrueSharing {
  /** Stretches where they share at least one copy (IBD1 or IBD2), each at least `minCm` long. */
  halfIdentical: TrueSegment[];
  /** Stretches where they share both copies (IBD2), each at least `minIbd2Cm` long. */
  fullyIdentical: TrueSegment[];
  /** Autosomes: total cM of the half-identical segments (the figure companies call "shared cM"). */
  totalCm: number;
  /** Autosomes: cM of the fully identical segments. */
  ibd2Cm: number;
  /** Autosomes: totalCm less ibd2Cm. */
  ibd1Cm: number;
  /** Autosomes: how many half-identical segments, and the longest one's cM (0 when none). */
  segmentCount: number;
  largestCm: number;
  /** The X (chromosome 23): half-identical cM and fully identical cM. */
  xCm: number;
  xIbd2Cm: number;
}

/** Options of `trueSharedSegments`. */
export interface TrueSharingOptions {
  /** Leave out half-identical segments shorter than this (cM); 0 unless told (7 is the companies' usual). */
  minCm?: number;
  /** Leave out fully identical segments shorter than this; `minCm` unless told. */
  minIbd2Cm?: number;
}

/** A walker over a haplotype's segments, or over nothing (a male's missing X: matches no one). */
interface Walker {
  starts: number[];
  ids: number[];
  index: number;
}

/** A walker from the start of a haplotype; a missing one is a single segment of an id no one else has. */
function walker(haplotype: Haplotype | null, missingId: number): Walker {
  const source = haplotype ?? { starts: [0], ids: [missingId] };
  return { starts: source.starts, ids: source.ids, index: 0 };
}

/** Where the walker's current segment ends. */
function segmentEnd(w: Walker): number {
  return w.index + 1 < w.starts.length ? w.starts[w.index + 1]! : Infinity;
}

/**
 * Runs of one IBD state along a chromosome: 0, 1 or 2 copies shared, from the four haplotypes.
 * Each run is [start, end) in base pairs, the last one ending at Infinity.
 */
function ibdRuns(a: [Haplotype, Haplotype | null], b: [Haplotype, Haplotype | null]): { start: number; end: number; state: number }[] {
  const walkers = [walker(a[0], -1), walker(a[1], -2), walker(b[0], -3), walker(b[1], -4)];
  const runs: { start: number; end: number; state: number }[] = [];
  let position = 0;
  while (position < Infinity) {
    const [a0, a1, b0, b1] = walkers.map((w) => w.ids[w.index]!) as [number, number, number, number];
    const state = Math.max(Number(a0 === b0) + Number(a1 === b1), Number(a0 === b1) + Number(a1 === b0));
    const end = Math.min(...walkers.map(segmentEnd));
    const last = runs[runs.length - 1];
    if (last && last.state === state) last.end = end;
    else runs.push({ start: position, end, state });
    position = end;
    for (const w of walkers) if (segmentEnd(w) === end) w.index += 1;
  }
  return runs;
}

/** Joins runs meeting a test into segments clipped to the chromosome's map, each at least `minCm`. */
function segments(chromosome: number, runs: { start: number; end: number; state: number }[], test: (state: number) => boolean, minCm: number): TrueSegment[] {
  const map = loadGeneticMap();
  const { firstBp, lastBp } = map.lengths()[chromosome - 1]!;
  const out: TrueSegment[] = [];
  let open: { start: number; end: number } | null = null;
  const close = () => {
    if (!open) return;
    const startBp = Math.max(open.start, firstBp);
    const endBp = Math.min(open.end, lastBp);
    open = null;
    if (endBp <= startBp) return;
    const startCm = map.cmAt(chromosome, startBp);
    const endCm = map.cmAt(chromosome, endBp);
    const cM = endCm - startCm;
    if (cM > 0 && cM >= minCm) out.push({ chromosome, startBp, endBp, startCm, endCm, cM });
  };
  for (const run of runs) {
    if (test(run.state)) {
      if (open) open.end = run.end;
      else open = { start: run.start, end: run.end };
    } else close();
  }
  close();
  return out;
}

/**
 * The true IBD segments two people share on chromosomes 1–23 (half-identical: at least one
 * copy; fully identical: both), in base pairs and cM, and their totals. Autosomal totals leave
 * the X out; the X's are given apart.
 */
export function trueSharedSegments(a: SimPerson, b: SimPerson, options: TrueSharingOptions = {}): TrueSharing {
  const minCm = options.minCm ?? 0;
  const minIbd2Cm = options.minIbd2Cm ?? minCm;
  const halfIdentical: TrueSegment[] = [];
  const fullyIdentical: TrueSegment[] = [];
  for (const chromosome of CHROMOSOMES) {
    const pa = a.chromosomes[chromosome]!;
    const pb = b.chromosomes[chromosome]!;
    const runs = ibdRuns([pa.maternal, pa.paternal], [pb.maternal, pb.paternal]);
    halfIdentical.push(...segments(chromosome, runs, (state) => state >= 1, minCm));
    fullyIdentical.push(...segments(chromosome, runs, (state) => state === 2, minIbd2Cm));
  }
  const sum = (list: TrueSegment[], x: boolean) => list.filter((s) => (s.chromosome === X_CHROMOSOME) === x).reduce((total, s) => total + s.cM, 0);
  const autosomal = halfIdentical.filter((s) => s.chromosome !== X_CHROMOSOME);
  const totalCm = sum(halfIdentical, false);
  const ibd2Cm = sum(fullyIdentical, false);
  return {
    halfIdentical,
    fullyIdentical,
    totalCm,
    ibd2Cm,
    ibd1Cm: totalCm - ibd2Cm,
    segmentCount: autosomal.length,
    largestCm: autosomal.reduce((max, s) => Math.max(max, s.cM), 0),
    xCm: sum(halfIdentical, true),
    xIbd2Cm: sum(fullyIdentical, true),
  };
}

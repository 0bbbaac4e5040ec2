import { CHROMOSOMES, X_CHROMOSOME, type GeneticMap, type Genotypes } from './genotypes.ts';
import { mergeChromosomes, IBS1, IBS2, type ChromosomePair, type MergedKits } from './overlap.ts';
import { findRuns, lowerBound, summarise, type SharedSegment } from './segments.ts';
import { thresholdsFor, withDefaults, type AppliedThresholds, type ThresholdOptions } from './comparison-thresholds.ts';
import { endogamySignal, SMALL_SEGMENT_MIN_CM, type EndogamySignal } from './endogamy.ts';
import { haploidX, inferSex, type KitSex } from './x-chromosome.ts';

/** How to compare: the thresholds (see comparison-thresholds.ts) and, when known, each kit's sex. */
export interface CompareOptions extends ThresholdOptions {
  /** The first kit's sex; read off its X when not given. */
  sexA?: KitSex;
  /** The second kit's sex; read off its X when not given. */
  sexB?: KitSex;
}

/** What two kits share on one part of the genome (the autosomes, or the X). */
export interface SharedDna {
  /** Markers both kits called there. */
  overlapMarkers: number;
  /** Total cM of the half-identical segments (a fully identical region lies inside one and counts once). */
  totalCm: number;
  /** How many half-identical segments. */
  segmentCount: number;
  largestCm: number;
  /** The half-identical segments, and the fully identical regions inside them, by chromosome and start. */
  segments: SharedSegment[];
  /** Total cM of the fully identical regions (IBD2). */
  fullyIdenticalCm: number;
}

/** The X's part, with the sexes it was read with. */
export interface SharedX extends SharedDna {
  /** The kits' sexes as given or inferred (undefined: could not tell; read as two copies). */
  sexes: [KitSex | undefined, KitSex | undefined];
  /** Whether either kit has a single X (then no fully identical regions exist there). */
  haploid: boolean;
}

/** The result of compareKits. */
export interface KitComparison {
  /** Markers both kits called, autosomes and X. */
  overlapMarkers: number;
  autosomal: SharedDna;
  x: SharedX;
  thresholdsUsed: { autosomal: AppliedThresholds; x: AppliedThresholds };
  endogamy: EndogamySignal;
}

const AUTOSOMES = CHROMOSOMES.filter((c) => c !== X_CHROMOSOME);

/**
 * Compares two kits marker by marker on the positions both called.
 *
 * Half-identical segments: runs of markers with no opposite homozygote (no allele in common), one
 * that is not among 3 within 50 markers forgiven as a genotyping error; kept from 7 cM
 * and 500 markers, the marker minimum scaled down when the kits overlap on fewer markers (the rule
 * is in comparison-thresholds.ts). Fully identical regions: runs inside those segments where both
 * genotypes are the same, by the same tolerance, from 2 cM. The X is compared on its own with the
 * same rule; a man's X is one copy (see x-chromosome.ts), so against a man only half-identical
 * segments exist there. No-calls are skipped. The endogamy signal is in endogamy.ts.
 */
export function compareKits(a: Genotypes, b: Genotypes, map: GeneticMap, options: CompareOptions = {}): KitComparison {
  const settings = withDefaults(options);

  const autosomePairs: ChromosomePair[] = [];
  for (const chromosome of AUTOSOMES) {
    const ca = a.chromosomes.get(chromosome);
    const cb = b.chromosomes.get(chromosome);
    if (ca && cb) autosomePairs.push({ chromosome, a: ca, b: cb });
  }
  const merged = mergeChromosomes(autosomePairs);
  const autosomalThresholds = thresholdsFor(merged.length, overlapCm(merged, map), settings);
  const small: SharedSegment[] = [];
  const autosomal = readShared(merged, map, autosomalThresholds, true, small);
  const endogamy = endogamySignal(small, autosomal.segmentCount);

  const sexes: [KitSex | undefined, KitSex | undefined] = [options.sexA ?? inferSex(a), options.sexB ?? inferSex(b)];
  const haploid = sexes[0] === 'male' || sexes[1] === 'male';
  let xa = a.chromosomes.get(X_CHROMOSOME);
  let xb = b.chromosomes.get(X_CHROMOSOME);
  if (xa && sexes[0] === 'male') xa = haploidX(xa);
  if (xb && sexes[1] === 'male') xb = haploidX(xb);
  const mergedX = mergeChromosomes(xa && xb ? [{ chromosome: X_CHROMOSOME, a: xa, b: xb }] : []);
  const xThresholds = thresholdsFor(mergedX.length, overlapCm(mergedX, map), settings);
  const x = { ...readShared(mergedX, map, xThresholds, !haploid, null), sexes, haploid };

  return {
    overlapMarkers: autosomal.overlapMarkers + x.overlapMarkers,
    autosomal,
    x,
    thresholdsUsed: { autosomal: autosomalThresholds, x: xThresholds },
    endogamy,
  };
}

/** The cM the merged markers span: each chromosome from its first shared marker to its last. */
function overlapCm(merged: MergedKits, map: GeneticMap): number {
  let cM = 0;
  for (const { chromosome, from, to } of merged.spans) {
    if (to - from < 2) continue;
    cM += map.cmAt(chromosome, merged.positions[to - 1]) - map.cmAt(chromosome, merged.positions[from]);
  }
  return cM;
}

/**
 * Reads the segments off merged markers. With `small`, runs from SMALL_SEGMENT_MIN_CM (at a marker
 * minimum scaled alike) are found in the same pass, and those under the segment minimum are
 * collected there for the endogamy signal.
 */
function readShared(merged: MergedKits, map: GeneticMap, t: AppliedThresholds, withFull: boolean, small: SharedSegment[] | null): SharedDna {
  const half: SharedSegment[] = [];
  const full: SharedSegment[] = [];
  const smallRule = {
    minCm: Math.min(SMALL_SEGMENT_MIN_CM, t.minCm),
    minMarkers: Math.round((t.minMarkers * Math.min(SMALL_SEGMENT_MIN_CM, t.minCm)) / t.minCm),
    bunchCount: t.bunchCount,
    bunchWindow: t.bunchWindow,
  };
  const halfRule = { minCm: t.minCm, minMarkers: t.minMarkers, bunchCount: t.bunchCount, bunchWindow: t.bunchWindow };
  const fullRule = { minCm: t.fullMinCm, minMarkers: t.fullMinMarkers, bunchCount: t.bunchCount, bunchWindow: t.bunchWindow };
  const { positions, ibs } = merged;
  const runs: SharedSegment[] = [];
  for (const { chromosome, from, to } of merged.spans) {
    runs.length = 0;
    findRuns(positions, ibs, from, to, IBS1, small ? smallRule : halfRule, chromosome, 'half', map, runs);
    for (const run of runs) {
      if (run.cM >= halfRule.minCm && run.markers >= halfRule.minMarkers) half.push(run);
      else small?.push(run);
    }
  }
  if (withFull) {
    for (const segment of half) {
      const span = merged.spans.find((s) => s.chromosome === segment.chromosome)!;
      const from = lowerBound(positions, span.from, span.to, segment.startBp);
      const to = lowerBound(positions, from, span.to, segment.endBp + 1);
      findRuns(positions, ibs, from, to, IBS2, fullRule, segment.chromosome, 'full', map, full);
    }
  }
  const { totalCm, largestCm, segmentCount } = summarise(half);
  const segments = [...half, ...full].sort((p, q) => p.chromosome - q.chromosome || p.startBp - q.startBp || (p.kind === 'half' ? -1 : 1));
  return {
    overlapMarkers: merged.length,
    totalCm,
    segmentCount,
    largestCm,
    segments,
    fullyIdenticalCm: full.reduce((sum, s) => sum + s.cM, 0),
  };
}

import { CHROMOSOMES, X_CHROMOSOME, type GeneticMap, type Genotypes } from './genotypes.ts';
import { mergeChromosomes, IBS1, IBS2, type ChromosomePair, type MergedKits } from './overlap.ts';
import { ENDS_AT_BREAK, findRuns, lowerBound, segmentOf, STARTS_AT_BREAK, summarise, type SharedSegment } from './segments.ts';
import { thresholdsFor, withDefaults, type AppliedThresholds, type ThresholdOptions } from './comparison-thresholds.ts';
import { defaultRates, fullyIdenticalRule, halfIdenticalRule, measureRates, minScoreFor, type Haploid, type MarkerRates } from './ibd-evidence.ts';
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

type BaseThresholds = ReturnType<typeof thresholdsFor>;

/**
 * How far a run goes on past the true end of shared DNA, on average: an opposite homozygote turns
 * up at a rate q per marker where nothing is shared, so (1 − q) / q markers pass before the first
 * one ends the run — some 20 markers on the chips, a third of a cM where kits overlap sparsely.
 * Each end that lies at a disagreement is pulled in by that many markers (at most this many);
 * ends at a chromosome's last marker are not.
 */
const MAX_OVERSHOOT = 50;

/**
 * Compares two kits marker by marker on the positions both called.
 *
 * Half-identical segments: runs of markers with no opposite homozygote (no allele in common), a
 * lone one inside a long run forgiven as a genotyping error (scored, ibd-evidence.ts); kept from
 * 7 cM and 500 markers, the marker minimum scaled down when the kits overlap on fewer markers
 * (comparison-thresholds.ts), and from a score that chance runs do not reach. Fully identical
 * regions: runs inside those segments where both genotypes are the same, scored alike, from 2 cM.
 * The X is compared on its own with the same rule; a man's X is one copy (x-chromosome.ts), so
 * against a man only half-identical segments exist there. No-calls are skipped. The endogamy
 * signal is in endogamy.ts; docs/dna-comparison.md tells the whole of it.
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
  const small: SharedSegment[] = [];
  const { shared: autosomal, thresholds: autosomalThresholds } = readShared(merged, map, thresholdsFor(merged.length, overlapCm(merged, map), settings), settings.falseSegments, 0, small);
  const endogamy = endogamySignal(small, autosomal.segmentCount);

  const sexes: [KitSex | undefined, KitSex | undefined] = [options.sexA ?? inferSex(a), options.sexB ?? inferSex(b)];
  const haploid = sexes[0] === 'male' || sexes[1] === 'male';
  let xa = a.chromosomes.get(X_CHROMOSOME);
  let xb = b.chromosomes.get(X_CHROMOSOME);
  if (xa && sexes[0] === 'male') xa = haploidX(xa);
  if (xb && sexes[1] === 'male') xb = haploidX(xb);
  const mergedX = mergeChromosomes(xa && xb ? [{ chromosome: X_CHROMOSOME, a: xa, b: xb }] : []);
  const males = ((sexes[0] === 'male' ? 1 : 0) + (sexes[1] === 'male' ? 1 : 0)) as Haploid;
  const { shared: sharedX, thresholds: xThresholds } = readShared(mergedX, map, thresholdsFor(mergedX.length, overlapCm(mergedX, map), settings), settings.falseSegments, males, null);
  const x = { ...sharedX, sexes, haploid };

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
 * Reads the segments off merged markers, in two passes: the first with default rates finds where
 * the kits share DNA, so that the rates can be measured outside and inside it (ibd-evidence.ts);
 * the second scores with the measured rates. Runs are found from SMALL_SEGMENT_MIN_CM at a marker
 * minimum scaled alike; each end at a disagreement is pulled in by the overshoot (MAX_OVERSHOOT),
 * then the run is measured: those that reach the thresholds are the segments, and (with `small`)
 * those from SMALL_SEGMENT_MIN_CM up are collected there for the endogamy signal.
 */
function readShared(merged: MergedKits, map: GeneticMap, base: BaseThresholds, falseSegments: number, haploid: Haploid, small: SharedSegment[] | null): { shared: SharedDna; thresholds: AppliedThresholds } {
  const { positions, ibs } = merged;
  const smallMinCm = small ? Math.min(SMALL_SEGMENT_MIN_CM, base.minCm) : base.minCm;
  const candidateMarkers = Math.round((base.minMarkers * smallMinCm) / base.minCm);
  const scan = (rates: MarkerRates, minScore: number) => {
    const runs: number[] = [];
    const chromosomes: number[] = [];
    const rule = halfIdenticalRule(rates, minScore, candidateMarkers);
    for (const span of merged.spans) {
      const before = runs.length;
      findRuns(ibs, span.from, span.to, IBS1, rule, runs);
      for (let r = before; r < runs.length; r += 4) chromosomes.push(span.chromosome);
    }
    return { runs, chromosomes };
  };
  const fallback = defaultRates(haploid);
  const first = scan(fallback, minScoreFor(merged.length * fallback.ibs0, falseSegments));
  const { rates, unsharedIbs0, sharedDifferent } = measureRates(merged, first.runs, fallback);
  const minScore = minScoreFor(unsharedIbs0, falseSegments);
  const { runs, chromosomes } = scan(rates, minScore);

  const overshoot = Math.min(MAX_OVERSHOOT, Math.round((1 - rates.ibs0) / rates.ibs0));
  const half: SharedSegment[] = [];
  for (let r = 0; r < runs.length; r += 4) {
    const flags = runs[r + 2];
    const start = runs[r] + (flags & STARTS_AT_BREAK ? overshoot : 0);
    const end = runs[r + 1] - (flags & ENDS_AT_BREAK ? overshoot : 0);
    if (end - start < 2) continue;
    const segment = segmentOf(positions, start, end, chromosomes[r / 4], 'half', map);
    if (segment.cM >= base.minCm && segment.markers >= base.minMarkers) half.push(segment);
    else if (small && segment.cM >= smallMinCm && segment.markers >= candidateMarkers) small.push(segment);
  }

  const full: SharedSegment[] = [];
  let fullMinScore = 0;
  if (haploid === 0) {
    const ranges = half.map((segment) => {
      const span = merged.spans.find((s) => s.chromosome === segment.chromosome)!;
      const from = lowerBound(positions, span.from, span.to, segment.startBp);
      return [from, lowerBound(positions, from, span.to, segment.endBp + 1)];
    });
    fullMinScore = minScoreFor(sharedDifferent, falseSegments);
    const rule = fullyIdenticalRule(rates, fullMinScore, base.fullMinMarkers);
    const fullRuns: number[] = [];
    half.forEach((segment, k) => {
      fullRuns.length = 0;
      findRuns(ibs, ranges[k][0], ranges[k][1], IBS2, rule, fullRuns);
      for (let r = 0; r < fullRuns.length; r += 4) {
        const region = segmentOf(positions, fullRuns[r], fullRuns[r + 1], segment.chromosome, 'full', map);
        if (region.cM >= base.fullMinCm) full.push(region);
      }
    });
  }

  const { totalCm, largestCm, segmentCount } = summarise(half);
  const segments = [...half, ...full].sort((p, q) => p.chromosome - q.chromosome || p.startBp - q.startBp || (p.kind === 'half' ? -1 : 1));
  return {
    shared: { overlapMarkers: merged.length, totalCm, segmentCount, largestCm, segments, fullyIdenticalCm: full.reduce((sum, s) => sum + s.cM, 0) },
    thresholds: { ...base, minScore, fullMinScore, rates },
  };
}

import type { GeneticMap } from './genotypes.ts';

/** Half identical (IBD1: one copy shared) or fully identical (IBD2: both copies shared). */
export type SegmentKind = 'half' | 'full';

/** A stretch of a chromosome two kits share. */
export interface SharedSegment {
  chromosome: number;
  startBp: number;
  endBp: number;
  startCm: number;
  endCm: number;
  cM: number;
  /** Markers both kits called inside the segment. */
  markers: number;
  kind: SegmentKind;
}

/**
 * How a run is scored: each marker adds the log-likelihood ratio of "shared" against "not shared"
 * for what it shows — `agree` (> 0) where the kits agree as far as the test goes, `disagree` (< 0)
 * where they do not. A run ends where its score has fallen `drop` below its best (it ends at the
 * best), or below where it started; it is kept from `minScore` and `minMarkers`.
 */
export interface ScoreRule {
  agree: number;
  disagree: number;
  drop: number;
  minScore: number;
  minMarkers: number;
}

/** A run's end lies at a disagreement (rather than at the end of the chromosome's markers). */
export const STARTS_AT_BREAK = 1;
export const ENDS_AT_BREAK = 2;

/**
 * Finds the runs of markers[from..to) whose score (ScoreRule) rises high enough, where a marker
 * disagrees when its IBS state is below `breakBelow` (1: an opposite homozygote, against a
 * half-identical run; 2: any difference, against a fully identical run). A lone disagreement inside
 * a long run costs less than the markers around it earn, so a genotyping error does not end it;
 * several close together do. Runs are appended to `out` as quadruples: first marker, end
 * (exclusive), STARTS_AT_BREAK | ENDS_AT_BREAK flags, score.
 */
export function findRuns(ibs: Uint8Array, from: number, to: number, breakBelow: number, rule: ScoreRule, out: number[]): void {
  const { agree, disagree, drop, minScore } = rule;
  const minMarkers = Math.max(2, rule.minMarkers);
  let start = from;
  let score = 0;
  let best = 0;
  let bestEnd = from;
  for (let i = from; i < to; i++) {
    score += ibs[i] < breakBelow ? disagree : agree;
    if (score > best) {
      best = score;
      bestEnd = i + 1;
    } else if (score <= 0 || best - score >= drop) {
      if (best >= minScore && bestEnd - start >= minMarkers) out.push(start, bestEnd, (start > from ? STARTS_AT_BREAK : 0) | ENDS_AT_BREAK, best);
      start = i + 1;
      score = 0;
      best = 0;
      bestEnd = start;
    }
  }
  if (best >= minScore && bestEnd - start >= minMarkers) out.push(start, bestEnd, (start > from ? STARTS_AT_BREAK : 0) | (bestEnd < to ? ENDS_AT_BREAK : 0), best);
}

/** The segment of markers[start..end) on a chromosome. */
export function segmentOf(positions: Uint32Array, start: number, end: number, chromosome: number, kind: SegmentKind, map: GeneticMap): SharedSegment {
  const startBp = positions[start];
  const endBp = positions[end - 1];
  const startCm = map.cmAt(chromosome, startBp);
  const endCm = map.cmAt(chromosome, endBp);
  return { chromosome, startBp, endBp, startCm, endCm, cM: endCm - startCm, markers: end - start, kind };
}

/** The first index in positions[from..to) at or after `bp` (binary search). */
export function lowerBound(positions: Uint32Array, from: number, to: number, bp: number): number {
  let lo = from;
  let hi = to;
  while (lo < hi) {
    const mid = (lo + hi) >>> 1;
    if (positions[mid] < bp) lo = mid + 1;
    else hi = mid;
  }
  return lo;
}

/** Summary figures of a list of segments: their total and largest cM, and how many. */
export function summarise(segments: readonly SharedSegment[]): { totalCm: number; largestCm: number; segmentCount: number } {
  let totalCm = 0;
  let largestCm = 0;
  for (const s of segments) {
    totalCm += s.cM;
    if (s.cM > largestCm) largestCm = s.cM;
  }
  return { totalCm, largestCm, segmentCount: segments.length };
}

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

/** When a run of markers counts as a segment. */
export interface RunRule {
  minCm: number;
  minMarkers: number;
  /**
   * A lone break (one marker that does not agree) is forgiven, as a genotyping error, when at least
   * this many markers without a break lie on each side of it before the next break.
   */
  bracketMarkers: number;
}

/**
 * Finds the runs of markers[from..to) with no break, where a break is a marker whose IBS state is
 * below `breakBelow` (1: an opposite homozygote ends a half-identical run; 2: any difference ends
 * a fully identical run). A lone break bracketed by `bracketMarkers` agreeing markers on both sides
 * is forgiven and counted inside the run; the chromosome's ends count as breaks for that test.
 * Runs of at least `minMarkers` markers and `minCm` centimorgans are appended to `out`.
 */
export function findRuns(
  positions: Uint32Array,
  ibs: Uint8Array,
  from: number,
  to: number,
  breakBelow: number,
  rule: RunRule,
  chromosome: number,
  kind: SegmentKind,
  map: GeneticMap,
  out: SharedSegment[],
): void {
  const bracket = rule.bracketMarkers;
  let runStart = from;
  let previous = from - 1; // the break before `pending` (the start counts as one)
  let pending = -1; // the last break seen, not yet judged
  for (let i = from; i < to; i++) {
    if (ibs[i] >= breakBelow) continue;
    if (pending >= 0) {
      const lone = pending - previous - 1 >= bracket && i - pending - 1 >= bracket;
      if (!lone) {
        closeRun(positions, runStart, pending, rule, chromosome, kind, map, out);
        runStart = pending + 1;
      }
      previous = pending;
    }
    pending = i;
  }
  if (pending >= 0) {
    const lone = pending - previous - 1 >= bracket && to - pending - 1 >= bracket;
    if (!lone) {
      closeRun(positions, runStart, pending, rule, chromosome, kind, map, out);
      runStart = pending + 1;
    }
  }
  closeRun(positions, runStart, to, rule, chromosome, kind, map, out);
}

/** Keeps markers[start..end) as a segment when it is long enough by both measures. */
function closeRun(positions: Uint32Array, start: number, end: number, rule: RunRule, chromosome: number, kind: SegmentKind, map: GeneticMap, out: SharedSegment[]) {
  const markers = end - start;
  if (markers < rule.minMarkers || markers < 2) return;
  const startBp = positions[start];
  const endBp = positions[end - 1];
  const startCm = map.cmAt(chromosome, startBp);
  const endCm = map.cmAt(chromosome, endBp);
  const cM = endCm - startCm;
  if (cM < rule.minCm) return;
  out.push({ chromosome, startBp, endBp, startCm, endCm, cM, markers, kind });
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

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

/** When a run of markers counts as a segment, and when a disagreeing marker ends one. */
export interface RunRule {
  minCm: number;
  minMarkers: number;
  /**
   * Breaks (markers that disagree) end a run only in a bunch: at least `bunchCount` of them within
   * `bunchWindow` markers. A break outside any bunch is read as a genotyping error.
   */
  bunchCount: number;
  bunchWindow: number;
}

let breakBuffer = new Int32Array(1 << 12);
let bunchedBuffer = new Uint8Array(1 << 12);

/**
 * Finds the runs of markers[from..to) without a real break, where a break is a marker whose IBS
 * state is below `breakBelow` (1: an opposite homozygote breaks a half-identical run; 2: any
 * difference breaks a fully identical run) and a real break is one of a bunch (RunRule). Lone
 * breaks are counted inside the run, except next to its ends: a lone break within `bunchWindow`
 * markers of the bunch that ends a run is taken as the start of the disagreement, and the run ends
 * before it. Runs of at least `minMarkers` markers and `minCm` centimorgans are appended to `out`.
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
  let n = 0;
  for (let i = from; i < to; i++) {
    if (ibs[i] >= breakBelow) continue;
    if (n === breakBuffer.length) {
      const grown = new Int32Array(n * 2);
      grown.set(breakBuffer);
      breakBuffer = grown;
    }
    breakBuffer[n++] = i;
  }
  if (bunchedBuffer.length < n) bunchedBuffer = new Uint8Array(breakBuffer.length);
  const breaks = breakBuffer;
  const bunched = bunchedBuffer;
  bunched.fill(0, 0, n);
  const k = Math.max(1, rule.bunchCount);
  for (let j = 0; j + k - 1 < n; j++) {
    if (breaks[j + k - 1] - breaks[j] < rule.bunchWindow) bunched.fill(1, j, j + k);
  }
  let runStart = from;
  let firstInside = 0; // index into breaks of the first break at or after runStart
  for (let j = 0; j <= n; j++) {
    if (j < n && !bunched[j]) continue;
    const runEnd = j < n ? breaks[j] : to;
    // Lone breaks right next to the bunches that bound the run belong to the disagreement.
    let start = runStart;
    let end = runEnd;
    let first = firstInside;
    let last = j - 1;
    if (start > from) {
      while (first <= last && breaks[first] - start < rule.bunchWindow) start = breaks[first++] + 1;
    }
    if (end < to) {
      while (last >= first && end - breaks[last] - 1 < rule.bunchWindow) end = breaks[last--];
    }
    if (end > start) closeRun(positions, start, end, rule, chromosome, kind, map, out);
    runStart = runEnd + 1;
    firstInside = j + 1;
  }
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

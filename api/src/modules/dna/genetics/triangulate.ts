import { NO_CALL, type ChromosomeCalls, type GeneticMap, type Genotypes } from './genotypes.ts';
import { compareKits, type CompareOptions, type KitComparison } from './compare-kits.ts';
import { DEFAULT_THRESHOLDS } from './comparison-thresholds.ts';
import { lowerBound, type SharedSegment } from './segments.ts';
import { inferSex, type KitSex } from './x-chromosome.ts';

/** A stretch all three kits share: where each pair's half-identical segments overlap. */
export interface TriangulatedSegment {
  chromosome: number;
  startBp: number;
  endBp: number;
  startCm: number;
  endCm: number;
  cM: number;
  /** Markers all three kits called inside it. */
  markers: number;
}

/** What triangulate answers: the shared stretches and the three comparisons they come from. */
export interface Triangulation {
  segments: TriangulatedSegment[];
  /** The comparisons of kits 1–2, 1–3 and 2–3. */
  pairs: [KitComparison, KitComparison, KitComparison];
}

/** Triangulation's options: the comparisons' (sexes by kit, in the kits' order) and the minimum kept. */
export interface TriangulateOptions extends Omit<CompareOptions, 'sexA' | 'sexB'> {
  sexes?: [KitSex | undefined, KitSex | undefined, KitSex | undefined];
}

/**
 * The segments three kits all share, autosomes and X: each pair is compared (compareKits), and
 * the three pairs' half-identical segments are intersected chromosome by chromosome. Where all three
 * pairs match over the same stretch, the three share it on one copy of the chromosome, most likely
 * from a common ancestor. A stretch is kept from the comparison's cM minimum (7 cM by default).
 */
export function triangulate(kits: [Genotypes, Genotypes, Genotypes], map: GeneticMap, options: TriangulateOptions = {}): Triangulation {
  const { sexes: given, ...compareOptions } = options;
  const sexes = kits.map((kit, i) => given?.[i] ?? inferSex(kit));
  const pair = (i: number, j: number) => compareKits(kits[i], kits[j], map, { ...compareOptions, sexA: sexes[i], sexB: sexes[j] });
  const pairs: [KitComparison, KitComparison, KitComparison] = [pair(0, 1), pair(0, 2), pair(1, 2)];
  const halves = pairs.map((p) => [...p.autosomal.segments, ...p.x.segments].filter((s) => s.kind === 'half'));
  const minCm = options.minCm ?? DEFAULT_THRESHOLDS.minCm;
  const segments: TriangulatedSegment[] = [];
  for (const [chromosome, startBp, endBp] of intersect(intersect(halves[0], halves[1]), halves[2])) {
    const startCm = map.cmAt(chromosome, startBp);
    const endCm = map.cmAt(chromosome, endBp);
    if (endCm - startCm < minCm) continue;
    segments.push({ chromosome, startBp, endBp, startCm, endCm, cM: endCm - startCm, markers: markersInAll(kits, chromosome, startBp, endBp) });
  }
  return { segments, pairs };
}

/** A stretch of one chromosome, in base pairs. */
export type Interval = [chromosome: number, startBp: number, endBp: number];

/** The overlaps of two lists of segments or intervals (neither list overlapping itself; any order). */
export const intersectIntervals = (a: readonly (SharedSegment | Interval)[], b: readonly (SharedSegment | Interval)[]): Interval[] => intersect(a, b);

function intersect(a: readonly (SharedSegment | Interval)[], b: readonly (SharedSegment | Interval)[]): Interval[] {
  const asInterval = (s: SharedSegment | Interval): Interval => (Array.isArray(s) ? s : [s.chromosome, s.startBp, s.endBp]);
  const x = a.map(asInterval).sort(byPlace);
  const y = b.map(asInterval).sort(byPlace);
  const out: Interval[] = [];
  let i = 0;
  let j = 0;
  while (i < x.length && j < y.length) {
    const [ca, sa, ea] = x[i];
    const [cb, sb, eb] = y[j];
    if (ca !== cb) {
      if (ca < cb) i++;
      else j++;
      continue;
    }
    const start = Math.max(sa, sb);
    const end = Math.min(ea, eb);
    if (start <= end) out.push([ca, start, end]);
    if (ea < eb) i++;
    else j++;
  }
  return out;
}

const byPlace = (p: Interval, q: Interval) => p[0] - q[0] || p[1] - q[1];

/** How many positions in [startBp, endBp] all three kits called. */
function markersInAll(kits: readonly Genotypes[], chromosome: number, startBp: number, endBp: number): number {
  const calls = kits.map((k) => k.chromosomes.get(chromosome));
  if (calls.some((c) => !c)) return 0;
  const [a, b, c] = calls as ChromosomeCalls[];
  let i = lowerBound(a.positions, 0, a.positions.length, startBp);
  let j = lowerBound(b.positions, 0, b.positions.length, startBp);
  let k = lowerBound(c.positions, 0, c.positions.length, startBp);
  let count = 0;
  while (i < a.positions.length && j < b.positions.length && k < c.positions.length) {
    const p = Math.max(a.positions[i], b.positions[j], c.positions[k]);
    if (p > endBp) break;
    if (a.positions[i] < p) i++;
    else if (b.positions[j] < p) j++;
    else if (c.positions[k] < p) k++;
    else {
      if (a.calls[i] !== NO_CALL && b.calls[j] !== NO_CALL && c.calls[k] !== NO_CALL) count++;
      i++;
      j++;
      k++;
    }
  }
  return count;
}

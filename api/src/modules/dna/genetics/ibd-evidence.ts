/**
 * How much each marker says about whether two kits share DNA there, measured on the comparison
 * itself.
 *
 * Half-identical test. Where two people share a copy (IBD), an opposite homozygote (IBS0) can only
 * be a genotyping error, at a rate ε per marker (about 1 in 1,000); where they share nothing it
 * turns up at a rate q that depends on the markers' allele frequencies (1 in 15–25 on the chips).
 * A marker adds log(ε / q) to a run's score when it is an opposite homozygote and
 * log((1 − ε) / (1 − q)) otherwise; a run is a stretch whose score climbs (segments.ts, findRuns).
 * One error costs as much as some 80 agreeing markers earn, so it does not end a long run, nor do
 * two close together; the run ends when its score falls 2.5 errors' worth below its best, which
 * where nothing is shared takes a few dozen markers (and the run ends at its best, before them).
 *
 * Fully identical test, inside half-identical segments: a marker that differs at all (IBS0 or
 * IBS1) is an error where both copies are shared (rate 2ε: either kit's genotype wrong) and common
 * where one is (rate h, the markers' heterozygosity, about a quarter).
 *
 * The rates are measured on the kits' markers outside the runs (where they share nothing): q is
 * the share of opposite homozygotes there; h follows from q and the share of identical genotypes c
 * (under Hardy–Weinberg, c = 1 − 2h + 3q, so h = (1 − c + 3q) / 2); ε is the share of opposite
 * homozygotes inside the runs. With too few markers to measure on (a parent and child share
 * everything), defaults apply: q = 0.05 (one copy each), 0.12 (a man against a woman on the X),
 * 0.25 (two men on the X); h = 0.25; ε = 0.001.
 *
 * Chance runs. Where two kits share nothing, a run reaches a score S by chance with probability
 * about e^−S from each place it could start (the score is a log-likelihood ratio), and runs start
 * after each opposite homozygote. So a run is kept from a score of log(N / α), N the number of
 * opposite homozygotes outside runs and α = 0.5 the chance runs allowed in a whole comparison
 * (from 3 cM): some 11 on full chips, 9.5 where two chips overlap on a fifth of their markers, and
 * there a short segment needs more markers than the marker minimum asks. With the 7 cM and marker
 * minimums besides, simulated unrelated kits show about one false segment in 40 comparisons across
 * companies and none in 40 within one. This is the density-aware minimum.
 */
import { IBS0, IBS2, type MergedKits } from './overlap.ts';
import type { ScoreRule } from './segments.ts';

/** The rates a comparison's scores come from. */
export interface MarkerRates {
  /** Opposite homozygotes per marker where nothing is shared (q). */
  ibs0: number;
  /** Markers that differ at all where one copy is shared (h). */
  heterozygosity: number;
  /** Opposite homozygotes per marker inside shared DNA (ε). */
  error: number;
  /** Whether q and h were measured on the comparison (false: the defaults). */
  measured: boolean;
}

/** How many of the two kits read this part of the genome as one copy (a man's X). */
export type Haploid = 0 | 1 | 2;

const DEFAULT_IBS0 = [0.05, 0.12, 0.25];
const DEFAULT_HETEROZYGOSITY = 0.25;
const DEFAULT_ERROR = 0.001;
/** Unshared markers needed to measure q and h. */
const MIN_UNSHARED_MARKERS = 500;
/** Shared markers needed to measure ε. */
const MIN_SHARED_MARKERS = 20_000;
/** A run ends when its score falls this many errors' worth below its best. */
const DROP_IN_ERRORS = 2.5;

/** The defaults, by how many of the kits have one copy here. */
export function defaultRates(haploid: Haploid): MarkerRates {
  return { ibs0: DEFAULT_IBS0[haploid], heterozygosity: DEFAULT_HETEROZYGOSITY, error: DEFAULT_ERROR, measured: false };
}

/** The minimum score for `starts` places a chance run could start, α chance segments allowed. */
export function minScoreFor(starts: number, falseSegments: number): number {
  return Math.log(Math.max(1, starts) / falseSegments);
}

/** The half-identical test's scores. */
export function halfIdenticalRule(rates: MarkerRates, minScore: number, minMarkers: number): ScoreRule {
  const disagree = Math.log(rates.error / rates.ibs0);
  return { agree: Math.log((1 - rates.error) / (1 - rates.ibs0)), disagree, drop: -DROP_IN_ERRORS * disagree, minScore, minMarkers };
}

/** The fully identical test's scores. */
export function fullyIdenticalRule(rates: MarkerRates, minScore: number, minMarkers: number): ScoreRule {
  const error = Math.min(0.05, 2 * rates.error);
  const disagree = Math.log(error / rates.heterozygosity);
  return { agree: Math.log((1 - error) / (1 - rates.heterozygosity)), disagree, drop: -DROP_IN_ERRORS * disagree, minScore, minMarkers };
}

/** What the markers outside and inside a set of runs show. */
export interface RunCounts {
  /** Opposite homozygotes outside the runs: the places a chance run could start. */
  unsharedIbs0: number;
  /** Markers inside the runs that are not identical: the places a chance fully identical run could start. */
  sharedDifferent: number;
  rates: MarkerRates;
}

/**
 * Measures the rates on merged markers: q and h outside `runs` (quadruples as findRuns writes
 * them), ε inside; each falls back to `fallback` when there are too few markers to measure it.
 * Reads only the inside or the outside of the runs, whichever is smaller (the totals come with
 * the merge).
 */
export function measureRates(merged: MergedKits, runs: readonly number[], fallback: MarkerRates): RunCounts {
  const { ibs } = merged;
  let inside = 0;
  for (let r = 0; r < runs.length; r += 4) inside += runs[r + 1] - runs[r];
  const outside = merged.length - inside;
  // Counts of IBS0 and IBS2 over the part read, then the other part's by difference.
  let part0 = 0;
  let part2 = 0;
  const count = (from: number, to: number) => {
    for (let i = from; i < to; i++) {
      const state = ibs[i];
      if (state === IBS0) part0++;
      else if (state === IBS2) part2++;
    }
  };
  if (inside <= outside) {
    for (let r = 0; r < runs.length; r += 4) count(runs[r], runs[r + 1]);
  } else {
    let at = 0;
    for (let r = 0; r < runs.length; r += 4) {
      count(at, runs[r]);
      at = runs[r + 1];
    }
    count(at, merged.length);
  }
  const [all0, , all2] = merged.counts;
  const [inside0, inside2] = inside <= outside ? [part0, part2] : [all0 - part0, all2 - part2];
  const unsharedIbs0 = all0 - inside0;
  const rates = { ...fallback };
  if (outside >= MIN_UNSHARED_MARKERS && unsharedIbs0 > 0) {
    rates.ibs0 = unsharedIbs0 / outside;
    const identical = (all2 - inside2) / outside;
    rates.heterozygosity = Math.min(0.6, Math.max(0.05, (1 - identical + 3 * rates.ibs0) / 2));
    rates.measured = true;
  }
  if (inside >= MIN_SHARED_MARKERS) rates.error = Math.min(0.01, Math.max(1e-4, inside0 / inside));
  return { unsharedIbs0, sharedDifferent: inside - inside2, rates };
}

/**
 * The thresholds a comparison applies, and how they follow the markers two kits have in common.
 *
 * The usual defaults (a segment of at least 7 cM and 500 markers) were set for two kits read on
 * the same full chip, some 170 markers per cM. Kits from different companies meet on only part of
 * their markers (23andMe v5 and AncestryDNA v2 share about a fifth to a third), so a real 7 cM
 * segment there holds only 50–150 markers and a fixed 500 would drop it. The marker minimum is
 * therefore scaled by the density of the overlap:
 *
 *   scale        = min(1, overlap markers per cM / 170)
 *   min markers  = max(floor, round(500 × scale))          (floor 200)
 *
 * The cM minimum never moves: it is what makes a segment likely to be shared by descent. The floor
 * keeps a sparse stretch of the genome (where a few markers span many cM) from passing on chance
 * agreement. Fully identical regions use their own minimum (2 cM, 150 markers at full density,
 * floor 60), scaled the same way. The X chromosome's scale is worked out on the X alone.
 *
 * Besides, a segment must carry enough evidence: a minimum score that follows how many places a
 * chance run could start in the comparison (ibd-evidence.ts). On a sparse overlap that minimum,
 * not the marker count, is what a short segment has to reach.
 */

import type { MarkerRates } from './ibd-evidence.ts';

/** What a caller may set; every field has the default above. */
export interface ThresholdOptions {
  /** A half-identical segment's minimum length in cM. */
  minCm?: number;
  /** Its minimum number of markers at full-chip density. */
  minMarkers?: number;
  /** The least the scaled marker minimum may fall to. */
  markerFloor?: number;
  /** A fully identical region's minimum length in cM. */
  fullMinCm?: number;
  /** Its minimum number of markers at full-chip density. */
  fullMinMarkers?: number;
  /** The least its scaled marker minimum may fall to. */
  fullMarkerFloor?: number;
  /** Chance segments allowed in a whole comparison, which sets the minimum score (ibd-evidence.ts). */
  falseSegments?: number;
  /** Markers per cM of a full chip, the density at which the marker minimums apply unscaled. */
  referenceMarkersPerCm?: number;
  /** Scale the marker minimums by the overlap's density (true), or apply them as given (false). */
  followOverlap?: boolean;
}

/** The defaults of ThresholdOptions. */
export const DEFAULT_THRESHOLDS: Required<ThresholdOptions> = {
  minCm: 7,
  minMarkers: 500,
  markerFloor: 200,
  fullMinCm: 2,
  fullMinMarkers: 150,
  fullMarkerFloor: 60,
  falseSegments: 0.5,
  referenceMarkersPerCm: 170,
  followOverlap: true,
};

/** The thresholds one part of a comparison (the autosomes, or the X) was read with. */
export interface AppliedThresholds {
  minCm: number;
  minMarkers: number;
  fullMinCm: number;
  fullMinMarkers: number;
  /** The minimum scores of half-identical segments and fully identical regions (ibd-evidence.ts). */
  minScore: number;
  fullMinScore: number;
  /** The rates the scores came from. */
  rates: MarkerRates;
  /** Markers both kits called per cM of the chromosomes they share. */
  overlapMarkersPerCm: number;
  /** overlapMarkersPerCm against the full-chip reference, at most 1. */
  densityScale: number;
}

/** Fills in the defaults. */
export function withDefaults(options: ThresholdOptions = {}): Required<ThresholdOptions> {
  const merged = { ...DEFAULT_THRESHOLDS };
  for (const [key, value] of Object.entries(options) as [keyof ThresholdOptions, number | boolean | undefined][]) {
    if (value !== undefined) Object.assign(merged, { [key]: value });
  }
  return merged;
}

/**
 * The thresholds for an overlap of `markers` markers spread over `cM` centimorgans, by the rule in
 * this file's comment.
 */
export function thresholdsFor(markers: number, cM: number, options: Required<ThresholdOptions>): Omit<AppliedThresholds, 'minScore' | 'fullMinScore' | 'rates'> {
  const overlapMarkersPerCm = cM > 0 ? markers / cM : 0;
  const densityScale = options.followOverlap ? Math.min(1, overlapMarkersPerCm / options.referenceMarkersPerCm) : 1;
  // A floor above the minimum itself is no floor: the caller asked for fewer markers.
  const scaled = (base: number, floor: number) => (options.followOverlap ? Math.max(Math.min(floor, base), Math.round(base * densityScale)) : base);
  const minMarkers = scaled(options.minMarkers, options.markerFloor);
  const fullMinMarkers = scaled(options.fullMinMarkers, options.fullMarkerFloor);
  return {
    minCm: options.minCm,
    minMarkers,
    fullMinCm: options.fullMinCm,
    fullMinMarkers,
    overlapMarkersPerCm,
    densityScale,
  };
}

import type { SharedSegment } from './segments.ts';

/**
 * Endogamy: when two people descend from a small community that married within itself, they share
 * many small segments from many distant lines besides what their nearest relationship gives them,
 * and every prediction from total cM runs high.
 *
 * The rule: count the half-identical segments from 3 cM up to the segment minimum (7 cM by
 * default), found with the same error tolerance and a marker minimum scaled by 3/7. The pair is
 * flagged when there are at least 10 of them and at least as many as segments above the minimum.
 * Relatives outside such a community share a few small segments at most (pieces of their real
 * segments and old background sharing); close relatives share many large segments, so a flag
 * there needs a great many small ones too.
 */

/** The smallest segment counted as "small". */
export const SMALL_SEGMENT_MIN_CM = 3;
/** How many small segments it takes at least. */
export const ENDOGAMY_MIN_SMALL_SEGMENTS = 10;

/** What a comparison says about endogamy. */
export interface EndogamySignal {
  flagged: boolean;
  /** Half-identical segments from SMALL_SEGMENT_MIN_CM up to the segment minimum. */
  smallSegmentCount: number;
  smallSegmentCm: number;
}

/** Applies the rule in this file's comment to the small segments and the count of full-size ones. */
export function endogamySignal(small: readonly SharedSegment[], segmentCount: number): EndogamySignal {
  const smallSegmentCm = small.reduce((sum, s) => sum + s.cM, 0);
  const smallSegmentCount = small.length;
  return {
    flagged: smallSegmentCount >= ENDOGAMY_MIN_SMALL_SEGMENTS && smallSegmentCount >= segmentCount,
    smallSegmentCount,
    smallSegmentCm,
  };
}

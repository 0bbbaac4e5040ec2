/**
 * What the simulator needs to know of GRCh37 beyond the genetic map: where chips put no markers
 * (centromeres, heterochromatin: the stretches of more than 1 Mb without a point in the full
 * SHAPEIT4 map), the X's pseudoautosomal regions, and the Y and mitochondrial ranges.
 */
/** A closed base-pair interval. */
export type Interval = readonly [start: number, end: number];

/** Stretches without markers, per chromosome (1–23), from the gaps of the full genetic map. */
export const MARKER_GAPS: Readonly<Record<number, readonly Interval[]>> = {
  1: [[121_349_358, 143_965_024]],
  2: [[90_275_544, 91_610_814], [92_305_142, 95_328_623]],
  3: [[90_476_233, 93_527_709]],
  4: [[49_629_572, 52_683_607]],
  5: [[46_404_791, 49_447_784]],
  6: [[58_778_452, 61_882_549]],
  7: [[58_010_709, 61_054_956]],
  8: [[43_791_691, 46_869_806]],
  9: [[40_765_700, 41_768_956], [46_376_086, 65_636_421]],
  10: [[39_154_220, 42_356_543]],
  11: [[51_577_584, 54_830_512]],
  12: [[34_855_589, 37_857_207]],
  16: [[35_269_324, 46_416_742]],
  17: [[22_242_355, 25_277_528]],
  18: [[15_410_005, 18_514_278]],
  19: [[24_595_576, 27_735_357]],
  20: [[26_309_255, 29_422_384]],
  21: [[11_185_781, 14_340_641]],
  23: [[58_483_247, 61_767_221]],
};

/** The X's pseudoautosomal regions on GRCh37 (PAR1, PAR2): diploid in males, outside the X map. */
export const X_PARS: readonly Interval[] = [
  [60_001, 2_699_520],
  [154_931_044, 155_260_560],
];

/** Whether an X position lies in a pseudoautosomal region. */
export function inPar(position: number): boolean {
  return X_PARS.some(([start, end]) => position >= start && position <= end);
}

/** Where chips put X markers: both PARs and the X between them. */
export const X_MARKER_RANGE: Interval = [X_PARS[0]![0], X_PARS[1]![1]];

/** Where chips put Y markers (the male-specific region, GRCh37). */
export const Y_MARKER_RANGE: Interval = [2_655_180, 28_800_000];

/** The mitochondrial genome (rCRS), 16,569 bp. */
export const MT_MARKER_RANGE: Interval = [1, 16_569];

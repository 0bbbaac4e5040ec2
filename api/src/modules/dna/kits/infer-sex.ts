import { NO_CALL, X_CHROMOSOME, isHomozygous, type ChromosomeCalls } from '../genetics/genotypes.ts';
import { inPseudoautosomalRegion } from './grch37.ts';

/** The sex a kit's X chromosome shows. */
export type InferredSex = 'female' | 'male' | 'unknown';

/** Fewer called X markers (outside the pseudo-autosomal regions) than this and the sex is not guessed. */
export const MIN_X_MARKERS_FOR_SEX = 500;
/** At most this share of heterozygous X calls: one X (a man). Genotyping errors (about 0.1 %) stay far below. */
export const MALE_MAX_X_HETEROZYGOSITY = 0.02;
/** At least this share: two X chromosomes. Women's X markers on consumer chips are 10–30 % heterozygous. */
export const FEMALE_MIN_X_HETEROZYGOSITY = 0.06;

/**
 * Reads the sex off the X chromosome: a man has one X, so his calls there (outside the
 * pseudo-autosomal regions, where Y has a copy) are all homozygous or haploid save for genotyping
 * errors; a woman's are heterozygous wherever her two X differ. The share of heterozygous calls is
 * compared with two thresholds far apart; between them, or with too few X markers (an autosomal-only
 * file), the answer is 'unknown'. Haploid calls ("A" on X, written by 23andMe for men) are stored
 * as homozygous and count as such.
 */
export function inferSex(x: ChromosomeCalls | undefined): InferredSex {
  if (!x) return 'unknown';
  let called = 0;
  let heterozygous = 0;
  for (let i = 0; i < x.calls.length; i++) {
    const call = x.calls[i];
    if (call === NO_CALL || inPseudoautosomalRegion(X_CHROMOSOME, x.positions[i])) continue;
    called++;
    if (!isHomozygous(call)) heterozygous++;
  }
  if (called < MIN_X_MARKERS_FOR_SEX) return 'unknown';
  const rate = heterozygous / called;
  if (rate <= MALE_MAX_X_HETEROZYGOSITY) return 'male';
  if (rate >= FEMALE_MIN_X_HETEROZYGOSITY) return 'female';
  return 'unknown';
}

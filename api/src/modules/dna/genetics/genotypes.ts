/**
 * A kit's genotypes as the comparison reads them, whatever company's file they came from.
 *
 * Markers are identified by chromosome and GRCh37 position (rsIDs differ between companies and
 * some markers have none), so two kits meet on the positions both have.
 */

/** The X chromosome's number here: 1–22 are the autosomes. Y and mitochondrial markers are not kept. */
export const X_CHROMOSOME = 23;

/** Every chromosome a kit may hold, in order. */
export const CHROMOSOMES: readonly number[] = Array.from({ length: 23 }, (_, i) => i + 1);

/** Allele codes: a genotype byte holds two of these, the lower in the high nibble. */
export const ALLELE = { A: 1, C: 2, G: 3, T: 4, D: 5, I: 6 } as const;

/** A genotype that was not called ("--", "00", "0 0"). */
export const NO_CALL = 0;

/** One chromosome's markers: positions ascending, no duplicates; calls[i] is the genotype at positions[i]. */
export interface ChromosomeCalls {
  positions: Uint32Array;
  calls: Uint8Array;
}

/** A kit's genotypes: by chromosome number (1–23); a chromosome the file does not have is absent. */
export interface Genotypes {
  chromosomes: Map<number, ChromosomeCalls>;
}

/** The byte for two alleles (codes of ALLELE), order-free: (min << 4) | max. */
export function genotypeByte(a: number, b: number): number {
  return a <= b ? (a << 4) | b : (b << 4) | a;
}

/** Whether a called genotype has the same allele twice. */
export function isHomozygous(call: number): boolean {
  return call !== NO_CALL && call >> 4 === (call & 0x0f);
}

/** How centimorgans are read off the genetic map (GRCh37). */
export interface GeneticMap {
  /** The genetic position in cM of a base-pair position, interpolated linearly between map points (flat beyond the ends). */
  cmAt(chromosome: number, position: number): number;
  /** The chromosomes' lengths: first and last mapped base pair and their total cM, for the chromosome browser. */
  lengths(): { chromosome: number; firstBp: number; lastBp: number; cM: number }[];
}

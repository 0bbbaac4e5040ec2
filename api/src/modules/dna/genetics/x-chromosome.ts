import { isHomozygous, NO_CALL, X_CHROMOSOME, type ChromosomeCalls, type Genotypes } from './genotypes.ts';

/** A kit's sex as its X chromosome shows it: two copies (female) or one (male). */
export type KitSex = 'male' | 'female';

/**
 * The X's pseudo-autosomal regions on GRCh37 (PAR1, PAR2): a man carries them on his Y as well, so
 * there he has two copies like the autosomes, and they pair with the Y rather than pass down the X.
 */
export const PSEUDOAUTOSOMAL_REGIONS: readonly (readonly [number, number])[] = [
  [60_001, 2_699_520],
  [154_931_044, 155_260_560],
];

const inPar = (bp: number) => PSEUDOAUTOSOMAL_REGIONS.some(([from, to]) => bp >= from && bp <= to);

/** At least this many X calls outside the PARs are needed to tell a kit's sex. */
const MIN_X_CALLS = 200;
/** A man's X calls are homozygous but for genotyping errors: at most this share heterozygous. */
const MALE_MAX_HETEROZYGOUS = 0.02;

/**
 * The kit's sex read off its X chromosome: a man has one X, so his calls outside the
 * pseudo-autosomal regions are homozygous (but for errors, under 2 %); a woman's are heterozygous
 * wherever her two X's differ. Undefined when the kit has too few X calls to tell.
 */
export function inferSex(kit: Genotypes): KitSex | undefined {
  const x = kit.chromosomes.get(X_CHROMOSOME);
  if (!x) return undefined;
  let called = 0;
  let heterozygous = 0;
  for (let i = 0; i < x.positions.length; i++) {
    const call = x.calls[i];
    if (call === NO_CALL || inPar(x.positions[i])) continue;
    called++;
    if (!isHomozygous(call)) heterozygous++;
  }
  if (called < MIN_X_CALLS) return undefined;
  return heterozygous / called <= MALE_MAX_HETEROZYGOUS ? 'male' : 'female';
}

/**
 * A man's X as the comparison reads it: one copy, so each call is that copy's allele (written twice
 * by the companies). His heterozygous calls there can only be errors and become no-calls; the
 * pseudo-autosomal regions are left out (they are inherited with the Y, not the X).
 */
export function haploidX(x: ChromosomeCalls): ChromosomeCalls {
  const keep = new Uint8Array(x.positions.length);
  let n = 0;
  for (let i = 0; i < x.positions.length; i++) {
    const call = x.calls[i];
    if (call !== NO_CALL && isHomozygous(call) && !inPar(x.positions[i])) {
      keep[i] = 1;
      n++;
    }
  }
  const positions = new Uint32Array(n);
  const calls = new Uint8Array(n);
  let j = 0;
  for (let i = 0; i < keep.length; i++) {
    if (!keep[i]) continue;
    positions[j] = x.positions[i];
    calls[j] = x.calls[i];
    j++;
  }
  return { positions, calls };
}

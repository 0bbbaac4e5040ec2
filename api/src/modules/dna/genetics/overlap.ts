import { NO_CALL, type ChromosomeCalls } from './genotypes.ts';

/** Identity by state at one marker: no allele in common (an opposite homozygote: AA against BB). */
export const IBS0 = 0;
/** One allele in common, the genotypes differ (AA against AB, or AB against AC). */
export const IBS1 = 1;
/** The same genotype in both kits. */
export const IBS2 = 2;
const EITHER_NO_CALL = 3;

/**
 * IBS state of two genotype bytes, looked up rather than computed: index (a << 8) | b. A no-call on
 * either side is EITHER_NO_CALL, so the merge skips the marker.
 */
const IBS_TABLE: Uint8Array = (() => {
  const table = new Uint8Array(1 << 16);
  for (let a = 0; a < 256; a++) {
    for (let b = 0; b < 256; b++) {
      let state = EITHER_NO_CALL;
      if (a !== NO_CALL && b !== NO_CALL) {
        const [a1, a2, b1, b2] = [a >> 4, a & 0x0f, b >> 4, b & 0x0f];
        if (a === b) state = IBS2;
        else state = a1 === b1 || a1 === b2 || a2 === b1 || a2 === b2 ? IBS1 : IBS0;
      }
      table[(a << 8) | b] = state;
    }
  }
  return table;
})();

/** The IBS state of two genotype bytes (IBS0, IBS1, IBS2), or -1 when either is a no-call. */
export function ibsState(a: number, b: number): number {
  const state = IBS_TABLE[((a & 0xff) << 8) | (b & 0xff)];
  return state === EITHER_NO_CALL ? -1 : state;
}

/** One chromosome of a merge: its markers are positions[from..to) of the merged arrays. */
export interface MergedSpan {
  chromosome: number;
  from: number;
  to: number;
}

/**
 * The markers two kits share: per chromosome, the positions both called (ascending) and the IBS
 * state at each, one chromosome after another. Views onto buffers this module reuses: valid until
 * the next call of mergeChromosomes (copy what must outlive it).
 */
export interface MergedKits {
  positions: Uint32Array;
  ibs: Uint8Array;
  spans: MergedSpan[];
  length: number;
  /** How many of the markers are IBS0, IBS1, IBS2. */
  counts: [number, number, number];
}

/** Two kits' calls on one chromosome, to be merged. */
export interface ChromosomePair {
  chromosome: number;
  a: ChromosomeCalls;
  b: ChromosomeCalls;
}

let positionBuffer = new Uint32Array(1 << 16);
let ibsBuffer = new Uint8Array(1 << 16);

/**
 * Walks each pair's two sorted position arrays together and keeps the positions both kits called,
 * with their IBS state: one pass per chromosome, no per-marker objects.
 */
export function mergeChromosomes(pairs: readonly ChromosomePair[]): MergedKits {
  let capacity = 0;
  for (const { a, b } of pairs) capacity += Math.min(a.positions.length, b.positions.length);
  if (positionBuffer.length < capacity) {
    positionBuffer = new Uint32Array(capacity);
    ibsBuffer = new Uint8Array(capacity);
  }
  const out = positionBuffer;
  const states = ibsBuffer;
  const spans: MergedSpan[] = [];
  const counts: [number, number, number] = [0, 0, 0];
  let n = 0;
  for (const { chromosome, a, b } of pairs) {
    const from = n;
    const pa = a.positions;
    const pb = b.positions;
    const ca = a.calls;
    const cb = b.calls;
    const na = pa.length;
    const nb = pb.length;
    let i = 0;
    let j = 0;
    while (i < na && j < nb) {
      const x = pa[i];
      const y = pb[j];
      if (x < y) i++;
      else if (y < x) j++;
      else {
        const state = IBS_TABLE[(ca[i] << 8) | cb[j]];
        if (state !== EITHER_NO_CALL) {
          out[n] = x;
          states[n] = state;
          counts[state]++;
          n++;
        }
        i++;
        j++;
      }
    }
    spans.push({ chromosome, from, to: n });
  }
  return { positions: out.subarray(0, n), ibs: states.subarray(0, n), spans, length: n, counts };
}

/**
 * A small seeded random generator for the DNA simulator (sfc32, seeded through a string hash), so
 * that every layout, family and kit comes out the same for the same seed on any machine.
 */

// Math's functions as module constants: under jest's module sandbox every lookup of a global
// (Math included) is slow, and these run once per marker.
const { exp, floor, imul, log } = Math;

/** Anything a seed can be made of. */
export type SeedPart = string | number;

/** Mixes seed parts into one 32-bit number (FNV-1a over their text, then a final avalanche). */
export function hashSeed(...parts: SeedPart[]): number {
  let h = 0x811c9dc5;
  for (const part of parts) {
    const text = `${typeof part}:${part}|`;
    for (let i = 0; i < text.length; i += 1) {
      h ^= text.charCodeAt(i);
      h = imul(h, 0x01000193);
    }
  }
  h ^= h >>> 16;
  h = imul(h, 0x85ebca6b);
  h ^= h >>> 13;
  h = imul(h, 0xc2b2ae35);
  h ^= h >>> 16;
  return h >>> 0;
}

/** A 32-bit integer hash of one number (for per-marker choices that need no stream). */
export function hashInt(value: number): number {
  let h = value >>> 0;
  h = imul(h ^ (h >>> 16), 0x7feb352d);
  h = imul(h ^ (h >>> 15), 0x846ca68b);
  return (h ^ (h >>> 16)) >>> 0;
}

/** A seeded stream of random numbers. */
export interface Rng {
  /** A uniform 32-bit unsigned integer. */
  uint32(): number;
  /** A uniform number in [0, 1). */
  next(): number;
  /** A uniform integer in [0, n). */
  below(n: number): number;
  /** An exponential variate of mean 1. */
  exponential(): number;
  /** A Poisson count of the given mean (small means, as crossovers per chromosome). */
  poisson(mean: number): number;
  /** Whether an event of probability p happens. */
  chance(p: number): boolean;
}

/** A generator seeded by the given parts (the same parts, the same stream). */
export function createRng(...seed: SeedPart[]): Rng {
  let a = hashSeed(...seed, 'a');
  let b = hashSeed(...seed, 'b');
  let c = hashSeed(...seed, 'c');
  let d = 1;
  const uint32 = (): number => {
    const t = (((a + b) | 0) + d) | 0;
    d = (d + 1) | 0;
    a = b ^ (b >>> 9);
    b = (c + (c << 3)) | 0;
    c = (c << 21) | (c >>> 11);
    c = (c + t) | 0;
    return t >>> 0;
  };
  for (let i = 0; i < 12; i += 1) uint32();
  const next = (): number => uint32() / 4294967296;
  return {
    uint32,
    next,
    below: (n) => floor(next() * n),
    exponential: () => -log(1 - next()),
    poisson(mean) {
      // Knuth's method: fine for the means of crossovers (at most a few).
      const limit = exp(-mean);
      let count = -1;
      let product = 1;
      do {
        count += 1;
        product *= next();
      } while (product > limit);
      return count;
    },
    chance: (p) => next() < p,
  };
}

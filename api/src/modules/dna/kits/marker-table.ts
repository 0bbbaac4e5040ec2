import { CHROMOSOMES, NO_CALL, type ChromosomeCalls, type Genotypes } from '../genetics/genotypes.ts';

const FIRST_CAPACITY = 4096;
const LAST_CHROMOSOME = CHROMOSOMES.length;

/** A kit's markers as they are sorted and merged: what the file gave, and what became of repeats. */
export interface MarkerTotals {
  genotypes: Genotypes;
  /** Markers kept (one per position), no-calls included. */
  markers: number;
  noCalls: number;
  /** Lines whose position was already listed on that chromosome (merged into the first). */
  duplicates: number;
}

/**
 * Collects a kit's markers chromosome by chromosome as a file is read, in typed arrays that grow by
 * doubling (five bytes a marker), then sorts them where the file was not in order and merges the
 * positions listed more than once.
 */
export class MarkerTable {
  private readonly positions: Uint32Array[] = [];
  private readonly calls: Uint8Array[] = [];
  private readonly lengths = new Int32Array(LAST_CHROMOSOME + 1);
  private readonly last = new Int32Array(LAST_CHROMOSOME + 1);
  private readonly unsorted = new Uint8Array(LAST_CHROMOSOME + 1);

  constructor() {
    for (let c = 0; c <= LAST_CHROMOSOME; c++) {
      this.positions.push(new Uint32Array(0));
      this.calls.push(new Uint8Array(0));
    }
  }

  /** Adds a marker of chromosome 1–23 (a genotype byte, NO_CALL included). */
  add(chromosome: number, position: number, call: number): void {
    const n = this.lengths[chromosome];
    if (n === this.positions[chromosome].length) this.grow(chromosome);
    this.positions[chromosome][n] = position;
    this.calls[chromosome][n] = call;
    this.lengths[chromosome] = n + 1;
    if (position <= this.last[chromosome]) this.unsorted[chromosome] = 1;
    this.last[chromosome] = position;
  }

  private grow(chromosome: number) {
    const size = Math.max(FIRST_CAPACITY, this.positions[chromosome].length * 2);
    const positions = new Uint32Array(size);
    positions.set(this.positions[chromosome]);
    const calls = new Uint8Array(size);
    calls.set(this.calls[chromosome]);
    this.positions[chromosome] = positions;
    this.calls[chromosome] = calls;
  }

  /**
   * The genotypes, positions ascending on each chromosome and each position once. A position
   * listed twice keeps its first call, unless that one is not called and a later one is; two
   * different calls for one position leave it not called (the file contradicts itself there).
   */
  finish(): MarkerTotals {
    const chromosomes = new Map<number, ChromosomeCalls>();
    let markers = 0;
    let noCalls = 0;
    let duplicates = 0;
    for (let c = 1; c <= LAST_CHROMOSOME; c++) {
      const n = this.lengths[c];
      if (n === 0) continue;
      const order = this.unsorted[c] ? sortedOrder(this.positions[c], n) : null;
      const positions = new Uint32Array(n);
      const calls = new Uint8Array(n);
      let kept = 0;
      let conflict = false;
      for (let k = 0; k < n; k++) {
        const i = order ? order[k] : k;
        const position = this.positions[c][i];
        const call = this.calls[c][i];
        if (kept > 0 && positions[kept - 1] === position) {
          duplicates++;
          const first = calls[kept - 1];
          if (call === NO_CALL || call === first || conflict) continue;
          if (first === NO_CALL) calls[kept - 1] = call;
          else {
            calls[kept - 1] = NO_CALL;
            conflict = true;
          }
          continue;
        }
        conflict = false;
        positions[kept] = position;
        calls[kept] = call;
        kept++;
      }
      for (let k = 0; k < kept; k++) if (calls[k] === NO_CALL) noCalls++;
      markers += kept;
      chromosomes.set(c, { positions: positions.slice(0, kept), calls: calls.slice(0, kept) });
      // Let the growing arrays go as soon as each chromosome is done.
      this.positions[c] = new Uint32Array(0);
      this.calls[c] = new Uint8Array(0);
    }
    return { genotypes: { chromosomes }, markers, noCalls, duplicates };
  }
}

const INDEX_BITS = 2 ** 24;

/** The indices of positions[0, n) in ascending order of position, equal positions in file order. */
function sortedOrder(positions: Uint32Array, n: number): Uint32Array {
  const order = new Uint32Array(n);
  if (n < INDEX_BITS) {
    // Position and index in one number a native sort orders: both fit in a double's 53 bits.
    const keys = new Float64Array(n);
    for (let i = 0; i < n; i++) keys[i] = positions[i] * INDEX_BITS + i;
    keys.sort();
    for (let i = 0; i < n; i++) order[i] = keys[i] % INDEX_BITS;
    return order;
  }
  for (let i = 0; i < n; i++) order[i] = i;
  return order.sort((a, b) => positions[a] - positions[b] || a - b);
}

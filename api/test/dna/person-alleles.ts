/**
 * The alleles people carry at every site of the marker catalogue: founders' haplotypes are drawn
 * at the population's allele frequencies, and everyone else's are copied segment by segment from
 * the founder haplotypes their mosaic is made of. Kept per family and per person once made.
 */
import { MT_TABLE, Y_TABLE, markerCatalog } from './chip-layouts.ts';
import type { SimFamily, SimPerson } from './family.ts';
import type { Haplotype } from './inheritance.ts';
import { createRng } from './random.ts';

/** Alleles (0 = a site's first allele, 1 = its second) of a person's two haplotypes of one table. */
export interface TableAlleles {
  maternal: Uint8Array;
  /** Null for a male's X, Y and mitochondria (one copy). */
  paternal: Uint8Array | null;
}

const founderCache = new WeakMap<SimFamily, Map<string, Uint8Array>>();
const personCache = new WeakMap<SimPerson, TableAlleles[]>();

/** A founder haplotype's alleles on a table, drawn at the population's frequencies. */
function founderHaplotype(family: SimFamily, id: number, table: number): Uint8Array {
  let cache = founderCache.get(family);
  if (!cache) founderCache.set(family, (cache = new Map()));
  const key = `${id}:${table}`;
  let alleles = cache.get(key);
  if (alleles) return alleles;
  const founder = family.founders[id >> 1]!;
  const { frequency } = markerCatalog().tables[table]!;
  const rng = createRng(family.seed, 'founder', founder.name, table, id & 1);
  alleles = new Uint8Array(frequency.length);
  for (let i = 0; i < frequency.length; i += 2) {
    const r = rng.uint32();
    alleles[i] = (r & 0xffff) < frequency[i]! ? 1 : 0;
    if (i + 1 < frequency.length) alleles[i + 1] = r >>> 16 < frequency[i + 1]! ? 1 : 0;
  }
  cache.set(key, alleles);
  return alleles;
}

/** The first index of a sorted array whose value is at least `value`. */
function lowerBound(values: Uint32Array, value: number): number {
  let lo = 0;
  let hi = values.length;
  while (lo < hi) {
    const mid = (lo + hi) >>> 1;
    if (values[mid]! < value) lo = mid + 1;
    else hi = mid;
  }
  return lo;
}

/** A haplotype's alleles on a table: each segment copied from its founder haplotype. */
function haplotypeAlleles(family: SimFamily, haplotype: Haplotype, table: number): Uint8Array {
  const positions = markerCatalog().tables[table]!.positions;
  const alleles = new Uint8Array(positions.length);
  const { starts, ids } = haplotype;
  for (let s = 0; s < starts.length; s += 1) {
    const from = lowerBound(positions, starts[s]!);
    const to = s + 1 < starts.length ? lowerBound(positions, starts[s + 1]!) : positions.length;
    if (to > from) alleles.set(founderHaplotype(family, ids[s]!, table).subarray(from, to), from);
  }
  return alleles;
}

/**
 * A person's alleles on a table of the catalogue (1–23: chromosomes; Y_TABLE; MT_TABLE). A
 * female's Y is `{ maternal: empty, paternal: null }`; the Y and mitochondria are copies of the
 * line founder's.
 */
export function personAlleles(family: SimFamily, person: SimPerson, table: number): TableAlleles {
  let tables = personCache.get(person);
  if (!tables) personCache.set(person, (tables = []));
  const known = tables[table];
  if (known) return known;
  let made: TableAlleles;
  if (table === Y_TABLE) {
    made = { maternal: person.yLine === null ? new Uint8Array(0) : founderHaplotype(family, 2 * person.yLine, table), paternal: null };
  } else if (table === MT_TABLE) {
    made = { maternal: founderHaplotype(family, 2 * person.mtLine, table), paternal: null };
  } else {
    const pair = person.chromosomes[table]!;
    made = {
      maternal: haplotypeAlleles(family, pair.maternal, table),
      paternal: pair.paternal ? haplotypeAlleles(family, pair.paternal, table) : null,
    };
  }
  tables[table] = made;
  return made;
}

/**
 * A simulated person's kit on one chip: the genotype the chip reads at each of its markers, with
 * the chip's genotyping errors and no-calls, ready to be written as a raw file or handed to the
 * comparison as `Genotypes`.
 */
import { NO_CALL, X_CHROMOSOME, genotypeByte, type Genotypes } from '../../src/modules/dna/genetics/genotypes.ts';
import { MT_TABLE, TABLES, Y_TABLE, chipLayout, markerCatalog, type ChipId, type ChipLayout } from './chip-layouts.ts';
import { inPar } from './genome.ts';
import type { SimFamily, SimPerson } from './family.ts';
import { personAlleles } from './person-alleles.ts';
import { createRng, hashInt, hashSeed, type Rng, type SeedPart } from './random.ts';

// Math's functions as module constants: under jest's module sandbox every lookup of a global
// (Math included) is slow, and these run once per marker.
const { floor, imul, log } = Math;

/**
 * A light kit, for tests about who may do what with a kit rather than about its genetics: every
 * chromosome at one in LIGHT_KIT_EVERY_NTH of the chip's markers (some 30,000 on any chip here), which a
 * server started with DNA_MIN_MARKERS at LIGHT_KIT_MIN_MARKERS takes.
 */
export const LIGHT_KIT_EVERY_NTH = 20;
export const LIGHT_KIT_MIN_MARKERS = '10000';

/** How a kit is read off a person. */
export interface KitOptions {
  /** Share of called genotypes the chip gets wrong (another genotype of the same two alleles); 0.001 unless told. */
  errorRate?: number;
  /** Share of genotypes not called; 0.01 unless told. */
  noCallRate?: number;
  /** Another seed for the errors and no-calls: two kits of one person on one chip then differ there only. */
  seed?: SeedPart;
  /**
   * Read only these tables (1–23 the chromosomes, Y_TABLE, MT_TABLE): a small kit for quick
   * tests; the others are left empty. All unless told.
   */
  chromosomes?: readonly number[];
  /**
   * Read only every n-th of the chip's markers on each table it reads: a kit of every chromosome at
   * a fraction of its size, for tests about who may do what with a kit rather than about its
   * genetics (the server is then started with a lower DNA_MIN_MARKERS). All of them unless told.
   */
  everyNth?: number;
  /**
   * A hostile kit: a male whose X is read as two copies, heterozygous at about a quarter of its
   * markers (a sample that is not his, or a person recorded with the wrong sex).
   */
  heterozygousX?: boolean;
}

/** A person's genotypes on one chip. */
export interface SimKit {
  family: SimFamily;
  person: SimPerson;
  chip: ChipLayout;
  options: Required<Omit<KitOptions, 'seed' | 'chromosomes' | 'everyNth'>> & { seed: SeedPart };
  /** Per table (1–25, index 0 unused): the kit's markers, indices into the catalogue's table (the chip's, or none for a table left out). */
  markers: Uint32Array[];
  /** Per table: the genotype byte of each marker, NO_CALL where not called. */
  calls: Uint8Array[];
  /** Per table: 1 where the call is of one allele (a male's X outside the PARs, the Y, the mitochondria); null where none is. */
  haploid: (Uint8Array | null)[];
}

/** Reads a kit of one person on one chip. */
export function makeKit(family: SimFamily, person: SimPerson | string, chipId: ChipId, options: KitOptions = {}): SimKit {
  const who = typeof person === 'string' ? family.person(person) : person;
  const chip = chipLayout(chipId);
  const settings = { errorRate: options.errorRate ?? 0.001, noCallRate: options.noCallRate ?? 0.01, seed: options.seed ?? 0, heterozygousX: options.heterozygousX ?? false };
  const nth = options.everyNth ?? 1;
  const markers = TABLES.map((table) => (options.chromosomes && !options.chromosomes.includes(table) ? new Uint32Array(0) : chip.markers[table]!.filter((_, i) => i % nth === 0)));
  markers.unshift(new Uint32Array(0));
  const calls: Uint8Array[] = [];
  const haploid: (Uint8Array | null)[] = [];
  for (const table of TABLES) {
    // Each table its own stream: a kit of some tables reads them as the whole kit does.
    const rng = createRng(family.seed, 'kit', who.name, chipId, settings.seed, table);
    const read = readTable(family, who, markers[table]!, table, settings.heterozygousX);
    if (!(table === Y_TABLE && who.sex === 'female')) {
      addNoise(rng, read.calls, read.haploid, markerCatalog().tables[table]!.alleles, markers[table]!, settings.errorRate, settings.noCallRate);
    }
    calls[table] = read.calls;
    haploid[table] = read.haploid;
  }
  return { family, person: who, chip, options: settings, markers, calls, haploid };
}

/** The second copy a male shows where his X reads as two: drawn per site at the population's frequency. */
function extraAllele(salt: number, site: number, frequency: number): number {
  return (hashInt(salt ^ imul(site + 1, 0x9e3779b1)) & 0xffff) < frequency ? 1 : 0;
}

/** The true genotypes of one table at the chip's markers. */
function readTable(family: SimFamily, person: SimPerson, markers: Uint32Array, table: number, heterozygousX: boolean) {
  const { alleles: codes, frequency, positions } = markerCatalog().tables[table]!;
  const calls = new Uint8Array(markers.length);
  let haploid: Uint8Array | null = null;
  if (table === Y_TABLE || table === MT_TABLE) haploid = new Uint8Array(markers.length).fill(1);
  if (markers.length === 0 || (table === Y_TABLE && person.sex === 'female')) return { calls, haploid };

  const { maternal, paternal } = personAlleles(family, person, table);
  const maleX = table === X_CHROMOSOME && paternal === null;
  if (maleX) haploid = new Uint8Array(markers.length);
  const parSalt = hashSeed(family.seed, 'pseudoautosomal', person.name);
  const mixSalt = hashSeed(family.seed, 'heterozygous-x', person.name);
  for (let m = 0; m < markers.length; m += 1) {
    const site = markers[m]!;
    const pair = codes[site]!;
    const first = maternal[site]! ? pair & 0x0f : pair >> 4;
    let other: number;
    if (paternal) other = paternal[site]!;
    else if (maleX && inPar(positions[site]!)) other = extraAllele(parSalt, site, frequency[site]!);
    else if (maleX && heterozygousX) other = extraAllele(mixSalt, site, frequency[site]!);
    else {
      if (haploid) haploid[m] = 1;
      calls[m] = genotypeByte(first, first);
      continue;
    }
    calls[m] = genotypeByte(first, other ? pair & 0x0f : pair >> 4);
  }
  return { calls, haploid };
}

/**
 * Wrong genotypes and no-calls at the given rates, by geometric skips through the calls. A wrong
 * genotype is one of the site's other genotypes (of its two alleles); a haploid call turns into
 * the other allele.
 */
function addNoise(rng: Rng, calls: Uint8Array, haploid: Uint8Array | null, pairs: Uint8Array, markers: Uint32Array, errorRate: number, noCallRate: number): void {
  const never = Number.POSITIVE_INFINITY;
  const skip = (rate: number) => (rate <= 0 ? never : rate >= 1 ? 0 : floor(log(1 - rng.next()) / log(1 - rate)));
  for (let i = skip(errorRate); i < calls.length; i += 1 + skip(errorRate)) {
    const call = calls[i]!;
    if (call === NO_CALL) continue;
    const pair = pairs[markers[i]!]!;
    const first = pair >> 4;
    const second = pair & 0x0f;
    if (haploid?.[i]) {
      const allele = call & 0x0f;
      const flipped = allele === first ? second : first;
      calls[i] = genotypeByte(flipped, flipped);
      continue;
    }
    const others = [genotypeByte(first, first), genotypeByte(first, second), genotypeByte(second, second)].filter((g) => g !== call);
    calls[i] = others[rng.below(others.length)]!;
  }
  for (let i = skip(noCallRate); i < calls.length; i += 1 + skip(noCallRate)) calls[i] = NO_CALL;
}

/** What `kitGenotypes` gives. */
export interface KitGenotypesOptions {
  /** Keep the X's pseudoautosomal markers on chromosome 23; left out unless told (they are not X-linked). */
  includePseudoautosomal?: boolean;
}

/**
 * The kit as the comparison reads it: chromosomes 1–23 (no Y, no mitochondria), positions
 * ascending, a haploid call as its allele twice, NO_CALL where not called. What a parser should
 * make of the kit's raw file.
 */
export function kitGenotypes(kit: SimKit, options: KitGenotypesOptions = {}): Genotypes {
  const chromosomes = new Map<number, { positions: Uint32Array; calls: Uint8Array }>();
  for (let table = 1; table <= X_CHROMOSOME; table += 1) {
    const markers = kit.markers[table]!;
    const sitePositions = markerCatalog().tables[table]!.positions;
    const calls = kit.calls[table]!;
    const skipPars = table === X_CHROMOSOME && !options.includePseudoautosomal;
    let count = 0;
    for (let m = 0; m < markers.length; m += 1) if (!skipPars || !inPar(sitePositions[markers[m]!]!)) count += 1;
    if (count === 0) continue;
    const positions = new Uint32Array(count);
    const kept = new Uint8Array(count);
    for (let m = 0, k = 0; m < markers.length; m += 1) {
      const position = sitePositions[markers[m]!]!;
      if (skipPars && inPar(position)) continue;
      positions[k] = position;
      kept[k++] = calls[m]!;
    }
    chromosomes.set(table, { positions, calls: kept });
  }
  return { chromosomes };
}

/**
 * Synthetic marker sets of the consumer DNA chips on GRCh37, one per company and version.
 *
 * One catalogue of sites is built per process (deterministic, from a fixed seed, a few hundred ms)
 * and each chip takes a share of it. Sites belong to a platform's content: the OmniExpress-like
 * backbone (23andMe v3/v4, AncestryDNA), the GSA-like backbone (23andMe v5, MyHeritage,
 * FamilyTreeDNA), the content both backbones share, and each company's custom content. The shares
 * give realistic overlaps: 23andMe v3 and AncestryDNA v1 share about 85 % of their markers,
 * 23andMe v5 and AncestryDNA v2 about 22 %, MyHeritage and FamilyTreeDNA about 85 %.
 *
 * Tables 1–22 are the autosomes, 23 the X (its pseudoautosomal regions included), 24 the Y and 25
 * the mitochondrial genome. Sites are spread uniformly over each chromosome's mapped span, not in
 * the centromeres and heterochromatin, about 650,000 per chip on 1–23 and a few thousand on Y/MT.
 */
import { loadGeneticMap } from '../../src/modules/dna/genetics/genetic-map.ts';
import { ALLELE } from '../../src/modules/dna/genetics/genotypes.ts';
import { MARKER_GAPS, MT_MARKER_RANGE, X_MARKER_RANGE, Y_MARKER_RANGE, type Interval } from './genome.ts';
import { createRng, hashInt, type Rng } from './random.ts';

// Math's functions as module constants: under jest's module sandbox every lookup of a global
// (Math included) is slow, and these run once per site.
const { floor, max, min, sin } = Math;
const HALF_PI = Math.PI / 2;

/** The table numbers of the Y and the mitochondrial genome (1–23 are the chromosomes' own). */
export const Y_TABLE = 24;
export const MT_TABLE = 25;
/** Every table, in the order of the catalogue. */
export const TABLES: readonly number[] = Array.from({ length: 25 }, (_, i) => i + 1);

/** The testing companies whose files the simulator writes. */
export type Company = '23andMe' | 'AncestryDNA' | 'MyHeritage' | 'FamilyTreeDNA';

/** Every chip the simulator knows, by company and version. */
export const CHIP_IDS = ['23andMe-v3', '23andMe-v4', '23andMe-v5', 'AncestryDNA-v1', 'AncestryDNA-v2', 'MyHeritage', 'FamilyTreeDNA'] as const;
export type ChipId = (typeof CHIP_IDS)[number];

/** One chromosome's (or Y's, or MT's) catalogue of sites, positions ascending. */
export interface SiteTable {
  table: number;
  positions: Uint32Array;
  /** The number in the marker's name: `rs<number>`, or `i<number>` where `internal` is 1. */
  idNumbers: Uint32Array;
  /** 1 where 23andMe names the site with an internal id (i3000001 …). */
  internal: Uint8Array;
  /** The site's two alleles as ALLELE codes: (first << 4) | second; haplotypes carry 0 (first) or 1 (second). */
  alleles: Uint8Array;
  /** The second allele's frequency in the population, × 65,536. */
  frequency: Uint16Array;
  /** Bit k is set where chip CHIP_IDS[k] has the site. */
  chips: Uint8Array;
}

/** One chip: which sites of the catalogue it reads. */
export interface ChipLayout {
  id: ChipId;
  company: Company;
  /** The version as the company's files and names say it ("v5", "V2.0", …). */
  version: string;
  /** Per table (index 1–25, 0 unused): indices into the catalogue's table, ascending. */
  markers: Uint32Array[];
  /** Markers on 1–23 (the X's pseudoautosomal regions included). */
  markerCount: number;
  /** rs numbers of the rows a FamilyTreeDNA file lists on chromosome 0 (unplaced); empty elsewhere. */
  unplaced: Uint32Array;
}

/** The catalogue of sites and every chip's layout. */
export interface MarkerCatalog {
  /** Per table (index 1–25, 0 unused). */
  tables: SiteTable[];
  chips: Record<ChipId, ChipLayout>;
}

/** The seed every layout is built from: changing it changes every simulated file. */
export const LAYOUT_SEED = 'kinfolk-chip-layouts-1';

/** How the catalogue's sites on 1–23 divide among platform contents (genome-wide counts). */
const CONTENTS = ['shared', 'omni', 'gsa', 'custom23andMe', 'customAncestry', 'customMyHeritage', 'customFamilyTreeDNA'] as const;
const CONTENT_SITES = [190_000, 450_000, 440_000, 220_000, 60_000, 30_000, 20_000];
const Y_SITES = 3_000;
const MT_SITES = 3_500;
/** Chips read the X more sparsely than the autosomes (per base pair). */
const X_DENSITY = 0.6;
/** Share of 23andMe's custom sites that are insertions/deletions (D/I alleles). */
const INDEL_SHARE = 0.03;

interface ChipDesign {
  company: Company;
  version: string;
  /** Probability of taking a site of each content (in CONTENTS' order). */
  take: readonly number[];
  y: number;
  mt: number;
  unplaced: number;
}

const DESIGNS: Record<ChipId, ChipDesign> = {
  '23andMe-v3': { company: '23andMe', version: 'v3', take: [0.93, 0.93, 0.04, 0.27, 0, 0, 0], y: 0.8, mt: 0.8, unplaced: 0 },
  '23andMe-v4': { company: '23andMe', version: 'v4', take: [0.86, 0.86, 0.02, 0.23, 0, 0, 0], y: 0.7, mt: 0.8, unplaced: 0 },
  '23andMe-v5': { company: '23andMe', version: 'v5', take: [0.7, 0.03, 0.7, 0.82, 0, 0, 0], y: 0.8, mt: 0.9, unplaced: 0 },
  'AncestryDNA-v1': { company: 'AncestryDNA', version: 'V1.0', take: [0.97, 0.97, 0.02, 0, 0.4, 0, 0], y: 0.2, mt: 0, unplaced: 0 },
  'AncestryDNA-v2': { company: 'AncestryDNA', version: 'V2.0', take: [0.9, 0.9, 0.03, 0, 0.75, 0, 0], y: 0.3, mt: 0.05, unplaced: 0 },
  MyHeritage: { company: 'MyHeritage', version: 'v1', take: [0.95, 0.02, 0.95, 0, 0, 1, 0], y: 0.3, mt: 0, unplaced: 0 },
  FamilyTreeDNA: { company: 'FamilyTreeDNA', version: 'v3', take: [0.93, 0.02, 0.93, 0, 0, 0, 1], y: 0, mt: 0.1, unplaced: 160 },
};

/** SNP allele pairs and how often chips carry them (transitions most, strand-ambiguous least). */
const ALLELE_PAIRS: readonly [number, number, number][] = [
  [ALLELE.A, ALLELE.G, 0.33],
  [ALLELE.C, ALLELE.T, 0.33],
  [ALLELE.A, ALLELE.C, 0.14],
  [ALLELE.G, ALLELE.T, 0.14],
  [ALLELE.A, ALLELE.T, 0.03],
  [ALLELE.C, ALLELE.G, 0.03],
];

let cached: MarkerCatalog | undefined;

/** The marker catalogue and every chip's layout, built on the first call and kept. */
export function markerCatalog(): MarkerCatalog {
  cached ??= buildCatalog();
  return cached;
}

/** One chip's layout. */
export function chipLayout(id: ChipId): ChipLayout {
  return markerCatalog().chips[id];
}

/** How many markers on 1–23 two chips both have (same position). */
export function sharedMarkerCount(a: ChipId, b: ChipId): number {
  const catalog = markerCatalog();
  const both = (1 << CHIP_IDS.indexOf(a)) | (1 << CHIP_IDS.indexOf(b));
  let count = 0;
  for (let table = 1; table <= 23; table += 1) {
    const chips = catalog.tables[table]!.chips;
    for (let i = 0; i < chips.length; i += 1) if ((chips[i]! & both) === both) count += 1;
  }
  return count;
}

/** The intervals of a chromosome where chips put markers. */
function markerIntervals(table: number): Interval[] {
  if (table === Y_TABLE) return [Y_MARKER_RANGE];
  if (table === MT_TABLE) return [MT_MARKER_RANGE];
  let span: Interval = X_MARKER_RANGE;
  if (table < 23) {
    const length = loadGeneticMap().lengths()[table - 1]!;
    span = [Math.max(1, length.firstBp - 10_000), length.lastBp + 10_000];
  }
  const intervals: Interval[] = [];
  let start = span[0];
  for (const [gapStart, gapEnd] of MARKER_GAPS[table] ?? []) {
    intervals.push([start, gapStart]);
    start = gapEnd;
  }
  intervals.push([start, span[1]]);
  return intervals;
}

/** n distinct positions, ascending, spread uniformly over the intervals. */
function spreadPositions(rng: Rng, n: number, intervals: Interval[]): Uint32Array {
  const lengths = intervals.map(([start, end]) => end - start + 1);
  const total = lengths.reduce((a, b) => a + b, 0);
  const positions = new Uint32Array(n);
  if (total < 20 * n) {
    // Selection sampling over every base: exact and fine for short ranges (the mitochondria).
    let needed = n;
    let seen = 0;
    for (const [start, end] of intervals) {
      for (let p = start; p <= end && needed > 0; p += 1, seen += 1) {
        if (rng.next() * (total - seen) < needed) {
          positions[n - needed] = p;
          needed -= 1;
        }
      }
    }
    return positions;
  }
  // Exponential spacings give sorted uniform points without sorting.
  const gaps = new Float64Array(n + 1);
  let sum = 0;
  for (let i = 0; i <= n; i += 1) sum += gaps[i] = rng.exponential();
  let cumulative = 0;
  let interval = 0;
  let before = 0;
  let previous = 0;
  for (let i = 0; i < n; i += 1) {
    cumulative += gaps[i]!;
    let offset = (cumulative / sum) * total;
    while (offset >= before + lengths[interval]! && interval < intervals.length - 1) {
      before += lengths[interval]!;
      interval += 1;
    }
    offset -= before;
    const position = max(previous + 1, intervals[interval]![0] + floor(offset));
    positions[i] = position;
    previous = position;
  }
  return positions;
}

/** Cumulative weights scaled to 0–`scale` (the last is `scale`), for picking by a random integer below it. */
function thresholds(weights: readonly number[], scale: number): Uint32Array {
  const total = weights.reduce((a, b) => a + b, 0);
  let sum = 0;
  return Uint32Array.from(weights, (w) => Math.round(((sum += w) / total) * scale));
}

/** The index of the first threshold above r. */
function pick(cumulative: Uint32Array, r: number): number {
  let i = 0;
  while (r >= cumulative[i]!) i += 1;
  return i;
}

function buildCatalog(): MarkerCatalog {
  const rng = createRng(LAYOUT_SEED);
  const allSites = CONTENT_SITES.reduce((a, b) => a + b, 0);
  const contentCut = thresholds(CONTENT_SITES, 65_536);
  const pairCut = thresholds(ALLELE_PAIRS.map(([, , w]) => w), 1024);
  const pairBytes = Uint8Array.from(ALLELE_PAIRS, ([first, second]) => (first << 4) | second);
  const designs = CHIP_IDS.map((id) => DESIGNS[id]);
  // Per content (Y, MT, then CONTENTS' order): each chip's chance of taking a site, in 256ths.
  const takes = [
    Uint16Array.from(designs, (design) => Math.round(design.y * 256)),
    Uint16Array.from(designs, (design) => Math.round(design.mt * 256)),
    ...CONTENTS.map((_, content) => Uint16Array.from(designs, (design) => Math.round(design.take[content]! * 256))),
  ];
  const custom23andMe = CONTENTS.indexOf('custom23andMe');
  const indel = (ALLELE.D << 4) | ALLELE.I;
  const indelIn32 = Math.max(1, Math.round(INDEL_SHARE * 32));

  // Sites per chromosome by the length chips cover (the X at its lower density).
  const intervals = TABLES.map((table) => markerIntervals(table));
  const weights = TABLES.map((table, i) => (table > 23 ? 0 : intervals[i]!.reduce((a, [s, e]) => a + e - s + 1, 0) * (table === 23 ? X_DENSITY : 1)));
  const weightSum = weights.reduce((a, b) => a + b, 0);

  const tables: SiteTable[] = [];
  let globalIndex = 0;
  let internalRank = 0;
  for (const table of TABLES) {
    const n = table === Y_TABLE ? Y_SITES : table === MT_TABLE ? MT_SITES : Math.round((allSites * weights[table - 1]!) / weightSum);
    const positions = spreadPositions(rng, n, intervals[table - 1]!);
    const idNumbers = new Uint32Array(n);
    const internal = new Uint8Array(n);
    const alleles = new Uint8Array(n);
    const frequency = new Uint16Array(n);
    const chips = new Uint8Array(n);
    for (let i = 0; i < n; i += 1, globalIndex += 1) {
      // Unique, stable marker numbers: one block of 89 numbers per site.
      idNumbers[i] = 1_000_000 + globalIndex * 89 + (hashInt(globalIndex) % 89);
      // One draw decides the content (16 bits), the allele pair (10), their order (1), an indel (5).
      const r = rng.uint32();
      const content = table > 23 ? -1 : pick(contentCut, r & 0xffff);
      let pair = content === custom23andMe && r >>> 27 < indelIn32 ? indel : pairBytes[pick(pairCut, (r >>> 16) & 0x3ff)]!;
      if (r & (1 << 26)) pair = ((pair & 0x0f) << 4) | (pair >> 4);
      alleles[i] = pair;
      // Allele frequencies from the U-shaped Beta(1/2, 1/2): sin²(πu/2).
      const p = sin(HALF_PI * rng.next()) ** 2;
      frequency[i] = min(65_535, floor(p * 65_536));
      if (content === custom23andMe && hashInt(globalIndex ^ 0x5bd1e995) % 10 < 3) {
        internal[i] = 1;
        internalRank += 1;
        idNumbers[i] = (internalRank % 2 === 1 ? 7_000_000 : 3_000_000) + internalRank;
      }
      // Each chip's draw is one byte of two random words.
      const take = takes[content < 0 ? (table === Y_TABLE ? 0 : 1) : content + 2]!;
      const low = rng.uint32();
      const high = rng.uint32();
      let bits = 0;
      for (let k = 0; k < take.length; k += 1) {
        const byte = ((k < 4 ? low >>> (8 * k) : high >>> (8 * (k - 4))) & 0xff) >>> 0;
        if (byte < take[k]!) bits |= 1 << k;
      }
      chips[i] = bits;
    }
    tables[table] = { table, positions, idNumbers, internal, alleles, frequency, chips };
  }

  // Each chip's markers per table: count, then fill, one pass each over the table.
  const markers = CHIP_IDS.map((): Uint32Array[] => []);
  for (const table of TABLES) {
    const bits = tables[table]!.chips;
    const counts = new Uint32Array(CHIP_IDS.length);
    for (let i = 0; i < bits.length; i += 1) {
      const b = bits[i]!;
      for (let k = 0; b >> k; k += 1) counts[k] += (b >> k) & 1;
    }
    const picked = Array.from(counts, (count) => new Uint32Array(count));
    const filled = new Uint32Array(CHIP_IDS.length);
    for (let i = 0; i < bits.length; i += 1) {
      const b = bits[i]!;
      for (let k = 0; b >> k; k += 1) if ((b >> k) & 1) picked[k]![filled[k]!++] = i;
    }
    picked.forEach((list, k) => (markers[k]![table] = list));
  }
  const chipsById = {} as Record<ChipId, ChipLayout>;
  CHIP_IDS.forEach((id, k) => {
    const design = DESIGNS[id];
    const markerCount = markers[k]!.slice(1, 24).reduce((sum, list) => sum + list.length, 0);
    const unplaced = new Uint32Array(design.unplaced);
    for (let i = 0; i < unplaced.length; i += 1) unplaced[i] = 1_000_000 + (globalIndex + i) * 89 + (hashInt(globalIndex + i) % 89);
    chipsById[id] = { id, company: design.company, version: design.version, markers: markers[k]!, markerCount, unplaced };
  });
  return { tables, chips: chipsById };
}

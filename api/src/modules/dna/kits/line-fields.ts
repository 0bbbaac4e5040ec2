import { genotypeByte } from '../genetics/genotypes.ts';

/**
 * Byte-level readers for one line of a raw data file, without making strings: at 700,000 lines
 * a file, a split or a regular expression per line is most of the time spent.
 */

/** The most fields a line is split into; later ones are ignored. */
export const MAX_FIELDS = 6;

const TAB = 9;
const CR = 13;
const SPACE = 32;
const QUOTE = 34;
const COMMA = 44;

/**
 * Splits bytes[start, end) into fields, writing each one's start and end into `bounds` (pairs), and
 * returns how many there are. Tabs, commas and spaces separate fields, and quotes are dropped, so one
 * reader serves the tab-separated files (23andMe; AncestryDNA, whose older files use spaces too) and
 * the quoted CSV files (MyHeritage, FamilyTreeDNA, including MyHeritage's doubly quoted variant
 * `"rs1"",""1"",""101"",""AA"`). Runs of separators count as one, so an empty field vanishes.
 */
export function splitFields(bytes: Uint8Array, start: number, end: number, bounds: Int32Array): number {
  let count = 0;
  let fieldStart = -1;
  for (let i = start; i < end; i++) {
    const b = bytes[i];
    if (b === TAB || b === COMMA || b === SPACE || b === QUOTE || b === CR) {
      if (fieldStart >= 0) {
        bounds[2 * count] = fieldStart;
        bounds[2 * count + 1] = i;
        fieldStart = -1;
        if (++count === MAX_FIELDS) return count;
      }
    } else if (fieldStart < 0) fieldStart = i;
  }
  if (fieldStart >= 0) {
    bounds[2 * count] = fieldStart;
    bounds[2 * count + 1] = end;
    count++;
  }
  return count;
}

/** Chromosome codes beyond the kept ones, as AncestryDNA numbers them (PLINK's numbering); none of them is kept. */
export const CHROMOSOME_Y = 24;
export const CHROMOSOME_PAR = 25;
export const CHROMOSOME_MT = 26;
/** "0": a marker the company could not place. */
export const CHROMOSOME_UNPLACED = 0;
/** Not a chromosome name. */
export const CHROMOSOME_INVALID = -1;

const upper = (b: number) => (b >= 97 && b <= 122 ? b - 32 : b);

/**
 * The chromosome named by bytes[start, end): 1–22, X = 23, Y = 24, XY (pseudo-autosomal) = 25,
 * MT or M = 26, 0 (unplaced) = 0, as letters or AncestryDNA's numbers, with or without "chr";
 * CHROMOSOME_INVALID for anything else.
 */
export function chromosomeCode(bytes: Uint8Array, start: number, end: number): number {
  if (end - start > 3 && upper(bytes[start]) === 67 && upper(bytes[start + 1]) === 72 && upper(bytes[start + 2]) === 82) start += 3;
  const length = end - start;
  if (length === 0 || length > 2) return CHROMOSOME_INVALID;
  const first = bytes[start];
  if (first >= 48 && first <= 57) {
    let value = first - 48;
    if (length === 2) {
      const second = bytes[start + 1];
      if (second < 48 || second > 57) return CHROMOSOME_INVALID;
      value = value * 10 + second - 48;
    }
    return value <= CHROMOSOME_MT ? value : CHROMOSOME_INVALID;
  }
  const a = upper(first);
  const b = length === 2 ? upper(bytes[start + 1]) : 0;
  if (a === 88) return b === 0 ? 23 : b === 89 ? CHROMOSOME_PAR : CHROMOSOME_INVALID; // X, XY
  if (a === 89 && b === 0) return CHROMOSOME_Y;
  if (a === 77 && (b === 0 || b === 84)) return CHROMOSOME_MT; // M, MT
  return CHROMOSOME_INVALID;
}

/** The largest position read; every GRCh37 and GRCh38 chromosome is shorter. */
const MAX_POSITION = 2 ** 28;

/** The position written in bytes[start, end) (decimal digits only), or -1. */
export function positionValue(bytes: Uint8Array, start: number, end: number): number {
  if (end - start === 0 || end - start > 9) return -1;
  let value = 0;
  for (let i = start; i < end; i++) {
    const digit = bytes[i] - 48;
    if (digit < 0 || digit > 9) return -1;
    value = value * 10 + digit;
  }
  return value < MAX_POSITION ? value : -1;
}

/** The number of an rsID ("rs3094315" → 3094315), or -1 for other identifiers (23andMe's "i…"). */
export function rsNumber(bytes: Uint8Array, start: number, end: number): number {
  if (end - start < 3 || end - start > 14 || upper(bytes[start]) !== 82 || upper(bytes[start + 1]) !== 83) return -1;
  let value = 0;
  for (let i = start + 2; i < end; i++) {
    const digit = bytes[i] - 48;
    if (digit < 0 || digit > 9) return -1;
    value = value * 10 + digit;
  }
  return value;
}

/** An allele character's code (ALLELE), NOT_CALLED for "-", "0" or "N", UNREADABLE for anything else. */
const NOT_CALLED = 0;
const UNREADABLE = 255;
const ALLELE_CODES = (() => {
  const table = new Uint8Array(256).fill(UNREADABLE);
  const codes: [string, number][] = [['A', 1], ['C', 2], ['G', 3], ['T', 4], ['D', 5], ['I', 6], ['-', NOT_CALLED], ['0', NOT_CALLED], ['N', NOT_CALLED]];
  for (const [letter, code] of codes) {
    table[letter.charCodeAt(0)] = code;
    table[letter.toLowerCase().charCodeAt(0)] = code;
  }
  return table;
})();

/** Marks a call read from one allele ("A" on a man's X): stored homozygous, refused on an autosome. */
export const HAPLOID = 0x100;
/** A genotype field that is not one. */
export const GENOTYPE_INVALID = -1;

/** The genotype byte of two allele characters: NO_CALL when either is not called, GENOTYPE_INVALID when either is not an allele. */
function allelePairCall(a: number, b: number): number {
  const first = ALLELE_CODES[a];
  const second = ALLELE_CODES[b];
  if (first === UNREADABLE || second === UNREADABLE) return GENOTYPE_INVALID;
  if (first === NOT_CALLED || second === NOT_CALLED) return 0;
  return genotypeByte(first, second);
}

/**
 * The genotype written as one field, bytes[start, end): two alleles ("AG", "DI", "--"), or one
 * where there is one copy (a man's X, Y and MT: "A" at 23andMe, "-A" at FamilyTreeDNA); the byte of
 * genotypeByte (a single allele as homozygous), or'ed with HAPLOID for one allele, or
 * GENOTYPE_INVALID.
 */
export function genotypeField(bytes: Uint8Array, start: number, end: number): number {
  const length = end - start;
  if (length < 1 || length > 2) return GENOTYPE_INVALID;
  const first = ALLELE_CODES[bytes[start]];
  const second = length === 2 ? ALLELE_CODES[bytes[start + 1]] : NOT_CALLED;
  if (first === UNREADABLE || second === UNREADABLE) return GENOTYPE_INVALID;
  if (first !== NOT_CALLED && second !== NOT_CALLED) return genotypeByte(first, second);
  if (first === NOT_CALLED && second === NOT_CALLED) return 0;
  const allele = first === NOT_CALLED ? second : first;
  return genotypeByte(allele, allele) | HAPLOID;
}

/**
 * The genotype written as two one-allele fields (AncestryDNA's allele1, allele2; "0" not called).
 * A field longer than one character is not an allele.
 */
export function alleleFieldsCall(bytes: Uint8Array, firstStart: number, firstEnd: number, secondStart: number, secondEnd: number): number {
  if (firstEnd - firstStart !== 1 || secondEnd - secondStart !== 1) return GENOTYPE_INVALID;
  return allelePairCall(bytes[firstStart], bytes[secondStart]);
}

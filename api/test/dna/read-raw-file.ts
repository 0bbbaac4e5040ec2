/**
 * A plain reader of the simulator's own raw files, for checking what the writers write (rows
 * back into genotypes). Not the app's parser: it knows only the four formats as written here.
 */
import { ALLELE, NO_CALL, X_CHROMOSOME, genotypeByte, type Genotypes } from '../../src/modules/dna/genetics/genotypes.ts';
import type { Company } from './chip-layouts.ts';

/** One data row as written. */
export interface RawRow {
  id: string;
  chromosome: string;
  position: number;
  genotype: string;
}

/** A file split into its comment lines, its header row (if any) and its data rows. */
export interface RawFileParts {
  comments: string[];
  headerRow: string | null;
  rows: RawRow[];
}

/** Splits a raw file of one company's format into comments, header row and rows. */
export function readRawFile(text: string, company: Company): RawFileParts {
  const lines = text.split('\n');
  if (lines[lines.length - 1] === '') lines.pop();
  const comments: string[] = [];
  let headerRow: string | null = null;
  const rows: RawRow[] = [];
  const quoted = company === 'MyHeritage' || company === 'FamilyTreeDNA';
  for (let line of lines) {
    if (line.endsWith('\r')) line = line.slice(0, -1);
    if (line.startsWith('#') && rows.length === 0 && headerRow === null) {
      comments.push(line);
      continue;
    }
    if (headerRow === null && company !== '23andMe' && /^"?rsid/i.test(line)) {
      headerRow = line;
      continue;
    }
    // Quoted fields: "a","b" or, with doubled inner quotes, "a"",""b".
    const fields = quoted ? line.slice(1, -1).split(line.includes('"",""') ? '"",""' : '","') : line.split('\t');
    const genotype = company === 'AncestryDNA' ? fields[3]! + fields[4]! : fields[3]!;
    rows.push({ id: fields[0]!, chromosome: fields[1]!, position: +fields[2]!, genotype });
  }
  return { comments, headerRow, rows };
}

const CODES: Record<string, number> = { A: ALLELE.A, C: ALLELE.C, G: ALLELE.G, T: ALLELE.T, D: ALLELE.D, I: ALLELE.I };

/** The chromosome number (1–23) a row's chromosome name stands for; null for Y, MT and unplaced. */
export function chromosomeNumber(name: string): number | null {
  if (name === 'X' || name === 'XY' || name === '23' || name === '25') return X_CHROMOSOME;
  const n = Number(name);
  return Number.isInteger(n) && n >= 1 && n <= 22 ? n : null;
}

/** A genotype's byte: "AG", "A G", "A", "-A", "AA" as called; "--", "00" and "0 0" as NO_CALL. */
export function genotypeOf(text: string): number {
  let first = 0;
  let second = 0;
  let letters = 0;
  for (let i = 0; i < text.length; i += 1) {
    const c = text[i]!;
    if (c === '-' || c === ' ' || c === '\t' || c === '0') continue;
    const code = CODES[c];
    if (code === undefined) throw new Error(`Not a genotype: ${text}`);
    letters += 1;
    if (letters === 1) first = code;
    second = code;
  }
  if (letters > 2) throw new Error(`Not a genotype: ${text}`);
  return letters === 0 ? NO_CALL : genotypeByte(first, second);
}

/** The rows as genotypes by chromosome (1–23), in file order (positions ascend in these files). */
export function rowsToGenotypes(rows: RawRow[]): Genotypes {
  const byChromosome = new Map<number, { positions: number[]; calls: number[] }>();
  const numbers = new Map<string, number | null>();
  for (const row of rows) {
    let chromosome = numbers.get(row.chromosome);
    if (chromosome === undefined) numbers.set(row.chromosome, (chromosome = chromosomeNumber(row.chromosome)));
    if (chromosome === null) continue;
    let entry = byChromosome.get(chromosome);
    if (!entry) byChromosome.set(chromosome, (entry = { positions: [], calls: [] }));
    entry.positions.push(row.position);
    entry.calls.push(genotypeOf(row.genotype));
  }
  const chromosomes = new Map<number, { positions: Uint32Array; calls: Uint8Array }>();
  for (const [chromosome, entry] of byChromosome) {
    // Ancestry's 25 and FamilyTreeDNA's XY come apart from the X: put the X back in order.
    const ascending = entry.positions.every((position, i) => i === 0 || position > entry.positions[i - 1]!);
    const order = entry.positions.map((_, i) => i);
    if (!ascending) order.sort((i, j) => entry.positions[i]! - entry.positions[j]!);
    chromosomes.set(chromosome, { positions: Uint32Array.from(order, (i) => entry.positions[i]!), calls: Uint8Array.from(order, (i) => entry.calls[i]!) });
  }
  return { chromosomes };
}

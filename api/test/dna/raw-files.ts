/**
 * Writes a simulated kit as the company's raw DNA file (see raw-file-formats.ts for each format),
 * as bytes or a stream, plain, gzip'd or zipped as the companies hand them out, and the hostile
 * variants a parser must withstand: positions on GRCh38 with a header saying so, duplicate
 * markers, a file cut short.
 */
import { Readable } from 'node:stream';
import { Gzip, gzipSync, zipSync } from 'fflate';
import { NO_CALL, genotypeByte } from '../../src/modules/dna/genetics/genotypes.ts';
import { MT_TABLE, markerCatalog, type ChipId } from './chip-layouts.ts';
import type { SimFamily, SimPerson } from './family.ts';
import { inPar } from './genome.ts';
import { makeKit, type KitOptions, type SimKit } from './kits.ts';
import { RAW_FILE_FORMATS, type RawFileFormat } from './raw-file-formats.ts';
import { createRng, hashInt, type Rng, type SeedPart } from './random.ts';

// Math's functions as module constants: under jest's module sandbox every lookup of a global
// (Math included) is slow, and these run once per row.
const { floor, max } = Math;

/** How the file is packed: as is, gzip'd (FamilyTreeDNA's way) or in a zip archive (23andMe's and AncestryDNA's). */
export type Compression = 'none' | 'gzip' | 'zip';

/** How a raw file is written. */
export interface RawFileOptions {
  /** 38 writes positions moved as on GRCh38 (the same order) and a header that says build 38. 37 unless told. */
  build?: 37 | 38;
  compression?: Compression;
  /** Deflate level; 1 unless told (fflate packs these files as small at 1 as at 6, in half the time). */
  level?: 0 | 1 | 2 | 3 | 4 | 5 | 6 | 7 | 8 | 9;
  /** The date the header (and the archive) gives; a fixed date unless told, so files are the same on every run. */
  generatedAt?: Date;
  lineEnding?: '\n' | '\r\n';
  /** MyHeritage's newer files: inner quotes doubled (`"rs1"",""1"",""101"",""AA"`). */
  doubledQuotes?: boolean;
  /** Share of markers written twice: the same row again, the same marker with another genotype, or the same position under another id. 0 unless told. */
  duplicateRate?: number;
  /** Keep only this share of the (packed) bytes, cut mid-line. */
  truncateAt?: number;
  /** Another seed for where duplicates go. */
  seed?: SeedPart;
}

/** The date files say they were made unless told otherwise. */
export const DEFAULT_GENERATED_AT = new Date(Date.UTC(2024, 2, 5, 14, 23, 45));

const LETTERS = ['', 'A', 'C', 'G', 'T', 'D', 'I'];
/** Rows a chunk has room for. */
const ROWS_PER_CHUNK = 32_768;
/** Longer than any row. */
const ROW_BYTES = 80;

/** The format's text of every call byte: [haploid * 512 + reversed * 256 + call]. */
function genotypeTexts(format: RawFileFormat): Uint8Array[] {
  const texts: Uint8Array[] = [];
  for (let haploid = 0; haploid < 2; haploid += 1) {
    for (let reversed = 0; reversed < 2; reversed += 1) {
      for (let call = 0; call < 256; call += 1) {
        const a = LETTERS[call >> 4] ?? '';
        const b = LETTERS[call & 0x0f] ?? '';
        let text = format.noCall;
        if (call !== NO_CALL && a && b) {
          if (haploid) text = format.haploid(b);
          else text = reversed && !format.alphabetical ? format.diploid(b, a) : format.diploid(a, b);
        }
        texts[haploid * 512 + reversed * 256 + call] = new Uint8Array(Buffer.from(text, 'latin1'));
      }
    }
  }
  return texts;
}

const textsByFormat = new Map<RawFileFormat, Uint8Array[]>();

/** A position as it would be on GRCh38: shifted by an offset that varies smoothly along each chromosome. */
export function build38Position(table: number, position: number): number {
  if (table === MT_TABLE) return position;
  const base = (hashInt(table * 7919) % 1_000_000) - 300_000;
  const slope = ((hashInt(table * 104_729) % 8000) - 2000) / 1_000_000;
  return max(1, position + base + floor(slope * position));
}

/** Copies bytes into a buffer at an offset; returns the offset after them. */
function put(buffer: Uint8Array, o: number, bytes: Uint8Array): number {
  for (let i = 0; i < bytes.length; i += 1) buffer[o++] = bytes[i]!;
  return o;
}

/** Writes a non-negative integer's digits at an offset; returns the offset after them. */
function putUint(buffer: Uint8Array, o: number, value: number): number {
  let digits = 1;
  for (let v = value; v >= 10; v = (v / 10) >>> 0) digits += 1;
  let end = o + digits;
  const after = end;
  let v = value;
  do {
    buffer[--end] = 48 + (v % 10);
    v = (v / 10) >>> 0;
  } while (v > 0);
  return after;
}

/** The punctuation of a row: before the first field, between fields, after the last, the line ending. */
function punctuation(format: RawFileFormat, options: RawFileOptions) {
  const ascii = (text: string) => new Uint8Array(Buffer.from(text, 'latin1'));
  const eol = ascii(options.lineEnding ?? '\n');
  if (!format.quoted) return { open: ascii(''), between: ascii(format.separator), close: ascii(''), eol };
  const quote = options.doubledQuotes ? '""' : '"';
  return { open: ascii('"'), between: ascii(`${quote}${format.separator}${quote}`), close: ascii('"'), eol };
}

/** The punctuation of a format's rows. */
type Marks = ReturnType<typeof punctuation>;

/** Writes one row (id, chromosome, position, genotype) at an offset; returns the offset after it. */
function putRow(buffer: Uint8Array, at: number, marks: Marks, internal: boolean, idNumber: number, label: Uint8Array, position: number, text: Uint8Array): number {
  let o = put(buffer, at, marks.open);
  buffer[o++] = internal ? 105 : 114; // i, r
  if (!internal) buffer[o++] = 115; // s
  o = putUint(buffer, o, idNumber);
  o = put(buffer, o, label);
  o = putUint(buffer, o, position);
  o = put(buffer, o, marks.between);
  o = put(buffer, o, text);
  o = put(buffer, o, marks.close);
  return put(buffer, o, marks.eol);
}

/** A second genotype for a duplicate row that disagrees: another of the site's genotypes. */
function conflictingCall(call: number, pair: number, rng: Rng): number {
  const first = pair >> 4;
  const second = pair & 0x0f;
  const others = [genotypeByte(first, first), genotypeByte(first, second), genotypeByte(second, second)].filter((g) => g !== call);
  return others[rng.below(others.length)]!;
}

/** The uncompressed file, header first, then rows, in chunks of a few megabytes. */
export function rawFileChunks(kit: SimKit, options: RawFileOptions = {}): Generator<Buffer> {
  return fileParts(kit, options, ROWS_PER_CHUNK);
}

/** Rows a kit's file may have at most (its markers, each possibly twice, and the unplaced). */
function maxRows(kit: SimKit, options: RawFileOptions): number {
  const markers = kit.markers.reduce((sum, list) => sum + list.length, 0) + kit.chip.unplaced.length;
  return (options.duplicateRate ?? 0) > 0 ? 2 * markers : markers;
}

/**
 * Writes the file into buffers of room for `rowsPerPart` rows (the header in the first), giving
 * each when nearly full. Fresh memory is slow to touch, so one part the size of the whole file,
 * pages never written staying untouched, makes the fastest single buffer.
 */
function* fileParts(kit: SimKit, options: RawFileOptions, rowsPerPart: number): Generator<Buffer> {
  const format = RAW_FILE_FORMATS[kit.chip.company];
  const build = options.build ?? 37;
  const eol = options.lineEnding ?? '\n';
  const header = Buffer.from(format.headerLines(kit, { build, generatedAt: options.generatedAt ?? DEFAULT_GENERATED_AT }).join(eol) + eol, 'latin1');

  let texts = textsByFormat.get(format);
  if (!texts) textsByFormat.set(format, (texts = genotypeTexts(format)));
  const { open, between, close, eol: eolBytes } = punctuation(format, options);
  const duplicateRate = options.duplicateRate ?? 0;
  const rng = createRng(kit.family.seed, 'raw-file', kit.person.name, kit.chip.id, options.seed ?? 0);
  const capacity = rowsPerPart * ROW_BYTES + header.length;
  let buffer = Buffer.allocUnsafe(capacity);
  let o = header.copy(buffer, 0);

  const marks = { open, between, close, eol: eolBytes };

  for (const block of format.blocks) {
    // The chromosome's name between its separators, written as one piece.
    const label = new Uint8Array(Buffer.concat([between, Buffer.from(block.label, 'latin1'), between]));
    if (block.table === 0) {
      for (const idNumber of kit.chip.unplaced) o = putRow(buffer, o, marks, false, idNumber, label, 0, texts[NO_CALL]!);
      continue;
    }
    const site = markerCatalog().tables[block.table]!;
    const markers = kit.markers[block.table]!;
    const calls = kit.calls[block.table]!;
    const haploid = kit.haploid[block.table];
    const part = block.part;
    let previous = 0;
    for (let m = 0; m < markers.length; m += 1) {
      const s = markers[m]!;
      let position = site.positions[s]!;
      if (part !== 'all' && inPar(position) !== (part === 'pseudoautosomal')) continue;
      if (build === 38) position = previous = max(previous + 1, build38Position(block.table, position));
      const internal = site.internal[s] === 1;
      const idNumber = site.idNumbers[s]!;
      const call = calls[m]!;
      const one = haploid !== null && haploid[m] === 1;
      const key = (one ? 512 : 0) + ((hashInt(idNumber) & 1) << 8);
      o = putRow(buffer, o, marks, internal, idNumber, label, position, texts[key + call]!);
      if (duplicateRate > 0 && rng.next() < duplicateRate) {
        // The same row again, the same marker with another genotype, or the same position under another id.
        const kind = rng.below(3);
        if (kind === 0) o = putRow(buffer, o, marks, internal, idNumber, label, position, texts[key + call]!);
        else if (kind === 1) o = putRow(buffer, o, marks, internal, idNumber, label, position, texts[key - (one ? 512 : 0) + conflictingCall(call, site.alleles[s]!, rng)]!);
        else o = putRow(buffer, o, marks, true, 8_000_000 + (idNumber % 1_000_000), label, position, texts[key + call]!);
      }
      if (o > capacity - 2 * ROW_BYTES) {
        yield buffer.subarray(0, o);
        buffer = Buffer.allocUnsafe(capacity);
        o = 0;
      }
    }
  }
  if (o > 0) yield buffer.subarray(0, o);
}

/** The uncompressed file in one buffer (written in one part, so never copied). */
function wholeFile(kit: SimKit, options: RawFileOptions): Buffer {
  const parts = [...fileParts(kit, options, maxRows(kit, options))];
  return parts.length === 1 ? parts[0]! : Buffer.concat(parts);
}

/** The uncompressed file as text. */
export function rawFileText(kit: SimKit, options: RawFileOptions = {}): string {
  return wholeFile(kit, options).toString('latin1');
}

/** The name a company gives the download (the archive's, when packed). */
export function rawFileName(kit: SimKit, options: RawFileOptions = {}): string {
  const compression = options.compression ?? 'none';
  const date = options.generatedAt ?? DEFAULT_GENERATED_AT;
  const stamp = date.toISOString().replace(/[-:T]/g, '').slice(0, 14);
  const who = kit.person.name.replace(/[^A-Za-z0-9]+/g, '_');
  const packed = (base: string, extension: string) => (compression === 'zip' ? `${base}.zip` : compression === 'gzip' ? `${base}.${extension}.gz` : `${base}.${extension}`);
  switch (kit.chip.company) {
    case '23andMe':
      return packed(`genome_${who}_${kit.chip.version}_Full_${stamp}`, 'txt');
    case 'AncestryDNA':
      return compression === 'zip' ? `dna-data-${stamp.slice(0, 4)}-${stamp.slice(4, 6)}-${stamp.slice(6, 8)}.zip` : packed('AncestryDNA', 'txt');
    case 'MyHeritage':
      return packed(`MyHeritage_raw_dna_data_${who}`, 'csv');
    case 'FamilyTreeDNA':
      return packed(`${who}_Build${options.build ?? 37}_Autosomal_Concatenated`, 'csv');
  }
}

/** The name of the text file inside a zip archive. */
function innerName(kit: SimKit, options: RawFileOptions): string {
  return rawFileName(kit, { ...options, compression: 'none' });
}

/** Cuts bytes to the share kept, mid-line when the bytes are text. */
function truncate(data: Uint8Array, share: number | undefined): Uint8Array {
  if (share === undefined) return data;
  let cut = Math.max(0, Math.min(data.length, Math.floor(data.length * share)));
  while (cut > 1 && (data[cut - 1] === 10 || data[cut - 1] === 13)) cut -= 2;
  return data.subarray(0, cut);
}

/** The file's bytes, packed as asked. */
export function rawFile(kit: SimKit, options: RawFileOptions = {}): Buffer {
  const text = wholeFile(kit, options);
  const level = options.level ?? 1;
  const mtime = options.generatedAt ?? DEFAULT_GENERATED_AT;
  let data: Uint8Array = text;
  if (options.compression === 'gzip') data = gzipSync(text, { level, mtime });
  else if (options.compression === 'zip') data = zipSync({ [innerName(kit, options)]: [text, { level, mtime }] });
  const kept = truncate(data, options.truncateAt);
  return Buffer.from(kept.buffer, kept.byteOffset, kept.byteLength);
}

/** The file as a stream: made chunk by chunk (gzip'd as it goes) unless zipped or cut, which are made whole first. */
export function rawFileStream(kit: SimKit, options: RawFileOptions = {}): Readable {
  if (options.compression === 'zip' || options.truncateAt !== undefined) return Readable.from([rawFile(kit, options)]);
  if (options.compression !== 'gzip') return Readable.from(rawFileChunks(kit, options));
  const level = options.level ?? 1;
  const mtime = options.generatedAt ?? DEFAULT_GENERATED_AT;
  return Readable.from(
    (function* gzipped() {
      const out: Uint8Array[] = [];
      const gzip = new Gzip({ level, mtime }, (chunk) => out.push(chunk));
      for (const chunk of rawFileChunks(kit, options)) {
        gzip.push(chunk);
        yield* out.splice(0).map((c) => Buffer.from(c));
      }
      gzip.push(new Uint8Array(0), true);
      yield* out.splice(0).map((c) => Buffer.from(c));
    })(),
  );
}

/** One person's raw file of a family's. */
export interface FamilyRawFile {
  person: SimPerson;
  kit: SimKit;
  fileName: string;
  data: Buffer;
}

/** Everyone's (or the named people's) kits on one chip, written as raw files. */
export function familyRawFiles(family: SimFamily, chipId: ChipId, options: { people?: string[]; kit?: KitOptions; file?: RawFileOptions } = {}): FamilyRawFile[] {
  const people = options.people ? options.people.map((name) => family.person(name)) : family.people;
  return people.map((person) => {
    const kit = makeKit(family, person, chipId, options.kit);
    return { person, kit, fileName: rawFileName(kit, options.file), data: rawFile(kit, options.file) };
  });
}

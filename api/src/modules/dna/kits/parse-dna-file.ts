import { X_CHROMOSOME, type Genotypes } from '../genetics/genotypes.ts';
import { DnaFileError } from './dna-file-error.ts';
import { twentyThreeAndMeVersion, type DnaFileFormat } from './formats.ts';
import { buildInComments, decideBuild } from './grch37.ts';
import { inferSex, type InferredSex } from './infer-sex.ts';
import { KitTextParser, notGrch37 } from './kit-text-parser.ts';
import { DEFAULT_UNPACK_LIMITS, Unpacker, type DnaFileContainer, type UnpackLimits } from './unpack.ts';

/** How a raw data file is read. */
export interface ParseDnaFileOptions {
  /** Told the bytes read from the upload so far, after each chunk. */
  onProgress?: (bytesRead: number) => void;
  /** What the upload may take, packed and unpacked (DEFAULT_UNPACK_LIMITS otherwise). */
  limits?: Partial<UnpackLimits>;
  /** Fewer called markers on chromosomes 1–23 than this and the file is refused (DEFAULT_MIN_MARKERS otherwise). */
  minMarkers?: number;
}

/** A raw data file read into a kit's genotypes. */
export interface ParsedDnaFile {
  format: DnaFileFormat;
  /** The chip or file version, best effort: 23andMe 'v3' | 'v4' | 'v5', AncestryDNA 'v1' | 'v2', MyHeritage's '##format' ('MHv1.0'); null when unknown. */
  version: string | null;
  build: 37;
  container: DnaFileContainer;
  /** Chromosomes 1–22 and X (23, its X-specific part); Y, mitochondrial and pseudo-autosomal markers are not kept. */
  genotypes: Genotypes;
  /** Markers kept, one per position, no-calls included. */
  markers: number;
  noCalls: number;
  /** Lines whose position was already listed (merged into the first one). */
  duplicates: number;
  /** Markers not kept: Y, mitochondrial, unplaced (chromosome or position 0) and the X's pseudo-autosomal ones (see GRCH37_X_PAR). */
  droppedMarkers: number;
  /** Lines that did not read as a marker, tolerated below MAX_MALFORMED_SHARE. */
  skippedLines: number;
  inferredSex: InferredSex;
  /** Bytes read from the upload (packed). */
  bytesRead: number;
}

/** Every chip reads 550,000 markers or more; a file with fewer than this was cut short or is not a chip's. */
export const DEFAULT_MIN_MARKERS = 100_000;
/** Unreadable lines tolerated: this share of the markers, and at least MIN_MALFORMED_TOLERATED. */
export const MAX_MALFORMED_SHARE = 0.005;
const MIN_MALFORMED_TOLERATED = 100;
/**
 * Positions listed twice: a few are real (23andMe lists some positions under an rsID and an
 * internal "i" ID, about 0.5 % on v5), and are merged; above this share the file is broken or
 * doubled, and refused.
 */
export const MAX_DUPLICATE_SHARE = 0.02;
const AUTOSOMES = 22;

/**
 * Reads a raw DNA data file (23andMe, AncestryDNA, MyHeritage or FamilyTreeDNA; plain, gzip or zip,
 * told by content) from a stream of bytes, such as a Node Readable, into a kit's genotypes, in
 * bounded memory (the markers, about 5 bytes each, and one chunk at a time). A file is refused with
 * a DnaFileError as soon as what has been read shows it: an unknown format within its first lines,
 * a header naming build 36 or 38, a zip bomb within its first megabytes. Stops reading (and so
 * destroys a Readable) when it refuses, or when a zip's data file has ended.
 */
export async function parseDnaFile(source: AsyncIterable<Uint8Array> | Iterable<Uint8Array>, options: ParseDnaFileOptions = {}): Promise<ParsedDnaFile> {
  const limits = { ...DEFAULT_UNPACK_LIMITS, ...options.limits };
  const parser = new KitTextParser();
  const unpacker = new Unpacker(limits, (text) => parser.push(text));
  let bytesRead = 0;
  for await (const chunk of source) {
    bytesRead += chunk.length;
    if (bytesRead > limits.maxFileBytes) {
      throw new DnaFileError('DNA_TOO_LARGE', `This file is larger than ${Math.round(limits.maxFileBytes / 1024 / 1024)} MB, more than a DNA data file.`, {
        maxMegabytes: Math.round(limits.maxFileBytes / 1024 / 1024),
      });
    }
    unpacker.push(chunk);
    options.onProgress?.(bytesRead);
    if (unpacker.done) break;
  }
  unpacker.end();
  const text = parser.end();

  const tolerated = Math.max(MIN_MALFORMED_TOLERATED, MAX_MALFORMED_SHARE * text.markerLines);
  if (text.malformedLines > tolerated) {
    throw new DnaFileError('DNA_FILE_MALFORMED', `${text.malformedLines} lines of this file, the first one line ${text.firstMalformedLine}, are not DNA markers: the file was changed or damaged.`, {
      lines: text.malformedLines,
      firstLine: text.firstMalformedLine ?? 0,
    });
  }
  const build = decideBuild({ named: buildInComments(text.comments.join('\n')), votes: text.votes, beyondGrch37Ends: text.beyondGrch37Ends });
  if (build !== 37) throw notGrch37(build);

  const { genotypes, markers, noCalls, duplicates } = text.table.finish();
  const minMarkers = options.minMarkers ?? DEFAULT_MIN_MARKERS;
  if (markers - noCalls < minMarkers) {
    throw new DnaFileError('DNA_TOO_FEW_MARKERS', `This file has ${markers - noCalls} called DNA markers; a raw data file from a DNA test has more than ${minMarkers}.`, {
      markers: markers - noCalls,
      minMarkers,
    });
  }
  const missing: number[] = [];
  for (let c = 1; c <= AUTOSOMES; c++) if (!genotypes.chromosomes.has(c)) missing.push(c);
  if (missing.length > 0) {
    throw new DnaFileError('DNA_FILE_TRUNCATED', `This file has no markers on chromosome ${missing.join(', ')}: it is incomplete. Download it again and upload the whole file.`, {
      missing: missing.join(','),
    });
  }
  if (duplicates > MAX_DUPLICATE_SHARE * (markers + duplicates)) {
    throw new DnaFileError('DNA_DUPLICATE_MARKERS', `This file lists ${duplicates} positions more than once: it was joined or damaged. Upload the file as the company gave it.`, { duplicates });
  }
  const version = text.detected.format === 'twenty_three_and_me' ? twentyThreeAndMeVersion(text.markerLines) : text.detected.version;
  return {
    format: text.detected.format,
    version,
    build: 37,
    container: unpacker.container ?? 'plain',
    genotypes,
    markers,
    noCalls,
    duplicates,
    droppedMarkers: text.dropped + text.beyondGrch37Ends,
    skippedLines: text.malformedLines,
    inferredSex: inferSex(genotypes.chromosomes.get(X_CHROMOSOME)),
    bytesRead,
  };
}

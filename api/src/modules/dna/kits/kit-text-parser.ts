import { X_CHROMOSOME } from '../genetics/genotypes.ts';
import { DnaFileError } from './dna-file-error.ts';
import { detectFormat, type DetectedFormat } from './formats.ts';
import { GRCH37_LENGTHS, anchorBuild, buildInComments, inPseudoautosomalRegion, type ReferenceBuild } from './grch37.ts';
import {
  CHROMOSOME_INVALID,
  GENOTYPE_INVALID,
  HAPLOID,
  MAX_FIELDS,
  alleleFieldsCall,
  chromosomeCode,
  genotypeField,
  positionValue,
  rsNumber,
  splitFields,
} from './line-fields.ts';
import { MarkerTable } from './marker-table.ts';

/** What the text of a raw data file gave, before its markers are sorted and checked. */
export interface KitText {
  detected: DetectedFormat;
  /** The comment lines before the data (for the build and version they name). */
  comments: string[];
  table: MarkerTable;
  /** Marker lines read, whatever their chromosome (23andMe's version is told by their number). */
  markerLines: number;
  /** Y, mitochondrial, unplaced and pseudo-autosomal markers, which kits do not keep. */
  dropped: number;
  /** Lines that do not read as a marker, and the number of the first one. */
  malformedLines: number;
  firstMalformedLine: number | null;
  /** Anchor markers found at each build's position. */
  votes: Record<ReferenceBuild, number>;
  /** Markers past the end of their GRCh37 chromosome (not kept). */
  beyondGrch37Ends: number;
}

const NEWLINE = 10;
const HASH = 35;
const BOM = [0xef, 0xbb, 0xbf];
/** The most the lines before the data may take, and the longest line: a raw data file's are short. */
const MAX_HEAD_BYTES = 256 * 1024;
const MAX_HEAD_LINES = 1000;
const MAX_LINE_BYTES = 64 * 1024;
/** The first marker lines are checked as a sample: more than half unreadable and the file is not of the format its header claims. */
const SAMPLE_LINES = 200;

const latin1 = new TextDecoder('latin1');

/**
 * Reads the text of a raw data file as it arrives, chunk by chunk, with a byte scanner: the lines
 * before the data are decoded to tell the format and build (refusing an unknown format or a build
 * other than 37 there, before the rest is read), and each marker line is read in place into a
 * MarkerTable. Bounded memory: a line cut between chunks is the only thing copied.
 */
export class KitTextParser {
  private detected: DetectedFormat | null = null;
  private readonly comments: string[] = [];
  private headBytes = 0;
  private carry: Uint8Array | null = null;
  private started = false;
  private lineNumber = 0;
  private readonly bounds = new Int32Array(2 * MAX_FIELDS);
  private readonly table = new MarkerTable();
  private markerLines = 0;
  private dataLines = 0;
  private dropped = 0;
  private malformedLines = 0;
  private firstMalformedLine: number | null = null;
  private beyondGrch37Ends = 0;
  private readonly votes: Record<ReferenceBuild, number> = { 36: 0, 37: 0, 38: 0 };

  /** Reads the next bytes of the text. Throws DnaFileError when the file is refused on what it has shown. */
  push(chunk: Uint8Array): void {
    let bytes = chunk;
    if (!this.started) {
      if (bytes.length === 0) return;
      this.started = true;
      if (bytes.length >= 3 && bytes[0] === BOM[0] && bytes[1] === BOM[1] && bytes[2] === BOM[2]) bytes = bytes.subarray(3);
    }
    let start = 0;
    if (this.carry) {
      const newline = bytes.indexOf(NEWLINE);
      if (newline < 0) {
        this.carry = concat(this.carry, bytes);
        this.checkLineLength(this.carry.length);
        return;
      }
      const line = concat(this.carry, bytes.subarray(0, newline));
      this.carry = null;
      this.line(line, 0, line.length, false);
      start = newline + 1;
    }
    for (;;) {
      const newline = bytes.indexOf(NEWLINE, start);
      if (newline < 0) break;
      this.line(bytes, start, newline, false);
      start = newline + 1;
    }
    if (start < bytes.length) {
      this.checkLineLength(bytes.length - start);
      this.carry = bytes.slice(start);
    }
  }

  /** Reads the last line (one with no line break after it) and hands over what the text gave. */
  end(): KitText {
    if (this.carry) {
      const line = this.carry;
      this.carry = null;
      this.line(line, 0, line.length, true);
    }
    if (!this.detected) throw new DnaFileError('DNA_FORMAT_UNKNOWN', 'This file holds no DNA markers of a format Kinfolk reads.');
    this.checkSample();
    return {
      detected: this.detected,
      comments: this.comments,
      table: this.table,
      markerLines: this.markerLines,
      dropped: this.dropped,
      malformedLines: this.malformedLines,
      firstMalformedLine: this.firstMalformedLine,
      votes: this.votes,
      beyondGrch37Ends: this.beyondGrch37Ends,
    };
  }

  private checkLineLength(length: number) {
    if (length <= MAX_LINE_BYTES) return;
    if (!this.detected) throw unknownFormat();
    throw new DnaFileError('DNA_FILE_MALFORMED', `Line ${this.lineNumber + 1} of this file is far longer than a DNA marker's.`, { line: this.lineNumber + 1 });
  }

  private line(bytes: Uint8Array, start: number, end: number, last: boolean) {
    this.lineNumber++;
    if (end > start && bytes[end - 1] === 13) end--;
    if (end === start) return;
    if (this.detected) this.dataLine(bytes, start, end, last);
    else this.headLine(bytes, start, end);
  }

  /** A line before the data: a comment, or the line that tells the format. */
  private headLine(bytes: Uint8Array, start: number, end: number) {
    this.headBytes += end - start;
    for (let i = start; i < end; i++) {
      const b = bytes[i];
      // Control characters (NUL, and the like) are not in any text file: a binary file ends here.
      if (b < 9 || (b > 13 && b < 32) || b === 127) throw unknownFormat();
    }
    const text = latin1.decode(bytes.subarray(start, end));
    if (bytes[start] === HASH) {
      this.comments.push(text);
      if (this.comments.length > MAX_HEAD_LINES || this.headBytes > MAX_HEAD_BYTES) throw unknownFormat();
      return;
    }
    const detected = detectFormat(this.comments, text);
    if (!detected) throw unknownFormat();
    const named = buildInComments(this.comments.join('\n'));
    if (named === 36 || named === 38) throw notGrch37(named);
    this.detected = detected;
    if (!detected.headerRow) this.dataLine(bytes, start, end, false);
  }

  /** A line of the data: a marker, a comment, a repeated header row, or a line that is none of these. */
  private dataLine(bytes: Uint8Array, start: number, end: number, last: boolean) {
    if (bytes[start] === HASH) return;
    if (this.dataLines === SAMPLE_LINES) this.checkSample();
    this.dataLines++;
    const b = this.bounds;
    const count = splitFields(bytes, start, end, b);
    const twoFields = this.detected!.layout === 'two_fields';
    if (count < (twoFields ? 5 : 4)) return this.malformed(last);
    const chromosome = chromosomeCode(bytes, b[2], b[3]);
    const position = positionValue(bytes, b[4], b[5]);
    if (chromosome === CHROMOSOME_INVALID || position < 0) {
      // FamilyTreeDNA's joined downloads repeat the header row part-way.
      if (isHeaderRow(bytes, b[0], b[1])) return;
      return this.malformed(last);
    }
    let read = twoFields ? alleleFieldsCall(bytes, b[6], b[7], b[8], b[9]) : genotypeField(bytes, b[6], b[7]);
    if (read === GENOTYPE_INVALID) return this.malformed(last);
    if (read & HAPLOID && chromosome >= 1 && chromosome < X_CHROMOSOME) {
      // One allele on an autosome, which has two copies: the last line cut after its first
      // letter; elsewhere a call that cannot be right, kept as not called.
      if (last) throw truncated();
      read = 0;
    }
    if (last && quoteCount(bytes, start, end) % 2 === 1) throw truncated();
    this.markerLines++;
    const rs = rsNumber(bytes, b[0], b[1]);
    if (rs >= 0) {
      const build = anchorBuild(rs, position);
      if (build) this.votes[build]++;
    }
    // Y, mitochondria, the unplaced, and AncestryDNA's 25 (the X's pseudo-autosomal markers).
    if (chromosome < 1 || chromosome > X_CHROMOSOME || position === 0) {
      this.dropped++;
      return;
    }
    if (position > GRCH37_LENGTHS[chromosome]) {
      this.beyondGrch37Ends++;
      return;
    }
    // The pseudo-autosomal markers under X's name (23andMe, MyHeritage, FamilyTreeDNA's XY): not X-linked.
    if (chromosome === X_CHROMOSOME && inPseudoautosomalRegion(chromosome, position)) {
      this.dropped++;
      return;
    }
    this.table.add(chromosome, position, read & 0xff);
  }

  private malformed(last: boolean) {
    // The last line, with no line break after it, cut part-way: the file was not downloaded whole.
    if (last) throw truncated();
    this.malformedLines++;
    this.firstMalformedLine ??= this.lineNumber;
  }

  /** Refuses a file whose first marker lines are mostly unreadable: it is not what its header says. */
  private checkSample() {
    if (this.dataLines > 0 && this.dataLines <= SAMPLE_LINES && this.malformedLines * 2 > this.dataLines) throw unknownFormat();
  }
}

function concat(a: Uint8Array, b: Uint8Array): Uint8Array {
  const joined = new Uint8Array(a.length + b.length);
  joined.set(a);
  joined.set(b, a.length);
  return joined;
}

function quoteCount(bytes: Uint8Array, start: number, end: number): number {
  let quotes = 0;
  for (let i = start; i < end; i++) if (bytes[i] === 34) quotes++;
  return quotes;
}

const RSID = [82, 83, 73, 68]; // RSID
function isHeaderRow(bytes: Uint8Array, start: number, end: number): boolean {
  if (end - start !== RSID.length) return false;
  for (let i = 0; i < RSID.length; i++) if ((bytes[start + i] & 0xdf) !== RSID[i]) return false;
  return true;
}

const unknownFormat = () =>
  new DnaFileError(
    'DNA_FORMAT_UNKNOWN',
    'This is not a raw DNA data file Kinfolk reads. Upload the file downloaded from 23andMe, AncestryDNA, MyHeritage or FamilyTreeDNA (as it is, or zipped).',
  );

const truncated = () => new DnaFileError('DNA_FILE_TRUNCATED', 'This file ends part-way through: download it again and upload the whole file.');

/** A file on another reference genome than GRCh37. */
export const notGrch37 = (build: ReferenceBuild) =>
  new DnaFileError('DNA_NOT_GRCH37', `This file's positions are on reference genome build ${build}; Kinfolk compares kits on build 37 (GRCh37). Download the build 37 file from the company.`, { build });

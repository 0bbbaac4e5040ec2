import { FlateErrorCode, Gunzip, Unzip, UnzipInflate, type FlateError, type UnzipFile } from 'fflate';
import { DnaFileError } from './dna-file-error.ts';

/** How an uploaded file was packed, told by its first bytes. */
export type DnaFileContainer = 'plain' | 'gzip' | 'zip';

/** What an upload may take, packed and unpacked. */
export interface UnpackLimits {
  /** The most bytes read from the upload (packed or not). */
  maxFileBytes: number;
  /** The most bytes of text a packed file may unpack to. */
  maxTextBytes: number;
  /** Past `ratioCheckAfter` bytes of text, the most it may be times the packed bytes read so far. */
  maxRatio: number;
  ratioCheckAfter: number;
}

/**
 * The defaults: a raw data file is 15–35 MB of text and packs 4 to 8 times smaller (deflate), so
 * 100 MB of text and a ratio of 40 leave room for any real file while a zip bomb (a few kilobytes
 * that unpack to gigabytes, a ratio of up to 1,000) is stopped within its first step.
 */
export const DEFAULT_UNPACK_LIMITS: UnpackLimits = {
  maxFileBytes: 100 * 1024 * 1024,
  maxTextBytes: 100 * 1024 * 1024,
  maxRatio: 40,
  ratioCheckAfter: 4 * 1024 * 1024,
};

// Packed bytes go to the decompressor this many at a time, so one step unpacks to at most about
// 33 MB (deflate expands 1,032 times at most) before the limits are checked again. Smaller steps
// cost fflate time: 8 KB ones take three times as long to unpack a kit as 32 KB ones.
const STEP = 32 * 1024;

// Folders and files that zipping tools add by themselves.
const SYSTEM_ENTRY = /(^|\/)(__MACOSX\/|\.DS_Store$|Thumbs\.db$|desktop\.ini$)|\/$/i;

const MB = 1024 * 1024;

/**
 * Unpacks an upload as it arrives: plain text passes through; gzip (one or more members) and zip
 * (the first file in it that is not a folder or a system file; the others are not unpacked) are
 * inflated with fflate's streaming decoders, each step's output counted against the limits before
 * the next. `text` receives the text in order. After `done`, the data file has ended and nothing
 * more need be read.
 */
export class Unpacker {
  container: DnaFileContainer | null = null;
  /** The data file has been unpacked whole (a zip's entry ended: what follows it is not read). */
  done = false;
  private head: Uint8Array | null = null;
  private packedBytes = 0;
  private textBytes = 0;
  private gunzip: Gunzip | null = null;
  private unzip: Unzip | null = null;
  private entry: UnzipFile | null = null;

  private readonly limits: UnpackLimits;
  private readonly text: (bytes: Uint8Array) => void;

  constructor(limits: UnpackLimits, text: (bytes: Uint8Array) => void) {
    this.limits = limits;
    this.text = text;
  }

  /** Takes the next bytes of the upload. Throws DnaFileError when it is refused. */
  push(chunk: Uint8Array): void {
    if (this.done) return;
    if (!this.container) {
      const head = this.head ? concat(this.head, chunk) : chunk;
      if (head.length < 4) {
        this.head = head;
        return;
      }
      this.head = null;
      this.open(head);
      chunk = head;
    }
    if (this.container === 'plain') {
      this.packedBytes += chunk.length;
      this.emit(chunk);
      return;
    }
    for (let at = 0; at < chunk.length && !this.done; at += STEP) this.step(chunk.subarray(at, at + STEP), false);
  }

  /** The upload has ended: flushes what is left, and refuses a packed file that stops part-way. */
  end(): void {
    if (this.done) return;
    if (!this.container) {
      // Fewer than four bytes: too short for any packing, read as text.
      this.container = 'plain';
      if (this.head) this.emit(this.head);
      this.head = null;
      return;
    }
    if (this.container === 'plain') return;
    this.step(new Uint8Array(0), true);
    if (this.gunzip) this.done = true;
    if (this.container === 'zip' && !this.entry) throw zipInvalid('This zip file holds no file.');
    if (!this.done) throw truncated();
  }

  private open(head: Uint8Array) {
    if (head[0] === 0x1f && head[1] === 0x8b) {
      this.container = 'gzip';
      this.gunzip = new Gunzip((data, final) => {
        this.emit(data);
        if (final) this.done = true;
      });
    } else if (head[0] === 0x50 && head[1] === 0x4b && head[2] === 3 && head[3] === 4) {
      this.container = 'zip';
      const unzip = new Unzip((file) => this.onEntry(file));
      unzip.register(UnzipInflate);
      this.unzip = unzip;
    } else if (head[0] === 0x50 && head[1] === 0x4b && (head[2] === 5 || head[2] === 7)) {
      this.container = 'zip';
      throw zipInvalid('This zip file is empty or split into parts.');
    } else this.container = 'plain';
  }

  private onEntry(file: UnzipFile) {
    if (this.entry || SYSTEM_ENTRY.test(file.name)) return;
    this.entry = file;
    if (file.originalSize !== undefined && file.originalSize > this.limits.maxTextBytes) throw tooLargeUnpacked(this.limits);
    file.ondata = (error, data, final) => {
      if (error) throw unpackError(error);
      this.emit(data);
      if (final) this.done = true;
    };
    file.start();
  }

  private step(bytes: Uint8Array, final: boolean) {
    this.packedBytes += bytes.length;
    try {
      if (this.gunzip) this.gunzip.push(bytes, final);
      else this.unzip!.push(bytes, final);
    } catch (error) {
      // The zip stream ends inside the entry being read.
      if (final && this.entry && !this.done && (error as FlateError).code === FlateErrorCode.InvalidZipData) throw truncated();
      throw unpackError(error);
    }
  }

  private emit(data: Uint8Array) {
    if (data.length === 0) return;
    this.textBytes += data.length;
    const { maxTextBytes, maxRatio, ratioCheckAfter } = this.limits;
    if (this.textBytes > maxTextBytes) throw tooLargeUnpacked(this.limits);
    if (this.container !== 'plain' && this.textBytes > ratioCheckAfter && this.textBytes > maxRatio * this.packedBytes) {
      throw new DnaFileError('DNA_TOO_LARGE', 'This compressed file unpacks to far more than a DNA data file: it is not one.', { ratio: Math.round(this.textBytes / this.packedBytes) });
    }
    this.text(data);
  }
}

function concat(a: Uint8Array, b: Uint8Array): Uint8Array {
  const joined = new Uint8Array(a.length + b.length);
  joined.set(a);
  joined.set(b, a.length);
  return joined;
}

/** fflate's errors as refusals of the file; anything else (ours included) as it is. */
function unpackError(error: unknown): unknown {
  if (error instanceof DnaFileError) return error;
  const code = (error as Partial<FlateError> | null)?.code;
  if (code === FlateErrorCode.UnexpectedEOF) return truncated();
  if (typeof code === 'number') return zipInvalid('This compressed file is damaged and cannot be unpacked.');
  return error;
}

const truncated = () => new DnaFileError('DNA_FILE_TRUNCATED', 'This compressed file ends part-way through: download it again and upload the whole file.');

const zipInvalid = (message: string) => new DnaFileError('DNA_ZIP_INVALID', message);

const tooLargeUnpacked = (limits: UnpackLimits) =>
  new DnaFileError('DNA_TOO_LARGE', `This file unpacks to more than ${Math.round(limits.maxTextBytes / MB)} MB, more than a DNA data file.`, { maxMegabytes: Math.round(limits.maxTextBytes / MB) });

import { constants, crc32, deflateRawSync } from 'node:zlib';
import { Zip, ZipPassThrough } from 'fflate';

/**
 * Compressed files that unpack to far more than they weigh ("zip bombs"), made without deflating
 * all that text: one block of text is deflated once with a full flush (so the piece stands alone)
 * and the piece repeated, then a final empty block. 150 MB of text take about 150 KB.
 */

const MB = 1024 * 1024;
// A final, empty block with fixed codes: it only ends the stream.
const FINAL_EMPTY_BLOCK = Uint8Array.of(0x03, 0x00);

/** A megabyte of `line` repeated (whole lines). */
function block(line: string): Buffer {
  const bytes = Buffer.from(line, 'latin1');
  const out = Buffer.alloc(MB - (MB % bytes.length));
  for (let at = 0; at < out.length; at += bytes.length) bytes.copy(out, at);
  return out;
}

/** `header` then `megabytes` of `line` repeated, deflated (raw): the pieces, and the text's CRC-32 and length. */
function deflatedPieces(header: string, line: string, megabytes: number) {
  const head = Buffer.from(header, 'latin1');
  const body = block(line);
  const headPiece = deflateRawSync(head, { finishFlush: constants.Z_FULL_FLUSH });
  const bodyPiece = deflateRawSync(body, { finishFlush: constants.Z_FULL_FLUSH });
  let crc = crc32(head);
  for (let i = 0; i < megabytes; i++) crc = crc32(body, crc);
  return { head, body, headPiece, bodyPiece, crc: crc >>> 0, length: head.length + body.length * megabytes };
}

/** A gzip file of `header` and then `megabytes` of `line` repeated. */
export function gzipBomb(header: string, line: string, megabytes: number): Uint8Array {
  const { headPiece, bodyPiece, crc, length } = deflatedPieces(header, line, megabytes);
  const gzipHeader = Uint8Array.of(0x1f, 0x8b, 8, 0, 0, 0, 0, 0, 0, 0xff);
  const trailer = Buffer.alloc(8);
  trailer.writeUInt32LE(crc, 0);
  trailer.writeUInt32LE(length % 2 ** 32, 4);
  return Buffer.concat([gzipHeader, headPiece, ...Array.from({ length: megabytes }, () => bodyPiece), FINAL_EMPTY_BLOCK, trailer]);
}

/**
 * fflate's pass-through entry, told its bytes are deflated and given pieces deflated beforehand,
 * while the text itself goes through its CRC and size count: the first push stands for the first
 * piece, every later one for the second.
 */
class PredeflatedEntry extends ZipPassThrough {
  private readonly firstPiece: Uint8Array;
  private readonly nextPiece: Uint8Array;
  private first = true;

  constructor(name: string, firstPiece: Uint8Array, nextPiece: Uint8Array) {
    super(name);
    this.compression = 8;
    this.firstPiece = firstPiece;
    this.nextPiece = nextPiece;
  }

  protected process(_chunk: Uint8Array, final: boolean): void {
    const piece = this.first ? this.firstPiece : this.nextPiece;
    this.first = false;
    this.ondata(null, new Uint8Array(final ? Buffer.concat([piece, FINAL_EMPTY_BLOCK]) : piece), final);
  }
}

/**
 * A zip archive (written by fflate's Zip) holding one file, `name`: `header` and then `megabytes`
 * of `line` repeated, deflated.
 */
export function zipBomb(header: string, line: string, megabytes: number, name = 'genome.txt'): Uint8Array {
  const { head, body, headPiece, bodyPiece } = deflatedPieces(header, line, megabytes);
  const parts: Uint8Array[] = [];
  const zip = new Zip((error, data) => {
    if (error) throw error;
    parts.push(data);
  });
  const entry = new PredeflatedEntry(name, headPiece, bodyPiece);
  zip.add(entry);
  entry.push(head, false);
  for (let i = 0; i < megabytes; i++) entry.push(body, i === megabytes - 1);
  zip.end();
  return Buffer.concat(parts);
}

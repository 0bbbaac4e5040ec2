import { Readable } from 'node:stream';
import zlib from 'node:zlib';
import sharp from 'sharp';

// Files that pretend to be photos or videos, or break their decoders, for the upload tests.

function pngChunk(type: string, data: Buffer) {
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  const body = Buffer.concat([Buffer.from(type, 'latin1'), data]);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(zlib.crc32(body));
  return Buffer.concat([length, body, crc]);
}

/** A PNG whose header declares `side` × `side` pixels (1-bit grey), with the given compressed pixel data, if any. */
export function png(side: number, pixelData?: Buffer) {
  const header = Buffer.alloc(13);
  header.writeUInt32BE(side, 0);
  header.writeUInt32BE(side, 4);
  header[8] = 1; // bit depth
  header[9] = 0; // greyscale
  const chunks = [pngChunk('IHDR', header), ...(pixelData ? [pngChunk('IDAT', pixelData)] : []), pngChunk('IEND', Buffer.alloc(0))];
  return Buffer.concat([Buffer.from('89504e470d0a1a0a', 'hex'), ...chunks]);
}

let bomb: Buffer | undefined;

/** 50,000 rows of 50,000 black pixels: 2.5 gigapixels once decoded, about 300 KB as a file. */
export async function decompressionBomb() {
  if (bomb) return bomb;
  const side = 50_000;
  const rows = Buffer.alloc(1000 * (1 + side / 8)); // each row: filter byte 0, then 6,250 bytes of pixels
  const compressed: Buffer[] = [];
  for await (const chunk of Readable.from(Array.from({ length: side / 1000 }, () => rows)).pipe(zlib.createDeflate({ level: 9 }))) compressed.push(chunk as Buffer);
  return (bomb = png(side, Buffer.concat(compressed)));
}

// SOI, a complete JFIF APP0 segment, and the first four bytes of a quantisation table: 24 bytes.
export const TRUNCATED_JPEG = Buffer.from('ffd8ffe000104a46494600010100000100010000ffdb0043', 'hex');

/** The start of a Windows program: the MZ header pointing at a PE header, then its code. */
export function windowsExecutable() {
  const program = Buffer.alloc(8192, 0x90);
  program.write('MZ', 0, 'latin1');
  program.writeUInt32LE(0x80, 0x3c); // where the PE header is
  program.write('PE\0\0', 0x80, 'latin1');
  program.writeUInt16LE(0x14c, 0x84); // i386
  return program;
}

export const SVG_WITH_SCRIPT = Buffer.from('<?xml version="1.0"?>\n<svg xmlns="http://www.w3.org/2000/svg" width="10" height="10"><script>fetch("/api/auth/user")</script><rect width="10" height="10"/></svg>');

export const HTML_PAGE = Buffer.from('<!DOCTYPE html>\n<html><head><title>Photo</title></head><body><script>fetch("/api/auth/user")</script></body></html>');

/** A real JPEG of 256 × 256 pixels of noise, cut off after 60 % of its bytes: its header whole, its pixels not. */
export async function jpegCutShort() {
  const noise = Buffer.alloc(256 * 256 * 3);
  for (let i = 0; i < noise.length; i++) noise[i] = (i * 7919) % 251;
  const jpeg = await sharp(noise, { raw: { width: 256, height: 256, channels: 3 } }).jpeg({ quality: 90 }).toBuffer();
  return jpeg.subarray(0, Math.floor(jpeg.length * 0.6));
}

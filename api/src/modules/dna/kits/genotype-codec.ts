import { brotliCompressSync, brotliDecompressSync, constants, crc32 } from 'node:zlib';
import { CHROMOSOMES, type ChromosomeCalls, type Genotypes } from '../genetics/genotypes.ts';
import { KitStorageError } from './kit-storage-error.ts';

/**
 * A kit's genotypes as stored: a small header in clear, then the markers, brotli-compressed.
 *
 *   header  "KFGT" · format version (1) · compression (1 = brotli) · body length (u32 LE) · CRC-32 of the body (u32 LE)
 *   body    chromosome count (u8), then for each chromosome, ascending:
 *             chromosome (u8) · marker count (varint) · positions as deltas from the previous one
 *             (the first from 0), varints · the calls, one genotype byte each
 *
 * Deltas between neighbouring markers are a few thousand base pairs, two bytes as varints, and the
 * calls take a handful of values: about 1.5 MB for a 700,000-marker kit before compression.
 */

const MAGIC = Buffer.from('KFGT', 'latin1');
const FORMAT_VERSION = 1;
const BROTLI = 1;
const HEADER_BYTES = MAGIC.length + 2 + 4 + 4;
/** The largest body decoded: far above any kit (a 2,000,000-marker kit is under 10 MB), so a forged length cannot make decoding allocate much. */
const MAX_BODY_BYTES = 64 * 1024 * 1024;

function varintLength(value: number): number {
  let length = 1;
  while (value >= 0x80) {
    value >>>= 7;
    length++;
  }
  return length;
}

/** Encodes a kit's genotypes into the stored form (see the top of this file). */
export function encodeGenotypes(genotypes: Genotypes): Buffer {
  const chromosomes = CHROMOSOMES.filter((c) => genotypes.chromosomes.has(c)).map((c) => [c, genotypes.chromosomes.get(c)!] as const);
  let size = 1;
  for (const [chromosome, { positions, calls }] of chromosomes) {
    if (positions.length !== calls.length) throw new RangeError(`Chromosome ${chromosome} has ${positions.length} positions and ${calls.length} calls.`);
    size += 1 + varintLength(positions.length) + calls.length;
    let previous = 0;
    for (let i = 0; i < positions.length; i++) {
      if (i > 0 && positions[i] <= previous) throw new RangeError(`Chromosome ${chromosome}'s positions do not ascend at marker ${i}.`);
      size += varintLength(positions[i] - previous);
      previous = positions[i];
    }
  }
  const body = Buffer.allocUnsafe(size);
  let at = 0;
  const varint = (value: number) => {
    while (value >= 0x80) {
      body[at++] = (value & 0x7f) | 0x80;
      value >>>= 7;
    }
    body[at++] = value;
  };
  body[at++] = chromosomes.length;
  for (const [chromosome, { positions, calls }] of chromosomes) {
    body[at++] = chromosome;
    varint(positions.length);
    let previous = 0;
    for (let i = 0; i < positions.length; i++) {
      varint(positions[i] - previous);
      previous = positions[i];
    }
    body.set(calls, at);
    at += calls.length;
  }
  const packed = brotliCompressSync(body, {
    params: {
      [constants.BROTLI_PARAM_QUALITY]: 9,
      [constants.BROTLI_PARAM_LGWIN]: 24,
      [constants.BROTLI_PARAM_SIZE_HINT]: body.length,
    },
  });
  const header = Buffer.alloc(HEADER_BYTES);
  MAGIC.copy(header, 0);
  header[4] = FORMAT_VERSION;
  header[5] = BROTLI;
  header.writeUInt32LE(body.length, 6);
  header.writeUInt32LE(crc32(body) >>> 0, 10);
  return Buffer.concat([header, packed]);
}

const corrupt = (why: string) => new KitStorageError('DNA_KIT_CORRUPT', `These are not a stored kit's genotypes: ${why}.`);

/** Decodes stored genotypes (encodeGenotypes' output). Throws KitStorageError (DNA_KIT_CORRUPT) for anything else. */
export function decodeGenotypes(stored: Uint8Array): Genotypes {
  const bytes = Buffer.from(stored.buffer, stored.byteOffset, stored.byteLength);
  if (bytes.length < HEADER_BYTES || !bytes.subarray(0, MAGIC.length).equals(MAGIC)) throw corrupt('they do not start as stored genotypes do');
  if (bytes[4] !== FORMAT_VERSION) throw corrupt(`format version ${bytes[4]} is not one this server reads`);
  if (bytes[5] !== BROTLI) throw corrupt(`compression ${bytes[5]} is unknown`);
  const length = bytes.readUInt32LE(6);
  if (length > MAX_BODY_BYTES) throw corrupt('the length they declare is impossible');
  let body: Buffer;
  try {
    body = brotliDecompressSync(bytes.subarray(HEADER_BYTES), { maxOutputLength: Math.max(length, 1) });
  } catch {
    throw corrupt('they do not decompress');
  }
  if (body.length !== length || crc32(body) >>> 0 !== bytes.readUInt32LE(10)) throw corrupt('their checksum does not match');

  let at = 0;
  const byte = () => {
    if (at >= body.length) throw corrupt('they end early');
    return body[at++];
  };
  const varint = () => {
    let value = 0;
    for (let shift = 0; shift < 35; shift += 7) {
      const b = byte();
      value += (b & 0x7f) * 2 ** shift;
      if (b < 0x80) return value;
    }
    throw corrupt('a number in them is too long');
  };
  const chromosomes = new Map<number, ChromosomeCalls>();
  const count = byte();
  let last = 0;
  for (let k = 0; k < count; k++) {
    const chromosome = byte();
    if (chromosome <= last || chromosome > CHROMOSOMES.length) throw corrupt(`chromosome ${chromosome} is out of place`);
    last = chromosome;
    const markers = varint();
    if (markers > body.length - at) throw corrupt('a chromosome claims more markers than they hold');
    const positions = new Uint32Array(markers);
    let position = 0;
    for (let i = 0; i < markers; i++) {
      const delta = varint();
      if (delta === 0 && i > 0) throw corrupt('a position is listed twice');
      position += delta;
      if (position > 0xffffffff) throw corrupt('a position is out of range');
      positions[i] = position;
    }
    if (at + markers > body.length) throw corrupt('they end early');
    const calls = new Uint8Array(body.subarray(at, at + markers));
    at += markers;
    chromosomes.set(chromosome, { positions, calls });
  }
  if (at !== body.length) throw corrupt('bytes follow the last chromosome');
  return { chromosomes };
}

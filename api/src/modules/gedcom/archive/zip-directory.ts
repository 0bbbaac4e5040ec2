import { GedcomRefusedError } from '../plan/errors.ts';
import { t } from '../../../i18n.ts';

/** A file as the archive's central directory lists it, before anything is unpacked. */
export interface ZipEntry {
  name: string;
  /** 0 stored, 8 deflated. */
  method: number;
  encrypted: boolean;
  crc: number;
  compressedSize: number;
  /** The unpacked size the archive declares (checked again while unpacking). */
  size: number;
  localOffset: number;
}

const EOCD = 0x06054b50;
const EOCD64 = 0x06064b50;
const EOCD64_LOCATOR = 0x07064b50;
const CENTRAL = 0x02014b50;
const LOCAL = 0x04034b50;
const MAX32 = 0xffffffff;

const damaged = (why: string) => new GedcomRefusedError(t('gedcom:zip.damaged', { why }));

/** Whether the bytes start like a ZIP archive (a file entry, or the end record of an empty archive). */
export function isZip(bytes: Uint8Array): boolean {
  return bytes.length >= 4 && bytes[0] === 0x50 && bytes[1] === 0x4b && ((bytes[2] === 3 && bytes[3] === 4) || (bytes[2] === 5 && bytes[3] === 6));
}

/**
 * The central directory's entries. `maxEntries` is checked against the count the end record
 * declares, before a single entry is read.
 */
export function zipDirectory(bytes: Uint8Array, maxEntries: number, tooMany: (count: number) => Error): ZipEntry[] {
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  const end = findEnd(view);
  if (end < 0 || !isZip(bytes)) throw new GedcomRefusedError(t('gedcom:zip.notZip'));
  if (view.getUint16(end + 4, true) !== 0 || view.getUint16(end + 6, true) !== 0) throw new GedcomRefusedError(t('gedcom:zip.split'));
  let count = view.getUint16(end + 10, true);
  let size = view.getUint32(end + 12, true);
  let offset = view.getUint32(end + 16, true);
  if (count === 0xffff || size === MAX32 || offset === MAX32) ({ count, size, offset } = zip64End(view, end));
  if (count > maxEntries) throw tooMany(count);
  if (offset + size > end) throw damaged(t('gedcom:zip.directoryOutside'));

  const entries: ZipEntry[] = [];
  let at = offset;
  for (let i = 0; i < count; i++) {
    if (at + 46 > end || view.getUint32(at, true) !== CENTRAL) throw damaged(t('gedcom:zip.directoryShort'));
    const nameLength = view.getUint16(at + 28, true);
    const extraLength = view.getUint16(at + 30, true);
    const commentLength = view.getUint16(at + 32, true);
    const flags = view.getUint16(at + 8, true);
    const nameBytes = bytes.subarray(at + 46, at + 46 + nameLength);
    const entry: ZipEntry = {
      name: entryName(nameBytes, (flags & 0x800) !== 0),
      method: view.getUint16(at + 10, true),
      encrypted: (flags & 1) !== 0,
      crc: view.getUint32(at + 16, true),
      compressedSize: view.getUint32(at + 20, true),
      size: view.getUint32(at + 24, true),
      localOffset: view.getUint32(at + 42, true),
    };
    readZip64Extra(view, at + 46 + nameLength, extraLength, entry);
    entries.push(entry);
    at += 46 + nameLength + extraLength + commentLength;
  }
  return entries;
}

/** Where an entry's packed bytes are, told by its local header. */
export function entryData(bytes: Uint8Array, entry: ZipEntry): Uint8Array {
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  const at = entry.localOffset;
  if (at + 30 > bytes.length || view.getUint32(at, true) !== LOCAL) throw damaged(t('gedcom:zip.entryMissing', { name: entry.name }));
  const start = at + 30 + view.getUint16(at + 26, true) + view.getUint16(at + 28, true);
  if (start + entry.compressedSize > bytes.length) throw damaged(t('gedcom:zip.entryShort', { name: entry.name }));
  return bytes.subarray(start, start + entry.compressedSize);
}

// The end record is the last 22 bytes, unless an archive comment (at most 65,535 bytes) follows it.
function findEnd(view: DataView): number {
  for (let at = view.byteLength - 22; at >= Math.max(0, view.byteLength - 22 - 0xffff); at--) {
    if (view.getUint32(at, true) === EOCD && at + 22 + view.getUint16(at + 20, true) === view.byteLength) return at;
  }
  return -1;
}

function zip64End(view: DataView, end: number) {
  const locator = end - 20;
  if (locator < 0 || view.getUint32(locator, true) !== EOCD64_LOCATOR) throw damaged(t('gedcom:zip.endIncomplete'));
  const at = big(view, locator + 8);
  if (at + 56 > view.byteLength || view.getUint32(at, true) !== EOCD64) throw damaged(t('gedcom:zip.endIncomplete'));
  return { count: big(view, at + 32), size: big(view, at + 40), offset: big(view, at + 48) };
}

// Sizes and offsets too large for 32 bits are in the ZIP64 extra field, in this order, when marked 0xFFFFFFFF.
function readZip64Extra(view: DataView, start: number, length: number, entry: ZipEntry) {
  for (let at = start; at + 4 <= start + length; ) {
    const id = view.getUint16(at, true);
    const size = view.getUint16(at + 2, true);
    if (id === 0x0001) {
      let field = at + 4;
      for (const key of ['size', 'compressedSize', 'localOffset'] as const) {
        if (entry[key] !== MAX32 || field + 8 > at + 4 + size) continue;
        entry[key] = big(view, field);
        field += 8;
      }
    }
    at += 4 + size;
  }
}

function big(view: DataView, at: number): number {
  if (at + 8 > view.byteLength) throw damaged(t('gedcom:zip.sizeShort'));
  const value = view.getBigUint64(at, true);
  if (value > BigInt(Number.MAX_SAFE_INTEGER)) throw damaged(t('gedcom:zip.sizeLarge'));
  return Number(value);
}

// Names are UTF-8 when the archive says so (and in practice when they decode as UTF-8), else the old DOS code page.
function entryName(bytes: Uint8Array, utf8: boolean): string {
  try {
    return new TextDecoder('utf-8', { fatal: !utf8 }).decode(bytes);
  } catch {
    return new TextDecoder('latin1').decode(bytes);
  }
}

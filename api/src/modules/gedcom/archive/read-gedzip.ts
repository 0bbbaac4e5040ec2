import { crc32 } from 'node:zlib';
import { Inflate } from 'fflate';
import type { ReportLine } from '../gedcom-job.entity.ts';
import { GedcomRefusedError } from '../plan/errors.ts';
import { sizeInWords } from './size-in-words.ts';
import { unsafePathReason } from './media-paths.ts';
import { entryData, zipDirectory, type ZipEntry } from './zip-directory.ts';
import { requestLanguage, t } from '../../../i18n.ts';

export interface GedzipLimits {
  /** Files (and folders) the archive may list. */
  maxEntries: number;
  /** What all of them may unpack to together. */
  maxTotalBytes: number;
  /** What one of them may unpack to. */
  maxEntryBytes: number;
}

export interface Gedzip {
  gedcom: Uint8Array;
  /** The media files by their path in the archive (decoded, as FILE values name them once percent-decoded). */
  media: Map<string, Uint8Array>;
  report: ReportLine[];
}

/** The GEDCOM file of a GEDZIP archive, at its top level. */
export const GEDCOM_ENTRY = 'gedcom.ged';

// Compressed bytes are unpacked this many at a time, so an entry that unpacks to more than it
// declares is caught after at most a few megabytes (DEFLATE expands at most about 1,000 times).
const STEP = 4096;

// Folders and files that zipping tools add by themselves.
const SYSTEM_FILE = /(^|\/)(__MACOSX\/|\.DS_Store$|Thumbs\.db$|desktop\.ini$)/i;

/**
 * Unpacks a GEDCOM 7.0 GEDZIP archive: `gedcom.ged` and the media files beside it. The limits are
 * checked against what the central directory declares before anything is unpacked, and again while
 * unpacking, so an archive that lies about its sizes is refused as soon as it unpacks past them.
 * Refuses (GedcomRefusedError, a plain sentence) anything that is not such an archive, or that
 * names a path outside itself.
 */
export function readGedzip(bytes: Uint8Array, limits: GedzipLimits): Gedzip {
  const counted = new Intl.NumberFormat(requestLanguage());
  const entries = zipDirectory(bytes, limits.maxEntries, (count) => new GedcomRefusedError(t('gedcom:zip.tooManyFiles', { files: counted.format(count), max: counted.format(limits.maxEntries) })));
  checkEntries(entries, limits);
  const gedcomEntry = entries.find((e) => e.name.toLowerCase() === GEDCOM_ENTRY);
  if (!gedcomEntry) throw new GedcomRefusedError(t('gedcom:zip.noGedcom'));

  const media = new Map<string, Uint8Array>();
  const skipped: string[] = [];
  for (const entry of entries) {
    if (entry === gedcomEntry || entry.name.endsWith('/')) continue;
    if (SYSTEM_FILE.test(entry.name)) skipped.push(entry.name);
    else media.set(entry.name, unpack(bytes, entry));
  }
  const report: ReportLine[] = skipped.length ? [{ line: null, message: t('gedcom:zip.skipped', { count: skipped.length, example: skipped[0] }) }] : [];
  return { gedcom: unpack(bytes, gedcomEntry), media, report };
}

function checkEntries(entries: ZipEntry[], limits: GedzipLimits) {
  const names = new Set<string>();
  let total = 0;
  for (const entry of entries) {
    const unsafe = unsafePathReason(entry.name);
    if (unsafe) throw new GedcomRefusedError(t('gedcom:zip.unsafe', { name: entry.name, why: unsafe }));
    if (names.has(entry.name)) throw new GedcomRefusedError(t('gedcom:zip.twice', { name: entry.name }));
    names.add(entry.name);
    if (entry.name.endsWith('/')) continue;
    if (entry.encrypted) throw new GedcomRefusedError(t('gedcom:zip.password', { name: entry.name }));
    if (entry.method !== 0 && entry.method !== 8) throw new GedcomRefusedError(t('gedcom:zip.method', { name: entry.name, method: entry.method }));
    if (entry.size > limits.maxEntryBytes) throw new GedcomRefusedError(t('gedcom:zip.entryTooLarge', { name: entry.name, size: sizeInWords(entry.size), max: sizeInWords(limits.maxEntryBytes) }));
    total += entry.size;
    if (total > limits.maxTotalBytes) throw new GedcomRefusedError(t('gedcom:zip.tooLarge', { max: sizeInWords(limits.maxTotalBytes) }));
  }
}

/** An entry's bytes, never more than it declares (already checked against the limits). */
function unpack(bytes: Uint8Array, entry: ZipEntry): Uint8Array {
  const packed = entryData(bytes, entry);
  const lying = () => new GedcomRefusedError(t('gedcom:zip.lying', { name: entry.name }));
  let data: Uint8Array;
  if (entry.method === 0) {
    if (packed.length !== entry.size) throw lying();
    data = packed;
  } else {
    data = new Uint8Array(entry.size);
    let filled = 0;
    const inflater = new Inflate((chunk) => {
      if (filled + chunk.length > data.length) throw lying();
      data.set(chunk, filled);
      filled += chunk.length;
    });
    try {
      for (let at = 0; at < packed.length || at === 0; at += STEP) inflater.push(packed.subarray(at, at + STEP), at + STEP >= packed.length);
    } catch (error) {
      if (error instanceof GedcomRefusedError) throw error;
      throw new GedcomRefusedError(t('gedcom:zip.cannotUnpack', { name: entry.name }));
    }
    if (filled !== data.length) throw new GedcomRefusedError(t('gedcom:zip.shorter', { name: entry.name }));
  }
  if (crc32(data) >>> 0 !== entry.crc) throw new GedcomRefusedError(t('gedcom:zip.checksum', { name: entry.name }));
  return data;
}

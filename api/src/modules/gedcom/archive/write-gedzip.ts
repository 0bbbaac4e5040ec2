import { Zip, ZipDeflate, ZipPassThrough } from 'fflate';
import { GEDCOM_ENTRY } from './read-gedzip.ts';
import { unsafePathReason } from './media-paths.ts';

/** A media file to put into an archive: its path there (as its FILE value names it, decoded) and how to read it. */
export interface ArchiveMedia {
  path: string;
  read: () => Promise<Uint8Array>;
}

// The GEDCOM text is packed this many characters at a time, so it is never held twice in full.
const TEXT_STEP = 1 << 20;

/**
 * Writes a GEDZIP archive to `sink` as it is made: `gedcom.ged` (deflated) first, then each media
 * file as it is (photos are compressed already, so packing them again only costs time). One file is
 * read at a time and each chunk waits for `sink`, so memory holds one photo at most. A path given
 * twice is written once.
 */
export async function writeGedzip(gedcomText: string, media: ArchiveMedia[], sink: (chunk: Uint8Array) => Promise<void>): Promise<void> {
  const pending: Uint8Array[] = [];
  let failure: Error | null = null;
  const zip = new Zip((error, chunk) => {
    if (error) failure = error;
    else pending.push(chunk);
  });
  const flush = async () => {
    if (failure) throw failure;
    while (pending.length) await sink(pending.shift()!);
  };

  const gedcom = new ZipDeflate(GEDCOM_ENTRY, { level: 6 });
  zip.add(gedcom);
  const encoder = new TextEncoder();
  for (let at = 0; ; ) {
    let end = Math.min(at + TEXT_STEP, gedcomText.length);
    // Never split a character written as two UTF-16 units.
    if (end < gedcomText.length && isHighSurrogate(gedcomText.charCodeAt(end - 1))) end--;
    gedcom.push(encoder.encode(gedcomText.slice(at, end)), end === gedcomText.length);
    await flush();
    if ((at = end) === gedcomText.length) break;
  }

  const written = new Set<string>([GEDCOM_ENTRY]);
  for (const file of media) {
    const unsafe = unsafePathReason(file.path);
    if (unsafe || file.path === '' || file.path.endsWith('/')) throw new Error(`Media path ${JSON.stringify(file.path)} cannot go into an archive: it ${unsafe ?? 'is not a file name'}.`);
    if (written.has(file.path)) continue;
    written.add(file.path);
    const bytes = await file.read();
    const entry = new ZipPassThrough(file.path);
    zip.add(entry);
    entry.push(bytes, true);
    await flush();
  }
  zip.end();
  await flush();
}

const isHighSurrogate = (code: number) => code >= 0xd800 && code <= 0xdbff;

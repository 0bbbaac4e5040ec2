import { AppError } from '../../../errors.ts';
import { discardFile, storeImage } from '../../files/index.ts';
import type { ServiceContext } from '../../service-context.ts';
import type { User } from '../../users/index.ts';
import type { ReportLine } from '../gedcom-job.entity.ts';
import type { PlannedPerson } from '../plan/types.ts';
import { archivePathOf } from './media-paths.ts';
import { t } from '../../../i18n.ts';

export interface ImportedPhotos {
  /** FILE value as written → the stored key a member's `profilePicture` takes. */
  photos: Map<string, string>;
  report: ReportLine[];
}

// Photos are decoded off the main thread; a few at once keeps the cores busy without piling up memory.
const AT_ONCE = 4;

/**
 * Stores the people's photos found in an archive as member photos, exactly as a photo uploaded for
 * a member is stored (decoded and checked by content, size-limited, re-encoded without metadata).
 * Each FILE is stored once however many people show it. A photo missing from the archive, or one
 * that is not a picture Kinfolk shows, is skipped with a report line.
 *
 * The files' rows are staged in `sc.em`: they are saved with the import's transaction. If that
 * fails, `discardPhotos` removes the stored files again.
 */
export async function importPhotos(sc: ServiceContext, owner: User, media: Map<string, Uint8Array>, people: Pick<PlannedPerson, 'photo' | 'line'>[]): Promise<ImportedPhotos> {
  const wanted = new Map<string, number>();
  for (const person of people) if (person.photo && !wanted.has(person.photo)) wanted.set(person.photo, person.line);
  const photos = new Map<string, string>();
  const report: ReportLine[] = [];
  const finder = mediaFinder(media);
  const queue = [...wanted];
  const worker = async () => {
    for (let next = queue.shift(); next; next = queue.shift()) {
      const [file, line] = next;
      const found = finder(file);
      if (!found) {
        report.push({ line, message: t('gedcom:photo.missing', { file }) });
        continue;
      }
      try {
        const stored = await storeImage(sc, owner, { filename: found.name, bytes: Buffer.from(found.bytes.buffer, found.bytes.byteOffset, found.bytes.byteLength) }, 'member-photo', 'photo');
        photos.set(file, stored.key);
      } catch (error) {
        if (!(error instanceof AppError)) throw error;
        report.push({ line, message: t('gedcom:photo.notUsed', { file, why: error.message }) });
      }
    }
  };
  try {
    await Promise.all(Array.from({ length: AT_ONCE }, worker));
  } catch (error) {
    await discardPhotos(sc, photos);
    throw error;
  }
  report.sort((a, b) => (a.line ?? 0) - (b.line ?? 0));
  return { photos, report };
}

/** Removes the stored files of photos whose import did not go through. */
export async function discardPhotos(sc: ServiceContext, photos: Map<string, string>): Promise<void> {
  for (const key of photos.values()) await discardFile(sc, key);
}

/**
 * Finds the archive file a FILE value names: its decoded path, the value as written (older files do
 * not encode names), or else — for files that name a path on their maker's disk, such as
 * `C:\Photos\anna.jpg` — the one archive file with that name, ignoring case.
 */
function mediaFinder(media: Map<string, Uint8Array>) {
  const byName = new Map<string, string | null>();
  for (const path of media.keys()) {
    const name = baseName(path).toLowerCase();
    byName.set(name, byName.has(name) ? null : path);
  }
  return (file: string): { name: string; bytes: Uint8Array } | null => {
    const path = archivePathOf(file);
    for (const candidate of [path, file, file.replace(/\\/g, '/')]) {
      if (candidate && media.has(candidate)) return { name: baseName(candidate), bytes: media.get(candidate)! };
    }
    const only = byName.get(baseName(path ?? file.replace(/\\/g, '/')).toLowerCase());
    return only ? { name: baseName(only), bytes: media.get(only)! } : null;
  };
}

const baseName = (path: string) => path.slice(path.lastIndexOf('/') + 1);

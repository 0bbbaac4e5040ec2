import type { Config } from '../../../config.ts';
import { storageOf } from '../../files/index.ts';
import type { ArchiveMedia } from './write-gedzip.ts';

/** A member's photo as an export archive holds it. */
export interface ExportedPhoto extends ArchiveMedia {
  memberId: string;
  /** The photo's type, for the FORM of its OBJE (`jpg`, `png`, `gif`, `webp`). */
  form: string;
}

const FORMS: Record<string, string> = { jpg: 'jpg', jpeg: 'jpg', png: 'png', gif: 'gif', webp: 'webp' };

// Storage is asked about this many photos at once (a bucket answers each over the network).
const AT_ONCE = 16;

/**
 * Which stored photos go into an export archive and the path each gets there
 * (`media/<member id>.<type>`, which needs no percent-encoding as a FILE value). Only the members
 * passed are considered, so the caller leaves out those whose photo the viewer may not see. A photo
 * whose file is gone from storage is left out rather than failing the export; each is read through
 * storage only when the archive is written.
 */
export async function mediaForExport(config: Config, members: { id: string; profilePicture: string | null }[]): Promise<ExportedPhoto[]> {
  const storage = storageOf(config);
  const candidates = members.flatMap((m) => {
    const extension = m.profilePicture?.slice(m.profilePicture.lastIndexOf('.') + 1).toLowerCase() ?? '';
    return m.profilePicture && FORMS[extension] ? [{ memberId: m.id, key: m.profilePicture, form: FORMS[extension] }] : [];
  });
  const present = new Array<boolean>(candidates.length);
  let next = 0;
  const worker = async () => {
    for (let i = next++; i < candidates.length; i = next++) present[i] = (await storage.stat(candidates[i].key)) !== null;
  };
  await Promise.all(Array.from({ length: AT_ONCE }, worker));
  return candidates
    .filter((_, i) => present[i])
    .map(({ memberId, key, form }) => ({
      memberId,
      form,
      path: `media/${memberId}.${form}`,
      read: async () => {
        const chunks: Buffer[] = [];
        for await (const chunk of await storage.read(key)) chunks.push(chunk as Buffer);
        return Buffer.concat(chunks);
      },
    }));
}

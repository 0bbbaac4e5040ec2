import { invalid } from '../../errors.ts';
import { t } from '../../i18n.ts';
import type { ObjectStorage } from '../../storage/index.ts';

export interface VideoFacts {
  durationSeconds: number | null;
}

const readRange = async (storage: ObjectStorage, key: string, start: number, length: number): Promise<Buffer> => {
  const chunks: Buffer[] = [];
  for await (const chunk of await storage.read(key, { start, end: start + length - 1 })) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks);
};

/**
 * Checks a stored MP4 or QuickTime video by walking its top-level boxes (a few small range reads,
 * however large the file): it must hold a movie header (`moov`), else it was cut short or is not a
 * playable video. Reads the length from `mvhd`. WebM is taken as its header says (checked on upload).
 */
export async function checkStoredVideo(storage: ObjectStorage, key: string, mimeType: string, size: number, field: string): Promise<VideoFacts> {
  if (mimeType === 'video/webm') return { durationSeconds: null };
  const refuse = () => invalid(t('files:damagedVideo'), { [field]: t('files:field.damagedVideo') });
  let offset = 0;
  for (let boxes = 0; offset + 8 <= size && boxes < 10_000; boxes++) {
    const head = await readRange(storage, key, offset, Math.min(16, size - offset));
    let length = head.readUInt32BE(0);
    const type = head.toString('latin1', 4, 8);
    if (length === 1) length = Number(head.readBigUInt64BE(8));
    else if (length === 0) length = size - offset;
    if (length < 8) throw refuse();
    if (type === 'moov') return { durationSeconds: await movieLength(storage, key, offset, Math.min(length, size - offset)) };
    offset += length;
  }
  throw refuse();
}

/** The length in the movie header, found among the first boxes inside `moov`. */
async function movieLength(storage: ObjectStorage, key: string, moovAt: number, moovLength: number): Promise<number | null> {
  const moov = await readRange(storage, key, moovAt, Math.min(moovLength, 64 * 1024));
  for (let at = 8; at + 8 <= moov.length; ) {
    const length = moov.readUInt32BE(at);
    if (moov.toString('latin1', at + 4, at + 8) === 'mvhd') {
      const version = moov[at + 8];
      const scale = version === 1 ? moov.readUInt32BE(at + 28) : moov.readUInt32BE(at + 20);
      const duration = version === 1 ? Number(moov.readBigUInt64BE(at + 32)) : moov.readUInt32BE(at + 24);
      return scale > 0 ? Math.round((duration / scale) * 1000) / 1000 : null;
    }
    if (length < 8) break;
    at += length;
  }
  return null;
}

import type { EntityManager } from '@mikro-orm/postgresql';
import sharp from 'sharp';
import type { Config } from '../../config.ts';
import type { ObjectStorage } from '../../storage/index.ts';
import { storageOf } from './storage-of.ts';
import { StoredFile, type FileVariant } from './stored-file.entity.ts';

/** The pictures made of every memory: a small one for the grid, a large one for the viewer. */
const WIDTHS: Record<'w400' | 'w1600', number> = { w400: 400, w1600: 1600 };

/** The job that makes them, by name; its payload is `{ fileId }`. */
export const MAKE_DERIVATIVES = 'make-derivatives';

/**
 * Makes the WebP pictures of a memory's file (of a photo itself, of a video its poster): turned
 * upright, without metadata (no location), never wider than the original. Each is stored and its
 * row written; pictures already made are skipped, so a retried job finishes what a failed one began.
 * A file gone meanwhile (deleted) is nothing to do.
 */
export async function makeDerivatives(config: Config, em: EntityManager, fileId: string): Promise<void> {
  const file = await em.findOne(StoredFile, { id: fileId, status: 'ready' });
  if (!file) return;
  const storage = storageOf(config);
  const existing = await em.find(StoredFile, { parent: file });
  const made = new Set(existing.filter((d) => d.status === 'ready').map((d) => d.variant));
  const poster = existing.find((d) => d.variant === 'poster' && d.status === 'ready');
  const source = file.mimeType.startsWith('image/') ? file : poster;
  if (!source) return;
  for (const variant of ['w400', 'w1600'] as const) {
    if (made.has(variant)) continue;
    await makeOne(em, storage, file, source, variant, config.media.maxImagePixels);
  }
}

async function makeOne(em: EntityManager, storage: ObjectStorage, file: StoredFile, source: StoredFile, variant: FileVariant & keyof typeof WIDTHS, maxPixels: number) {
  const key = `${file.key}.${variant}.webp`;
  // The row first, as for every stored object (see media-intake.ts).
  await em.upsert(StoredFile, { key, owner: file.owner, purpose: 'derivative', status: 'uploading', mimeType: 'image/webp', size: 0, parent: file, variant }, { onConflictFields: ['key'] });
  const picture = (await storage.read(source.key)).pipe(
    sharp({ limitInputPixels: maxPixels, failOn: 'none' }).rotate().resize({ width: WIDTHS[variant], withoutEnlargement: true }).webp({ quality: 80 }),
  );
  const { size } = await storage.write(key, picture, { contentType: 'image/webp' });
  const { width, height } = await sharp(await readAll(await storage.read(key))).metadata();
  await em.nativeUpdate(StoredFile, { key }, { status: 'ready', size, width, height });
}

async function readAll(stream: NodeJS.ReadableStream): Promise<Buffer> {
  const chunks: Buffer[] = [];
  for await (const chunk of stream) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks);
}

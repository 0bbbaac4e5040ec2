import { randomUUID } from 'node:crypto';
import { mkdir, unlink, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { Readable } from 'node:stream';
import { fileTypeFromBuffer } from 'file-type';
import { invalid, notFound } from '../../errors.ts';
import { authorize } from '../../policies/authorize.ts';
import type { ServiceContext } from '../service-context.ts';
import type { User } from '../users/user.entity.ts';
import { StoredFile, type FilePurpose } from './stored-file.entity.ts';

/** A file as it arrives, from a GraphQL Upload or a REST multipart body. */
export interface IncomingFile {
  filename: string;
  createReadStream(): Readable;
}

const IMAGE_TYPES = new Set(['image/jpeg', 'image/png', 'image/gif', 'image/webp']);

/**
 * Reads an uploaded image, checks by its content (not its name or declared type) that it is an
 * image within the size limit, writes it below the upload folder and stages its row in `em`.
 * The caller flushes; if that fails it calls `discardFile` so nothing is left behind.
 */
export async function storeImage(sc: ServiceContext, owner: User, file: IncomingFile, purpose: FilePurpose, field: string): Promise<StoredFile> {
  const max = sc.config.maxUploadBytes;
  const tooLarge = `The file is larger than ${Math.round(max / 1024 / 1024)} MB.`;
  const buffer = await readAll(file.createReadStream(), max).catch((error: Error) => {
    throw invalid(error.message === 'too large' ? tooLarge : 'The file could not be read.', { [field]: tooLarge });
  });
  const type = await fileTypeFromBuffer(buffer);
  if (!type || !IMAGE_TYPES.has(type.mime)) {
    const message = 'Please select an image (JPEG, PNG, GIF or WebP).';
    throw invalid(message, { [field]: message });
  }
  const key = `${purpose}/${randomUUID()}.${type.ext}`;
  const target = path.join(sc.config.uploadsDir, key);
  await mkdir(path.dirname(target), { recursive: true });
  await writeFile(target, buffer);
  return sc.em.create(StoredFile, { key, owner, purpose, mimeType: type.mime, size: buffer.length });
}

/**
 * Stages a change of photo (a new file, or removal) for an entity whose photo key is `currentKey`.
 * Returns the key to set and `save`, which flushes everything staged in one transaction: a new file
 * is removed again if that fails, and a replaced one once it succeeded — nothing is left half-saved.
 */
export async function stagePhoto(sc: ServiceContext, owner: User, currentKey: string | null | undefined, change: { file?: IncomingFile | null; remove?: boolean | null }, purpose: FilePurpose, field: string) {
  const newKey = change.file ? (await storeImage(sc, owner, change.file, purpose, field)).key : null;
  const key = newKey ?? (change.remove ? null : (currentKey ?? null));
  const replaced = currentKey && currentKey !== key ? currentKey : null;
  return {
    key,
    async save() {
      if (replaced) await removeStoredFile(sc, replaced);
      try {
        await sc.em.flush();
      } catch (error) {
        if (newKey) await discardFile(sc, newKey);
        throw error;
      }
      if (replaced) await discardFile(sc, replaced);
    },
  };
}

/** Removes a file from disk (after a failed save, or once its row is gone). */
export async function discardFile(sc: ServiceContext, key: string) {
  await unlink(path.join(sc.config.uploadsDir, key)).catch(() => {});
}

/** Stages the removal of a stored file's row; call `discardFile` after the flush. */
export async function removeStoredFile(sc: ServiceContext, key: string) {
  const file = await sc.em.findOne(StoredFile, { key });
  if (file) sc.em.remove(file);
}

/** A file the viewer may read, with where it lies on disk. */
export async function openFile(sc: ServiceContext, key: string) {
  const file = await sc.em.findOne(StoredFile, { key });
  if (!file) throw notFound('File');
  authorize(sc.viewer, 'read', 'StoredFile', file);
  return { path: path.join(sc.config.uploadsDir, file.key), mimeType: file.mimeType, size: file.size };
}

async function readAll(stream: Readable, max: number): Promise<Buffer> {
  const chunks: Buffer[] = [];
  let total = 0;
  for await (const chunk of stream) {
    total += (chunk as Buffer).length;
    if (total > max) {
      stream.destroy();
      throw new Error('too large');
    }
    chunks.push(chunk as Buffer);
  }
  return Buffer.concat(chunks);
}

import { randomUUID } from 'node:crypto';
import { Readable } from 'node:stream';
import { forbidden, notFound } from '../../errors.ts';
import { t } from '../../i18n.ts';
import { can, requireViewer } from '../../policies/authorize.ts';
import type { ServiceContext } from '../service-context.ts';
import type { User } from '../users/user.entity.ts';
import { checkDocument, DOCUMENT_TYPE } from './document-check.ts';
import { checkImage } from './image-check.ts';
import { seenThroughOwner } from './seen-through.repository.ts';
import { StoredFile, type FilePurpose } from './stored-file.entity.ts';
import { storageOf } from './storage-of.ts';

/** A file as it arrived, read in full (within the upload limit) from a GraphQL Upload or a REST multipart body. */
export interface IncomingFile {
  filename: string;
  bytes: Buffer;
}

/**
 * Checks an uploaded image by decoding it (see checkImage), writes its re-encoded copy below the
 * upload folder and stages its row in `em`. A refused file leaves nothing behind. The caller
 * flushes; if that fails it calls `discardFile`.
 */
export async function storeImage(sc: ServiceContext, owner: User, file: IncomingFile, purpose: FilePurpose, field: string): Promise<StoredFile> {
  const image = await checkImage(file.bytes, field, sc.config.maxUploadBytes);
  const key = `${purpose}/${randomUUID()}.${image.extension}`;
  await storageOf(sc.config).write(key, Readable.from([image.bytes]), { contentType: image.mimeType });
  return sc.em.create(StoredFile, { key, owner, purpose, mimeType: image.mimeType, size: image.bytes.length });
}

/**
 * Checks an uploaded document (a PDF, see checkDocument), writes it below the upload folder as sent
 * and stages its row in `em`. A refused file leaves nothing behind. The caller flushes; if that
 * fails it calls `discardFile`.
 */
export async function storeDocument(sc: ServiceContext, owner: User, file: IncomingFile, purpose: FilePurpose, field: string): Promise<StoredFile> {
  await checkDocument(file.bytes, field, sc.config.maxUploadBytes);
  const key = `${purpose}/${randomUUID()}.pdf`;
  await storageOf(sc.config).write(key, Readable.from([file.bytes]), { contentType: DOCUMENT_TYPE });
  return sc.em.create(StoredFile, { key, owner, purpose, mimeType: DOCUMENT_TYPE, size: file.bytes.length });
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

/** Removes a file from storage (after a failed save, or once its row is gone). */
export async function discardFile(sc: ServiceContext, key: string) {
  await storageOf(sc.config).remove(key).catch(() => {});
}

/** Stages the removal of a stored file's row; call `discardFile` after the flush. */
export async function removeStoredFile(sc: ServiceContext, key: string) {
  const file = await sc.em.findOne(StoredFile, { key });
  if (file) sc.em.remove(file);
}

/**
 * A stored file the viewer may read. A photo of someone the viewer does not see is as missing as the
 * person is (NOT_FOUND); a memory's file is refused outright (FORBIDDEN) to a signed-in user outside
 * its circle, as is a voice message's recording to anyone but its sender and recipients. Files still
 * uploading or being removed are not there.
 */
export async function openFile(sc: ServiceContext, key: string): Promise<StoredFile> {
  const viewer = requireViewer(sc.viewer);
  const file = await sc.em.findOne(StoredFile, { key, status: 'ready' }, { populate: ['parent'] });
  if (!file) throw notFound('File');
  // A derived picture is read as the file it was made from.
  const source = file.parent ?? file;
  // What the file belongs to is looked at only when the policy does not allow the read without it.
  const readable = (seenThrough: boolean) => can(sc, 'read', 'StoredFile', { file: source, seenThrough });
  if (!readable(false) && !readable(await seenThroughOwner(sc.em, source.id, viewer.id))) {
    if (source.purpose === 'voice-message') throw forbidden(t('files:voiceForRecipients'));
    throw source.purpose === 'memory' ? forbidden(t('files:memoryForCircle')) : notFound('File');
  }
  return file;
}

import { randomUUID } from 'node:crypto';
import { pipeline } from 'node:stream/promises';
import type { Readable } from 'node:stream';
import { AppError, invalid } from '../../errors.ts';
import { t } from '../../i18n.ts';
import type { ServiceContext } from '../service-context.ts';
import type { User } from '../users/user.entity.ts';
import { sniffingLimit } from './sniffing-limit.ts';
import { checkStoredImage, stripStoredImage } from './stored-image-check.ts';
import { checkStoredVideo } from './video-facts.ts';
import { storageOf } from './storage-of.ts';
import { StoredFile, type FilePurpose, type FileVariant } from './stored-file.entity.ts';
import type { MediaKind } from './media-types.ts';

/** A file as it arrives: its bytes as a stream (a GraphQL Upload's or a multipart part's). */
export interface MediaSource {
  filename: string;
  stream: Readable;
}

/** A received file, stored and checked, whose row says "uploading" until the caller's change commits it (see markReady). */
export interface ReceivedMedia {
  file: StoredFile;
  kind: MediaKind;
}

interface IntakeOptions {
  purpose: FilePurpose;
  field: string;
  accept?: MediaKind[];
  /** For a derived file (a video's poster): the file it belongs to and what it is. */
  parent?: { file: StoredFile; variant: FileVariant };
}

/** While a file streams in, its row is touched this often, so the clean-up job can tell it from an abandoned one. */
const HEARTBEAT_MS = 20_000;

/**
 * Receives a photo or video without holding it in memory: its row is written first (status
 * "uploading", committed at once, so no stored object is ever without a row), the bytes stream to
 * storage through the sniffing limit (the type from its content, the limit of its kind enforced as
 * it arrives), then the stored file is checked (a photo's header read, then the photo decoded as it
 * is written again without its metadata, so no location is ever served and a damaged one is
 * refused; a video's structure read). Anything
 * refused or broken removes the object and the row before the error is passed on; a crash leaves a
 * row the clean-up job finishes off.
 */
export async function receiveMedia(sc: ServiceContext, owner: User, source: MediaSource, options: IntakeOptions): Promise<ReceivedMedia> {
  const storage = storageOf(sc.config);
  const { media } = sc.config;
  const em = sc.em.fork();
  const key = options.parent ? `${options.parent.file.key}.${options.parent.variant}` : `${options.purpose === 'memory' ? 'memories' : options.purpose}/${randomUUID()}`;
  const file = em.create(StoredFile, {
    key,
    owner,
    purpose: options.purpose,
    status: 'uploading',
    mimeType: 'application/octet-stream',
    size: 0,
    parent: options.parent?.file,
    variant: options.parent?.variant,
  });
  await em.flush();
  const heartbeat = setInterval(() => void em.nativeUpdate(StoredFile, { id: file.id }, { updatedAt: new Date() }).catch(() => {}), HEARTBEAT_MS);
  heartbeat.unref();
  try {
    const limit = sniffingLimit({ image: media.maxImageBytes, video: media.maxVideoBytes }, options.field, options.accept);
    const arriving = pipeline(source.stream, limit.stream);
    const type = await Promise.race([limit.sniffed, arriving.then(() => limit.sniffed)]);
    // Both settle before anything is decided: a refused upload's half-written object is gone first.
    const [written, arrived] = await Promise.allSettled([storage.write(key, limit.stream, { contentType: type.mimeType }), arriving]);
    // A store that failed (unreachable, full) says so, rather than the upload it cut short.
    if (written.status === 'rejected' && written.reason instanceof AppError) throw written.reason;
    if (arrived.status === 'rejected') throw arrived.reason;
    if (written.status === 'rejected') throw written.reason;
    const { size } = written.value;
    Object.assign(file, { mimeType: type.mimeType, size });
    if (type.kind === 'image') {
      Object.assign(file, await checkStoredImage(storage, key, media.maxImagePixels, options.field));
      file.size = await stripStoredImage(storage, key, type.mimeType, media.maxImagePixels, options.field);
    } else Object.assign(file, await checkStoredVideo(storage, key, type.mimeType, size, options.field));
    return { file, kind: type.kind };
  } catch (error) {
    await discardMedia(sc, file);
    throw error instanceof AppError ? error : invalid(t('files:interrupted'), { [options.field]: t('files:field.interrupted') });
  } finally {
    clearInterval(heartbeat);
  }
}

/** Marks a received file ready, in the caller's transaction (with the change that keeps it). */
export async function markReady(em: ServiceContext['em'], file: StoredFile): Promise<void> {
  const { mimeType, size, width, height, durationSeconds, peaks } = file;
  await em.nativeUpdate(StoredFile, { id: file.id }, { status: 'ready', mimeType, size, width, height, durationSeconds, peaks });
}

/** Removes a received file that will not be kept: its object, then its row. */
export async function discardMedia(sc: ServiceContext, file: StoredFile): Promise<void> {
  await storageOf(sc.config).remove(file.key).catch(() => {});
  await sc.em.fork().nativeDelete(StoredFile, { id: file.id }).catch(() => {});
}

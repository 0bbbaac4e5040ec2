import { randomUUID } from 'node:crypto';
import { Transform, type Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import type { Config } from '../../config.ts';
import { AppError, invalid, tooLarge } from '../../errors.ts';
import { storageOf } from '../files/index.ts';
import { sizeInWords } from './archive/size-in-words.ts';
import { t } from '../../i18n.ts';

/** A file as it arrives (a GraphQL Upload's or a multipart part's stream). */
export interface GedcomSource {
  filename: string;
  stream: Readable;
}

/** An uploaded GEDCOM file or GEDZIP archive, kept in storage until its job ends. */
export interface ReceivedGedcom {
  key: string;
  bytes: number;
}

/** The sentence for a file over the limit. */
export const tooLargeMessage = (maxBytes: number) => t('gedcom:upload.tooLarge', { size: sizeInWords(maxBytes) });

/** Counts the bytes going through, refusing the first one over `maxBytes`. */
function byteLimit(maxBytes: number, field: string) {
  let seen = 0;
  return new Transform({
    transform(chunk: Buffer, _encoding, done) {
      seen += chunk.length;
      if (seen > maxBytes) done(tooLarge(tooLargeMessage(maxBytes), { [field]: t('gedcom:upload.tooLargeField') }));
      else done(null, chunk);
    },
  });
}

/**
 * Streams an uploaded file to storage (never whole in memory), at most the configured size; a
 * refused or broken upload leaves nothing behind.
 */
export async function receiveGedcom(config: Config, source: GedcomSource, field = 'file'): Promise<ReceivedGedcom> {
  const storage = storageOf(config);
  const key = `gedcom/imports/${randomUUID()}`;
  const limit = byteLimit(config.gedcomMaxBytes, field);
  try {
    // Both settle before anything is decided: a refused upload's half-written object is gone first.
    const [written, arrived] = await Promise.allSettled([storage.write(key, limit, { contentType: 'application/octet-stream' }), pipeline(source.stream, limit)]);
    // A store that failed (unreachable, full) says so, rather than the upload it cut short.
    if (written.status === 'rejected' && written.reason instanceof AppError) throw written.reason;
    if (arrived.status === 'rejected') throw arrived.reason;
    if (written.status === 'rejected') throw written.reason;
    if ((source.stream as { truncated?: boolean }).truncated) throw tooLarge(tooLargeMessage(config.gedcomMaxBytes), { [field]: t('gedcom:upload.tooLargeField') });
    if (written.value.size === 0) throw invalid(t('gedcom:upload.empty'), { [field]: t('gedcom:upload.emptyField') });
    return { key, bytes: written.value.size };
  } catch (error) {
    source.stream.destroy();
    await storage.remove(key).catch(() => {});
    throw error instanceof AppError ? error : invalid(t('gedcom:upload.interrupted'), { [field]: t('gedcom:upload.interruptedField') });
  }
}

/** A stored file's bytes, whole (the reader needs them all). */
export async function readStored(config: Config, key: string): Promise<Uint8Array> {
  const chunks: Buffer[] = [];
  for await (const chunk of await storageOf(config).read(key)) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks);
}

/** Removes a stored file; a missing one is no problem. */
export async function removeStored(config: Config, key: string | null | undefined): Promise<void> {
  if (key) await storageOf(config).remove(key).catch(() => {});
}

import type { FileUpload } from 'graphql-upload-minimal';
import { tooLarge } from '../../errors.ts';
import { t } from '../../i18n.ts';
import type { IncomingFile } from './file.service.ts';
import type { MediaSource } from './media-intake.ts';
import { uploadRefusal, uploadStream } from './graphql-uploads.ts';

/**
 * Reads a GraphQL `Upload` argument (a profile or member photo) into memory, at most `maxBytes`:
 * reading stops at the first byte over. Null when absent.
 */
export async function upload(value: Promise<FileUpload> | null | undefined, maxBytes: number, field = 'photo'): Promise<IncomingFile | null> {
  if (!value) return null;
  const { filename, stream } = await uploadStream(value, field);
  const chunks: Buffer[] = [];
  let size = 0;
  const overLimit = () => {
    const message = t('files:fileTooLarge', { megabytes: Math.round(maxBytes / 1024 / 1024) });
    return uploadRefusal(tooLarge(message, { [field]: message }));
  };
  try {
    for await (const chunk of stream) {
      size += (chunk as Buffer).length;
      if (size > maxBytes) {
        stream.destroy();
        throw overLimit();
      }
      chunks.push(chunk as Buffer);
    }
  } catch (error) {
    throw uploadRefusal(error, field);
  }
  if ((stream as { truncated?: boolean }).truncated) throw overLimit();
  return { filename, bytes: Buffer.concat(chunks) };
}

/** A GraphQL `Upload` argument as a stream, for a memory's file (see receiveMedia). Null when absent. */
export async function uploadSource(value: Promise<FileUpload> | null | undefined, field: string): Promise<MediaSource | null> {
  return value ? uploadStream(value, field) : null;
}

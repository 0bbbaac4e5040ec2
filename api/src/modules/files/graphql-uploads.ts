import type { ReadStream } from 'node:fs';
import { Readable } from 'node:stream';
import type { Middleware } from 'koa';
import { processRequest, Upload, type FileUpload } from 'graphql-upload-minimal';
import { AppError, invalid, tooLarge } from '../../errors.ts';

/** No operation takes more than one file; two leave room for a profile and a member photo at once. */
const MAX_FILES = 2;

/** A GraphQL upload whose bytes were read in full before the operation ran. */
interface ReadUpload extends FileUpload {
  bytes: Buffer;
}

/**
 * Reads a GraphQL multipart request (the upload specification) before GraphQL runs, every file in
 * full and within `maxFileBytes`. Resolvers then get files that are already here — no operation
 * waits on a stream nobody reads — and a file over the limit (413) or a broken body (400) fails
 * this request alone, with a domain error the error middleware answers in GraphQL's shape.
 */
export function graphqlUploads(maxFileBytes: number): Middleware {
  return async (ctx, next) => {
    if (!ctx.request.is('multipart/form-data')) return next();
    // busboy reports a file that reaches its limit: one byte more tells "too large" from "exactly the maximum".
    const operations = await processRequest(ctx.req, ctx.res, { maxFileSize: maxFileBytes + 1, maxFiles: MAX_FILES }).catch((error: unknown) => {
      throw uploadRefusal(error);
    });
    await readUploads(operations, maxFileBytes);
    (ctx.request as { body?: unknown }).body = operations;
    await next();
  };
}

/** The bytes of a GraphQL `Upload` that graphqlUploads has read. */
export function uploadedBytes(file: FileUpload): Buffer {
  const { bytes } = file as Partial<ReadUpload>;
  if (!bytes) throw new Error('GraphQL uploads must be read by graphqlUploads() before the operation runs.');
  return bytes;
}

/** Reads every file to its end (even after one is refused, so the body is consumed), then reports the first refusal. */
async function readUploads(operations: unknown, maxFileBytes: number) {
  const results = await Promise.allSettled([...uploadsIn(operations)].map(([upload, field]) => readUpload(upload, field, maxFileBytes)));
  const refused = results.find((result) => result.status === 'rejected');
  if (refused) throw uploadRefusal(refused.reason);
}

async function readUpload(upload: Upload, field: string, maxFileBytes: number) {
  const file = await upload.promise;
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of file.createReadStream()) {
    size += (chunk as Buffer).length;
    if (size <= maxFileBytes) chunks.push(chunk as Buffer);
  }
  if (size > maxFileBytes) {
    const message = `The file is larger than ${Math.round(maxFileBytes / 1024 / 1024)} MB.`;
    throw tooLarge(message, { [field]: message });
  }
  const bytes = Buffer.concat(chunks);
  const read: ReadUpload = { ...file, bytes, createReadStream: () => Readable.from([bytes]) as unknown as ReadStream };
  upload.file = read;
  upload.promise = Promise.resolve(read);
}

/** Each Upload placed in the operations, with the name of the variable field it fills (walked without recursion: the JSON may nest deeply). */
function uploadsIn(operations: unknown): Map<Upload, string> {
  const found = new Map<Upload, string>();
  const pending: [unknown, string][] = [[operations, '']];
  for (let next = pending.pop(); next; next = pending.pop()) {
    const [value, field] = next;
    if (value instanceof Upload) found.set(value, field);
    else if (Array.isArray(value)) for (const item of value) pending.push([item, field]);
    else if (value && typeof value === 'object') for (const [key, item] of Object.entries(value)) pending.push([item, key]);
  }
  return found;
}

/** The library's refusals keep their message and status; a body busboy cannot parse is a 400. */
function uploadRefusal(error: unknown): AppError {
  if (error instanceof AppError) return error;
  const { status, message } = error as { status?: number; message?: string };
  if (status === 413 && message) return tooLarge(message);
  if (status === 400 && message) return invalid(message);
  if (status === 499) return invalid('The upload was interrupted before it was complete.');
  return invalid('The multipart body could not be read.');
}

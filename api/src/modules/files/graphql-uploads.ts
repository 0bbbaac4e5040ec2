import type { Middleware } from 'koa';
import { processRequest, Upload, type FileUpload } from 'graphql-upload-minimal';
import { AppError, invalid, tooLarge } from '../../errors.ts';
import { t } from '../../i18n.ts';

/** No operation takes more than two files (a video and its poster; a profile and a member photo). */
const MAX_FILES = 2;

/**
 * Reads a GraphQL multipart request (the upload specification) up to its files, which the
 * operation then reads as streams (a video goes to storage as it arrives, never whole in memory).
 * `maxFileBytes` is the hard ceiling of any one file; each use enforces its own, lower limit as it
 * reads. A broken body is a 400 for this request alone. Files the operation did not read (it was
 * refused first) are dropped and the connection is closed after the answer, so a refused upload is
 * not received to its end.
 */
export function graphqlUploads(maxFileBytes: number): Middleware {
  return async (ctx, next) => {
    if (!ctx.request.is('multipart/form-data')) return next();
    guardParserErrors(ctx.req);
    // busboy reports a file that reaches its limit: one byte more tells "too large" from "exactly the maximum".
    const operations = await processRequest(ctx.req, ctx.res, { maxFileSize: maxFileBytes + 1, maxFiles: MAX_FILES }).catch((error: unknown) => {
      throw uploadRefusal(error);
    });
    (ctx.request as { body?: unknown }).body = operations;
    try {
      await next();
    } finally {
      for (const upload of uploadsIn(operations)) dropUnread(upload);
      if (!ctx.req.readableEnded) ctx.set('Connection', 'close');
    }
  };
}

/**
 * The upload library listens for its parser's first error only; a malformed body can make the
 * parser report a second one, which unheard would stop the process. Whatever the request is piped
 * into also gets a listener that ignores errors (the first is still answered as a 400).
 */
function guardParserErrors(req: NodeJS.ReadableStream) {
  const pipe = req.pipe.bind(req);
  req.pipe = (<T extends NodeJS.WritableStream>(destination: T, options?: { end?: boolean }) => {
    destination.on('error', () => {});
    return pipe(destination, options);
  }) as typeof req.pipe;
}

/** Discards a file the operation never read (its stream is destroyed, its promise settled quietly). */
function dropUnread(upload: Upload) {
  upload.promise.catch(() => {});
  if (!upload.file) return;
  try {
    upload.file.createReadStream().destroy();
  } catch {
    // Read already (or failed): nothing to drop.
  }
}

/** Each Upload placed in the operations (walked without recursion: the JSON may nest deeply). */
function uploadsIn(operations: unknown): Set<Upload> {
  const found = new Set<Upload>();
  const pending: unknown[] = [operations];
  for (let value = pending.pop(); value !== undefined; value = pending.pop()) {
    if (value instanceof Upload) found.add(value);
    else if (Array.isArray(value)) pending.push(...value);
    else if (value && typeof value === 'object') pending.push(...Object.values(value));
  }
  return found;
}

/** A file's stream, refused when the request broke off before the file came. */
export async function uploadStream(value: Promise<FileUpload>, field: string) {
  const file = await value.catch((error: unknown) => {
    throw uploadRefusal(error, field);
  });
  try {
    return { filename: file.filename, stream: file.createReadStream() };
  } catch (error) {
    throw uploadRefusal(error, field);
  }
}

/**
 * An upload's refusal answered with its HTTP status on GraphQL too (Apollo reads `extensions.http`
 * of what a resolver throws), as a broken or oversized body is the request's failure, not a field's.
 */
export function withStatus(error: AppError): AppError {
  return Object.assign(error, { extensions: { http: { status: error.status } } });
}

/** The library's refusals keep their message and status; a body busboy cannot parse is a 400. */
export function uploadRefusal(error: unknown, field?: string): AppError {
  return withStatus(refusal(error, field));
}

function refusal(error: unknown, field?: string): AppError {
  if (error instanceof AppError) return error;
  const { status, message } = error as { status?: number; message?: string };
  const fields = (text: string) => (field ? { [field]: text } : undefined);
  if (status === 413 && message) return tooLarge(message, fields(message));
  if (status === 400 && message) return invalid(message, fields(message));
  if (status === 499) return invalid(t('files:interrupted'), fields(t('files:field.interrupted')));
  return invalid(t('files:unreadableBody'), fields(t('files:field.unreadable')));
}

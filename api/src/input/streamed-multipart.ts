import busboy from 'busboy';
import type { Context } from 'koa';
import type { Readable } from 'node:stream';
import { AppError, invalid, tooLarge, unsupportedMediaType } from '../errors.ts';
import { requestLanguage, tIn } from '../i18n.ts';

const LIMITS = { files: 2, fields: 50, fieldSize: 100_000 };

/** A file part as it arrives, for a handler to stream somewhere (it must read or destroy it). */
export interface FilePart {
  /** The name the client gave the file (its Content-Disposition), '' when none. */
  filename: string;
  stream: Readable;
}

/**
 * Reads a multipart/form-data body whose files stream to `onFile` as they arrive (never held in
 * memory here), collecting its text fields. Resolves once the body has been read and every file
 * handler has finished. The first refusal — a handler's (a file too large or of the wrong type), a
 * broken body, too many parts — rejects at once: the rest of the body is not read, and the
 * connection is closed after the answer, so a refused upload stops early.
 */
export async function streamMultipart(ctx: Context, onFile: (field: string, part: FilePart) => Promise<unknown>, maxFileBytes: number): Promise<Record<string, string>> {
  // Refusals are worded in the request's language, read once for the parser's callbacks.
  const language = requestLanguage();
  if (!ctx.is('multipart/form-data')) throw unsupportedMediaType(tIn(language, 'rest:memoryAsMultipart'));
  const req = ctx.req;
  return new Promise((resolve, reject) => {
    const fields: Record<string, string> = {};
    const handlers: Promise<unknown>[] = [];
    let settled = false;
    let parser: busboy.Busboy;
    const fail = (error: AppError) => {
      if (settled) return;
      settled = true;
      req.unpipe(parser);
      parser.destroy();
      ctx.set('Connection', 'close');
      reject(error);
    };
    try {
      // One byte over the ceiling tells "too large" from "exactly the maximum"; handlers enforce their own lower limits.
      parser = busboy({ headers: req.headers, limits: { ...LIMITS, fileSize: maxFileBytes + 1 } });
    } catch {
      reject(invalid(tIn(language, 'files:unreadableBody')));
      return;
    }
    parser.on('field', (name, value, info) => {
      if (info.valueTruncated) fail(tooLarge(tIn(language, 'rest:fieldTooLong', { name }), { [name]: tIn(language, 'rest:field.tooLong') }));
      else fields[name] = value;
    });
    parser.on('file', (name, stream, info) => {
      stream.on('error', () => {});
      stream.on('limit', () => fail(tooLarge(tIn(language, 'files:fileTooLarge', { megabytes: Math.round(maxFileBytes / 1024 / 1024) }), { [name]: tIn(language, 'rest:field.tooLarge') })));
      const handled = onFile(name, { filename: info.filename ?? '', stream });
      handled.catch((error: unknown) => fail(error instanceof AppError ? error : invalid(tIn(language, 'files:interrupted'))));
      handlers.push(handled);
    });
    parser.on('filesLimit', () => fail(tooLarge(tIn(language, 'rest:tooManyFiles', { count: LIMITS.files }))));
    parser.on('fieldsLimit', () => fail(tooLarge(tIn(language, 'rest:tooManyFields', { count: LIMITS.fields }))));
    parser.on('error', () => fail(invalid(tIn(language, 'files:unreadableBody'))));
    parser.on('close', () => {
      void Promise.allSettled(handlers).then(() => {
        if (settled) return;
        settled = true;
        resolve(fields);
      });
    });
    req.on('close', () => {
      if (!req.complete) fail(invalid(tIn(language, 'files:interrupted')));
    });
    req.pipe(parser);
  });
}

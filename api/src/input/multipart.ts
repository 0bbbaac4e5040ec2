import busboy from 'busboy';
import type { Context } from 'koa';
import { invalid, tooLarge, type AppError } from '../errors.ts';
import { requestLanguage, tIn } from '../i18n.ts';

/** A file part read whole into memory: the files module's IncomingFile has the same shape. */
export interface ReceivedFile {
  filename: string;
  bytes: Buffer;
}

export interface MultipartBody {
  /** Text fields; null where a JSON body sent null (a field to clear). */
  fields: Record<string, string | null>;
  files: Record<string, ReceivedFile>;
}

const LIMITS = { files: 2, fields: 50, fieldSize: 100_000 };

/**
 * Reads a multipart/form-data body into fields and
 * in-memory files. Whatever goes wrong — a file over `maxFileBytes` (413), too many parts, a
 * broken body, a client that hangs up — rejects with a domain error for this request only; the
 * rest of the body is still read so the connection stays usable. Refusals are worded in the
 * request's language, read once for the parser's callbacks.
 */
export async function readMultipart(ctx: Context, maxFileBytes: number): Promise<MultipartBody> {
  const req = ctx.req;
  const language = requestLanguage();
  const unreadable = () => invalid(tIn(language, 'files:unreadableBody'));
  return new Promise((resolve, reject) => {
    const fields: Record<string, string | null> = {};
    const files: Record<string, ReceivedFile> = {};
    const filesRead: Promise<void>[] = [];
    // The first problem is kept and answered once the body has been read to its end.
    let problem: AppError | null = null;
    let settled = false;
    const finish = (error: AppError | null) => {
      if (settled) return;
      settled = true;
      if (error) reject(error);
      else resolve({ fields, files });
    };

    let parser: busboy.Busboy;
    try {
      // busboy reports a file that reaches its limit: one byte more tells "too large" from "exactly the maximum".
      parser = busboy({ headers: req.headers, limits: { ...LIMITS, fileSize: maxFileBytes + 1 } });
    } catch {
      req.resume();
      finish(unreadable());
      return;
    }
    parser.on('field', (name, value, info) => {
      if (info.valueTruncated) problem ??= tooLarge(tIn(language, 'rest:fieldTooLong', { name }), { [name]: tIn(language, 'rest:field.tooLong') });
      else fields[name] = value;
    });
    parser.on('file', (name, stream, info) => {
      const chunks: Buffer[] = [];
      filesRead.push(
        new Promise<void>((done) => {
          stream.on('data', (chunk: Buffer) => chunks.push(chunk));
          stream.on('limit', () => {
            chunks.length = 0;
            const message = tIn(language, 'files:fileTooLarge', { megabytes: Math.round(maxFileBytes / 1024 / 1024) });
            problem ??= tooLarge(message, { [name]: message });
          });
          stream.on('error', () => {
            problem ??= unreadable();
            done();
          });
          stream.on('end', () => {
            const bytes = Buffer.concat(chunks);
            // A file input left empty sends a nameless, empty part: that is no file, not an empty one.
            if (bytes.length || info.filename) files[name] = { filename: info.filename ?? '', bytes };
            done();
          });
        }),
      );
    });
    parser.on('filesLimit', () => (problem ??= tooLarge(tIn(language, 'rest:tooManyFiles', { count: LIMITS.files }))));
    parser.on('fieldsLimit', () => (problem ??= tooLarge(tIn(language, 'rest:tooManyFields', { count: LIMITS.fields }))));
    parser.on('error', () => {
      req.unpipe(parser);
      req.resume();
      finish(unreadable());
    });
    parser.on('close', () => void Promise.all(filesRead).then(() => finish(problem)));
    req.on('close', () => {
      if (!req.complete) finish(invalid(tIn(language, 'files:interrupted')));
    });
    req.pipe(parser);
  });
}

import busboy from 'busboy';
import { Readable } from 'node:stream';
import type { Context } from 'koa';
import { invalid } from '../errors.ts';
import type { IncomingFile } from '../modules/files/file.service.ts';

export interface MultipartBody {
  /** Text fields; null where a JSON body sent null (a field to clear). */
  fields: Record<string, string | null>;
  files: Record<string, IncomingFile>;
}

/**
 * Reads a multipart/form-data body (or a JSON one, for clients that send no file) into fields and
 * in-memory files, refusing files over `maxFileBytes`.
 */
export async function readMultipart(ctx: Context, maxFileBytes: number): Promise<MultipartBody> {
  if (!ctx.is('multipart/form-data')) {
    const body = (ctx.request as { body?: unknown }).body;
    const fields = Object.fromEntries(
      Object.entries((body ?? {}) as Record<string, unknown>).map(([k, v]) => [k, v === null ? null : typeof v === 'string' ? v : JSON.stringify(v)]),
    );
    return { fields, files: {} };
  }
  return new Promise((resolve, reject) => {
    const fields: Record<string, string | null> = {};
    const files: Record<string, IncomingFile> = {};
    const pending: Promise<void>[] = [];
    let parser: busboy.Busboy;
    try {
      parser = busboy({ headers: ctx.req.headers, limits: { fileSize: maxFileBytes, files: 5, fields: 50, fieldSize: 100_000 } });
    } catch {
      reject(invalid('The multipart body could not be read.'));
      return;
    }
    parser.on('field', (name, value) => (fields[name] = value));
    parser.on('file', (name, stream, info) => {
      const chunks: Buffer[] = [];
      pending.push(
        new Promise((done, fail) => {
          stream.on('data', (chunk: Buffer) => chunks.push(chunk));
          stream.on('limit', () => fail(invalid(`The file is larger than ${Math.round(maxFileBytes / 1024 / 1024)} MB.`, { [name]: 'The file is too large' })));
          stream.on('end', () => {
            const buffer = Buffer.concat(chunks);
            if (buffer.length) files[name] = { filename: info.filename ?? '', createReadStream: () => Readable.from([buffer]) };
            done();
          });
        }),
      );
    });
    parser.on('error', () => reject(invalid('The multipart body could not be read.')));
    parser.on('close', () => Promise.all(pending).then(() => resolve({ fields, files }), reject));
    ctx.req.pipe(parser);
  });
}

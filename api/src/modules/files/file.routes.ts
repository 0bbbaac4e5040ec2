import type { Middleware } from 'koa';
import { serviceContext, type AppState } from '../service-context.ts';
import { invalid } from '../../errors.ts';
import { t } from '../../i18n.ts';
import { openFile } from './file.service.ts';
import { servedType } from './media-types.ts';
import { requestedRange } from './byte-range.ts';
import { storageOf } from './storage-of.ts';

/**
 * GET /uploads/{key}: a stored file, each read checked against its row's policy. Ranges (206) let
 * videos seek; the ETag is the file's id, as a key's contents never change. Only photos and videos
 * are served inline, never anything a browser would run. With S3 the bytes are passed through from
 * the bucket (ranges included), so every read goes through the same check.
 */
export const fileRoutes: Middleware<AppState> = async (ctx, next) => {
  if (ctx.method !== 'GET' && ctx.method !== 'HEAD') return next();
  if (!ctx.path.startsWith('/uploads/')) return next();
  const state = ctx.state;
  const file = await openFile(serviceContext(state), fileKey(ctx.path.slice('/uploads/'.length)));
  const size = Number(file.size);
  const served = servedType(file.mimeType);
  const etag = `"${file.id}"`;
  ctx.set('ETag', etag);
  ctx.set('Cache-Control', 'private, max-age=86400');
  ctx.set('X-Content-Type-Options', 'nosniff');
  ctx.set('Accept-Ranges', 'bytes');
  ctx.set('Content-Disposition', served.inline ? 'inline' : 'attachment');
  ctx.type = served.type;
  if (ctx.get('If-None-Match') === etag) {
    ctx.status = 304;
    return;
  }
  const range = requestedRange(ctx.get('Range'), size);
  if (range === 'unsatisfiable') {
    ctx.status = 416;
    ctx.set('Content-Range', `bytes */${size}`);
    return;
  }
  if (range) {
    ctx.status = 206;
    ctx.set('Content-Range', `bytes ${range.start}-${range.end}/${size}`);
  }
  ctx.length = range ? range.end - range.start + 1 : size;
  if (ctx.method === 'HEAD') return;
  ctx.body = await storageOf(state.config).read(file.key, range ?? undefined);
};

/** The stored key a URL path names; broken percent-encoding or control characters are a bad request, not a server error. */
function fileKey(encoded: string): string {
  let key: string;
  try {
    key = decodeURIComponent(encoded);
  } catch {
    throw invalid(t('files:badAddress'));
  }
  if (/\p{Cc}/u.test(key)) throw invalid(t('files:badAddress'));
  return key;
}

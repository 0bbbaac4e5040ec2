import { createReadStream } from 'node:fs';
import type { Middleware } from 'koa';
import { serviceContext, type AppState } from '../service-context.ts';
import { invalid } from '../../errors.ts';
import { openFile } from './file.service.ts';

/** GET /uploads/{key}: an uploaded file, each read checked against its row's policy. */
export const fileRoutes: Middleware<AppState> = async (ctx, next) => {
  if (ctx.method !== 'GET' && ctx.method !== 'HEAD') return next();
  if (!ctx.path.startsWith('/uploads/')) return next();
  const file = await openFile(serviceContext(ctx.state), fileKey(ctx.path.slice('/uploads/'.length)));
  ctx.type = file.mimeType;
  ctx.length = file.size;
  ctx.set('Cache-Control', 'private, max-age=3600');
  ctx.set('X-Content-Type-Options', 'nosniff');
  ctx.body = createReadStream(file.path);
};

/** The stored key a URL path names; broken percent-encoding or control characters are a bad request, not a server error. */
function fileKey(encoded: string): string {
  let key: string;
  try {
    key = decodeURIComponent(encoded);
  } catch {
    throw invalid('That file address is not valid.');
  }
  if (/\p{Cc}/u.test(key)) throw invalid('That file address is not valid.');
  return key;
}

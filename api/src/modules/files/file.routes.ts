import { createReadStream } from 'node:fs';
import type { Middleware } from 'koa';
import { serviceContext, type AppState } from '../../app-state.ts';
import { openFile } from './file.service.ts';

/** GET /uploads/{key}: an uploaded file, each read checked against its row's policy. */
export const fileRoutes: Middleware<AppState> = async (ctx, next) => {
  if (ctx.method !== 'GET' && ctx.method !== 'HEAD') return next();
  if (!ctx.path.startsWith('/uploads/')) return next();
  const file = await openFile(serviceContext(ctx.state), decodeURIComponent(ctx.path.slice('/uploads/'.length)));
  ctx.type = file.mimeType;
  ctx.length = file.size;
  ctx.set('Cache-Control', 'private, max-age=3600');
  ctx.set('X-Content-Type-Options', 'nosniff');
  ctx.body = createReadStream(file.path);
};

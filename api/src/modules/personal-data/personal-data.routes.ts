import Router from '@koa/router';
import { requireViewer } from '../../policies/authorize.ts';
import { serviceContext, type AppState } from '../service-context.ts';
import { exportMyData } from './data-export.service.ts';

/** `GET /api/me/export`: the signed-in person's own data as a ZIP download (session or access token). */
export const personalDataRoutes = new Router<AppState>().get('/api/me/export', async (ctx) => {
  const sc = serviceContext(ctx.state);
  requireViewer(sc.viewer);
  const { fileName, stream } = await exportMyData(sc);
  ctx.attachment(fileName);
  ctx.type = 'application/zip';
  ctx.set('Cache-Control', 'private, no-store');
  ctx.set('X-Content-Type-Options', 'nosniff');
  ctx.body = stream;
});

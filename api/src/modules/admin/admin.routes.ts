import Router from '@koa/router';
import { requireViewer } from '../../policies/authorize.ts';
import { serviceContext, type AppState } from '../service-context.ts';
import { openBackup } from './backup-runs.service.ts';

/** The administrator's download of a backup the server made (streamed from storage; 404 once removed). */
export const adminRoutes = new Router<AppState>().get('/api/admin/backups/:id/download', async (ctx) => {
  const sc = serviceContext(ctx.state);
  requireViewer(sc.viewer);
  const { run, body, fileName } = await openBackup(sc, ctx.params.id);
  ctx.attachment(fileName);
  ctx.type = 'application/x-tar';
  if (run.size) ctx.length = run.size;
  ctx.set('Cache-Control', 'private, no-store');
  ctx.set('X-Content-Type-Options', 'nosniff');
  ctx.body = body;
});

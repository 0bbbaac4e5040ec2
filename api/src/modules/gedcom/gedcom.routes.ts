import Router from '@koa/router';
import type { Context } from 'koa';
import { invalid } from '../../errors.ts';
import { requireViewer } from '../../policies/authorize.ts';
import { checkFields } from '../../input/request-input.ts';
import { streamMultipart } from '../../input/streamed-multipart.ts';
import { storageOf } from '../files/index.ts';
import { serviceContext, type AppState } from '../service-context.ts';
import { exportContentType } from './export-file.ts';
import { receiveGedcom, removeStored, type ReceivedGedcom } from './gedcom-file.ts';
import { presentJob } from './gedcom.presenter.ts';
import { exportRules, type ExportVersion } from './gedcom.schemas.ts';
import { getJob, jobFile, prepareImport, saveImport } from './gedcom.service.ts';
import { streamTreeExport } from './jobs/export-runner.ts';
import { t } from '../../i18n.ts';
import { says } from '../../input/validation.ts';

/** A download: its name, and never shown or sniffed by the browser; private to whoever asked. */
function sendDownload(ctx: Context, fileName: string) {
  ctx.attachment(fileName);
  ctx.type = exportContentType(fileName);
  ctx.set('Cache-Control', 'private, no-store');
  ctx.set('X-Content-Type-Options', 'nosniff');
}

/** REST routes of GEDCOM import and export, over the same services as GraphQL. */
export const gedcomRoutes = new Router<AppState>()
  .post('/api/gedcom/import', async (ctx) => {
    const sc = serviceContext(ctx.state);
    requireViewer(sc.viewer);
    // The file streams to storage as it arrives; the fields (which may come after it) are checked
    // once the body has been read, and the stored file is removed if they are refused.
    let received: Promise<ReceivedGedcom> | undefined;
    let sentName = '';
    try {
      const fields = await streamMultipart(
        ctx,
        async (name, part) => {
          if (name === 'file' && !received) {
            sentName = part.filename;
            return (received = receiveGedcom(sc.config, part));
          }
          part.stream.resume();
          return null;
        },
        // A byte over the import's own limit, so that its refusal (which says the limit) comes first.
        sc.config.gedcomMaxBytes + 1,
      );
      const prepared = await prepareImport(sc, { mode: fields.mode, treeId: fields.treeId ?? fields.tree_id, treeName: fields.treeName ?? fields.tree_name });
      if (!received) throw invalid(t('gedcom:import.chooseFile'), { file: says.required() });
      // The file's own name, unless a field names it otherwise (as the job and the new tree are called).
      const job = await saveImport(sc, prepared, await received, fields.fileName ?? fields.file_name ?? (sentName || 'family.ged'));
      ctx.status = 202;
      ctx.body = { jobId: job.id };
    } catch (error) {
      const stored = await received?.catch(() => null);
      if (stored) await removeStored(sc.config, stored.key);
      throw error;
    }
  })
  .get('/api/gedcom/jobs/:id', async (ctx) => {
    const sc = serviceContext(ctx.state);
    ctx.set('Cache-Control', 'private, no-cache');
    ctx.body = presentJob(await getJob(sc, ctx.params.id), sc.config.gedcomKeepDays);
  })
  .get('/api/gedcom/jobs/:id/file', async (ctx) => {
    const sc = serviceContext(ctx.state);
    const job = await jobFile(sc, ctx.params.id);
    const body = await storageOf(sc.config).read(job.fileKey);
    sendDownload(ctx, job.fileName);
    if (job.fileBytes) ctx.length = job.fileBytes;
    ctx.body = body;
  })
  .get('/api/trees/:treeId/gedcom', async (ctx) => {
    const sc = serviceContext(ctx.state);
    requireViewer(sc.viewer);
    // The tree is checked by the export itself: one the viewer cannot see is not found, whatever its id looks like.
    const { version } = await checkFields(exportRules.pick(['version']), { version: ctx.query.version });
    const { fileName, stream } = await streamTreeExport(sc, ctx.params.treeId, (version ?? '5.5.1') as ExportVersion);
    sendDownload(ctx, fileName);
    ctx.body = stream;
  });

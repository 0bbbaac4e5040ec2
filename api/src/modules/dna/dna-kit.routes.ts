import Router from '@koa/router';
import { requireViewer } from '../../policies/authorize.ts';
import { streamMultipart } from '../../input/streamed-multipart.ts';
import { t } from '../../i18n.ts';
import { serviceContext, type AppState } from '../service-context.ts';
import { DNA_ERROR_HEADER, DnaKitRefusal, dnaRefusalCode } from './dna-kit-refusal.ts';
import { presentUploadedKit } from './dna-kit.presenter.ts';
import type { ParsedOnThread } from './kits/index.ts';
import { keepUploadedKit, readUploadedKit } from './upload-kit.command.ts';

/** REST route of DNA kits: the upload (a raw data file is too large for a GraphQL request). */
export const dnaKitRoutes = new Router<AppState>().post('/api/dna/kits', async (ctx) => {
  const sc = serviceContext(ctx.state);
  requireViewer(sc.viewer);
  try {
    // The file is read on a worker thread as it arrives; nothing is stored until it has been read
    // whole and the fields (which may come after it) are checked.
    let parsed: Promise<ParsedOnThread> | undefined;
    const fields = await streamMultipart(
      ctx,
      async (name, part) => {
        if (name === 'file' && !parsed) return (parsed = readUploadedKit(sc, part.stream));
        part.stream.resume();
        return null;
      },
      sc.config.dna.maxBytes,
    );
    if (!parsed) throw new DnaKitRefusal('DNA_FILE_MISSING', t('dna:upload.chooseFile'), { file: t('dna:upload.chooseFile') });
    const kit = await keepUploadedKit(sc, await parsed, { personId: fields.personId || null, relativeConsent: fields.relativeConsent === 'true' });
    ctx.status = 201;
    ctx.body = presentUploadedKit(kit);
  } catch (error) {
    const code = dnaRefusalCode(error);
    if (code) ctx.set(DNA_ERROR_HEADER, code);
    throw error;
  }
});

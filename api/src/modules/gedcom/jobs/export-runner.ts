import { once } from 'node:events';
import { PassThrough } from 'node:stream';
import type { JobCounts } from '../gedcom-job.entity.ts';
import { GedcomJob } from '../gedcom-job.entity.ts';
import { storageOf } from '../../files/index.ts';
import { requireGrant } from '../../trees/index.ts';
import { requireViewer } from '../../../policies/authorize.ts';
import type { ServiceContext } from '../../service-context.ts';
import { mediaForExport, writeGedzip } from '../archive/index.ts';
import { exportTree, photosOf } from '../export/index.ts';
import { exportContentType, exportFileName } from '../export-file.ts';
import { GedcomCancelledError } from '../import/errors.ts';
import { jobProgress } from '../job-progress.ts';
import type { ExportVersion } from '../gedcom.schemas.ts';
import { actingAs, failureSentence, inOwnersLanguage, updateJob, type JobRuntime } from './job-context.ts';
import { noticeJobEnd } from './job-notice.ts';
import { log } from '../../../log.ts';
import { t } from '../../../i18n.ts';
import type { EntityManager } from '@mikro-orm/postgresql';

const encoder = new TextEncoder();
/** GEDCOM 7.0 files start with a byte order mark; 5.5.1 readers are better off without one. */
const BOM = '\uFEFF';

type ByteSink = (bytes: Uint8Array) => Promise<void>;

interface WriteOptions {
  branchOf?: string | null;
  /** Where each person's photo is in the archive being written, by member id. */
  mediaPaths?: Map<string, string>;
  onProgress?: (done: number, total: number) => void;
}

/**
 * Writes a tree as a GEDCOM file, as the viewer of `sc` sees it (exportTree enforces their access
 * and living people's privacy), to `sink` as UTF-8 bytes. Returns what was written.
 */
export async function writeTreeExport(sc: ServiceContext, treeId: string, version: ExportVersion, sink: ByteSink, options: WriteOptions = {}): Promise<JobCounts> {
  const viewer = requireViewer(sc.viewer);
  if (version === '7.0') await sink(encoder.encode(BOM));
  const { branchOf = null, mediaPaths, onProgress } = options;
  const { counts } = await exportTree(sc.em, viewer, treeId, { version, branchOf, mediaPaths }, (chunk) => sink(encoder.encode(chunk)), onProgress);
  return counts;
}

/**
 * A tree's GEDCOM file as a stream for a download, once it has begun: a tree the viewer may not
 * see is refused (NOT_FOUND) before anything is sent.
 */
export async function streamTreeExport(sc: ServiceContext, treeId: string, version: ExportVersion) {
  const grant = await requireGrant(sc, treeId);
  const stream = new PassThrough();
  let begun!: () => void;
  const started = new Promise<void>((resolve) => (begun = resolve));
  const writing = writeTreeExport(sc, treeId, version, async (bytes) => {
    begun();
    if (!stream.write(bytes)) await once(stream, 'drain');
  });
  writing.then(() => stream.end(), (error: unknown) => stream.destroy(error instanceof Error ? error : new Error(String(error))));
  // Refusals come before the first line; later failures cut the download short.
  await Promise.race([started, writing]);
  return { fileName: exportFileName(grant.treeName, false), stream };
}

/** Where an export job's file is written in storage. */
export const exportKeyOf = (job: Pick<GedcomJob, 'id' | 'withMedia'>) => `gedcom/exports/${job.id}.${job.withMedia ? 'zip' : 'ged'}`;

/**
 * Runs export job `id`: writes the file (or, with photos, a GEDZIP archive) to storage, where the
 * job's user downloads it. Never throws for the export's own problems: the row says what happened.
 */
export async function runExport(runtime: JobRuntime, id: string, options: { retry?: boolean } = {}): Promise<void> {
  const em = runtime.orm.em.fork();
  const job = await em.findOne(GedcomJob, { id }, { populate: ['user'] });
  if (!job || job.kind !== 'export' || !job.tree) return;
  await inOwnersLanguage(job, () => exportJob(runtime, em, job, job.tree!.id, options));
}

async function exportJob(runtime: JobRuntime, em: EntityManager, job: GedcomJob, treeId: string, options: { retry?: boolean }): Promise<void> {
  const { config, orm } = runtime;
  const { id } = job;
  const claimable = options.retry ? ['queued', 'writing'] : ['queued'];
  const claimed = await em.nativeUpdate(GedcomJob, { id, state: { $in: claimable as GedcomJob['state'][] }, cancelRequested: false }, { state: 'writing', startedAt: new Date(), progressDone: 0, peopleDone: 0 });
  if (!claimed) return;

  const storage = storageOf(config);
  const key = exportKeyOf(job);
  const progress = jobProgress(em, id);
  const out = new PassThrough();
  const stored = storage.write(key, out, { contentType: exportContentType(job.fileName) });
  stored.catch(() => {});
  const sink: ByteSink = async (bytes) => {
    if (!out.write(bytes)) await once(out, 'drain');
  };
  try {
    const sc = actingAs(config, orm.em.fork(), job.user);
    const version = job.version as ExportVersion;
    const exportOptions = {
      branchOf: job.branchOf,
      onProgress: (done: number, total: number) => void progress.report(done, total),
    };
    // Cancelling is checked as the text is written; a stopped export leaves no file.
    const checked = (next: ByteSink): ByteSink => async (bytes) => {
      if (await progress.shouldStop()) throw new GedcomCancelledError();
      await next(bytes);
    };
    let counts: JobCounts;
    if (job.withMedia) {
      // The archive's GEDCOM names each photo's path, so the text is made first, then packed with the photos.
      const photos = await mediaForExport(config, await photosOf(sc.em, job.user, treeId, job.branchOf));
      const decoder = new TextDecoder();
      const pieces: string[] = [];
      const mediaPaths = new Map(photos.map((p) => [p.memberId, p.path]));
      counts = await writeTreeExport(sc, treeId, version, checked(async (bytes) => void pieces.push(decoder.decode(bytes, { stream: true }))), { ...exportOptions, mediaPaths });
      await writeGedzip(pieces.join(''), photos, checked(sink));
    } else {
      counts = await writeTreeExport(sc, treeId, version, checked(sink), exportOptions);
    }
    out.end();
    const { size } = await stored;
    await progress.settle();
    await updateJob(em, id, { state: 'done', counts, fileKey: key, fileBytes: size, peopleDone: counts.people, progressDone: counts.people, finishedAt: new Date() });
    await noticeJobEnd(em, job, 'done');
  } catch (error) {
    out.destroy();
    await stored.catch(() => {});
    await storage.remove(key).catch(() => {});
    await progress.settle();
    if (error instanceof GedcomCancelledError) {
      await updateJob(em, id, { state: 'cancelled', finishedAt: new Date() });
    } else {
      if (failureSentence(error, '') === '') log.error({ err: error, job: id }, 'GEDCOM export failed');
      await updateJob(em, id, { state: 'failed', error: failureSentence(error, t('gedcom:job.exportFailed')), finishedAt: new Date() });
      await noticeJobEnd(em, job, 'failed');
    }
  }
}

import type { EntityManager } from '@mikro-orm/postgresql';
import type { Config } from '../../../config.ts';
import { recordActivity } from '../../activity/index.ts';
import { analyzeTreeTables } from '../../family/index.ts';
import { stageTree } from '../../trees/index.ts';
import type { User } from '../../users/index.ts';
import { discardPhotos, importPhotos, isZip, readGedzip, type Gedzip } from '../archive/index.ts';
import { GedcomJob, type JobCounts, type ReportLine } from '../gedcom-job.entity.ts';
import { readStored, removeStored } from '../gedcom-file.ts';
import { GedcomCancelledError } from '../import/errors.ts';
import { writePlan } from '../import/write-plan.ts';
import { jobProgress, type JobProgress } from '../job-progress.ts';
import { applyMerge, previewMerge } from '../merge/index.ts';
import { planImport } from '../plan/index.ts';
import type { ImportPlan } from '../plan/types.ts';
import { readGedcom } from '../reader/index.ts';
import { actingAs, failureSentence, FINISHED, inOwnersLanguage, updateJob, type JobRuntime } from './job-context.ts';
import { noticeJobEnd } from './job-notice.ts';
import { log } from '../../../log.ts';
import { t } from '../../../i18n.ts';

/** The most people one import takes: far above any real family file, well below what the server's memory holds. */
export const MAX_PEOPLE = 1_000_000;

/** What the command line hears of a running import. */
export interface ImportListener {
  onProgress?: (peopleDone: number, total?: number) => void;
}

/** What an archive unpacks to: at most the configured upload size in all, and as many files as a family's photos need. */
const archiveLimits = (config: Config) => ({ maxEntries: 20_000, maxTotalBytes: config.gedcomMaxBytes * 4, maxEntryBytes: config.gedcomMaxBytes });

/**
 * Runs import job `id`: reads the stored file (a GEDZIP archive's `gedcom.ged` and photos, or the
 * GEDCOM file), plans it, and — for a merge, after the user confirmed its preview — writes it in
 * ONE transaction, so a failed or cancelled import leaves nothing (no tree, no people). Progress
 * and the cancel flag go through the job row on another connection while the transaction runs.
 * Never throws for a problem of the file: the row says what happened, in a sentence.
 */
export async function runImport(runtime: JobRuntime, id: string, options: ImportListener & { retry?: boolean } = {}): Promise<void> {
  const em = runtime.orm.em.fork();
  const job = await em.findOne(GedcomJob, { id }, { populate: ['user'] });
  if (!job || job.kind !== 'import' || (FINISHED as readonly string[]).includes(job.state) || job.state === 'awaiting_choices') return;
  await inOwnersLanguage(job, () => importJob(runtime, em, job, options));
}

async function importJob(runtime: JobRuntime, em: EntityManager, job: GedcomJob, options: ImportListener & { retry?: boolean }): Promise<void> {
  const { config, orm } = runtime;
  const { id } = job;
  // A run cut short after its transaction committed: only its ending is left to do.
  if (job.counts && job.state === 'writing') {
    await finishDone(em, job, job.tree?.id ?? null);
    return removeStored(config, job.fileKey);
  }
  const claimable = options.retry ? ['queued', 'reading', 'writing'] : ['queued'];
  const claimed = await em.nativeUpdate(GedcomJob, { id, state: { $in: claimable as GedcomJob['state'][] }, cancelRequested: false }, { state: 'reading', startedAt: new Date(), progressDone: 0, peopleDone: 0 });
  if (!claimed) return;

  const progress = jobProgress(em, id, options.onProgress);
  // Photos stored for a transaction that did not commit are removed again.
  const stored: { photos: Map<string, string> | null } = { photos: null };
  let keepFile = false;
  try {
    const { plan, media, report } = await planOf(config, job.fileKey!);
    const records = plan.people.length + plan.families.length + plan.others.length;
    await updateJob(em, id, { progressTotal: records, version: plan.version, report });
    if (await progress.shouldStop()) throw new GedcomCancelledError();
    if (job.mode === 'merge' && !job.choices) {
      const { preview } = await previewMerge(em.fork(), job.tree!.id, plan);
      // The file is kept for the confirmation, unless the user cancelled meanwhile.
      keepFile = (await em.nativeUpdate(GedcomJob, { id, state: 'reading', cancelRequested: false }, { preview, state: 'awaiting_choices' })) > 0;
      if (!keepFile) throw new GedcomCancelledError();
      await noticeJobEnd(em, job, 'awaiting_choices');
      return;
    }
    await updateJob(em, id, { state: 'writing' });
    const { treeId } = await orm.em.fork().transactional(async (tx) => {
      const result = await writeAll(config, tx, job, plan, media, progress, stored);
      await progress.settle();
      // Saved with the tree: a run cut short after the commit knows it only has to finish.
      await tx.nativeUpdate(GedcomJob, { id }, { tree: result.treeId, counts: result.counts, report: [...report, ...result.report], peopleDone: result.counts.people, progressDone: records });
      return result;
    });
    stored.photos = null;
    await finishDone(em, job, treeId);
  } catch (error) {
    if (stored.photos) await discardPhotos(actingAs(config, orm.em.fork(), job.user), stored.photos).catch(() => {});
    if (error instanceof GedcomCancelledError) {
      await updateJob(em, id, { state: 'cancelled', finishedAt: new Date() });
    } else {
      if (failureSentence(error, '') === '') log.error({ err: error, job: id }, 'GEDCOM import failed');
      await updateJob(em, id, { state: 'failed', error: failureSentence(error, t('gedcom:job.importFailed')), finishedAt: new Date() });
      await noticeJobEnd(em, job, 'failed');
    }
  } finally {
    if (!keepFile) await removeStored(config, job.fileKey);
  }
}

/** Reads and plans the stored file; the archive's and the plan's report lines together. */
async function planOf(config: Config, key: string): Promise<{ plan: ImportPlan; media: Map<string, Uint8Array>; report: ReportLine[] }> {
  const bytes = await readStored(config, key);
  const unpacked: Gedzip = isZip(bytes) ? readGedzip(bytes, archiveLimits(config)) : { gedcom: bytes, media: new Map(), report: [] };
  const plan = planImport(readGedcom(unpacked.gedcom), { maxPeople: MAX_PEOPLE });
  return { plan, media: unpacked.media, report: [...unpacked.report, ...plan.report] };
}

/** Inside the import's transaction: the new tree (or the merge's), the photos, then the people and families. */
async function writeAll(config: Config, tx: EntityManager, job: GedcomJob, plan: ImportPlan, media: Map<string, Uint8Array>, progress: JobProgress, stored: { photos: Map<string, string> | null }) {
  const user = job.user as User;
  let treeId = job.tree?.id ?? null;
  if (job.mode !== 'merge') {
    const tree = stageTree(tx, user, newTreeName(job));
    recordActivity(tx, { actor: user, verb: 'tree_created', objectType: 'tree', objectId: tree.id, treeId: tree.id, data: { treeName: tree.name, imported: true } });
    await tx.flush();
    treeId = tree.id;
  }
  const imported = media.size ? await importPhotos(actingAs(config, tx, user), user, media, plan.people) : null;
  stored.photos = imported?.photos ?? null;
  await tx.flush();
  const hooks = { onProgress: (people: number, records: number) => progress.report(people, undefined, records), shouldStop: () => progress.shouldStop(), photos: imported?.photos };
  const result = job.mode === 'merge' ? await applyMerge(tx, treeId!, plan, job.choices!, hooks) : await writePlan(tx, plan, { treeId: treeId!, source: plan.source, ...hooks });
  const counts: JobCounts = { ...result.counts, media: imported?.photos.size ?? result.counts.media };
  const report: ReportLine[] = [...(imported?.report ?? []), ...('report' in result ? (result.report as ReportLine[]) : [])];
  return { treeId: treeId!, counts, report };
}

/** The name a new tree gets: the one asked for, else the file's name without its extension. */
function newTreeName(job: GedcomJob): string {
  const fromFile = job.fileName.replace(/\.(ged|gedcom|zip|gdz)$/i, '').replace(/[_]+/g, ' ').trim();
  return (job.treeName?.trim() || fromFile || t('gedcom:import.treeName')).slice(0, 100);
}

/** After the commit: fresh planner statistics for the grown tables, then the job is done. */
async function finishDone(em: EntityManager, job: GedcomJob, treeId: string | null) {
  await analyzeTreeTables(em);
  await updateJob(em, job.id, { state: 'done', finishedAt: new Date() });
  await noticeJobEnd(em, job, 'done', treeId);
}

import { invalid, notFound } from '../../errors.ts';
import { authorize, can, requireViewer } from '../../policies/authorize.ts';
import { enqueueJob } from '../../jobs/index.ts';
import type { GedcomImportMode } from '../../generated/graphql.ts';
import type { ServiceContext } from '../service-context.ts';
import { requireGrant } from '../trees/index.ts';
import { check, isUuid, says } from '../../input/validation.ts';
import { GedcomJob } from './gedcom-job.entity.ts';
import { receiveGedcom, removeStored, type GedcomSource, type ReceivedGedcom } from './gedcom-file.ts';
import { exportRules, importRules, jobListRules, resolveRules, type ExportVersion } from './gedcom.schemas.ts';
import { exportFileName } from './export-file.ts';
import { t } from '../../i18n.ts';

/** The queue's names of the two tasks. */
export const GEDCOM_IMPORT = 'gedcom-import';
export const GEDCOM_EXPORT = 'gedcom-export';

/** A run cut short by a stopping server is tried again; a job's own failure is kept in its row, not retried. */
const QUEUE_OPTIONS = { maxAttempts: 3 };

/** An import's fields, checked: where it goes. */
export interface PreparedImport {
  mode: GedcomImportMode;
  treeId: string | null;
  treeName: string | null;
}

/**
 * Checks an import before its file is kept: a merge needs a tree the viewer owns or edits whole
 * (NOT_FOUND when they cannot see it, FORBIDDEN when they only view it or edit a branch of it).
 */
export async function prepareImport(sc: ServiceContext, input: unknown): Promise<PreparedImport> {
  requireViewer(sc.viewer);
  const fields = await check(importRules, input);
  const mode: GedcomImportMode = (fields.mode as GedcomImportMode | null) ?? (fields.treeId ? 'merge' : 'new');
  if (mode === 'new') return { mode, treeId: null, treeName: fields.treeName ?? null };
  if (!fields.treeId) throw invalid(t('gedcom:import.chooseTree'), { treeId: says.required() });
  await requireEditableTree(sc, fields.treeId);
  return { mode, treeId: fields.treeId, treeName: null };
}

/** The viewer may import into the tree (the tree policy: its owner, or an editor not kept to a branch). */
async function requireEditableTree(sc: ServiceContext, treeId: string) {
  await requireGrant(sc, treeId);
  authorize(sc, 'edit', 'Tree', { id: treeId }, t('gedcom:import.editorsOnly'));
  authorize(sc, 'import', 'Tree', { id: treeId }, t('gedcom:import.wholeTreeOnly'));
}

/**
 * Keeps a received file as an import job, queued in the same transaction that writes its row
 * (the command line runs its job itself: `queue: false`).
 */
export async function saveImport(sc: ServiceContext, prepared: PreparedImport, received: ReceivedGedcom, fileName: string, options: { queue?: boolean } = {}): Promise<GedcomJob> {
  const viewer = requireViewer(sc.viewer);
  try {
    return await sc.em.transactional(async (em) => {
      const job = em.create(GedcomJob, {
        kind: 'import',
        user: viewer,
        tree: prepared.treeId,
        mode: prepared.mode,
        treeName: prepared.treeName,
        fileName: cleanFileName(fileName, 'family.ged'),
        fileKey: received.key,
        fileBytes: received.bytes,
      });
      await em.flush();
      if (options.queue !== false) await enqueueJob(em, GEDCOM_IMPORT, { jobId: job.id }, QUEUE_OPTIONS);
      return job;
    });
  } catch (error) {
    await removeStored(sc.config, received.key);
    throw error;
  }
}

/**
 * An import from GraphQL, whose fields come before the file: they are checked first (a refused
 * import never reads its file), then the file streams to storage and the job is queued.
 */
export async function importGedcom(sc: ServiceContext, input: Record<string, unknown>, readFile: () => Promise<GedcomSource | null>): Promise<GedcomJob> {
  const prepared = await prepareImport(sc, input);
  const source = await readFile();
  if (!source) throw invalid(t('gedcom:import.chooseFile'), { file: says.required() });
  const received = await receiveGedcom(sc.config, source);
  return saveImport(sc, prepared, received, source.filename);
}

/** A job of the viewer's; NOT_FOUND for anyone else's, so its existence is not revealed. */
export async function getJob(sc: ServiceContext, id: string): Promise<GedcomJob> {
  requireViewer(sc.viewer);
  const job = isUuid(id) ? await sc.em.findOne(GedcomJob, { id }, { refresh: true }) : null;
  if (!job || !can(sc, 'read', 'GedcomJob', { userId: job.user.id })) throw notFound('GEDCOM job');
  return job;
}

/** The viewer's jobs, newest first: those of one tree, or all. */
export async function listJobs(sc: ServiceContext, input: { treeId?: string | null; first?: number | null }): Promise<GedcomJob[]> {
  const viewer = requireViewer(sc.viewer);
  const { treeId, first } = await check(jobListRules, { treeId: input.treeId, first: input.first ?? undefined });
  return sc.em.find(GedcomJob, { user: viewer.id, ...(treeId ? { tree: treeId } : {}) }, { orderBy: { createdAt: 'desc', id: 'desc' }, limit: first });
}

/** Confirms a merge after its preview with the sides chosen for its conflicts; the job writes next. */
export async function resolveMerge(sc: ServiceContext, id: string, input: { choices?: unknown; otherwise?: unknown }, options: { queue?: boolean } = {}): Promise<GedcomJob> {
  const job = await getJob(sc, id);
  authorize(sc, 'resolve', 'GedcomJob', { userId: job.user.id });
  const clean = await check(resolveRules, input);
  if (job.state !== 'awaiting_choices') throw invalid(t('gedcom:import.notWaiting'), { jobId: t('gedcom:import.notWaitingField') });
  // The viewer's access may have changed since the preview.
  if (job.tree) await requireEditableTree(sc, job.tree.id);
  const choices = Object.fromEntries(clean.choices.map((c) => [c.conflictId, c.take as 'mine' | 'theirs']));
  await sc.em.transactional(async (em) => {
    const changed = await em.nativeUpdate(GedcomJob, { id, state: 'awaiting_choices' }, { choices: { choices, otherwise: (clean.otherwise ?? 'mine') as 'mine' | 'theirs' }, state: 'queued' });
    if (!changed) throw invalid(t('gedcom:import.notWaiting'), { jobId: t('gedcom:import.notWaitingField') });
    if (options.queue !== false) await enqueueJob(em, GEDCOM_IMPORT, { jobId: id }, QUEUE_OPTIONS);
  });
  return getJob(sc, id);
}

/**
 * Cancels a job that has not finished: one not running yet (queued, or waiting for a merge's
 * confirmation) at once; a running one is asked to stop, and its transaction is rolled back.
 */
export async function cancelJob(sc: ServiceContext, id: string): Promise<GedcomJob> {
  const job = await getJob(sc, id);
  authorize(sc, 'cancel', 'GedcomJob', { userId: job.user.id });
  const waiting = await sc.em.nativeUpdate(GedcomJob, { id, state: { $in: ['queued', 'awaiting_choices'] } }, { state: 'cancelled', cancelRequested: true, finishedAt: new Date() });
  if (waiting) {
    if (job.kind === 'import') await removeStored(sc.config, job.fileKey);
  } else {
    await sc.em.nativeUpdate(GedcomJob, { id, state: { $in: ['reading', 'writing'] } }, { cancelRequested: true });
  }
  return getJob(sc, id);
}

/** Asks for an export of a tree the viewer can see; the file is written in the background. */
export async function startExport(sc: ServiceContext, input: Record<string, unknown>): Promise<GedcomJob> {
  const viewer = requireViewer(sc.viewer);
  const clean = await check(exportRules, input);
  const version = (clean.version ?? '5.5.1') as ExportVersion;
  const withMedia = Boolean(clean.withMedia);
  if (withMedia && version !== '7.0') throw invalid(t('gedcom:export.photos70'), { withMedia: t('gedcom:export.photos70Field') });
  const grant = await requireGrant(sc, clean.treeId);
  authorize(sc, 'export', 'Tree', { id: clean.treeId });
  return sc.em.transactional(async (em) => {
    const job = em.create(GedcomJob, {
      kind: 'export',
      user: viewer,
      tree: clean.treeId,
      version,
      withMedia,
      branchOf: clean.branchOf ?? null,
      fileName: exportFileName(grant.treeName, withMedia),
    });
    await em.flush();
    await enqueueJob(em, GEDCOM_EXPORT, { jobId: job.id }, QUEUE_OPTIONS);
    return job;
  });
}

/** A finished export's file, for the job's user only. */
export async function jobFile(sc: ServiceContext, id: string): Promise<GedcomJob & { fileKey: string }> {
  const job = await getJob(sc, id);
  authorize(sc, 'download', 'GedcomJob', { userId: job.user.id });
  if (job.kind !== 'export' || job.state !== 'done' || !job.fileKey) throw notFound('File');
  return job as GedcomJob & { fileKey: string };
}

/** A file name safe to keep and to send back: no folders, no control characters, at most 255 characters. */
export function cleanFileName(name: string | null | undefined, fallback: string): string {
  // eslint-disable-next-line no-control-regex
  const base = (name ?? '').split(/[\\/]/).pop()!.replace(/[\u0000-\u001f\u007f]/g, '').trim();
  return (base || fallback).slice(-255);
}

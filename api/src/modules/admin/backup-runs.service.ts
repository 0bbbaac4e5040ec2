import { PassThrough } from 'node:stream';
import type { EntityManager, MikroORM } from '@mikro-orm/postgresql';
import type { Config } from '../../config.ts';
import { authorize } from '../../policies/authorize.ts';
import { THE_SERVER } from '../../policies/server.policy.ts';
import { notFound } from '../../errors.ts';
import { tIn, type Language } from '../../i18n.ts';
import { enqueueJob } from '../../jobs/index.ts';
import { recipientLanguage } from '../../mail/recipient-language.ts';
import { BACKUPS_PREFIX, backupTo } from '../../backup/index.ts';
import { storageOf } from '../files/index.ts';
import { firstAdministrator } from '../users/index.ts';
import type { ServiceContext } from '../service-context.ts';
import { BackupRun, type BackupTrigger } from './backup-run.entity.ts';

export const RUN_BACKUP = 'backup:run';
const ONE_AT_A_TIME = { jobKey: 'backup', maxAttempts: 2 };

/** The latest backups, newest first. */
export function listBackups(sc: ServiceContext, first = 10) {
  authorize(sc, 'administer', 'Server', THE_SERVER);
  return sc.em.find(BackupRun, {}, { orderBy: { createdAt: 'desc', id: 'asc' }, limit: Math.min(Math.max(first, 1), 50) });
}

/** Queues a backup now (one runs at a time: asking again while one waits changes nothing). */
export async function requestBackup(sc: ServiceContext) {
  authorize(sc, 'administer', 'Server', THE_SERVER);
  const waiting = await sc.em.findOne(BackupRun, { state: { $in: ['queued', 'running'] } });
  if (waiting) return waiting;
  return sc.em.transactional(async (em) => {
    const run = em.create(BackupRun, { state: 'queued', trigger: 'manual', requestedBy: sc.viewer! });
    await em.flush();
    await enqueueJob(em, RUN_BACKUP, { runId: run.id }, ONE_AT_A_TIME);
    return run;
  });
}

/** A finished backup's archive, to download (administrator only). */
export async function openBackup(sc: ServiceContext, id: string) {
  authorize(sc, 'administer', 'Server', THE_SERVER);
  const run = /^[0-9a-f-]{36}$/i.test(id) ? await sc.em.findOne(BackupRun, { id }) : null;
  if (!run || run.state !== 'done' || !run.storageKey) throw notFound('Backup');
  return { run, body: await storageOf(sc.config).read(run.storageKey), fileName: run.storageKey.slice(BACKUPS_PREFIX.length) };
}

/**
 * Runs a backup (the job's work): the whole installation into storage under `backups/`, streamed,
 * then the oldest of the server's backups beyond BACKUP_KEEP removed. A scheduled run makes its
 * own row. A failure is kept on the row with its sentence.
 */
export async function runBackup(config: Config, orm: MikroORM, runId: string | null, trigger: BackupTrigger = 'scheduled') {
  const em = orm.em.fork();
  const run = runId ? await em.findOne(BackupRun, { id: runId }) : em.create(BackupRun, { state: 'queued', trigger });
  if (!run) return;
  const storage = storageOf(config);
  run.state = 'running';
  run.startedAt = new Date();
  run.error = null;
  run.storageKey = `${BACKUPS_PREFIX}kinfolk-${run.startedAt.toISOString().replace(/[:.]/g, '-')}.tar`;
  await em.flush();
  try {
    const archive = new PassThrough();
    const [summary, stored] = await Promise.all([backupTo(orm, storage, archive), storage.write(run.storageKey, archive, { contentType: 'application/x-tar' })]);
    Object.assign(run, { state: 'done', size: stored.size, files: summary.files, finishedAt: new Date() });
    await em.flush();
    await removeOldBackups(em, config);
  } catch (error) {
    await storage.remove(run.storageKey).catch(() => {});
    const reason = (error as Error).message;
    Object.assign(run, { state: 'failed', error: tIn(await administratorLanguage(em), 'admin:backupFailed', { reason }), finishedAt: new Date(), storageKey: null });
    await em.flush();
    throw error;
  }
}

/**
 * The language of the administrator, who reads a backup's failure on their page: the one they chose,
 * else their browser's when last seen (English when unknown, or when the database cannot say).
 */
async function administratorLanguage(em: EntityManager): Promise<Language> {
  return recipientLanguage(await firstAdministrator(em).catch(() => null));
}

/** Keeps the newest BACKUP_KEEP finished backups; older ones leave storage and the list. */
async function removeOldBackups(em: EntityManager, config: Config) {
  const done = await em.find(BackupRun, { state: 'done' }, { orderBy: { createdAt: 'desc', id: 'asc' } });
  for (const old of done.slice(config.backupKeep)) {
    if (old.storageKey) await storageOf(config).remove(old.storageKey);
    em.remove(old);
  }
  await em.flush();
}

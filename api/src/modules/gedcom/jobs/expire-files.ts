import type { EntityManager } from '@mikro-orm/postgresql';
import type { Config } from '../../../config.ts';
import { removeStored } from '../gedcom-file.ts';

export const EXPIRE_GEDCOM_FILES = 'gedcom_expire_files';
/** Every hour, at 41 minutes past. */
export const EXPIRY_SCHEDULE = '41 * * * *';

const DAY_MS = 24 * 60 * 60 * 1000;

/**
 * When a job's file goes: an export's GEDCOM_KEEP_DAYS after it was written, a merge's uploaded file
 * (with the job, cancelled) as long after the upload if its user has not confirmed it by then.
 * Null when the job has no such file.
 */
export function fileExpiry(job: { kind: string; state: string; fileKey?: string | null; createdAt: Date; finishedAt?: Date | null }, keepDays: number): Date | null {
  if (job.kind === 'export' && job.state === 'done' && job.fileKey && job.finishedAt) return new Date(job.finishedAt.getTime() + keepDays * DAY_MS);
  if (job.state === 'awaiting_choices') return new Date(job.createdAt.getTime() + keepDays * DAY_MS);
  return null;
}

/**
 * Removes the files whose time is up: exports written more than GEDCOM_KEEP_DAYS ago (the job
 * stays, done, without a download), and merges left at their preview as long (cancelled). Returns
 * how many files went. Storage is cleared first, the row after: a removal that fails is tried again
 * at the next run.
 */
export async function expireGedcomFiles(config: Config, em: EntityManager, now = new Date()): Promise<number> {
  const cutoff = new Date(now.getTime() - config.gedcomKeepDays * DAY_MS);
  const exports = await em.execute<{ id: string; file_key: string }[]>(
    `select id, file_key from gedcom_jobs where kind = 'export' and state = 'done' and file_key is not null and finished_at < ?`,
    [cutoff],
  );
  for (const job of exports) {
    await removeStored(config, job.file_key);
    await em.execute(`update gedcom_jobs set file_key = null where id = ? and file_key = ?`, [job.id, job.file_key]);
  }
  // The state is changed first, so a confirmation that comes at the same moment finds the job no longer waiting.
  const merges = await em.execute<{ file_key: string | null }[]>(
    `with expired as (select id, file_key from gedcom_jobs where state = 'awaiting_choices' and created_at < ? for update skip locked)
     update gedcom_jobs j set state = 'cancelled', finished_at = ?, file_key = null from expired where j.id = expired.id returning expired.file_key`,
    [cutoff, now],
  );
  for (const job of merges) await removeStored(config, job.file_key);
  return exports.length + merges.filter((m) => m.file_key).length;
}

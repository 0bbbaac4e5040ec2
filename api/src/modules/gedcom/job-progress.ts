import type { EntityManager } from '@mikro-orm/postgresql';
import { GedcomJob } from './gedcom-job.entity.ts';

/** Progress is written at most this often: enough for a progress bar, cheap for the database. */
const EVERY_MS = 250;

/** How far a job has got, written as it goes and read by whoever polls the job. */
export interface JobProgress {
  /**
   * Records how many people are done, how many of the job's steps (records, people for an export;
   * `peopleDone` unless given) and of how many when known (written at most every 250 ms).
   */
  report(peopleDone: number, total?: number, done?: number): Promise<void>;
  /** Whether the user asked to cancel (read at most every 250 ms). */
  shouldStop(): Promise<boolean>;
  /** Waits for the last write, so nothing touches the job row behind a later change. */
  settle(): Promise<void>;
}

/**
 * Progress of job `id` through `em`, which must be an EntityManager of its own, outside the
 * transaction that writes the tree: the job row is then updated and read on another connection,
 * visible while that transaction runs, and never locked by it.
 */
export function jobProgress(em: EntityManager, id: string, onReport?: (peopleDone: number, total?: number) => void): JobProgress {
  let lastWrite = 0;
  let lastCheck = 0;
  let stop = false;
  let writing: Promise<unknown> = Promise.resolve();
  return {
    async report(peopleDone, total, done = peopleDone) {
      onReport?.(peopleDone, total);
      const now = Date.now();
      if (now - lastWrite < EVERY_MS) return;
      lastWrite = now;
      await writing;
      const changes = total === undefined ? { progressDone: done, peopleDone } : { progressDone: done, peopleDone, progressTotal: total };
      writing = em.nativeUpdate(GedcomJob, { id }, changes).catch(() => {});
      await writing;
    },
    async shouldStop() {
      const now = Date.now();
      if (stop || now - lastCheck < EVERY_MS) return stop;
      lastCheck = now;
      const [row] = await em.execute<{ cancel_requested: boolean }[]>('select cancel_requested from gedcom_jobs where id = ?', [id]);
      stop = !row || row.cancel_requested;
      return stop;
    },
    async settle() {
      await writing;
    },
  };
}

/** People per second and the seconds still to go, from when the job started and how far it is. */
export function speedOf(job: Pick<GedcomJob, 'startedAt' | 'finishedAt' | 'peopleDone' | 'progressDone' | 'progressTotal'>, now = new Date()) {
  if (!job.startedAt || job.peopleDone <= 0) return { peoplePerSecond: null, secondsLeft: null };
  const seconds = ((job.finishedAt ?? now).getTime() - new Date(job.startedAt).getTime()) / 1000;
  if (seconds <= 0) return { peoplePerSecond: null, secondsLeft: null };
  const peoplePerSecond = job.peopleDone / seconds;
  if (job.finishedAt) return { peoplePerSecond, secondsLeft: 0 };
  if (job.progressTotal == null || job.progressDone <= 0) return { peoplePerSecond, secondsLeft: null };
  // At the pace of the steps so far (records, which are not all people).
  return { peoplePerSecond, secondsLeft: (Math.max(0, job.progressTotal - job.progressDone) * seconds) / job.progressDone };
}

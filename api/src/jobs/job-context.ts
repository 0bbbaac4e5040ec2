import { AsyncLocalStorage } from 'node:async_hooks';

/** The name of the job whose work is running, through every await of it (unset outside jobs). */
const runningJob = new AsyncLocalStorage<string>();

/** Runs `work` as the job `name`'s. */
export const asJob = <T>(name: string, work: () => T): T => runningJob.run(name, work);

/**
 * Whether the code running now is a job's (the job queue's task, or what it awaits), not a
 * request's: for instance, to tell a request's SQL statements from those of work in the background.
 */
export const inJob = (): boolean => runningJob.getStore() !== undefined;

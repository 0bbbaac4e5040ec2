import type { EntityManager, MikroORM } from '@mikro-orm/postgresql';
import type { Config } from '../../../config.ts';
import { AppError } from '../../../errors.ts';
import type { ServiceContext } from '../../service-context.ts';
import type { User } from '../../users/index.ts';
import { GedcomRefusedError } from '../plan/errors.ts';
import { GedcomJob } from '../gedcom-job.entity.ts';
import { runInRequest } from '../../../log.ts';
import { recipientLanguage } from '../../../mail/recipient-language.ts';

/** What a job runs with: the configuration and the database. */
export interface JobRuntime {
  config: Config;
  orm: MikroORM;
}

/** The states after which a job does nothing more. */
export const FINISHED = ['done', 'failed', 'cancelled'] as const;

/**
 * Runs a job's work in its owner's language (their choice, else their browser's): what it writes for
 * them — report lines, refusals, a failure's sentence, a new tree's name — reads as theirs. The work
 * runs as part of a request of its own (see log.ts), which is also what i18n.ts reads the language
 * from; its log lines carry the job's id.
 */
export function inOwnersLanguage<T>(job: Pick<GedcomJob, 'id' | 'kind' | 'user'>, work: () => Promise<T>): Promise<T> {
  return runInRequest({ id: job.id, method: 'JOB', path: `gedcom-${job.kind}`, language: recipientLanguage(job.user) }, work);
}

/** A service context for work done on a user's behalf outside a request (a job, the command line). */
export function actingAs(config: Config, em: EntityManager, user: User): ServiceContext {
  return { em, viewer: user, authMethod: null, config, origin: config.publicUrl, grants: new Map(), memo: new Map() };
}

/**
 * The sentence a failed job shows: a refusal's own words (a file that is not GEDCOM, too many
 * people, a broken archive, an access rule), otherwise a plain `fallback`; never a stack trace.
 */
export function failureSentence(error: unknown, fallback: string): string {
  if (error instanceof GedcomRefusedError) return error.message;
  if (error instanceof AppError && error.status < 500) return error.message;
  return fallback;
}

/** Changes a job's row (through the job's own EntityManager, outside any import transaction). */
export async function updateJob(em: EntityManager, id: string, changes: Partial<Pick<GedcomJob, 'state' | 'error' | 'startedAt' | 'finishedAt' | 'progressDone' | 'progressTotal' | 'peopleDone' | 'counts' | 'report' | 'preview' | 'version' | 'fileKey' | 'fileBytes' | 'cancelRequested'>>) {
  await em.nativeUpdate(GedcomJob, { id }, changes);
}

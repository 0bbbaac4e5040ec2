import type { EntityManager, MikroORM } from '@mikro-orm/postgresql';
import type { Config } from '../../../config.ts';
import { AppError } from '../../../errors.ts';
import type { ServiceContext } from '../../service-context.ts';
import type { User } from '../../users/index.ts';
import { GedcomRefusedError } from '../plan/errors.ts';
import { GedcomJob } from '../gedcom-job.entity.ts';

/** What a job runs with: the configuration and the database. */
export interface JobRuntime {
  config: Config;
  orm: MikroORM;
}

/** The states after which a job does nothing more. */
export const FINISHED = ['done', 'failed', 'cancelled'] as const;

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

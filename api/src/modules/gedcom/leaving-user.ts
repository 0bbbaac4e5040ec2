import type { EntityManager } from '@mikro-orm/postgresql';
import { GedcomJob } from './gedcom-job.entity.ts';

/** The storage keys of a user's GEDCOM uploads and exports (removed from storage with their account). */
export async function gedcomFileKeysOf(em: EntityManager, userId: string): Promise<string[]> {
  const jobs = await em.find(GedcomJob, { user: userId, fileKey: { $ne: null } }, { fields: ['fileKey'] });
  return jobs.map((j) => j.fileKey!).filter(Boolean);
}

import type { EntityManager } from '@mikro-orm/postgresql';
import { seenThroughScope } from '../../policies/stored-file.policy.ts';

/** Whether the reader sees what a stored file belongs to (the stored-file policy's seenThroughScope), today (UTC). */
export async function seenThroughOwner(em: EntityManager, fileId: string, readerId: string): Promise<boolean> {
  const seen = seenThroughScope('f', { id: readerId }, new Date().toISOString().slice(0, 10));
  const rows = await em.execute(`select 1 from stored_files f where f.id = ?::uuid and ${seen.text}`, [fileId, ...seen.params]);
  return rows.length > 0;
}

import type { EntityManager } from '@mikro-orm/postgresql';

/**
 * A leaving user's profile photo is removed (the clean-up job takes it out of storage); the photos
 * they gave people of family trees stay with those people, owned by nobody. Their memories' files
 * go with the memories.
 */
export async function releaseFilesOf(em: EntityManager, userId: string) {
  await em.execute(`update stored_files set status = 'deleting', updated_at = now() where owner_id = ? and purpose = 'avatar'`, [userId]);
}

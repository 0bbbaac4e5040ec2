import type { EntityManager } from '@mikro-orm/postgresql';

// Statements on the sessions table that others need besides the session store: storage, like
// db/, so the accounts module can end sessions without reaching up into sign-in.

/** Ends every session of a user (after a password change or reset), except `keep`. */
export async function endSessionsOf(em: EntityManager, userId: string, keep?: string) {
  await em.getConnection().execute(`delete from sessions where sess->>'userId' = ? and sid <> ?`, [userId, keep ?? '']);
}

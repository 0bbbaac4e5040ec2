import type { EntityManager } from '@mikro-orm/postgresql';

// Statements on the sessions table that others need besides the session store: storage, like
// db/, so the accounts module can end sessions without reaching up into sign-in, and live
// subscriptions can check theirs.

/** Ends every session of a user (after a password change or reset), except `keep`. */
export async function endSessionsOf(em: EntityManager, userId: string, keep?: string) {
  await em.getConnection().execute(`delete from sessions where sess->>'userId' = ? and sid <> ?`, [userId, keep ?? '']);
}

/** Of these sessions, those stored and not expired: whom each signs in, and when they signed in (ms), as stored. */
export async function storedSessions(em: EntityManager, sids: readonly string[]): Promise<{ sid: string; user_id: string | null; signed_in_at: string | null }[]> {
  if (!sids.length) return [];
  return em.getConnection().execute(
    `select sid, sess->>'userId' as user_id, sess->>'signedInAt' as signed_in_at from sessions where sid = any(?::text[]) and expire > now()`,
    [`{${sids.map((sid) => `"${sid.replace(/["\\]/g, '\\$&')}"`).join(',')}}`],
  );
}

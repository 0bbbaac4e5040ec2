import type { EntityManager } from '@mikro-orm/postgresql';
import { ABSOLUTE_TIMEOUT } from '../auth/session.ts';

/**
 * Which of these sessions still sign their user in: the row is there, not expired, still of that
 * user, and within the absolute lifetime since sign-in (as auth/viewer.ts judges a request). One
 * statement for all of a server's live connections.
 */
export async function stillSignedIn(em: EntityManager, sessions: { sessionId: string; userId: string }[]): Promise<Set<string>> {
  if (!sessions.length) return new Set();
  const rows = await em.getConnection().execute<{ sid: string; user_id: string | null; signed_in_at: string | null }[]>(
    `select sid, sess->>'userId' as user_id, sess->>'signedInAt' as signed_in_at from sessions where sid = any(?::text[]) and expire > now()`,
    [`{${sessions.map((s) => `"${s.sessionId.replace(/["\\]/g, '\\$&')}"`).join(',')}}`],
  );
  const userOf = new Map(sessions.map((s) => [s.sessionId, s.userId]));
  const oldest = Date.now() - ABSOLUTE_TIMEOUT;
  return new Set(rows.filter((r) => r.user_id === userOf.get(r.sid) && Number(r.signed_in_at) > oldest).map((r) => r.sid));
}

import type { EntityManager } from '@mikro-orm/postgresql';
import { ABSOLUTE_TIMEOUT } from '../auth/session.ts';
import { storedSessions } from '../sessions/session-table.ts';

/**
 * Which of these sessions still sign their user in: the row is there, not expired, still of that
 * user, and within the absolute lifetime since sign-in (as auth/viewer.ts judges a request). One
 * statement for all of a server's live connections.
 */
export async function stillSignedIn(em: EntityManager, sessions: { sessionId: string; userId: string }[]): Promise<Set<string>> {
  if (!sessions.length) return new Set();
  const rows = await storedSessions(em, sessions.map((s) => s.sessionId));
  const userOf = new Map(sessions.map((s) => [s.sessionId, s.userId]));
  const oldest = Date.now() - ABSOLUTE_TIMEOUT;
  return new Set(rows.filter((r) => r.user_id === userOf.get(r.sid) && Number(r.signed_in_at) > oldest).map((r) => r.sid));
}

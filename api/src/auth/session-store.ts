import type { EntityManager, MikroORM } from '@mikro-orm/postgresql';
import { Session } from './session.entity.ts';
import type { AppState } from '../modules/service-context.ts';
import type { User } from '../modules/users/user.entity.ts';
import { sessionWithUser } from '../modules/users/user.service.ts';

const HOUR = 60 * 60 * 1000;

/** koa-session's external store over the `sessions` table; expired rows are purged hourly. */
export function postgresSessionStore(orm: MikroORM) {
  const purge = () => orm.em.fork().nativeDelete(Session, { expire: { $lt: new Date() } }).catch(() => {});
  void purge();
  const timer = setInterval(purge, HOUR);
  timer.unref();

  return {
    /** Reads the session and, in the same statement, its user (kept on `ctx.state.sessionUser`). */
    async get(sid: string, _maxAge: unknown, opts: { ctx?: unknown }) {
      const ctx = opts.ctx as { state: Partial<AppState> & { sessionUser?: User | null } };
      const em = ctx.state.em ?? orm.em.fork();
      const found = await sessionWithUser(em, sid);
      ctx.state.sessionUser = found?.user ?? null;
      return found?.sess;
    },
    async set(sid: string, sess: Record<string, unknown>, maxAge: number | 'session' | undefined) {
      const ttl = typeof maxAge === 'number' ? maxAge : 24 * HOUR;
      const em = orm.em.fork();
      await em.upsert(Session, { sid, sess, expire: new Date(Date.now() + ttl) });
    },
    async destroy(sid: string) {
      await orm.em.fork().nativeDelete(Session, { sid });
    },
    stop: () => clearInterval(timer),
  };
}

/** Ends every session of a user (after a password change or reset), except `keep`. */
export async function endSessionsOf(em: EntityManager, userId: string, keep?: string) {
  await em.getConnection().execute(`delete from sessions where sess->>'userId' = ? and sid <> ?`, [userId, keep ?? '']);
}

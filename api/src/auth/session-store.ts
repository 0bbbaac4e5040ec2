import type { EntityManager, MikroORM } from '@mikro-orm/postgresql';
import { Session } from '../sessions/session.entity.ts';
import type { AppState } from '../modules/service-context.ts';
import { userFromRow, type User } from '../modules/users/index.ts';

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

/**
 * A live session's data and its user, in one statement: every signed-in request starts here, so
 * the user is joined to the session row instead of being read by a second query. The users module
 * turns the joined columns into its entity.
 */
async function sessionWithUser(em: EntityManager, sid: string) {
  const rows = await em.execute<({ session_data: Record<string, unknown> } & Record<string, unknown>)[]>(
    `select s.sess as session_data, u.* from sessions s
     left join users u on u.id = case when s.sess->>'userId' ~ '^[0-9a-f-]{36}$' then (s.sess->>'userId')::uuid end
     where s.sid = ? and s.expire > now()`,
    [sid],
  );
  if (!rows.length) return null;
  const { session_data: sess, ...userRow } = rows[0];
  return { sess, user: userRow.id ? userFromRow(em, userRow) : null };
}

import type { MikroORM } from '@mikro-orm/postgresql';
import { Session } from './session.entity.ts';

const HOUR = 60 * 60 * 1000;

/** koa-session's external store over the `sessions` table; expired rows are purged hourly. */
export function postgresSessionStore(orm: MikroORM) {
  const purge = () => orm.em.fork().nativeDelete(Session, { expire: { $lt: new Date() } }).catch(() => {});
  void purge();
  const timer = setInterval(purge, HOUR);
  timer.unref();

  return {
    async get(sid: string) {
      const row = await orm.em.fork().findOne(Session, { sid, expire: { $gt: new Date() } });
      return row?.sess;
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

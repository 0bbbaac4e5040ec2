import { defineEntity, p } from '@mikro-orm/postgresql';

/** Server-side session data behind the session cookie (spec: sessions with sid, sess, expire). */
const SessionSchema = defineEntity({
  name: 'Session',
  tableName: 'sessions',
  properties: {
    sid: p.string().length(64).primary(),
    sess: p.json<Record<string, unknown>>(),
    expire: p.datetime().index(),
  },
});

export class Session extends SessionSchema.class {}
SessionSchema.setClass(Session);

import type Koa from 'koa';
import session from 'koa-session';
import type { MikroORM } from '@mikro-orm/postgresql';
import type { Config } from '../config.ts';
import { postgresSessionStore } from './session-store.ts';

const DAY = 24 * 60 * 60 * 1000;
/** A session unused this long ends (renewed as it is used). */
export const IDLE_TIMEOUT = 14 * DAY;
/** A session ends this long after sign-in, however much it is used. */
export const ABSOLUTE_TIMEOUT = 30 * DAY;

export interface SessionData {
  userId?: string;
  signedInAt?: number;
  idToken?: string;
  grant?: Record<string, unknown>;
  /** What the visitor came to sign in for: an invitation link they opened, the page they were on. */
  signInIntent?: { invitation?: string; returnTo?: string };
  /** The challenge of a passkey sign-in in progress. */
  passkeyChallenge?: { uid: string; challenge: string; expires: number };
}

/** Server-side sessions: the cookie holds only a signed id; the data lives in Postgres. */
export function sessionMiddleware(app: Koa, orm: MikroORM, config: Config) {
  const store = postgresSessionStore(orm);
  const middleware = session(
    {
      key: 'kinfolk.sid',
      maxAge: IDLE_TIMEOUT,
      renew: true,
      httpOnly: true,
      signed: true,
      sameSite: 'lax',
      secure: config.publicUrl.startsWith('https:'),
      store,
    },
    app,
  );
  return { middleware, stop: store.stop };
}

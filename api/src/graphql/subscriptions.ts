import type http from 'node:http';
import type { Duplex } from 'node:stream';
import type { GraphQLSchema } from 'graphql';
import type { ParameterizedContext } from 'koa';
import type { MikroORM } from '@mikro-orm/postgresql';
import { WebSocketServer, type WebSocket } from 'ws';
import { useServer, type Extra } from 'graphql-ws/use/ws';
import type { Config } from '../config.ts';
import { AppError } from '../errors.ts';
import { isDatabaseUnreachable } from '../db/unreachable.ts';
import type { AppState } from '../modules/service-context.ts';
import type { User } from '../modules/users/user.entity.ts';
import { startNotificationFeed, type FeedOptions, type LiveContext } from '../modules/notifications/index.ts';
import { startProgressFeed, type ChallengeLiveContext } from '../modules/challenges/index.ts';
import { isCrossSite } from '../http/same-origin.ts';
import { reportUnexpected } from '../error-translation.ts';
import { liveOperations } from './live-operations.ts';
import { stillSignedIn } from './live-sessions.ts';

/** What the app hands over (createApp's `live`): its schema, database and how a request is signed in. */
export interface LiveWiring {
  schema: GraphQLSchema;
  orm: MikroORM;
  config: Config;
  identify(req: http.IncomingMessage): Promise<ParameterizedContext<AppState>>;
}

/** Who a live connection belongs to, as its upgrade request was signed in. */
interface Connection {
  viewer: User;
  sessionId: string;
  origin: string;
}

const PATH = '/graphql';
/** Live connections one account may hold on one server (a tab each). */
const MAX_PER_USER = 50;
/** How often open connections are checked against their sessions (signed out, expired). */
const SESSION_CHECK_MS = 60_000;

const REFUSALS = {
  crossSite: { code: 4403, reason: 'Forbidden: live updates are only for pages of this Kinfolk server.' },
  signedOut: { code: 4401, reason: 'Unauthorized: sign in to receive live notifications.' },
  token: { code: 4401, reason: 'Unauthorized: live notifications need a signed-in session, not an access token.' },
  ended: { code: 4401, reason: 'Unauthorized: the session has ended; sign in again.' },
  tooMany: { code: 4429, reason: `Too many live connections for one account (at most ${MAX_PER_USER}): close some tabs.` },
  unavailable: { code: 1013, reason: 'Try again later: the database is not reachable right now.' },
  failed: { code: 1011, reason: 'Internal error: the connection could not be opened.' },
};

/**
 * Serves GraphQL subscriptions (graphql-ws) on the app's own server and port, at /graphql, by the
 * WebSocket upgrade of a request there. The upgrade is signed in by its session cookie exactly as an
 * HTTP request is, and refused from another site's page as writes are; a refused one is opened and
 * closed at once with the reason. Notifications come from this server's feed (PostgreSQL
 * LISTEN/NOTIFY, so from every server). Closed (connections, feed) by `close()`.
 */
export async function attachSubscriptions(server: http.Server, app: { live: LiveWiring }, options: { feed?: FeedOptions; sessionCheckMs?: number } = {}) {
  const { schema, orm, config, identify } = app.live;
  const feed = await startNotificationFeed(orm, options.feed);
  const progressFeed = await startProgressFeed(orm, options.feed?.logger);
  const sockets = new WebSocketServer({ noServer: true, maxPayload: 64 * 1024 });
  const connections = new Map<WebSocket, Connection>();
  const perUser = new Map<string, number>();
  let closing = false;

  const contextOf = ({ socket }: Extra): LiveContext & ChallengeLiveContext => {
    const connection = connections.get(socket as WebSocket)!;
    let em: LiveContext['em'] | undefined;
    return {
      // Made when a field first reads the database: most events need none.
      get em() {
        return (em ??= orm.em.fork());
      },
      viewer: connection.viewer,
      authMethod: 'session',
      config,
      origin: connection.origin,
      sessionId: connection.sessionId,
      grants: new Map(),
      memo: new Map(),
      notificationFeed: feed,
      challengeFeed: progressFeed,
    };
  };
  const served = useServer({ schema, ...liveOperations<Extra>(schema, contextOf), connectionInitWaitTimeout: 10_000, isProd: true }, sockets);

  /** Who is asking, or why they are refused. */
  const admit = async (req: http.IncomingMessage): Promise<Connection | { code: number; reason: string }> => {
    try {
      const ctx = await identify(req);
      if (isCrossSite(ctx, config)) return REFUSALS.crossSite;
      const { viewer, authMethod, sessionId, origin } = ctx.state;
      if (authMethod === 'token') return REFUSALS.token;
      if (!viewer || authMethod !== 'session' || !sessionId) return REFUSALS.signedOut;
      return { viewer, sessionId, origin };
    } catch (error) {
      if (error instanceof AppError && error.code === 'UNAUTHENTICATED') return REFUSALS.signedOut;
      if (isDatabaseUnreachable(error)) return REFUSALS.unavailable;
      reportUnexpected(error);
      return REFUSALS.failed;
    }
  };

  const onUpgrade = (req: http.IncomingMessage, socket: Duplex, head: Buffer) => {
    // A socket that fails while it is being signed in must not take the server down.
    socket.on('error', () => socket.destroy());
    if (closing || new URL(req.url ?? '/', 'http://upgrade').pathname !== PATH) {
      socket.end('HTTP/1.1 404 Not Found\r\nConnection: close\r\nContent-Length: 0\r\n\r\n');
      return;
    }
    void admit(req).then((admitted) => {
      if (closing) return void socket.destroy();
      sockets.handleUpgrade(req, socket, head, (ws) => {
        if (!('viewer' in admitted)) return ws.close(admitted.code, admitted.reason);
        const userId = admitted.viewer.id;
        if ((perUser.get(userId) ?? 0) >= MAX_PER_USER) return ws.close(REFUSALS.tooMany.code, REFUSALS.tooMany.reason);
        connections.set(ws, admitted);
        perUser.set(userId, (perUser.get(userId) ?? 0) + 1);
        ws.once('close', () => {
          connections.delete(ws);
          const left = perUser.get(userId)! - 1;
          if (left) perUser.set(userId, left);
          else perUser.delete(userId);
        });
        sockets.emit('connection', ws, req);
      });
    }).catch((error: unknown) => {
      reportUnexpected(error);
      socket.destroy();
    });
  };
  server.on('upgrade', onUpgrade);

  // A connection lasts while its session does: signing out (or the session expiring) closes it.
  const checkSessions = async () => {
    if (!connections.size) return;
    try {
      const live = await stillSignedIn(orm.em.fork(), [...connections.values()].map((c) => ({ sessionId: c.sessionId, userId: c.viewer.id })));
      for (const [ws, c] of connections) if (!live.has(c.sessionId)) ws.close(REFUSALS.ended.code, REFUSALS.ended.reason);
    } catch {
      // The database is away: the feed says so; the next check tries again.
    }
  };
  const sessionTimer = setInterval(() => void checkSessions(), options.sessionCheckMs ?? SESSION_CHECK_MS);
  sessionTimer.unref();

  return {
    /** How many live connections this server holds. */
    connectionCount: () => connections.size,
    /** How many subscriptions to notifications it feeds. */
    subscriberCount: () => feed.followerCount(),
    async close() {
      closing = true;
      server.off('upgrade', onUpgrade);
      clearInterval(sessionTimer);
      await served.dispose();
      await feed.close();
      await progressFeed.close();
    },
  };
}

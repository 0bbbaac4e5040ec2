import pg from 'pg';
import type { MikroORM } from '@mikro-orm/postgresql';
import { connectionStringOf } from '../../jobs/index.ts';
import { presentNotifications, type NotificationModel } from './notification.presenter.ts';
import { notificationRows, notificationsSince } from './notification.repository.ts';
import { followerStream, type Follower } from './follower-stream.ts';

/** The channel the notifications table's insert trigger announces each new row on, once committed. */
export const NOTIFICATION_CHANNEL = 'kinfolk_notifications';
/** The longest wait between attempts to listen again after losing the database. */
const MAX_RETRY_MS = 10_000;
/** Notifications announced while the connection was down are looked for this far back (clocks differ a little). */
const CATCH_UP_MARGIN_MS = 5_000;
/** How often the listening connection is checked, and how long the check may take. */
const HEARTBEAT_MS = 30_000;
/** Ids recently handed out, so that catching up after an outage delivers none twice. */
const REMEMBERED = 5_000;

export interface NotificationFeed {
  /** A user's notifications as they are made (on any server), until the stream is returned. */
  follow(userId: string): AsyncIterableIterator<NotificationModel>;
  /** How many streams this server feeds. */
  followerCount(): number;
  /** Ends every stream and stops listening. */
  close(): Promise<void>;
}

export interface FeedOptions {
  logger?: Pick<Console, 'log' | 'warn' | 'error'>;
  /** The first wait before listening again; it doubles up to 10 s. */
  retryMs?: number;
}

/**
 * This server's share of live notifications: one connection of its own LISTENs on the channel; each
 * announced notification of a user followed here is read once (those announced together, in one
 * statement) and handed to that user's streams. A lost connection is retried with a growing wait,
 * said once in the log, and what was made meanwhile is delivered when it is back. Resolves once
 * the first attempt to listen has succeeded or failed.
 */
export async function startNotificationFeed(orm: MikroORM, options: FeedOptions = {}): Promise<NotificationFeed> {
  const logger = options.logger ?? console;
  const firstRetry = options.retryMs ?? 250;
  const connectionString = connectionStringOf(orm);
  const followers = new Map<string, Set<Follower>>();
  const delivered = new Set<string>();
  let pending = new Set<string>();
  let current: pg.Client | null = null;
  let lostAt: Date | null = null;
  let attempt = 0;
  let retry: NodeJS.Timeout | undefined;
  let closed = false;

  const deliver = (models: NotificationModel[], catchingUp = false) => {
    for (const model of models) {
      if (delivered.has(model.id)) continue;
      delivered.add(model.id);
      if (delivered.size > REMEMBERED) delivered.delete(delivered.values().next().value!);
      for (const follower of followers.get(model.userId) ?? []) {
        if (!catchingUp || model.createdAt.getTime() >= follower.since - 1_000) follower.push(model);
      }
    }
  };

  const read = async () => {
    const ids = [...pending];
    pending = new Set();
    try {
      const em = orm.em.fork();
      const rows = await notificationRows(em, ids);
      deliver(await presentNotifications(em, rows));
    } catch (error) {
      logger.error(`Live notifications: could not read ${ids.length} new notification(s): ${(error as Error).message}`);
    }
  };

  const heard = (payload: string | undefined) => {
    let notice: { id?: unknown; userId?: unknown };
    try {
      notice = JSON.parse(payload ?? '');
    } catch {
      return;
    }
    if (typeof notice.id !== 'string' || typeof notice.userId !== 'string' || !followers.has(notice.userId)) return;
    // Those announced in the same moment (one change telling many users) are read together.
    if (!pending.size) setImmediate(() => void read());
    pending.add(notice.id);
  };

  const catchUp = async (since: Date) => {
    try {
      const em = orm.em.fork();
      const rows = await notificationsSince(em, [...followers.keys()], new Date(since.getTime() - CATCH_UP_MARGIN_MS));
      deliver(await presentNotifications(em, rows), true);
    } catch (error) {
      logger.error(`Live notifications: could not catch up after reconnecting: ${(error as Error).message}`);
    }
  };

  const dropped = (client: pg.Client) => {
    const gone = client as pg.Client & { dropped?: boolean };
    if (gone.dropped) return;
    gone.dropped = true;
    client.end().catch(() => {});
    if (current === client) current = null;
    if (closed) return;
    if (!lostAt) {
      lostAt = new Date();
      logger.warn('Live notifications: lost the connection to the database; listening again as soon as it is back.');
    }
    retry = setTimeout(() => void listen(), Math.min(MAX_RETRY_MS, firstRetry * 2 ** attempt++));
    retry.unref();
  };

  const listen = async () => {
    if (closed) return;
    // A connection cut without a word (a network gone silent) is found by the heartbeat's timeout.
    const client = new pg.Client({ connectionString, keepAlive: true, query_timeout: HEARTBEAT_MS, application_name: 'kinfolk live notifications' });
    client.on('error', () => dropped(client));
    client.on('end', () => dropped(client));
    client.on('notification', (message) => {
      if (message.channel === NOTIFICATION_CHANNEL) heard(message.payload);
    });
    try {
      await client.connect();
      await client.query(`listen ${NOTIFICATION_CHANNEL}`);
    } catch {
      dropped(client);
      return;
    }
    if (closed) return void client.end().catch(() => {});
    current = client;
    attempt = 0;
    if (lostAt) {
      const since = lostAt;
      lostAt = null;
      logger.log('Live notifications: listening again.');
      await catchUp(since);
    }
  };

  await listen();
  const heartbeat = setInterval(() => {
    const client = current;
    client?.query('select 1').catch(() => dropped(client));
  }, HEARTBEAT_MS);
  heartbeat.unref();

  return {
    follow: (userId) => followerStream(userId, followers),
    followerCount: () => [...followers.values()].reduce((n, set) => n + set.size, 0),
    async close() {
      closed = true;
      clearTimeout(retry);
      clearInterval(heartbeat);
      for (const set of followers.values()) for (const follower of set) follower.end();
      followers.clear();
      const client = current;
      current = null;
      if (client) {
        (client as pg.Client & { dropped?: boolean }).dropped = true;
        await client.end().catch(() => {});
      }
    },
  };
}

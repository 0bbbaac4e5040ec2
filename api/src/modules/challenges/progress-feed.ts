import pg from 'pg';
import type { MikroORM } from '@mikro-orm/postgresql';
import { connectionStringOf } from '../../jobs/index.ts';
import { PROGRESS_CHANNEL } from './challenge-job-names.ts';

/** What a progress announcement says: whose progress changed, and which rows. */
export interface ProgressSignal {
  userId: string;
  ids: string[];
}

export interface ProgressFeed {
  /** A user's progress changes as they are announced (by any server's job), until the stream is returned. */
  follow(userId: string): AsyncIterableIterator<ProgressSignal>;
  close(): Promise<void>;
}

/** Signals kept for a stream that does not read them; older ones are dropped (the next read shows the latest anyway). */
const MAX_QUEUED = 50;
const MAX_RETRY_MS = 10_000;

/**
 * This server's share of live challenge progress: one connection LISTENs on the channel the progress
 * job announces on (after its commit), and hands each signal to the streams of its user. A lost
 * connection is tried again with a growing wait; what changed meanwhile shows at the next read.
 */
export async function startProgressFeed(orm: MikroORM, logger: Pick<Console, 'warn'> = console): Promise<ProgressFeed> {
  const followers = new Map<string, Set<(signal: ProgressSignal | null) => void>>();
  let client: pg.Client | null = null;
  let closed = false;
  let retry: NodeJS.Timeout | undefined;
  let wait = 250;

  const listen = async () => {
    const next = new pg.Client({ connectionString: connectionStringOf(orm) });
    const lost = () => {
      if (closed || client !== next) return;
      client = null;
      next.end().catch(() => {});
      retry = setTimeout(() => void listen(), wait);
      wait = Math.min(wait * 2, MAX_RETRY_MS);
    };
    next.on('error', lost);
    next.on('end', lost);
    next.on('notification', (message) => {
      try {
        const signal = JSON.parse(message.payload ?? '') as ProgressSignal;
        for (const push of followers.get(signal.userId) ?? []) push(signal);
      } catch {
        // Not ours to read: ignored.
      }
    });
    try {
      await next.connect();
      await next.query(`listen ${PROGRESS_CHANNEL}`);
      client = next;
      wait = 250;
    } catch (error) {
      logger.warn(`Challenge progress feed: ${(error as Error).message}; trying again.`);
      next.end().catch(() => {});
      if (!closed) retry = setTimeout(() => void listen(), wait);
      wait = Math.min(wait * 2, MAX_RETRY_MS);
    }
  };
  await listen();

  return {
    follow(userId) {
      const queue: ProgressSignal[] = [];
      let waiting: ((result: IteratorResult<ProgressSignal>) => void) | null = null;
      let done = false;
      const push = (signal: ProgressSignal | null) => {
        if (done) return;
        if (signal === null) return void stream.return!();
        if (waiting) {
          const wake = waiting;
          waiting = null;
          return wake({ value: signal, done: false });
        }
        queue.push(signal);
        if (queue.length > MAX_QUEUED) queue.shift();
      };
      const set = followers.get(userId) ?? new Set();
      set.add(push);
      followers.set(userId, set);
      const stream: AsyncIterableIterator<ProgressSignal> = {
        next: () => (queue.length ? Promise.resolve({ value: queue.shift()!, done: false }) : done ? Promise.resolve({ value: undefined, done: true }) : new Promise((resolve) => (waiting = resolve))),
        return: () => {
          done = true;
          set.delete(push);
          if (!set.size) followers.delete(userId);
          waiting?.({ value: undefined, done: true });
          waiting = null;
          return Promise.resolve({ value: undefined, done: true });
        },
        [Symbol.asyncIterator]: () => stream,
      };
      return stream;
    },
    async close() {
      closed = true;
      clearTimeout(retry);
      for (const set of followers.values()) for (const push of [...set]) push(null);
      const current = client;
      client = null;
      await current?.end().catch(() => {});
    },
  };
}

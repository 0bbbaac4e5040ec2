import type { NotificationModel } from './notification.presenter.ts';

/** One live stream of a user's notifications, as the feed hands them out. */
export interface Follower {
  /** When it started (ms), so that catching up after an outage sends nothing older. */
  since: number;
  push(model: NotificationModel): void;
  end(): void;
}

/** Notifications kept for a stream that does not read them (a stalled client); older ones are dropped. */
const MAX_QUEUED = 100;

/**
 * A stream of one user's notifications, registered among `followers` from now until it is returned
 * (the client unsubscribes or goes) or ended (the server stops).
 */
export function followerStream(userId: string, followers: Map<string, Set<Follower>>): AsyncIterableIterator<NotificationModel> {
  const queue: NotificationModel[] = [];
  let waiting: ((result: IteratorResult<NotificationModel>) => void) | null = null;
  let done = false;
  const finished = (): IteratorResult<NotificationModel> => ({ value: undefined, done: true });

  const follower: Follower = {
    since: Date.now(),
    push(model) {
      if (done) return;
      if (waiting) {
        const wake = waiting;
        waiting = null;
        wake({ value: model, done: false });
        return;
      }
      queue.push(model);
      if (queue.length > MAX_QUEUED) queue.shift();
    },
    end() {
      if (done) return;
      done = true;
      queue.length = 0;
      const set = followers.get(userId);
      set?.delete(follower);
      if (set && !set.size) followers.delete(userId);
      waiting?.(finished());
      waiting = null;
    },
  };
  const set = followers.get(userId) ?? new Set<Follower>();
  set.add(follower);
  followers.set(userId, set);

  return {
    next() {
      if (queue.length) return Promise.resolve({ value: queue.shift()!, done: false });
      if (done) return Promise.resolve(finished());
      return new Promise((resolve) => (waiting = resolve));
    },
    return() {
      follower.end();
      return Promise.resolve(finished());
    },
    throw(error?: unknown) {
      follower.end();
      return Promise.reject(error instanceof Error ? error : new Error(String(error)));
    },
    [Symbol.asyncIterator]() {
      return this;
    },
  };
}

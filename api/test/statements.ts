import { AsyncLocalStorage } from 'node:async_hooks';
import type { MikroORM } from '@mikro-orm/postgresql';
import type pg from 'pg';
import { inJob } from '../src/jobs/index.ts';

// Work counted instead of time taken: the SQL statements an app sends while something happens.
// A check on them holds on a busy machine as on a quiet one, and still fails when a change makes
// a request run what it should not (a resolver for a refused document, a statement per row).

export interface StatementCounter {
  /** Statements sent since the counter was made or last reset. */
  readonly count: number;
  /** Their texts, in order (for a failing test's message). */
  readonly texts: readonly string[];
  reset(): void;
  /** How many statements were sent while `work` ran, with what `work` gave. */
  during<T>(work: () => Promise<T>): Promise<{ statements: number; texts: string[]; result: T }>;
  /**
   * How many statements `work` itself sent (called directly, not through the server): background
   * jobs running meanwhile, such as a tree's findings being worked out, are left out.
   */
  sentBy<T>(work: () => Promise<T>): Promise<{ statements: number; texts: string[]; result: T }>;
  /** Stops counting. */
  stop(): void;
}

/**
 * Counts every statement sent through the ORM's connection pool: the ORM's own, raw and prepared
 * ones alike, and the session read of each signed-in request. Statements of other pools (the job
 * queue's, the live-notification feed's, the GraphQL refusal limits', another app's in the same
 * process) are left out, and so are jobs run on the app's pool (jobs/job-context.ts), so the count
 * is that of the requests (and of the work called directly on `orm`).
 */
export async function countStatements(orm: MikroORM): Promise<StatementCounter> {
  // pg-pool's list of its connections, idle and busy: every pool's clients share one prototype.
  const pool = (await orm.em.getConnection().getNativeClient()) as unknown as { Client: typeof pg.Client; _clients: unknown[] };
  const prototype = pool.Client.prototype as { query: (...args: unknown[]) => unknown };
  const original = prototype.query;
  const texts: string[] = [];
  const own = new AsyncLocalStorage<string[]>();
  let counting = true;
  const counted = function (this: unknown, ...args: unknown[]) {
    // The requests' statements and the work called here, not the job queue's work in the background
    // (a tree's findings worked out on the app's own pool while a test counts).
    if (counting && !inJob() && pool._clients.includes(this)) {
      const first = args[0] as string | { text?: string; name?: string } | undefined;
      const text = typeof first === 'string' ? first : (first?.text ?? first?.name ?? '?');
      texts.push(text);
      own.getStore()?.push(text);
    }
    return original.apply(this, args);
  };
  prototype.query = counted;
  const counter: StatementCounter = {
    get count() {
      return texts.length;
    },
    texts,
    reset: () => void (texts.length = 0),
    async during(work) {
      const from = texts.length;
      const result = await work();
      const sent = texts.slice(from);
      return { statements: sent.length, texts: sent, result };
    },
    async sentBy(work) {
      const sent: string[] = [];
      const result = await own.run(sent, work);
      return { statements: sent.length, texts: sent, result };
    },
    stop() {
      counting = false;
      if (prototype.query === counted) prototype.query = original;
    },
  };
  return counter;
}

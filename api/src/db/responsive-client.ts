import pg from 'pg';

/** A statement still running after this long makes the pool ask whether the server is there at all. */
const SLOW_STATEMENT_MS = 2_000;
/** How long that question may take: a server that does not accept a connection by then is gone. */
const PROBE_TIMEOUT_MS = 2_000;

/**
 * A node-postgres `Client` class (for the pool's `Client` option) whose statements fail within
 * seconds when the server stops answering — frozen, paused, or cut off by the network — instead
 * of waiting for TCP to give up. A slow statement on a live server is left alone: after
 * SLOW_STATEMENT_MS the pool opens one fresh connection to the same server (shared by every
 * waiting statement); when that does not answer either, the waiting connections are cut, so their
 * statements fail at once (a 503 for the request) and the pool replaces them when the server is
 * back.
 */
export function responsiveClientClass(): typeof pg.Client {
  let probe: Promise<boolean> | undefined;
  const serverAnswers = (config: pg.ClientConfig) =>
    (probe ??= answersWithin(config, PROBE_TIMEOUT_MS).finally(() => (probe = undefined)));

  class ResponsiveClient extends pg.Client {
    /** What the probe connects with: the pool's own settings. */
    readonly probeConfig: pg.ClientConfig;
    constructor(config: pg.ClientConfig) {
      super(config);
      this.probeConfig = config;
    }
  }
  const query = pg.Client.prototype.query as (this: pg.Client, ...args: unknown[]) => unknown;
  ResponsiveClient.prototype.query = function (this: ResponsiveClient, ...args: unknown[]) {
    const result = query.apply(this, args);
    if (result instanceof Promise) watch(result, () => serverAnswers(this.probeConfig), () => drop(this));
    return result;
  } as typeof pg.Client.prototype.query;
  return ResponsiveClient;
}

/** Checks on a statement while it runs; cuts its connection when the server no longer answers. */
function watch(statement: Promise<unknown>, serverAnswers: () => Promise<boolean>, cut: () => void) {
  let done = false;
  let timer: NodeJS.Timeout;
  const check = async () => {
    const answers = await serverAnswers();
    if (done) return;
    if (answers) timer = setTimeout(check, SLOW_STATEMENT_MS).unref();
    else cut();
  };
  timer = setTimeout(check, SLOW_STATEMENT_MS).unref();
  const stop = () => {
    done = true;
    clearTimeout(timer);
  };
  statement.then(stop, stop);
}

/** Whether the server accepts a new connection and answers a trivial statement within `ms`. */
async function answersWithin(config: pg.ClientConfig, ms: number): Promise<boolean> {
  const client = new pg.Client({ ...config, connectionTimeoutMillis: ms, query_timeout: ms });
  client.on('error', () => {});
  try {
    await client.connect();
    await client.query('select 1');
    void client.end().catch(() => {});
    return true;
  } catch (error) {
    drop(client);
    // An SQL error (too many connections, a role's limit…) still means the server is there.
    const code = (error as { code?: unknown }).code;
    return typeof code === 'string' && /^[0-9A-Z]{5}$/.test(code) && !code.startsWith('08') && !code.startsWith('57P');
  }
}

/** Closes a connection's socket at once (a polite `end()` would wait for a server that is silent). */
function drop(client: pg.Client) {
  (client as unknown as { connection?: { stream?: { destroy(): void } } }).connection?.stream?.destroy();
}

import type http from 'node:http';

/**
 * How long an app server keeps a kept-alive connection open with nothing on it. The front server
 * (deploy/Caddyfile: 60 s) lets its idle connections to the app servers go first: were an app
 * server to close one first (Node's default is 5 s), the front server could send a request on it
 * just as it closes, and answer that request 502 with nothing in it.
 */
export const IDLE_CONNECTION_MS = 65_000;

/** Keeps idle connections open for IDLE_CONNECTION_MS. */
export function keepIdleConnections(server: http.Server): void {
  server.keepAliveTimeout = IDLE_CONNECTION_MS;
}

/**
 * While the server stops: closes each connection as soon as it is idle — the ones idle now at once,
 * a busy one once its request is answered — rather than after IDLE_CONNECTION_MS. Returns what
 * ends the watch.
 */
export function closeConnectionsOnceIdle(server: http.Server): () => void {
  server.closeIdleConnections();
  const watch = setInterval(() => server.closeIdleConnections(), 200);
  watch.unref();
  return () => clearInterval(watch);
}

/**
 * How a server stops taking work, in production as in the tests' servers: no new connection is
 * accepted, kept-alive connections close once idle, requests in progress get up to `graceMs` to be
 * answered, then any still running are cut off. Resolves once every connection is gone: `true` when
 * all were answered in time. Until then the database stays open, so that a request under way never
 * meets a closed one (or holds one of its connections while it is being closed). Connections
 * upgraded to WebSockets (live updates) are not HTTP connections to Node, yet the server waits for
 * them: they are to be closed first (`live.close()`).
 */
export async function stopServing(server: http.Server, graceMs: number): Promise<boolean> {
  const closed = new Promise<void>((resolve) => server.close(() => resolve()));
  const stopWatching = closeConnectionsOnceIdle(server);
  let timer: NodeJS.Timeout | undefined;
  const graceOver = new Promise<'cut off'>((resolve) => (timer = setTimeout(() => resolve('cut off'), graceMs)));
  const answered = (await Promise.race([closed, graceOver])) !== 'cut off';
  clearTimeout(timer);
  stopWatching();
  server.closeAllConnections();
  await closed;
  return answered;
}

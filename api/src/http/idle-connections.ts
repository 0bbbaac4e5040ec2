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

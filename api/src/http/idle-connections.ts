import type http from 'node:http';

/**
 * How long an app server keeps a kept-alive connection open with nothing on it. The front server
 * (deploy/Caddyfile: 60 s) lets its idle connections to the app servers go first: were an app
 * server to close one first (Node's default is 5 s), the front server could send a request on it
 * just as it closes, and answer that request 502 with nothing in it.
 */
export const IDLE_CONNECTION_MS = 65_000;

/** Keeps idle connections open for IDLE_CONNECTION_MS; the time allowed for a request's headers stays a little longer, as Node wants. */
export function keepIdleConnections(server: http.Server): void {
  server.keepAliveTimeout = IDLE_CONNECTION_MS;
  server.headersTimeout = IDLE_CONNECTION_MS + 1_000;
}

import { randomUUID } from 'node:crypto';
import type { Context, Middleware } from 'koa';
import { log, runInRequest, type CurrentRequest } from '../log.ts';
import { LANGUAGES } from '../i18n.ts';
import { operationLabel, requestDuration } from '../metrics.ts';

export { currentRequest, type CurrentRequest } from '../log.ts';

/** Probes and scrapes answer often and say nothing new: no access line for them. */
const QUIET_PATHS = new Set(['/healthz', '/readyz', '/metrics']);

/** Long opaque path segments (invitation, calendar and reset tokens) are kept out of the log. */
const loggedPath = (path: string) => path.replace(/\/[\w-]{20,}(?=[/.]|$)/g, '/…');

/**
 * What a request asked for, as a metrics label of bounded variety: the GraphQL operation's name, a
 * REST route's pattern, or the kind of path.
 */
function operationOf(ctx: Context, request: CurrentRequest) {
  if (ctx.path === '/graphql') return request.operation ? `graphql:${operationLabel(request.operation)}` : 'graphql:anonymous';
  if (ctx.path.startsWith('/oidc/')) return '/oidc';
  if (ctx.path.startsWith('/uploads/')) return '/uploads/:key';
  if (ctx.path.startsWith('/assets/')) return '/assets';
  const route = (ctx as Context & { _matchedRoute?: unknown })._matchedRoute;
  if (typeof route === 'string') return route;
  if (QUIET_PATHS.has(ctx.path)) return ctx.path;
  return ctx.path.startsWith('/api/') ? '/api/other' : 'page';
}

/**
 * Gives every request an id, sent back as `X-Request-Id`, carried by every error answer and by
 * every log line written while it is served, so that what a user reports can be found in the
 * server log. When it ends: one access line (method, path, status, time, operation) and its time
 * in the latency histogram. `Server-Timing` tells how long the server worked on the answer, and
 * `Content-Language` which language its texts are in.
 */
export const requestId: Middleware = async (ctx, next) => {
  // The browser's language until the viewer is known (auth/viewer.ts puts their own choice here).
  const language = ctx.acceptsLanguages([...LANGUAGES]) || 'en';
  const request: CurrentRequest = { id: randomUUID(), method: ctx.method, path: ctx.path, language };
  const started = performance.now();
  ctx.set('X-Request-Id', request.id);
  let status = 500;
  try {
    await runInRequest(request, next);
    status = ctx.status;
  } catch (error) {
    status = (error as { status?: number }).status ?? 500;
    throw error;
  } finally {
    const ms = performance.now() - started;
    ctx.set('Server-Timing', `app;dur=${ms.toFixed(1)}`);
    ctx.set('Content-Language', request.language ?? 'en');
    const operation = operationOf(ctx, request);
    requestDuration.observe({ method: ctx.method, operation, status: `${Math.floor(status / 100)}xx` }, ms / 1000);
    if (!QUIET_PATHS.has(ctx.path)) {
      runInRequest(request, () => log.info({ method: ctx.method, path: loggedPath(ctx.path), status, ms: Math.round(ms * 10) / 10, operation }, 'request'));
    }
  }
};

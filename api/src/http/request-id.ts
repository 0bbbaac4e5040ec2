import { AsyncLocalStorage } from 'node:async_hooks';
import { randomUUID } from 'node:crypto';
import type { Middleware } from 'koa';

/** The request being served, wherever its work runs (resolvers, services, error formatting). */
export interface CurrentRequest {
  id: string;
  method: string;
  path: string;
  /** Set by the request timeout while it may still cut the request short (see request-timeout.ts). */
  cancelTimeout?: () => void;
}

const requests = new AsyncLocalStorage<CurrentRequest>();

/** The request this code runs for, or undefined outside a request (start-up, background work). */
export const currentRequest = () => requests.getStore();

/**
 * Gives every request an id, sent back as `X-Request-Id` and carried by every error answer, so that
 * what a user reports can be found in the server log. `Server-Timing` tells how long the server
 * worked on the answer.
 */
export const requestId: Middleware = async (ctx, next) => {
  const request: CurrentRequest = { id: randomUUID(), method: ctx.method, path: ctx.path };
  const started = performance.now();
  ctx.set('X-Request-Id', request.id);
  try {
    await requests.run(request, next);
  } finally {
    ctx.set('Server-Timing', `app;dur=${(performance.now() - started).toFixed(1)}`);
  }
};

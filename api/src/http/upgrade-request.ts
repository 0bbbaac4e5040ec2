import http from 'node:http';
import type Koa from 'koa';

/**
 * Runs some of the app's own middleware (state, origin, session, viewer) on a WebSocket upgrade
 * request, which never reaches the app's request handler: the socket is then signed in exactly as
 * an HTTP request with the same cookie would be. Nothing is answered; the context is returned.
 */
export function upgradeContext<S>(app: Koa<S>, middleware: Koa.Middleware<S>[]) {
  return async (req: http.IncomingMessage): Promise<Koa.ParameterizedContext<S>> => {
    // The response is never sent: the session middleware may set its cookie on it, to no effect.
    const ctx = app.createContext(req, new http.ServerResponse(req)) as Koa.ParameterizedContext<S>;
    const run = async (i: number): Promise<void> => {
      if (i < middleware.length) await middleware[i](ctx, () => run(i + 1));
    };
    await run(0);
    return ctx;
  };
}

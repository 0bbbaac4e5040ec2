import type { Context, Middleware } from 'koa';
import type { AppState } from '../modules/service-context.ts';
import type { Config } from '../config.ts';
import { forbidden } from '../errors.ts';
import { t } from '../i18n.ts';

const READS = new Set(['GET', 'HEAD', 'OPTIONS']);

/** Where a write changes something a signed-in browser could be tricked into changing. */
const guarded = (path: string) => {
  const p = path.toLowerCase(); // the routers match paths whatever their case
  return p.startsWith('/api/') || p === '/graphql' || p.startsWith('/oidc/interaction/');
};

/** The app's own origins: PUBLIC_URL's, the address this request reached, and the one the app resolved for it. */
function ownOrigins(ctx: Context & { state: AppState }, config: Config) {
  // Not ctx.origin: Koa 3 answers it with the request's Origin header.
  return new Set([new URL(config.publicUrl).origin, `${ctx.protocol}://${ctx.host}`, ctx.state.origin].filter(Boolean));
}

/** Whether the browser says this request was sent by another site's page. */
export function isCrossSite(ctx: Context & { state: AppState }, config: Config): boolean {
  const site = ctx.get('sec-fetch-site');
  if (site === 'cross-site' || site === 'same-site') return true;
  const origin = ctx.get('origin');
  return origin !== '' && !ownOrigins(ctx, config).has(origin);
}

/**
 * Refuses writes to the REST routes, sign-out, the sign-in page's endpoints and GraphQL that a browser sent from another site's
 * page (cross-site request forgery), by the browser's own `Sec-Fetch-Site` and `Origin` headers.
 * Requests with neither (curl, integrators' scripts with a bearer token) are not from a browser
 * page and pass.
 */
export const sameOriginWrites = (config: Config): Middleware<AppState> => async (ctx, next) => {
  if (READS.has(ctx.method) || !guarded(ctx.path) || !isCrossSite(ctx, config)) return next();
  // restErrors answers /graphql in GraphQL's shape, every other path in plain text.
  throw forbidden(t('http:crossSite'));
};

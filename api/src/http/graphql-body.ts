import type { Middleware } from 'koa';
import { bodyParser } from '@koa/bodyparser';

/** The largest JSON body `/graphql` reads: a query within the token limit and its variables fit many times over. */
export const GRAPHQL_BODY_LIMIT = '100kb';

const parseSmallJson = bodyParser({ enableTypes: ['json'], jsonLimit: GRAPHQL_BODY_LIMIT });

/**
 * Reads `/graphql` JSON bodies with a limit of their own, ahead of the REST routes' 2 MB one: a
 * larger body is refused from its Content-Length, before a byte of it is read or parsed.
 */
export const graphqlBody: Middleware = (ctx, next) => (ctx.path === '/graphql' ? parseSmallJson(ctx, next) : next());

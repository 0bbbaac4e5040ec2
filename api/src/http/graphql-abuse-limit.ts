import { createHash } from 'node:crypto';
import type { Context, Middleware } from 'koa';
import { RateLimiterMemory, type RateLimiterRes } from 'rate-limiter-flexible';
import { tooManyRequests } from '../errors.ts';
import { clientAddress } from './client-address.ts';

const WINDOW_SECONDS = 10;
const BLOCK_SECONDS = 60;
/** Callers without a session share this many times the one caller's allowance per address. */
const ADDRESS_FACTOR = 20;

/**
 * Who is calling, told without the database: a session by its signed cookie (a forged one fails
 * the signature), else a bearer token as sent, else the address. `verified` callers are not held
 * back by what others at their address do (a family behind one home router).
 */
function caller(ctx: Context) {
  const session = ctx.cookies.get('kinfolk.sid', { signed: true });
  const hash = (value: string) => createHash('sha256').update(value).digest('base64url').slice(0, 22);
  if (session) return { key: `session:${hash(session)}`, verified: true };
  const bearer = ctx.get('authorization');
  return { key: bearer ? `token:${hash(bearer)}` : `address:${clientAddress(ctx.ip)}`, verified: false };
}

/** Answers GraphQL refused as too large, malformed or over its limits, or for an unknown token. */
const refused = (status: number) => status === 400 || status === 401 || status === 413 || status === 431;

/**
 * A caller whose GraphQL documents keep being refused (over the limits, malformed, too large) is
 * turned away with 429 for a minute before anything of their request is read, so a stream of
 * hostile documents costs the server next to nothing and other callers are served as usual. Callers
 * without a session also share a much higher limit per address, so new tokens or no cookie do not
 * start afresh. Counted in this process: it protects this process.
 */
export function graphqlAbuseLimit(refusalsPerCaller: number): Middleware {
  const perCaller = new RateLimiterMemory({ keyPrefix: 'gql-caller', points: refusalsPerCaller, duration: WINDOW_SECONDS, blockDuration: BLOCK_SECONDS });
  const perAddress = new RateLimiterMemory({ keyPrefix: 'gql-address', points: refusalsPerCaller * ADDRESS_FACTOR, duration: WINDOW_SECONDS, blockDuration: BLOCK_SECONDS });
  const over = (res: RateLimiterRes | null, points: number) => (res && res.consumedPoints >= points ? res : null);
  /** Counts a refusal; the one that uses up the allowance starts the minute's block. */
  const count = async (limiter: RateLimiterMemory, key: string) => {
    const res = await limiter.consume(key).catch((rejected: RateLimiterRes) => rejected);
    if (res.consumedPoints === limiter.points) await limiter.block(key, BLOCK_SECONDS);
  };

  return async (ctx, next) => {
    if (refusalsPerCaller <= 0 || ctx.path !== '/graphql' || (ctx.method === 'GET' && ctx.accepts('html', 'json') === 'html')) return next();
    const who = caller(ctx);
    const address = clientAddress(ctx.ip);
    const [byCaller, byAddress] = await Promise.all([perCaller.get(who.key), who.verified ? null : perAddress.get(address)]);
    const blocked = over(byCaller, perCaller.points) ?? over(byAddress, perAddress.points);
    if (blocked) throw tooManyRequests('Too many refused requests: please wait a minute before sending more.', blocked.msBeforeNext / 1000);

    let status = 500;
    try {
      await next();
      status = ctx.status;
    } catch (error) {
      status = (error as { status?: number }).status ?? 500;
      throw error;
    } finally {
      if (refused(status)) await Promise.all([count(perCaller, who.key), who.verified ? null : count(perAddress, address)]);
    }
  };
}

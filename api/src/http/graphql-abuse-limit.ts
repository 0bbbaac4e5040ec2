import { createHash } from 'node:crypto';
import type { Context, Middleware } from 'koa';
import pg from 'pg';
import { LRUCache } from 'lru-cache';
import { RateLimiterPostgres, type RateLimiterRes } from 'rate-limiter-flexible';
import { tooManyRequests } from '../errors.ts';
import { t } from '../i18n.ts';
import { clientAddress } from './client-address.ts';

const WINDOW_SECONDS = 10;
const BLOCK_SECONDS = 60;
/** Callers without a session share this many times the one caller's allowance per address. */
const ADDRESS_FACTOR = 20;
/** How long a server trusts what it last read of a caller's count (others' refusals reach it this late at most). */
const RECHECK_MS = 1_000;

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
 * start afresh. The counts live in PostgreSQL (the `sign_in_limits` table), so every app server
 * behind a balancer sees the same ones; each server keeps what it read of a caller for a second,
 * so a request costs no lookup when the caller was just seen. Should the database not answer, the
 * limit lets requests through (they will be answered 503 anyway).
 */
export function graphqlAbuseLimit(refusalsPerCaller: number, connectionString: string) {
  const pool = new pg.Pool({ connectionString, max: 2, connectionTimeoutMillis: 3_000 });
  pool.on('error', () => {});
  const options = { storeClient: pool, tableName: 'sign_in_limits', tableCreated: true, duration: WINDOW_SECONDS, blockDuration: BLOCK_SECONDS };
  const perCaller = new RateLimiterPostgres({ ...options, keyPrefix: 'gql-caller', points: Math.max(1, refusalsPerCaller) });
  const perAddress = new RateLimiterPostgres({ ...options, keyPrefix: 'gql-address', points: Math.max(1, refusalsPerCaller) * ADDRESS_FACTOR });
  const seen = new LRUCache<string, { res: RateLimiterRes | null }>({ max: 50_000, ttl: RECHECK_MS });
  const read = async (limiter: RateLimiterPostgres, key: string) => {
    const cacheKey = `${limiter.keyPrefix}:${key}`;
    const cached = seen.get(cacheKey);
    if (cached) return cached.res;
    const res = await limiter.get(key).catch(() => null);
    seen.set(cacheKey, { res });
    return res;
  };
  const over = (res: RateLimiterRes | null, points: number) => (res && res.consumedPoints >= points ? res : null);
  /** Counts a refusal; the one that uses up the allowance starts the minute's block. */
  const count = async (limiter: RateLimiterPostgres, key: string) => {
    const res = await limiter.consume(key).catch((rejected: RateLimiterRes | Error) => (rejected instanceof Error ? null : rejected));
    if (!res) return;
    const blocked = res.consumedPoints === limiter.points ? await limiter.block(key, BLOCK_SECONDS).catch(() => null) : null;
    seen.set(`${limiter.keyPrefix}:${key}`, { res: blocked ?? res });
  };

  const middleware: Middleware = async (ctx, next) => {
    if (refusalsPerCaller <= 0 || ctx.path !== '/graphql' || (ctx.method === 'GET' && ctx.accepts('html', 'json') === 'html')) return next();
    const who = caller(ctx);
    const address = clientAddress(ctx.ip);
    const [byCaller, byAddress] = await Promise.all([read(perCaller, who.key), who.verified ? null : read(perAddress, address)]);
    const blocked = over(byCaller, perCaller.points) ?? over(byAddress, perAddress.points);
    if (blocked) throw tooManyRequests(t('http:tooManyRefused'), blocked.msBeforeNext / 1000);

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
  return { middleware, close: () => pool.end().catch(() => {}) };
}

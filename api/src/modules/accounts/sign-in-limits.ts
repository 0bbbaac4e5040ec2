import pg from 'pg';
import { RateLimiterPostgres, type RateLimiterRes } from 'rate-limiter-flexible';
import type { EntityManager } from '@mikro-orm/postgresql';
import { tooManyRequests } from '../../errors.ts';

const WINDOW_SECONDS = 15 * 60;
/** Failed attempts allowed per account, and per address, within the window. */
export const ACCOUNT_ATTEMPTS = 5;
export const ADDRESS_ATTEMPTS = 30;

interface Limiters {
  account: RateLimiterPostgres;
  address: RateLimiterPostgres;
}
const byDatabase = new Map<string, Limiters>();

/** Counters of failed sign-ins in PostgreSQL, so that every app server sees the same ones. */
function limiters(em: EntityManager): Limiters {
  const url = em.config.get('clientUrl')!;
  let found = byDatabase.get(url);
  if (!found) {
    const pool = new pg.Pool({ connectionString: url, max: 2, connectionTimeoutMillis: 5_000 });
    pool.on('error', () => {});
    const options = { storeClient: pool, tableName: 'sign_in_limits', tableCreated: true, duration: WINDOW_SECONDS };
    found = {
      account: new RateLimiterPostgres({ ...options, keyPrefix: 'account', points: ACCOUNT_ATTEMPTS }),
      address: new RateLimiterPostgres({ ...options, keyPrefix: 'address', points: ADDRESS_ATTEMPTS }),
    };
    byDatabase.set(url, found);
  }
  return found;
}

const wait = (res: RateLimiterRes) => {
  const minutes = Math.max(1, Math.ceil(res.msBeforeNext / 60_000));
  return `${minutes} minute${minutes === 1 ? '' : 's'}`;
};

/** Refuses with 429 while the account or the address has used up its failed attempts. */
export async function checkSignInAllowed(em: EntityManager, account: string, address: string) {
  const { account: perAccount, address: perAddress } = limiters(em);
  const [a, b] = await Promise.all([perAccount.get(account), perAddress.get(address)]);
  if (a && a.consumedPoints >= ACCOUNT_ATTEMPTS) {
    throw tooManyRequests(`Too many failed sign-in attempts for this account. Try again in ${wait(a)}.`, a.msBeforeNext / 1000);
  }
  if (b && b.consumedPoints >= ADDRESS_ATTEMPTS) {
    throw tooManyRequests(`Too many failed sign-in attempts from your network. Try again in ${wait(b)}.`, b.msBeforeNext / 1000);
  }
}

/** Counts a failed attempt against the account and the address. */
export async function recordFailedSignIn(em: EntityManager, account: string, address: string) {
  const { account: perAccount, address: perAddress } = limiters(em);
  // A rejection only means the limit is reached; the next attempt is refused by checkSignInAllowed.
  await Promise.all([perAccount.consume(account).catch(() => {}), perAddress.consume(address).catch(() => {})]);
}

/** A successful sign-in clears the account's failures (not the address's). */
export async function clearFailedSignIns(em: EntityManager, account: string) {
  await limiters(em).account.delete(account).catch(() => {});
}

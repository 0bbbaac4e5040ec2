import { createHash } from 'node:crypto';
import pg from 'pg';
import { RateLimiterPostgres, RateLimiterRes } from 'rate-limiter-flexible';
import type { EntityManager } from '@mikro-orm/postgresql';
import { tooManyRequests } from '../../errors.ts';
import { t } from '../../i18n.ts';

const WINDOW_SECONDS = 15 * 60;
/** Attempts allowed within the window: for one account from one address, … */
export const ACCOUNT_ATTEMPTS = 5;
/** … for one account from anywhere (a backstop, high so that others cannot lock its owner out), … */
export const ACCOUNT_BACKSTOP = 50;
/** … and from one address to any account. */
export const ADDRESS_ATTEMPTS = 30;

interface Limiters {
  pair: RateLimiterPostgres;
  account: RateLimiterPostgres;
  address: RateLimiterPostgres;
}
const byDatabase = new Map<string, Limiters>();

/** Counters of sign-in attempts in PostgreSQL, so that every app server sees the same ones. */
function limiters(em: EntityManager): Limiters {
  const url = em.config.get('clientUrl')!;
  let found = byDatabase.get(url);
  if (!found) {
    const pool = new pg.Pool({ connectionString: url, max: 2, connectionTimeoutMillis: 5_000 });
    pool.on('error', () => {});
    const options = { storeClient: pool, tableName: 'sign_in_limits', tableCreated: true, duration: WINDOW_SECONDS };
    found = {
      pair: new RateLimiterPostgres({ ...options, keyPrefix: 'pair', points: ACCOUNT_ATTEMPTS }),
      account: new RateLimiterPostgres({ ...options, keyPrefix: 'account', points: ACCOUNT_BACKSTOP }),
      address: new RateLimiterPostgres({ ...options, keyPrefix: 'address', points: ADDRESS_ATTEMPTS }),
    };
    byDatabase.set(url, found);
  }
  return found;
}

/** Keys of a fixed length, whatever the email or address. */
const key = (...parts: string[]) => createHash('sha256').update(parts.join('\n')).digest('base64url');

/** The whole minutes until the next attempt is allowed. */
const minutes = (res: RateLimiterRes) => Math.max(1, Math.ceil(res.msBeforeNext / 60_000));

/** Uses up one point, or answers with the rejection when none is left; other failures are errors. */
async function take(limiter: RateLimiterPostgres, k: string): Promise<RateLimiterRes | null> {
  try {
    await limiter.consume(k);
    return null;
  } catch (rejection) {
    if (rejection instanceof RateLimiterRes) return rejection;
    throw rejection;
  }
}

/**
 * Counts a sign-in attempt before the password is checked (so parallel guesses cannot slip past
 * the count), and refuses with 429 when the account from this address, the account from anywhere
 * or the address has used up its attempts. `succeeded` gives the points back once the password was
 * right.
 */
export async function countSignInAttempt(em: EntityManager, account: string, address: string) {
  const { pair, account: perAccount, address: perAddress } = limiters(em);
  const keys = { pair: key(account, address), account: key(account), address: key(address) };
  const [byPair, byAccount, byAddress] = await Promise.all([take(pair, keys.pair), take(perAccount, keys.account), take(perAddress, keys.address)]);
  const accountLimit = byPair ?? byAccount;
  if (accountLimit) throw tooManyRequests(t('accounts:tooManyForAccount', { count: minutes(accountLimit) }), accountLimit.msBeforeNext / 1000);
  if (byAddress) throw tooManyRequests(t('accounts:tooManyFromNetwork', { count: minutes(byAddress) }), byAddress.msBeforeNext / 1000);
  return {
    async succeeded() {
      await Promise.all([pair.delete(keys.pair), perAccount.reward(keys.account, 1), perAddress.reward(keys.address, 1)]);
    },
  };
}

import { argon2, randomBytes, timingSafeEqual } from 'node:crypto';
import { promisify } from 'node:util';
import { ZxcvbnFactory } from '@zxcvbn-ts/core';
import { adjacencyGraphs, dictionary } from '@zxcvbn-ts/language-common';
import { invalid } from '../../errors.ts';
import { t } from '../../i18n.ts';

const argon2Async = promisify(argon2);
/** OWASP's argon2id recommendation: 19 MiB of memory, 2 passes, 1 lane. */
const PARAMS = { memory: 19_456, passes: 2, parallelism: 1, tagLength: 32 };
const MIN_PASSWORD_LENGTH = 10;
const MAX_PASSWORD_LENGTH = 200;

const strength = new ZxcvbnFactory({ dictionary, graphs: adjacencyGraphs });

/** Refuses a password that is too short, too long, or common or guessable (also from the person's own name or email). */
export function checkNewPassword(password: unknown, field: string, about: (string | null | undefined)[] = []): string {
  const fail = (message: string) => invalid(message, { [field]: message });
  if (typeof password !== 'string' || password.length < MIN_PASSWORD_LENGTH) throw fail(t('accounts:password.tooShort', { count: MIN_PASSWORD_LENGTH }));
  if (password.length > MAX_PASSWORD_LENGTH) throw fail(t('accounts:password.tooLong', { count: MAX_PASSWORD_LENGTH }));
  const inputs = about.filter((s): s is string => Boolean(s)).flatMap((s) => [s, ...s.split(/[\s@.]+/)]).filter((s) => s.length > 2);
  // The estimate takes time that grows fast with length; the first 64 characters tell enough
  // (a longer password is strong unless they are weak).
  if (strength.check(password.slice(0, 64), inputs).score < 2) {
    throw fail(t('accounts:password.tooWeak'));
  }
  return password;
}

/** An argon2id hash as a PHC string: `$argon2id$v=19$m=…,t=…,p=…$salt$hash`. */
export async function hashPassword(password: string): Promise<string> {
  const nonce = randomBytes(16);
  const hash = await argon2Async('argon2id', { message: password, nonce, ...PARAMS });
  return `$argon2id$v=19$m=${PARAMS.memory},t=${PARAMS.passes},p=${PARAMS.parallelism}$${nonce.toString('base64url')}$${hash.toString('base64url')}`;
}

/** Whether the password matches the PHC string (compared in constant time). */
export async function verifyPassword(password: string, phc: string): Promise<boolean> {
  const match = /^\$argon2id\$v=19\$m=(\d+),t=(\d+),p=(\d+)\$([\w-]+)\$([\w-]+)$/.exec(phc);
  if (!match || password.length > MAX_PASSWORD_LENGTH) return false;
  const expected = Buffer.from(match[5], 'base64url');
  const actual = await argon2Async('argon2id', {
    message: password,
    nonce: Buffer.from(match[4], 'base64url'),
    memory: Number(match[1]),
    passes: Number(match[2]),
    parallelism: Number(match[3]),
    tagLength: expected.length,
  });
  return timingSafeEqual(actual, expected);
}

/** A hash to verify against when no account matches, so that the answer takes as long either way. */
export const DUMMY_HASH = await hashPassword(randomBytes(12).toString('hex'));

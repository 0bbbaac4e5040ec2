import { createHash, randomBytes } from 'node:crypto';

/** A random secret for a link, and the SHA-256 that is stored in its place. */
export function newSecretToken() {
  const token = randomBytes(24).toString('base64url');
  return { token, hash: hashToken(token) };
}

export const hashToken = (token: string) => createHash('sha256').update(token).digest('hex');

/** Whether a string could be a token made by newSecretToken (checked before touching the database). */
export const looksLikeToken = (token: unknown): token is string => typeof token === 'string' && /^[\w-]{32}$/.test(token);

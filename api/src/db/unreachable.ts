import { ConnectionException, DriverException } from '@mikro-orm/postgresql';

// Socket failures on the way to the server (only trusted on database errors: a failed fetch to an
// identity provider carries the same codes).
const NETWORK_CODES = new Set(['ECONNREFUSED', 'ECONNRESET', 'ECONNABORTED', 'ETIMEDOUT', 'EPIPE', 'EHOSTUNREACH', 'ENETUNREACH', 'EHOSTDOWN', 'ENOTFOUND', 'EAI_AGAIN']);

// What node-postgres and its pool say when the server is gone, silent or refusing work.
const DRIVER_MESSAGES = [
  'Connection terminated unexpectedly',
  'Connection terminated due to connection timeout',
  'timeout exceeded when trying to connect',
  'Client has encountered a connection error and is not queryable',
  'Client was closed and is not queryable',
  'Query read timeout',
  'timeout expired',
];

/**
 * Whether an error means the database cannot be reached right now (down, restarting, silent, or
 * out of connections) rather than that the request was wrong: such a request may succeed later.
 * SQLSTATE class 08 is "connection exception"; 57P01–57P03 are shutdowns and start-ups; 53300 is
 * "too many connections".
 */
export function isDatabaseUnreachable(error: unknown): boolean {
  if (!(error instanceof Error)) return false;
  if (error instanceof ConnectionException) return true;
  const code = (error as { code?: unknown }).code;
  if (typeof code === 'string') {
    if (/^08[0-9A-Z]{3}$/.test(code) || ['57P01', '57P02', '57P03', '53300'].includes(code)) return true;
    if (error instanceof DriverException && isNetworkFailure(error)) return true;
  }
  if (DRIVER_MESSAGES.some((m) => error.message.startsWith(m))) return true;
  return error instanceof DriverException && isDatabaseUnreachable(error.cause);
}

/** A socket failure on the way to a server (refused, reset, timed out, no route, unknown host). */
export function isNetworkFailure(error: unknown): boolean {
  const code = (error as { code?: unknown } | undefined)?.code;
  return typeof code === 'string' && NETWORK_CODES.has(code);
}

import { AppError } from './errors.ts';

// Failures of one connection or one request's stream: nothing shared is left half-changed by them.
const CONNECTION_ERRORS = new Set(['ECONNRESET', 'EPIPE', 'ECONNABORTED', 'ETIMEDOUT', 'ERR_STREAM_PREMATURE_CLOSE', 'ERR_STREAM_DESTROYED', 'ERR_STREAM_WRITE_AFTER_END', 'ERR_HTTP_HEADERS_SENT']);

/**
 * Keeps one bad request from taking the server down. A promise nobody awaited, a domain error or
 * a broken connection that escapes a request's own handling is logged and the server keeps
 * serving: it concerned that request only. Any other uncaught exception may have left shared state
 * broken, so it is logged and the process exits for its supervisor to restart it.
 */
export function guardProcess(log: Pick<Console, 'error'> = console, exit: (code: number) => void = (code) => process.exit(code)) {
  process.on('unhandledRejection', (reason) => {
    log.error('A promise failed without a handler; the server keeps running.', reason);
  });
  process.on('uncaughtException', (error) => {
    if (concernsOneRequest(error)) {
      log.error('An error escaped its request; the server keeps running.', error);
      return;
    }
    log.error('Unexpected error; stopping.', error);
    exit(1);
  });
}

function concernsOneRequest(error: unknown): boolean {
  if (error instanceof AppError) return true;
  const code = (error as { code?: unknown } | null)?.code;
  return typeof code === 'string' && (CONNECTION_ERRORS.has(code) || code.startsWith('HPE_'));
}

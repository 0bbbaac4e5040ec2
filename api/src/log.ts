import { AsyncLocalStorage } from 'node:async_hooks';
import pino from 'pino';

/** The request being served, wherever its work runs (resolvers, services, error formatting). */
export interface CurrentRequest {
  id: string;
  method: string;
  path: string;
  /** The GraphQL operation's name, once known (for the access line and the metrics). */
  operation?: string;
  /** Set by the request timeout while it may still cut the request short (see http/request-timeout.ts). */
  cancelTimeout?: () => void;
  /**
   * The language the answer's texts are written in: the signed-in user's choice, else the best of
   * the browser's Accept-Language, else English (see i18n.ts).
   */
  language?: string;
}

const requests = new AsyncLocalStorage<CurrentRequest>();

/** The request this code runs for, or undefined outside a request (start-up, background work). */
export const currentRequest = () => requests.getStore();

/** Runs `work` as part of `request`: every log line written meanwhile carries its id. */
export const runInRequest = <T>(request: CurrentRequest, work: () => T): T => requests.run(request, work);

type Listener = (line: Record<string, unknown>) => void;
const listeners = new Set<Listener>();

/** Every line goes to standard output; tests may also listen (captureLog). */
const destination = {
  write(line: string) {
    process.stdout.write(line);
    if (listeners.size) {
      const parsed = JSON.parse(line) as Record<string, unknown>;
      for (const listener of listeners) listener(parsed);
    }
  },
};

/**
 * The server's log: one JSON object a line on standard output (pino), at `LOG_LEVEL` (default
 * `info`), each line written while a request is served carrying its `requestId`. Errors are
 * serialized with their type, message and stack.
 */
export const log = pino(
  {
    level: process.env.LOG_LEVEL ?? 'info',
    base: { pid: process.pid },
    timestamp: pino.stdTimeFunctions.isoTime,
    formatters: { level: (label) => ({ level: label }) },
    mixin: () => {
      const request = requests.getStore();
      return request ? { requestId: request.id } : {};
    },
  },
  destination,
);

/** Lines written from now until `stop()`, parsed (for tests). */
export function captureLog() {
  const lines: Record<string, unknown>[] = [];
  const listener: Listener = (line) => void lines.push(line);
  listeners.add(listener);
  return { lines, stop: () => void listeners.delete(listener) };
}

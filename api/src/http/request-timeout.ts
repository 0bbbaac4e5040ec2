import type { Middleware } from 'koa';
import { unavailable } from '../errors.ts';
import { t } from '../i18n.ts';
import { knownError, reportUnexpected } from '../error-translation.ts';
import { currentRequest } from './request-id.ts';

/**
 * Answers 503 when a read takes longer than `ms`, so that no caller waits on a runaway query.
 * Writes are never cut short, so that an answer always says whether they were saved: REST writes
 * (anything but GET and HEAD) and GraphQL uploads (only mutations take files) are not timed, and
 * a GraphQL mutation cancels its timer once Apollo knows it is one (writes-run-to-the-end.ts).
 * The abandoned work of a timed-out read runs on without an answer; a failure in it is logged.
 */
export function requestTimeout(ms: number): Middleware {
  return async (ctx, next) => {
    const read = ctx.method === 'GET' || ctx.method === 'HEAD' || (ctx.path === '/graphql' && !ctx.is('multipart/form-data'));
    if (!read) return next();
    const tooSlow = unavailable(t('http:tooSlow'));
    let timer: NodeJS.Timeout | undefined;
    const expired = new Promise<never>((_, reject) => (timer = setTimeout(() => reject(tooSlow), ms)));
    const request = currentRequest();
    if (request) request.cancelTimeout = () => clearTimeout(timer);
    const work = next();
    try {
      await Promise.race([work, expired]);
    } catch (error) {
      if (error === tooSlow) work.catch((late: unknown) => knownError(late) ?? reportUnexpected(late));
      throw error;
    } finally {
      clearTimeout(timer);
    }
  };
}

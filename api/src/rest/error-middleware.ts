import type { Context, Middleware } from 'koa';
import type { AppError } from '../errors.ts';
import { knownError, reportUnexpected } from '../error-translation.ts';
import { currentRequest } from '../http/request-id.ts';
import { errorExtensions, unexpectedMessage } from '../graphql/format-error.ts';
import { t } from '../i18n.ts';

/**
 * The one place failures outside GraphQL's own pipeline are shaped: REST routes, the body parser
 * and the multipart reader. A REST answer is the status and a plain-text sentence ending with the
 * request id, which the web client shows as "{status}: {body}" (spec section 8); `/graphql`
 * answers in GraphQL's shape. Unexpected errors are logged and never described to the client.
 */
export const restErrors: Middleware = async (ctx, next) => {
  try {
    await next();
  } catch (error) {
    const known = knownError(error);
    if (!known) reportUnexpected(error);
    answer(ctx, known);
  }
};

function answer(ctx: Context, error: AppError | null) {
  const message = error?.message ?? unexpectedMessage();
  ctx.status = error?.status ?? 500;
  if (error?.retryAfter) ctx.set('Retry-After', String(error.retryAfter));
  if (ctx.path === '/graphql') {
    ctx.body = { errors: [{ message, extensions: errorExtensions(error?.code ?? 'INTERNAL_SERVER_ERROR', error) }] };
    return;
  }
  ctx.type = 'text/plain';
  ctx.body = `${message}\n${t('rest:requestId', { id: currentRequest()?.id })}`;
}

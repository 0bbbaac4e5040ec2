import type { Middleware } from 'koa';
import { AppError } from '../errors.ts';

/**
 * The one place REST failures are shaped: a status and a plain-text body, which the web client
 * shows as "{status}: {body}" (spec section 8).
 */
export const restErrors: Middleware = async (ctx, next) => {
  try {
    await next();
  } catch (error) {
    const known = error instanceof AppError;
    const status = known ? error.status : ((error as { status?: number }).status ?? 500);
    ctx.status = status;
    ctx.type = 'text/plain';
    if (known) ctx.body = error.message;
    else if (status < 500) ctx.body = (error as Error).message;
    else {
      console.error(error);
      ctx.body = 'Internal server error';
    }
  }
};

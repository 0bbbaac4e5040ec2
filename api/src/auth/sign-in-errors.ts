import type { Context } from 'koa';
import { log } from '../log.ts';

/** What went wrong with a sign-in, as the landing page names it (never the provider's own words). */
export type SignInFailure = 'cancelled' | 'failed' | 'not_invited' | 'expired' | 'unavailable' | 'disabled';

/**
 * A sign-in that did not complete goes back to the landing page, which explains it and offers to
 * try again; the details go to the server log.
 */
export function signInFailed(ctx: Context, reason: SignInFailure, detail: string) {
  log.warn({ reason }, `Sign-in ${reason}: ${detail}`);
  ctx.redirect(`/?sign_in_error=${reason}`);
}

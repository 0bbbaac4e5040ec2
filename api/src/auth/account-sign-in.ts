import Router from '@koa/router';
import type { Context } from 'koa';
import { bodyParser } from '@koa/bodyparser';
import type { Account } from 'oidc-provider';
import type { MikroORM } from '@mikro-orm/postgresql';
import type { AppState } from '../modules/service-context.ts';
import { AppError, invalid } from '../errors.ts';
import { t } from '../i18n.ts';
import { jsonFields } from '../input/request-input.ts';
import { assertCleanText } from '../input/text-input.ts';
import { displayName, findUserBySubject, type User } from '../modules/users/index.ts';
import { passkeySignInOptions, registerWithPassword, signInWithPasskey, signInWithPassword } from '../modules/accounts/index.ts';
import type { builtInProvider } from './identity-provider.ts';
import { clientAddress } from '../http/client-address.ts';
import type { SessionData } from './session.ts';

type Ctx = Context & { params: Record<string, string>; state: AppState };

/**
 * Accounts of the built-in provider: a subject is a user of this server. The sign-in page is the
 * web app's /sign-in/{uid}; it posts here as JSON and is answered with where to go next.
 */
export function accountSignIn(orm: MikroORM) {
  async function findAccount(sub: string): Promise<Account | undefined> {
    const user = await findUserBySubject(orm.em.fork(), sub);
    if (!user) return undefined;
    return {
      accountId: sub,
      claims: () => ({ sub, email: user.email, email_verified: true, name: displayName(user), given_name: user.firstName ?? undefined, family_name: user.lastName ?? undefined }),
    };
  }

  function routes(host: ReturnType<typeof builtInProvider>) {
    const router = new Router<AppState>({ prefix: '/oidc/interaction' });
    const json = bodyParser({ enableTypes: ['json'], jsonLimit: '64kb' });
    /** The JSON body's fields, as the REST routes read them (415, 400, control characters). */
    const fields = (ctx: Ctx) => {
      const body = jsonFields(ctx);
      assertCleanText(body);
      return body;
    };

    /** The interaction behind the URL, or a clear 404 when it expired or never existed. */
    const interaction = async (ctx: Ctx) => {
      const provider = await host.provider(ctx.state.origin);
      try {
        const details = await provider.interactionDetails(ctx.req, ctx.res);
        if (details.uid !== ctx.params.uid) throw new Error('another interaction');
        return { provider, details };
      } catch {
        throw new AppError('NOT_FOUND', 404, t('errors:signInPageExpired'));
      }
    };
    const finish = async (ctx: Ctx, user: User) => {
      const { provider } = await interaction(ctx);
      const redirectTo = await provider.interactionResult(ctx.req, ctx.res, { login: { accountId: user.sub ?? user.id } }, { mergeWithLastSubmission: false });
      ctx.body = { redirectTo };
    };

    router.get('/:uid', async (ctx) => {
      const { details } = await interaction(ctx);
      const invitation = (ctx.session as unknown as SessionData | null)?.signInIntent?.invitation;
      ctx.redirect(`/sign-in/${encodeURIComponent(details.uid)}${invitation ? `?invitation=${encodeURIComponent(invitation)}` : ''}`);
    });
    router.post('/:uid/sign-in', json, async (ctx) => {
      await interaction(ctx);
      const body = fields(ctx);
      await finish(ctx, await signInWithPassword(ctx.state.em, { email: body.email, password: body.password }, clientAddress(ctx.ip)));
    });
    router.post('/:uid/register', json, async (ctx) => {
      await interaction(ctx);
      const body = fields(ctx);
      const user = await registerWithPassword(ctx.state.em, ctx.state.config, body);
      const session = ctx.session as unknown as SessionData | null;
      // The invitation is used up; the page to return to still applies.
      if (session?.signInIntent) delete session.signInIntent.invitation;
      await finish(ctx, user);
    });
    router.post('/:uid/passkey-options', json, async (ctx) => {
      fields(ctx);
      const { details } = await interaction(ctx);
      const options = await passkeySignInOptions(ctx.state.origin);
      (ctx.session as unknown as SessionData).passkeyChallenge = { uid: details.uid, challenge: options.challenge, expires: Date.now() + 5 * 60_000 };
      ctx.body = options;
    });
    router.post('/:uid/passkey', json, async (ctx) => {
      const { details } = await interaction(ctx);
      const session = ctx.session as unknown as SessionData;
      const pending = session.passkeyChallenge;
      delete session.passkeyChallenge; // one answer per challenge
      if (!pending || pending.uid !== details.uid || pending.expires < Date.now()) throw invalid(t('auth:passkeyRequestExpired'));
      const body = fields(ctx);
      await finish(ctx, await signInWithPasskey(ctx.state.em, ctx.state.origin, body.response, pending.challenge));
    });
    return router.routes();
  }

  return { findAccount, routes };
}

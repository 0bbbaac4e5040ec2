import { createHash } from 'node:crypto';
import Router from '@koa/router';
import { bodyParser } from '@koa/bodyparser';
import type { Account } from 'oidc-provider';
import type { MikroORM } from '@mikro-orm/postgresql';
import type { AppState } from '../modules/service-context.ts';
import { t } from '../i18n.ts';
import { loginPage } from './provider-pages.ts';
import type { builtInProvider } from './identity-provider.ts';

interface DevAccount {
  email: string;
  name: string;
}

/**
 * The development sign-in (DEV_SIGN_IN=true, only under `npm run dev` and the tests): its page asks
 * for a name and an email and vouches for whatever is typed. What was typed is kept with the
 * provider's other state in the database, so any app server finishes the sign-in.
 */
export function devSignIn(orm: MikroORM) {
  const sql = <T>(query: string, params: unknown[]) => orm.em.getConnection().execute<T[]>(query, params);
  const accounts = {
    get: async (sub: string) => (await sql<{ payload: DevAccount }>("select payload from oidc_payloads where kind = 'DevAccount' and id = ?", [sub]))[0]?.payload,
    set: (sub: string, account: DevAccount) =>
      sql(
        `insert into oidc_payloads (id, kind, payload, expires_at) values (?, 'DevAccount', ?, now() + interval '30 days')
         on conflict (id, kind) do update set payload = excluded.payload, expires_at = excluded.expires_at`,
        [sub, JSON.stringify(account)],
      ),
  };

  async function findAccount(sub: string): Promise<Account | undefined> {
    const account = await accounts.get(sub);
    if (!account) return undefined;
    return {
      accountId: sub,
      // Only the full name, as many providers send it: the app splits it as it would theirs.
      claims: () => ({ sub, email: account.email, email_verified: true, name: account.name }),
    };
  }

  function routes(host: ReturnType<typeof builtInProvider>) {
    const router = new Router<AppState>({ prefix: '/oidc/interaction' });
    router.get('/:uid', async (ctx) => {
      const provider = await host.provider(ctx.state.origin);
      const details = await provider.interactionDetails(ctx.req, ctx.res);
      ctx.type = 'html';
      ctx.body = loginPage({ action: `/oidc/interaction/${details.uid}/login` });
    });
    router.post('/:uid/login', bodyParser({ enableTypes: ['form'] }), async (ctx) => {
      const provider = await host.provider(ctx.state.origin);
      const body = (ctx.request.body ?? {}) as Record<string, string>;
      const name = String(body.name ?? '').trim().slice(0, 200);
      const email = String(body.email ?? '').trim().toLowerCase();
      const details = await provider.interactionDetails(ctx.req, ctx.res);
      if (!name || !/^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(email) || email.length > 254) {
        ctx.type = 'html';
        ctx.status = 400;
        ctx.body = loginPage({ action: `/oidc/interaction/${details.uid}/login`, name, email, error: t('auth:devPage.invalid') });
        return;
      }
      const accountId = 'dev-' + createHash('sha256').update(email).digest('hex').slice(0, 24);
      await accounts.set(accountId, { email, name });
      const returnTo = await provider.interactionResult(ctx.req, ctx.res, { login: { accountId } }, { mergeWithLastSubmission: false });
      ctx.redirect(returnTo);
    });
    return router.routes();
  }

  return { findAccount, routes };
}

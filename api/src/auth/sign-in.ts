import Router from '@koa/router';
import type { Middleware } from 'koa';
import type { MikroORM } from '@mikro-orm/postgresql';
import type { Config } from '../config.ts';
import type { AppState } from '../modules/service-context.ts';
import { builtInProvider } from './identity-provider.ts';
import { devSignIn } from './dev-provider.ts';
import { accountSignIn } from './account-sign-in.ts';
import { oidcClient } from './oidc-client.ts';
import { AUTO_SUBMIT_PATH, AUTO_SUBMIT_SCRIPT } from './provider-pages.ts';

/**
 * Everything about signing in: the built-in provider (accounts, or the development sign-in) or an
 * external one, and the app's side of the redirect flow. `provider` runs before the viewer is
 * known; `client` after.
 */
export function signIn(config: Config, orm: MikroORM, cookieKeys: string[]) {
  const assets = new Router<AppState>();
  assets.get(AUTO_SUBMIT_PATH, (ctx) => {
    ctx.type = 'text/javascript';
    ctx.body = AUTO_SUBMIT_SCRIPT;
  });
  const pieces = [assets.routes() as unknown as Middleware<AppState>];

  let issuerFor = (_origin: string) => config.oidc!;
  if (config.builtInProvider) {
    const accounts = config.builtInProvider === 'dev' ? devSignIn(orm) : accountSignIn(orm);
    const host = builtInProvider(config, orm, cookieKeys, accounts.findAccount);
    pieces.push(accounts.routes(host) as unknown as Middleware<AppState>, host.middleware);
    issuerFor = host.issuerFor;
  }
  const [connect, routes] = oidcClient(config, issuerFor, config.builtInProvider !== null);
  return { provider: pieces, connect, routes };
}

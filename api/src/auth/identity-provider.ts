import { createHmac } from 'node:crypto';
import path from 'node:path';
import mount from 'koa-mount';
import type { Middleware } from 'koa';
import Provider, { type Account, type KoaContextWithOIDC } from 'oidc-provider';
import { exportJWK, generateKeyPair, type JWK } from 'jose';
import type { Config } from '../config.ts';
import { sharedSecret } from '../db/shared-secrets.ts';
import { log } from '../log.ts';
import { errorPage, logoutPage } from './provider-pages.ts';
import type { AppState } from '../modules/service-context.ts';
import type { Discovery, Issuer } from './oidc-client.ts';
import type { MikroORM } from '@mikro-orm/postgresql';
import { postgresProviderAdapter } from './provider-adapter.ts';

export const BUILT_IN_CLIENT_ID = 'kinfolk';

/**
 * The built-in OpenID Connect provider, mounted at /oidc. Its issuer is the address the browser
 * reached the app at, so one provider is made per address (PUBLIC_URL, or the server's own hosts).
 * `findAccount` says who a subject is; the interaction pages (passwords and passkeys, or the
 * development sign-in) live in their own routers.
 */
export function builtInProvider(config: Config, orm: MikroORM, cookieKeys: string[], findAccount: (sub: string) => Promise<Account | undefined>) {
  const adapter = postgresProviderAdapter(orm);
  // The app is the provider's only client, on every server: its secret follows from the shared session secret.
  const clientSecret = createHmac('sha256', config.sessionSecret).update('kinfolk built-in OpenID client').digest('base64url');
  const providers = new Map<string, Promise<{ provider: Provider; app: Middleware }>>();

  const forOrigin = (origin: string) => {
    let found = providers.get(origin);
    if (!found) {
      found = makeProvider(config, orm, origin, clientSecret, cookieKeys, findAccount, adapter).then((provider) => ({ provider, app: mount('/oidc', provider) as unknown as Middleware }));
      providers.set(origin, found);
    }
    return found;
  };

  const middleware: Middleware<AppState> = async (ctx, next) => {
    if (ctx.path !== '/oidc' && !ctx.path.startsWith('/oidc/')) return next();
    // Every sign-in shows the sign-in page: the provider's own session never signs anyone in by
    // itself (after a sign-out, a password reset or on a shared computer), whatever the URL asks.
    if (ctx.path === '/oidc/auth') ctx.query = { ...ctx.query, prompt: 'login' };
    return (await forOrigin(ctx.state.origin)).app(ctx, next);
  };

  return {
    middleware,
    provider: async (origin: string) => (await forOrigin(origin)).provider,
    issuerFor: (origin: string): Issuer => ({ issuer: `${origin}/oidc`, clientId: BUILT_IN_CLIENT_ID, clientSecret, discovery: endpoints(config, origin) }),
  };
}

/**
 * The provider's endpoints: the browser goes to the address it uses; the server's own calls
 * (token, keys, user info) go to itself on loopback, since it may not reach its public name.
 */
function endpoints(config: Config, origin: string): Discovery {
  const self = config.publicUrlFixed ? `http://127.0.0.1:${config.port}/oidc` : `${origin}/oidc`;
  return {
    issuer: `${origin}/oidc`,
    authorization_endpoint: `${origin}/oidc/auth`,
    end_session_endpoint: `${origin}/oidc/session/end`,
    token_endpoint: `${self}/token`,
    jwks_uri: `${self}/jwks`,
    userinfo_endpoint: `${self}/me`,
  };
}

async function makeProvider(
  config: Config,
  orm: MikroORM,
  origin: string,
  clientSecret: string,
  cookieKeys: string[],
  findAccount: (sub: string) => Promise<Account | undefined>,
  adapter: ReturnType<typeof postgresProviderAdapter>,
) {
  const provider = new Provider(`${origin}/oidc`, {
    adapter,
    clients: [
      {
        client_id: BUILT_IN_CLIENT_ID,
        client_secret: clientSecret,
        redirect_uris: [`${origin}/api/connect/oidc/callback`],
        post_logout_redirect_uris: [`${origin}/`],
        grant_types: ['authorization_code'],
        response_types: ['code'],
        token_endpoint_auth_method: 'client_secret_post',
      },
    ],
    jwks: { keys: [await signingKey(orm, config.dataDir)] },
    cookies: { keys: cookieKeys },
    pkce: { required: () => true },
    conformIdTokenClaims: false,
    ttl: { AccessToken: 3600, AuthorizationCode: 60, IdToken: 3600, Interaction: 3600, Session: 14 * 86400, Grant: 14 * 86400 },
    claims: { openid: ['sub'], email: ['email', 'email_verified'], profile: ['name', 'given_name', 'family_name'] },
    features: {
      devInteractions: { enabled: false },
      rpInitiatedLogout: { enabled: true, logoutSource: logoutPage },
    },
    interactions: { url: (_ctx, interaction) => `/oidc/interaction/${interaction.uid}` },
    // The app is the provider's only, first-party client: consent is implied.
    async loadExistingGrant(ctx: KoaContextWithOIDC) {
      const grantId = ctx.oidc.result?.consent?.grantId || ctx.oidc.session!.grantIdFor(ctx.oidc.client!.clientId);
      if (grantId) return ctx.oidc.provider.Grant.find(grantId);
      const grant = new ctx.oidc.provider.Grant({ clientId: ctx.oidc.client!.clientId, accountId: ctx.oidc.session!.accountId });
      grant.addOIDCScope('openid email profile');
      await grant.save();
      return grant;
    },
    findAccount: (_ctx, sub) => findAccount(sub),
    renderError: (ctx, out) => {
      ctx.type = 'html';
      ctx.body = errorPage(String(out.error_description ?? out.error));
    },
  });
  provider.proxy = true;
  // What goes wrong inside the provider is the server's to know (the page only says that it did).
  provider.on('server_error', (_ctx: unknown, error: Error) => log.error({ err: error }, 'The built-in identity provider failed'));
  return provider;
}

/**
 * The provider's signing key, made once and kept in the database so that every app server signs
 * with it (an installation that kept it in its data folder goes on with that one).
 */
async function signingKey(orm: MikroORM, dataDir: string): Promise<JWK> {
  const secrets = path.join(dataDir, 'secrets');
  const stored = await sharedSecret(
    orm,
    'oidc-signing-key',
    async () => {
      const { privateKey } = await generateKeyPair('RS256', { extractable: true });
      return JSON.stringify({ ...(await exportJWK(privateKey)), use: 'sig', alg: 'RS256', kid: 'kinfolk-1' });
    },
    [path.join(secrets, 'oidc-signing-key.json'), path.join(secrets, 'dev-oidc-jwk.json')],
  );
  return JSON.parse(stored) as JWK;
}

import { createHash } from 'node:crypto';
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import Router from '@koa/router';
import { bodyParser } from '@koa/bodyparser';
import mount from 'koa-mount';
import Provider, { type KoaContextWithOIDC } from 'oidc-provider';
import { exportJWK, generateKeyPair, type JWK } from 'jose';
import { devSecret, type Config } from '../config.ts';
import { loginPage, logoutPage, errorPage } from './dev-provider-pages.ts';

export const DEV_CLIENT_ID = 'kinfolk-dev';

interface DevAccount {
  email: string;
  name: string;
  givenName: string;
  familyName: string;
}

/**
 * An OpenID Connect provider for development and tests, mounted at /oidc in the same server. Its
 * sign-in page asks for a name and an email and vouches for whatever is typed: never for production
 * (config refuses it there unless explicitly allowed).
 */
export async function createDevProvider(config: Config, cookieKeys: string[]) {
  const issuer = `${config.publicUrl}/oidc`;
  const clientSecret = devSecret(config.dataDir, 'dev-oidc-client-secret');
  const accounts = new Map<string, DevAccount>();

  const provider = new Provider(issuer, {
    clients: [
      {
        client_id: DEV_CLIENT_ID,
        client_secret: clientSecret,
        redirect_uris: [`${config.publicUrl}/api/connect/oidc/callback`],
        post_logout_redirect_uris: [`${config.publicUrl}/`],
        grant_types: ['authorization_code'],
        response_types: ['code'],
        token_endpoint_auth_method: 'client_secret_post',
      },
    ],
    jwks: { keys: [await signingKey(config.dataDir)] },
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
    // First-party development client: consent is implied.
    async loadExistingGrant(ctx: KoaContextWithOIDC) {
      const grantId = ctx.oidc.result?.consent?.grantId || ctx.oidc.session!.grantIdFor(ctx.oidc.client!.clientId);
      if (grantId) return ctx.oidc.provider.Grant.find(grantId);
      const grant = new ctx.oidc.provider.Grant({ clientId: ctx.oidc.client!.clientId, accountId: ctx.oidc.session!.accountId });
      grant.addOIDCScope('openid email profile');
      await grant.save();
      return grant;
    },
    async findAccount(_ctx, sub) {
      const account = accounts.get(sub);
      if (!account) return undefined;
      return {
        accountId: sub,
        claims: () => ({ sub, email: account.email, email_verified: true, name: account.name, given_name: account.givenName, family_name: account.familyName }),
      };
    },
    renderError: (ctx, out) => {
      ctx.type = 'html';
      ctx.body = errorPage(String(out.error_description ?? out.error));
    },
  });
  provider.proxy = true;

  const router = new Router({ prefix: '/oidc/interaction' });
  router.get('/:uid', async (ctx) => {
    const details = await provider.interactionDetails(ctx.req, ctx.res);
    ctx.type = 'html';
    ctx.body = loginPage({ action: `/oidc/interaction/${details.uid}/login` });
  });
  router.post('/:uid/login', bodyParser({ enableTypes: ['form'] }), async (ctx) => {
    const body = (ctx.request.body ?? {}) as Record<string, string>;
    const name = String(body.name ?? '').trim().slice(0, 200);
    const email = String(body.email ?? '').trim().toLowerCase();
    const details = await provider.interactionDetails(ctx.req, ctx.res);
    if (!name || !/^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(email) || email.length > 254) {
      ctx.type = 'html';
      ctx.status = 400;
      ctx.body = loginPage({ action: `/oidc/interaction/${details.uid}/login`, name, email, error: 'Please enter your name and a valid email address.' });
      return;
    }
    const accountId = 'dev-' + createHash('sha256').update(email).digest('hex').slice(0, 24);
    const [givenName, ...rest] = name.split(/\s+/);
    accounts.set(accountId, { email, name, givenName, familyName: rest.join(' ') });
    const returnTo = await provider.interactionResult(ctx.req, ctx.res, { login: { accountId } }, { mergeWithLastSubmission: false });
    ctx.redirect(returnTo);
  });

  return {
    issuer,
    clientId: DEV_CLIENT_ID,
    clientSecret,
    routes: router.routes(),
    app: mount('/oidc', provider),
  };
}

/** The provider's signing key, generated once into the data directory. */
async function signingKey(dataDir: string): Promise<JWK> {
  const file = path.join(dataDir, 'secrets', 'dev-oidc-jwk.json');
  if (existsSync(file)) return JSON.parse(readFileSync(file, 'utf8')) as JWK;
  devSecret(dataDir, 'dev-oidc-client-secret'); // makes sure the secrets folder exists
  const { privateKey } = await generateKeyPair('RS256', { extractable: true });
  const jwk = { ...(await exportJWK(privateKey)), use: 'sig', alg: 'RS256', kid: 'dev-1' };
  writeFileSync(file, JSON.stringify(jwk), { mode: 0o600 });
  return jwk;
}

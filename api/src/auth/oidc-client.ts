import type { Middleware } from 'koa';
import Router from '@koa/router';
import grant from 'grant';
import { createRemoteJWKSet, jwtVerify, type JWTPayload } from 'jose';
import type { Config } from '../config.ts';
import { signInWithClaims } from '../modules/users/user.service.ts';
import type { AppState } from '../app-state.ts';
import type { SessionData } from './session.ts';

export interface Issuer {
  issuer: string;
  clientId: string;
  clientSecret: string;
}

interface Discovery {
  issuer: string;
  authorization_endpoint: string;
  token_endpoint: string;
  jwks_uri: string;
  userinfo_endpoint?: string;
  end_session_endpoint?: string;
}

/**
 * Sign-in by provider redirect: authorization code with PKCE (S256), state and nonce, through grant.
 * The issuer's URLs come from its discovery document, fetched on first use; the ID token's
 * signature, issuer, audience, nonce and expiry are verified here, since grant does not.
 */
export function oidcClient(config: Config, issuer: Issuer) {
  let discovery: Promise<{ doc: Discovery; jwks: ReturnType<typeof createRemoteJWKSet>; grantApp: Middleware }> | null = null;
  const discover = () => {
    discovery ??= fetchDiscovery(issuer.issuer).then((doc) => {
      if (doc.issuer.replace(/\/$/, '') !== issuer.issuer.replace(/\/$/, '')) throw new Error(`The discovery document names another issuer (${doc.issuer}).`);
      return doc;
    }).then((doc) => ({
      doc,
      jwks: createRemoteJWKSet(new URL(doc.jwks_uri)),
      grantApp: grantMiddleware(config, issuer, doc),
    }));
    discovery.catch(() => (discovery = null)); // try again on the next sign-in
    return discovery;
  };

  const router = new Router<AppState>();
  router.get('/api/login', (ctx) => ctx.redirect('/api/connect/oidc'));

  router.get('/api/auth/callback', async (ctx) => {
    const session = ctx.session as unknown as SessionData;
    const grantState = (session.grant ?? {}) as { nonce?: string; response?: Record<string, unknown> };
    const response = grantState.response ?? {};
    delete session.grant;
    if (!response.id_token || response.error) {
      ctx.status = 400;
      ctx.type = 'text/plain';
      ctx.body = `Sign-in failed: ${String(response.error ?? 'no ID token was returned')}. Please try again.`;
      return;
    }
    const { doc, jwks } = await discover();
    let claims: JWTPayload;
    try {
      ({ payload: claims } = await jwtVerify(String(response.id_token), jwks, { issuer: doc.issuer, audience: issuer.clientId }));
      if (!grantState.nonce || claims.nonce !== grantState.nonce) throw new Error('nonce mismatch');
    } catch (error) {
      ctx.status = 401;
      ctx.type = 'text/plain';
      ctx.body = `Sign-in failed: the identity provider's token could not be verified (${(error as Error).message}).`;
      return;
    }
    if (!claims.email && doc.userinfo_endpoint && response.access_token) {
      const info = await fetchUserinfo(doc.userinfo_endpoint, String(response.access_token));
      // Userinfo speaks for the same person only when its subject is the ID token's.
      if (info.sub === claims.sub) claims = { ...info, ...claims };
    }
    const user = await signInWithClaims(ctx.state.em, {
      sub: String(claims.sub),
      email: claims.email as string | undefined,
      emailVerified: claims.email_verified === true || claims.email_verified === 'true',
      givenName: claims.given_name as string | undefined,
      familyName: claims.family_name as string | undefined,
    });
    Object.assign(session, { userId: user.id, signedInAt: Date.now(), idToken: String(response.id_token) });
    await ctx.session!.regenerate(); // a new session id: no fixation
    ctx.redirect('/');
  });

  router.get('/api/logout', async (ctx) => {
    const idToken = (ctx.session as unknown as SessionData | null)?.idToken;
    ctx.session = null;
    const endSession = discovery ? (await discovery).doc.end_session_endpoint : undefined;
    if (endSession && idToken) {
      const url = new URL(endSession);
      url.searchParams.set('id_token_hint', idToken);
      url.searchParams.set('post_logout_redirect_uri', `${config.publicUrl}/`);
      url.searchParams.set('client_id', issuer.clientId);
      ctx.redirect(url.toString());
    } else {
      ctx.redirect('/');
    }
  });

  const connect: Middleware<AppState> = async (ctx, next) =>
    ctx.path.startsWith('/api/connect/') ? (await discover()).grantApp(ctx, next) : next();
  return [connect, router.routes()] as const;
}

function grantMiddleware(config: Config, issuer: Issuer, doc: Discovery): Middleware {
  return (grant as unknown as { koa(): (config: unknown) => Middleware }).koa()({
    defaults: { origin: config.publicUrl, prefix: '/api/connect', transport: 'session', state: true, nonce: true, pkce: true },
    oidc: {
      oauth: 2,
      authorize_url: doc.authorization_endpoint,
      access_url: doc.token_endpoint,
      key: issuer.clientId,
      secret: issuer.clientSecret,
      scope: ['openid', 'email', 'profile'],
      scope_delimiter: ' ',
      callback: '/api/auth/callback',
      response: ['tokens'],
    },
  });
}

async function fetchDiscovery(issuer: string): Promise<Discovery> {
  const res = await fetch(`${issuer}/.well-known/openid-configuration`, { signal: AbortSignal.timeout(10_000) });
  if (!res.ok) throw new Error(`OpenID discovery at ${issuer} answered ${res.status}`);
  return (await res.json()) as Discovery;
}

async function fetchUserinfo(endpoint: string, accessToken: string): Promise<JWTPayload> {
  const res = await fetch(endpoint, { headers: { authorization: `Bearer ${accessToken}` }, signal: AbortSignal.timeout(10_000) });
  return res.ok ? ((await res.json()) as JWTPayload) : {};
}

import type { Middleware } from 'koa';
import Router from '@koa/router';
import grant from 'grant';
import { createRemoteJWKSet, jwtVerify, type JWTPayload } from 'jose';
import type { Config } from '../config.ts';
import { AppError } from '../errors.ts';
import { accountDisabled, signInWithClaims } from '../modules/accounts/index.ts';
import type { AppState } from '../modules/service-context.ts';
import type { SessionData } from './session.ts';
import { signInFailed } from './sign-in-errors.ts';
import { namesFromClaims } from './provider-names.ts';
import { RETURN_TO_PARAM, safeReturnPath } from './return-path.ts';
import { signOutNeedsPost } from './sign-out-page.ts';

export interface Issuer {
  issuer: string;
  clientId: string;
  clientSecret: string;
  /** Known endpoints (the built-in provider's), instead of fetching its discovery document. */
  discovery?: Discovery;
}

export interface Discovery {
  issuer: string;
  authorization_endpoint: string;
  token_endpoint: string;
  jwks_uri: string;
  userinfo_endpoint?: string;
  end_session_endpoint?: string;
}

interface Discovered {
  doc: Discovery;
  jwks: ReturnType<typeof createRemoteJWKSet>;
  grantApp: Middleware;
}

/**
 * Sign-in by provider redirect: authorization code with PKCE (S256), state and nonce, through grant.
 * The issuer's URLs come from its discovery document, fetched on first use; the ID token's
 * signature, issuer, audience, nonce and expiry are verified here, since grant does not. The
 * issuer may depend on the address the browser used (the built-in provider answers on each of the
 * server's own addresses), so everything is kept per origin.
 */
export function oidcClient(config: Config, issuerFor: (origin: string) => Issuer, builtIn: boolean) {
  const discovered = new Map<string, Promise<Discovered>>();
  const discover = (origin: string) => {
    let found = discovered.get(origin);
    if (!found) {
      const issuer = issuerFor(origin);
      found = (issuer.discovery ? Promise.resolve(issuer.discovery) : fetchDiscovery(issuer.issuer))
        .then((doc) => {
          if (doc.issuer.replace(/\/$/, '') !== issuer.issuer.replace(/\/$/, '')) throw new Error(`The discovery document names another issuer (${doc.issuer}).`);
          return { doc, jwks: createRemoteJWKSet(new URL(doc.jwks_uri)), grantApp: grantMiddleware(origin, issuer, doc, builtIn) };
        });
      found.catch(() => discovered.delete(origin)); // try again on the next sign-in
      discovered.set(origin, found);
    }
    return found;
  };

  // An external provider knows one redirect address: PUBLIC_URL's.
  const originOf = (ctx: { state: AppState }) => (builtIn ? ctx.state.origin : config.publicUrl);

  const router = new Router<AppState>();
  router.get('/api/login', (ctx) => {
    // An invitation link: remembered for the account to be created after the provider's page.
    // The page the visitor was on: where the callback sends them once signed in.
    const invitation = ctx.query.invitation;
    const returnTo = safeReturnPath(ctx.query[RETURN_TO_PARAM]);
    const session = ctx.session as unknown as SessionData;
    const intent = {
      ...(typeof invitation === 'string' && /^[\w-]{1,64}$/.test(invitation) ? { invitation } : {}),
      ...(returnTo ? { returnTo } : {}),
    };
    if (Object.keys(intent).length > 0) session.signInIntent = intent;
    else delete session.signInIntent;
    ctx.redirect('/api/connect/oidc');
  });

  router.get('/api/auth/callback', async (ctx) => {
    const session = ctx.session as unknown as SessionData;
    const grantState = (session.grant ?? {}) as { nonce?: string; response?: Record<string, unknown> };
    const response = grantState.response ?? {};
    delete session.grant;
    if (!response.id_token || response.error) {
      const error = String(response.error ?? '');
      return signInFailed(ctx, error === 'access_denied' ? 'cancelled' : 'failed', `the provider answered ${error || 'without an ID token'}`);
    }
    const { doc, jwks } = await discover(originOf(ctx));
    const issuer = issuerFor(originOf(ctx));
    let claims: JWTPayload;
    try {
      ({ payload: claims } = await jwtVerify(String(response.id_token), jwks, { issuer: doc.issuer, audience: issuer.clientId }));
      if (!grantState.nonce || claims.nonce !== grantState.nonce) throw new Error('nonce mismatch');
    } catch (error) {
      return signInFailed(ctx, 'failed', `the ID token could not be verified (${(error as Error).message})`);
    }
    if (!claims.email && doc.userinfo_endpoint && response.access_token) {
      const info = await fetchUserinfo(doc.userinfo_endpoint, String(response.access_token));
      // Userinfo speaks for the same person only when its subject is the ID token's.
      if (info.sub === claims.sub) claims = { ...info, ...claims };
    }
    const names = namesFromClaims(claims);
    let userId: string;
    try {
      const user = await signInWithClaims(
        ctx.state.em,
        config,
        {
          sub: String(claims.sub),
          email: claims.email as string | undefined,
          emailVerified: claims.email_verified === true || claims.email_verified === 'true',
          givenName: names.firstName,
          familyName: names.lastName,
        },
        session.signInIntent?.invitation,
      );
      userId = user.id;
    } catch (error) {
      if (!(error instanceof AppError) || error.status >= 500) throw error;
      if (error.message === accountDisabled()) return signInFailed(ctx, 'disabled', error.message);
      return signInFailed(ctx, error.code === 'FORBIDDEN' && !claims.email_verified ? 'failed' : error.code === 'FORBIDDEN' ? 'not_invited' : 'failed', error.message);
    }
    const returnTo = session.signInIntent?.returnTo ?? '/';
    delete session.signInIntent;
    Object.assign(session, { userId, signedInAt: Date.now(), idToken: String(response.id_token) });
    await ctx.session!.regenerate(); // a new session id: no fixation
    ctx.redirect(returnTo);
  });

  // Sign-out changes state, so it is a POST (checked as coming from the app's own pages).
  router.get('/api/logout', signOutNeedsPost);
  router.post('/api/logout', async (ctx) => {
    const idToken = (ctx.session as unknown as SessionData | null)?.idToken;
    ctx.session = null;
    // What the browser kept for reading offline (the app's saved answers, pictures seen, the
    // service worker) leaves with the person: the next one at this browser starts clean.
    ctx.set('Clear-Site-Data', '"cache", "storage"');
    const endSession = builtIn || discovered.has(originOf(ctx)) ? (await discover(originOf(ctx))).doc.end_session_endpoint : undefined;
    if (endSession && idToken) {
      const url = new URL(endSession);
      url.searchParams.set('id_token_hint', idToken);
      url.searchParams.set('post_logout_redirect_uri', `${originOf(ctx)}/`);
      url.searchParams.set('client_id', issuerFor(originOf(ctx)).clientId);
      ctx.redirect(url.toString());
    } else {
      ctx.redirect('/');
    }
    ctx.status = 303; // the browser follows with a GET
  });

  const connect: Middleware<AppState> = async (ctx, next) => {
    if (!ctx.path.startsWith('/api/connect/')) return next();
    // A provider answer with no sign-in under way here (an old tab, another browser): start again.
    if (ctx.path.endsWith('/callback') && !(ctx.session as unknown as SessionData | null)?.grant) {
      return signInFailed(ctx, 'expired', 'a provider answer arrived with no sign-in in progress');
    }
    let app: Middleware;
    try {
      app = (await discover(originOf(ctx))).grantApp;
    } catch (error) {
      return signInFailed(ctx, 'unavailable', `the identity provider could not be reached (${(error as Error).message})`);
    }
    return app(ctx, next);
  };
  return [connect, router.routes()] as const;
}

function grantMiddleware(origin: string, issuer: Issuer, doc: Discovery, builtIn: boolean): Middleware {
  return (grant as unknown as { koa(): (config: unknown) => Middleware }).koa()({
    defaults: { origin, prefix: '/api/connect', transport: 'session', state: true, nonce: true, pkce: true },
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
      // The built-in provider always shows its sign-in page: signing out of the app is signing out.
      ...(builtIn ? { custom_params: { prompt: 'login' } } : {}),
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

import type { Middleware } from 'koa';
import helmet from 'koa-helmet';
import type { Config } from '../config.ts';

/**
 * Browser features Kinfolk never uses, switched off for its pages and anything they embed; the
 * microphone only for Kinfolk's own pages (voice messages and answers are recorded there).
 */
const PERMISSIONS_POLICY = [
  'accelerometer=()',
  'autoplay=()',
  'browsing-topics=()',
  'camera=()',
  'display-capture=()',
  'geolocation=()',
  'gyroscope=()',
  'magnetometer=()',
  'microphone=(self)',
  'payment=()',
  'usb=()',
].join(', ');

/**
 * Headers that keep the browser on the app's side: a Content-Security-Policy that runs only the
 * app's own script files (MUI's emotion needs inline styles) and lets no site frame the app, no
 * referrer sent to other sites, unused browser features off, and HSTS once PUBLIC_URL is https.
 */
export function securityHeaders(config: Config): Middleware {
  const https = new URL(config.publicUrl).protocol === 'https:';
  // Sign-out posts to /api/logout, which redirects to an external provider's end-session page.
  const formTargets = ["'self'", ...(config.oidc ? [new URL(config.oidc.issuer).origin] : [])];
  const csp = helmet.contentSecurityPolicy({
    useDefaults: false,
    directives: {
      defaultSrc: ["'self'"],
      baseUri: ["'self'"],
      scriptSrc: ["'self'"],
      scriptSrcAttr: ["'none'"],
      styleSrc: ["'self'", "'unsafe-inline'"],
      imgSrc: ["'self'", 'data:', 'blob:'],
      // A video chosen for upload is previewed (and its still taken) from a blob: URL in the page.
      mediaSrc: ["'self'", 'blob:'],
      fontSrc: ["'self'", 'data:'],
      connectSrc: ["'self'"],
      workerSrc: ["'self'", 'blob:'],
      objectSrc: ["'none'"],
      frameAncestors: ["'none'"],
      formAction: formTargets,
      // Only with https: on a home network's http address it would send every asset to a port that does not answer.
      ...(https ? { upgradeInsecureRequests: [] } : {}),
    },
  });
  const others = helmet({
    contentSecurityPolicy: false,
    xFrameOptions: { action: 'deny' },
    referrerPolicy: { policy: 'same-origin' },
    strictTransportSecurity: https ? { maxAge: 365 * 24 * 3600, includeSubDomains: false } : false,
  });
  return async (ctx, next) => {
    ctx.set('Permissions-Policy', PERMISSIONS_POLICY);
    await csp(ctx, () => others(ctx, next));
  };
}

import type { Context } from 'koa';
import { requestLanguage, t } from '../i18n.ts';

const escape = (s: string) => s.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

/** The page, in the language of the request. */
const page = () => `<!doctype html>
<html lang="${requestLanguage()}"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>${escape(t('auth:signOutPage.title'))}</title>
<style>
  body{margin:0;min-height:100vh;display:grid;place-items:center;background:#f6f1ea;font:16px/1.5 system-ui,-apple-system,"Segoe UI",Roboto,sans-serif;color:#2d2a26}
  main{background:#fff;border-radius:16px;box-shadow:0 8px 30px rgba(60,40,20,.12);padding:32px;width:min(380px,90vw)}
  h1{font-size:1.4rem;margin:0 0 8px} p{margin:0 0 20px;color:#6b645c}
  button{width:100%;padding:12px;border:0;border-radius:10px;background:#a0522d;color:#fff;font:inherit;font-weight:600;cursor:pointer}
  a{color:#a0522d}
</style></head><body><main>
<h1>${escape(t('auth:signOutPage.heading'))}</h1>
<p>${escape(t('auth:signOutPage.intro'))}</p>
<form method="post" action="/api/logout"><button type="submit">${escape(t('auth:signOutPage.button'))}</button></form>
<p style="margin:16px 0 0"><a href="/">${escape(t('auth:page.backToKinfolk'))}</a></p>
</main></body></html>`;

/**
 * A GET of /api/logout (an old link, or another site's image tag) never signs out: it answers 405
 * and, for a person in a browser, a page whose button posts the sign-out. Someone already signed
 * out has nothing to sign out of and goes to the home page.
 */
export function signOutNeedsPost(ctx: Context) {
  if (!ctx.state.viewer) {
    ctx.redirect('/');
    return;
  }
  ctx.status = 405;
  ctx.set('Allow', 'POST');
  if (ctx.accepts('html', 'text') === 'html') {
    ctx.type = 'html';
    ctx.body = page();
  } else {
    ctx.type = 'text/plain';
    ctx.body = t('auth:signOutPage.plain');
  }
}

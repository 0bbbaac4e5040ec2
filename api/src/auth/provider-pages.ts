import { requestLanguage, t } from '../i18n.ts';

// Plain, self-contained pages of the built-in identity provider (no external fonts, no inline script),
// in the language of the request.

const escape = (s: string) => s.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

const layout = (title: string, body: string) => `<!doctype html>
<html lang="${requestLanguage()}"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>${escape(title)}</title>
<style>
  body{margin:0;min-height:100vh;display:grid;place-items:center;background:#f6f1ea;font:16px/1.5 system-ui,-apple-system,"Segoe UI",Roboto,sans-serif;color:#2d2a26}
  main{box-sizing:border-box;background:#fff;border-radius:16px;box-shadow:0 8px 30px rgba(60,40,20,.12);padding:32px;width:min(380px,90vw)}
  h1{font-size:1.4rem;margin:0 0 4px} p{margin:0 0 20px;color:#6b645c;font-size:.95rem}
  label{display:block;font-weight:600;font-size:.9rem;margin:14px 0 6px}
  input{box-sizing:border-box;width:100%;padding:11px 12px;border:1px solid #d6cfc6;border-radius:10px;font:inherit}
  input:focus{outline:2px solid #a0522d;border-color:transparent}
  button{margin-top:22px;width:100%;padding:12px;border:0;border-radius:10px;background:#a0522d;color:#fff;font:inherit;font-weight:600;cursor:pointer}
  .error{background:#fdecea;color:#8a1c12;padding:10px 12px;border-radius:10px;font-size:.9rem}
  .badge{display:inline-block;font-size:.75rem;background:#efe6da;color:#6b4a2b;border-radius:99px;padding:2px 10px;margin-bottom:12px}
</style></head><body><main>${body}</main></body></html>`;

export function loginPage(opts: { action: string; name?: string; email?: string; error?: string }) {
  return layout(
    t('auth:devPage.title'),
    `<span class="badge">${escape(t('auth:devPage.badge'))}</span>
    <h1>${escape(t('auth:devPage.heading'))}</h1>
    <p>${escape(t('auth:devPage.intro'))}</p>
    ${opts.error ? `<div class="error" role="alert">${escape(opts.error)}</div>` : ''}
    <form method="post" action="${escape(opts.action)}">
      <label for="name">${escape(t('auth:devPage.name'))}</label>
      <input id="name" name="name" autocomplete="name" required value="${escape(opts.name ?? '')}" autofocus>
      <label for="email">${escape(t('auth:devPage.email'))}</label>
      <input id="email" name="email" type="email" autocomplete="email" required value="${escape(opts.email ?? '')}">
      <button type="submit">${escape(t('auth:page.continue'))}</button>
    </form>`,
  );
}

/** A script (served from the app, as the CSP forbids inline script) that submits the page's form. */
export const AUTO_SUBMIT_PATH = '/auth-assets/auto-submit.js';
export const AUTO_SUBMIT_SCRIPT = "document.getElementById('op.logoutForm').submit();\n";

/** Ends the provider session without a second question: the user already chose Sign Out. */
export async function logoutPage(ctx: { body: unknown }, form: string) {
  ctx.body = layout(
    t('auth:signingOut'),
    `<h1>${escape(t('auth:signingOut'))}</h1>${form}
    <input type="hidden" name="logout" value="yes" form="op.logoutForm">
    <noscript><button type="submit" form="op.logoutForm">${escape(t('auth:page.continue'))}</button></noscript>
    <script src="${AUTO_SUBMIT_PATH}"></script>`,
  );
}

export function errorPage(message: string) {
  return layout(
    t('auth:errorPage.title'),
    `<h1>${escape(t('auth:errorPage.title'))}</h1><div class="error" role="alert">${escape(message)}</div><p style="margin-top:16px"><a href="/">${escape(t('auth:page.backToKinfolk'))}</a></p>`,
  );
}

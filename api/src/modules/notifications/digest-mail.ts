import type { Mail } from '../../mail/mailer.ts';
import { tIn, type Language } from '../../i18n.ts';

/** One notification as a digest lists it. */
export interface DigestItem {
  message: string;
  /** An app path such as `/events/<id>`. */
  link: string;
  createdAt: Date;
}

export interface DigestContent {
  /** Whom the mail greets. */
  name: string;
  frequency: 'daily' | 'weekly';
  /** The newest notifications first, at most as many as the mail shows. */
  items: DigestItem[];
  /** How many notifications the digest stands for (more than `items` when the list is cut short). */
  total: number;
  /** The address people open the app at, without a trailing slash. */
  publicUrl: string;
  /** Where the notification settings are, an app path. */
  settingsPath: string;
}

/** A day as the digest lists it: "Mar 5, 2026" in English, "5 mar 2026" in Spanish. */
const dayFormat = (language: Language) =>
  new Intl.DateTimeFormat(language === 'en' ? 'en-US' : language, { month: 'short', day: 'numeric', year: 'numeric', timeZone: 'UTC' });

/** A link of the app as an address that works from a mail program: always on the app's own origin. */
export const absoluteLink = (publicUrl: string, path: string) => publicUrl + (path.startsWith('/') ? path : `/${path}`);

/**
 * The digest as one e-mail, in plain text and simple HTML, each notification with its absolute link,
 * in the reader's language (the notifications' own sentences are as they were written for them).
 */
export function digestMail(to: string, c: DigestContent, language: Language = 'en'): Mail {
  const subject = tIn(language, 'mail:digest.subject', { count: c.total });
  const intro = tIn(language, 'mail:digest.intro', { count: c.total });
  const greeting = tIn(language, 'mail:digest.greeting', { name: c.name });
  const period = c.frequency === 'daily' ? tIn(language, 'mail:digest.daily') : tIn(language, 'mail:digest.weekly');
  const settings = absoluteLink(c.publicUrl, c.settingsPath);
  const home = absoluteLink(c.publicUrl, '/');
  const rest = c.total - c.items.length;
  const day = dayFormat(language);
  const entries = c.items.map((item) => ({ ...item, url: absoluteLink(c.publicUrl, item.link), when: day.format(item.createdAt) }));

  const text = [
    greeting,
    '',
    intro,
    '',
    ...entries.flatMap((e) => [`- ${e.message} (${e.when})`, `  ${e.url}`]),
    ...(rest > 0 ? ['', tIn(language, 'mail:digest.more', { count: rest, url: home })] : []),
    '',
    tIn(language, 'mail:digest.footer', { period, url: settings }),
    '',
  ].join('\n');

  const html = `<!doctype html>
<html lang="${language}"><body style="font-family: sans-serif; line-height: 1.5; color: #2f241f">
<p>${escape(greeting)}</p>
<p>${escape(intro)}</p>
<ul>
${entries.map((e) => `<li><a href="${escape(e.url)}">${escape(e.message)}</a> <span style="color: #6b5e57">(${escape(e.when)})</span></li>`).join('\n')}
</ul>
${rest > 0 ? `<p><a href="${escape(home)}">${escape(tIn(language, 'mail:digest.moreLink', { count: rest }))}</a></p>\n` : ''}<p style="color: #6b5e57">${escape(tIn(language, 'mail:digest.period', { period }))} <a href="${escape(settings)}">${escape(tIn(language, 'mail:digest.settingsLink'))}</a>.</p>
</body></html>
`;
  return { to, subject, text, html };
}

function escape(value: string) {
  return value.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;').replace(/'/g, '&#39;');
}

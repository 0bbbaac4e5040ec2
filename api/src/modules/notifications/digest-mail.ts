import type { Mail } from '../../mail/mailer.ts';

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

const day = new Intl.DateTimeFormat('en-US', { month: 'short', day: 'numeric', year: 'numeric', timeZone: 'UTC' });

/** A link of the app as an address that works from a mail program: always on the app's own origin. */
export const absoluteLink = (publicUrl: string, path: string) => publicUrl + (path.startsWith('/') ? path : `/${path}`);

const plural = (n: number, word: string) => `${n} new ${word}${n === 1 ? '' : 's'}`;

/** The digest as one e-mail, in plain text and simple HTML, each notification with its absolute link. */
export function digestMail(to: string, c: DigestContent): Mail {
  const subject = `Your Kinfolk digest: ${plural(c.total, 'notification')}`;
  const period = c.frequency === 'daily' ? 'once a day' : 'once a week';
  const settings = absoluteLink(c.publicUrl, c.settingsPath);
  const home = absoluteLink(c.publicUrl, '/');
  const rest = c.total - c.items.length;
  const entries = c.items.map((item) => ({ ...item, url: absoluteLink(c.publicUrl, item.link), when: day.format(item.createdAt) }));

  const text = [
    `Hello ${c.name},`,
    '',
    `Here is what happened on Kinfolk since your last digest (${plural(c.total, 'notification')}):`,
    '',
    ...entries.flatMap((e) => [`- ${e.message} (${e.when})`, `  ${e.url}`]),
    ...(rest > 0 ? ['', `And ${rest} more: ${home}`] : []),
    '',
    `You get this digest ${period}. To change that, open your notification settings: ${settings}`,
    '',
  ].join('\n');

  const html = `<!doctype html>
<html><body style="font-family: sans-serif; line-height: 1.5; color: #2f241f">
<p>Hello ${escape(c.name)},</p>
<p>Here is what happened on Kinfolk since your last digest (${plural(c.total, 'notification')}):</p>
<ul>
${entries.map((e) => `<li><a href="${escape(e.url)}">${escape(e.message)}</a> <span style="color: #6b5e57">(${e.when})</span></li>`).join('\n')}
</ul>
${rest > 0 ? `<p><a href="${escape(home)}">And ${rest} more</a></p>\n` : ''}<p style="color: #6b5e57">You get this digest ${period}. <a href="${escape(settings)}">Change your notification settings</a>.</p>
</body></html>
`;
  return { to, subject, text, html };
}

function escape(value: string) {
  return value.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;').replace(/'/g, '&#39;');
}

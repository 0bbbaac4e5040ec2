import { tIn, type Language } from '../i18n.ts';
import type { Mail } from './mailer.ts';

export interface PasswordResetContent {
  to: string;
  /** Whom the mail greets. */
  name: string;
  /** The link that sets a new password. */
  url: string;
  /** The reader's language (see recipientLanguage). */
  language: Language;
}

/** The mail with a password reset link, in plain text, in the reader's language. */
export function passwordResetMail(c: PasswordResetContent): Mail {
  const text = [
    tIn(c.language, 'mail:passwordReset.greeting', { name: c.name }),
    tIn(c.language, 'mail:passwordReset.body'),
    c.url,
    `${tIn(c.language, 'mail:passwordReset.notYou')}\n`,
  ].join('\n\n');
  return { to: c.to, subject: tIn(c.language, 'mail:passwordReset.subject'), text };
}

import nodemailer, { type Transporter } from 'nodemailer';
import type { Config } from '../config.ts';

export interface Mail {
  to: string;
  subject: string;
  text: string;
  /** The same message as simple HTML, for mail programs that show it. */
  html?: string;
}

const transports = new Map<string, Transporter>();

/** Whether this server can send mail (SMTP_URL is set). */
export const canSendMail = (config: Config) => config.mail !== null;

/** Sends a mail (plain text, and HTML when given) through the configured SMTP server. */
export async function sendMail(config: Config, mail: Mail): Promise<void> {
  if (!config.mail) throw new Error('Mail is not configured (SMTP_URL).');
  let transport = transports.get(config.mail.url);
  if (!transport) {
    transport = nodemailer.createTransport(config.mail.url);
    transports.set(config.mail.url, transport);
  }
  await transport.sendMail({ from: config.mail.from, ...mail });
}

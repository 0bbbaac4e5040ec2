import type { AddressInfo } from 'node:net';
import { SMTPServer } from 'smtp-server';

/** A message as the SMTP server received it, with its text and HTML parts decoded. */
export interface ReceivedMail {
  from: string;
  to: string[];
  subject: string;
  text: string;
  html: string;
  raw: string;
}

export interface MailInbox {
  /** The SMTP_URL of the server. */
  url: string;
  messages: ReceivedMail[];
  close(): Promise<void>;
}

/** A real SMTP server on a random local port, keeping what it receives in memory. */
export async function startMailInbox(): Promise<MailInbox> {
  const messages: ReceivedMail[] = [];
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('end', () => {
        const raw = Buffer.concat(chunks).toString('utf8');
        messages.push({
          from: session.envelope.mailFrom ? session.envelope.mailFrom.address : '',
          to: session.envelope.rcptTo.map((r) => r.address),
          subject: decodeHeader(headerOf(raw, 'subject')),
          text: partOf(raw, 'text/plain'),
          html: partOf(raw, 'text/html'),
          raw,
        });
        callback();
      });
    },
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.server.address() as AddressInfo;
  return { url: `smtp://127.0.0.1:${port}`, messages, close: () => new Promise<void>((resolve) => server.close(() => resolve())) };
}

// Just enough MIME to read what nodemailer writes: headers (with encoded words), multipart
// alternatives, and quoted-printable or base64 bodies.

function headerOf(block: string, name: string): string {
  const head = block.split(/\r?\n\r?\n/)[0].replace(/\r?\n[ \t]+/g, ' ');
  const line = head.split(/\r?\n/).find((l) => l.toLowerCase().startsWith(`${name}:`));
  return line ? line.slice(name.length + 1).trim() : '';
}

function decodeHeader(value: string): string {
  return value
    .replace(/\?=\s+=\?/g, '?==?')
    .replace(/=\?utf-8\?([QB])\?([^?]*)\?=/gi, (_, kind: string, text: string) =>
      kind.toUpperCase() === 'B' ? Buffer.from(text, 'base64').toString('utf8') : decodeQuotedPrintable(text.replace(/_/g, ' ')),
    );
}

function decodeQuotedPrintable(text: string): string {
  const escaped = text.replace(/=\r?\n/g, '').replace(/%/g, '%25').replace(/=([0-9A-F]{2})/gi, '%$1');
  return decodeURIComponent(escaped);
}

function bodyOf(block: string): string {
  const body = block.split(/\r?\n\r?\n/).slice(1).join('\n\n');
  const encoding = headerOf(block, 'content-transfer-encoding').toLowerCase();
  if (encoding === 'base64') return Buffer.from(body.replace(/\s+/g, ''), 'base64').toString('utf8');
  if (encoding === 'quoted-printable') return decodeQuotedPrintable(body);
  return body;
}

/** The decoded body of the first part of this content type, or '' when there is none. */
function partOf(raw: string, type: string): string {
  const contentType = headerOf(raw, 'content-type');
  const boundary = /boundary="?([^";]+)"?/i.exec(contentType)?.[1];
  if (!boundary) return contentType.toLowerCase().startsWith(type) ? bodyOf(raw).replace(/\r\n/g, '\n') : '';
  for (const part of raw.split(`--${boundary}`).slice(1)) {
    const block = part.replace(/^\r?\n/, '');
    if (headerOf(block, 'content-type').toLowerCase().startsWith(type)) return bodyOf(block).replace(/\r\n/g, '\n').trimEnd();
  }
  return '';
}

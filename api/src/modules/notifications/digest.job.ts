import type { EntityManager } from '@mikro-orm/postgresql';
import type { Config } from '../../config.ts';
import { sendMail } from '../../mail/mailer.ts';
import { recipientLanguage } from '../../mail/recipient-language.ts';
import { notificationScope } from '../../policies/notification.policy.ts';
import { displayName, findUserById } from '../users/index.ts';
import { digestMail } from './digest-mail.ts';

/** The periodic task that e-mails the digests that are due. */
export const SEND_DIGESTS = 'send_notification_digests';
/** Hourly: each user's own period decides whether their digest is due. */
export const DIGEST_SCHEDULE = '17 * * * *';
/** Where people change how often they get it (the profile page's notification settings). */
export const SETTINGS_PATH = '/profile#notification-settings';
/** The most notifications one mail lists; the rest are counted and linked to the app. */
const LISTED = 50;

// Due a little early, so that the hourly run does not slip by an hour each time it comes round.
const DUE = `s.digest in ('daily', 'weekly')
  and (s.last_digest_at is null
    or s.last_digest_at <= ?::timestamptz - case s.digest when 'daily' then interval '23 hours' else interval '6 days 23 hours' end)`;
// Unread and not yet e-mailed, since the last digest.
const WAITING = `n.read_at is null and n.emailed_at is null and n.created_at > coalesce(s.last_digest_at, '-infinity'::timestamptz)`;

export interface DigestRun {
  sent: number;
  failed: number;
}

/**
 * Sends every digest that is due, one mail per user. Each is sent inside the transaction that marks
 * its notifications e-mailed: a crash between the mail and the commit sends that one mail again,
 * never any other. The user's settings row is locked for it, so two servers never send the same one.
 */
export async function sendDigests(config: Config, em: EntityManager, now = new Date()): Promise<DigestRun> {
  if (!config.mail) return { sent: 0, failed: 0 };
  const due = await em.execute<{ user_id: string }[]>(
    `select s.user_id from notification_settings s
     where ${DUE} and exists (select 1 from notifications n where n.user_id = s.user_id and ${WAITING})`,
    [now],
  );
  const run: DigestRun = { sent: 0, failed: 0 };
  let problem: unknown;
  for (const { user_id } of due) {
    try {
      if (await sendDigestTo(config, em.fork(), user_id, now)) run.sent += 1;
    } catch (error) {
      run.failed += 1;
      problem ??= error;
    }
  }
  if (problem) {
    // Failing the run has the queue try again soon; the digests already sent are no longer due.
    const reason = problem instanceof Error ? problem.message : String(problem);
    throw new Error(`${run.failed} of ${due.length} e-mail digests could not be sent: ${reason}`, { cause: problem });
  }
  return run;
}

async function sendDigestTo(config: Config, em: EntityManager, userId: string, now: Date): Promise<boolean> {
  return em.transactional(async (tx) => {
    // Skip locked: another server is sending this one right now.
    const [setting] = await tx.execute<{ digest: 'daily' | 'weekly'; last_digest_at: Date | null }[]>(
      `select s.digest, s.last_digest_at from notification_settings s where s.user_id = ?::uuid and ${DUE} for update skip locked`,
      [userId, now],
    );
    if (!setting) return false;
    const theirs = notificationScope('n', { id: userId });
    const rows = await tx.execute<{ id: string; message: string; link: string; created_at: Date }[]>(
      `select n.id, n.message, n.link, n.created_at from notifications n join notification_settings s on s.user_id = n.user_id
       where ${theirs.text} and ${WAITING}
       order by n.created_at desc, n.id desc for update of n`,
      theirs.params,
    );
    const user = rows.length ? await findUserById(tx, userId) : null;
    if (!user) return false;
    const items = rows.slice(0, LISTED).map((r) => ({ message: r.message, link: r.link, createdAt: new Date(r.created_at) }));
    const mail = digestMail(user.email, {
      name: user.firstName || displayName(user),
      frequency: setting.digest,
      items,
      total: rows.length,
      publicUrl: config.publicUrl,
      settingsPath: SETTINGS_PATH,
    }, recipientLanguage(user));
    await sendMail(config, mail);
    await tx.execute(`update notifications set emailed_at = ?::timestamptz where id = any(?::uuid[])`, [now, `{${rows.map((r) => r.id).join(',')}}`]);
    await tx.execute(`update notification_settings set last_digest_at = ?::timestamptz where user_id = ?::uuid`, [now, userId]);
    return true;
  });
}

import type { EntityManager } from '@mikro-orm/postgresql';
import type { NotificationKind } from '../../generated/graphql.ts';
import type { Language } from '../../i18n.ts';
import { recipientLanguages } from '../../mail/recipient-language.ts';

/**
 * A notification's sentence for a reader in their language, e.g.
 * `(language) => tIn(language, 'stories:notice.shared', { name, title })`.
 */
export type Wording = (language: Language) => string;

export interface NewNotification {
  kind: NotificationKind;
  /** Who is told. The actor is never told of their own doing; users who turned the kind off are skipped. */
  userIds: readonly string[];
  /** Who caused it, if anyone. */
  actorId: string | null;
  /**
   * The sentence each of them reads ("Ada Lovelace shared the story “Grandma's bread”."), worded in
   * each reader's language (their choice, else their browser's: see mail/recipient-language.ts); a
   * plain string is stored as it is for everyone. It may name only what every one of `userIds` may
   * see: callers pass readers who may see the thing.
   */
  message: string | Wording;
  /** Where in the app it opens, a path such as `/stories#<id>`. */
  link: string;
  /** What it is about (a story, an event, a person). */
  objectId?: string | null;
}

/**
 * Tells users about something, in the caller's transaction: the rows are written with the change
 * they tell of, and announced to every server (and so to live subscribers) once it commits.
 * One statement however many are told. A yearly reminder already made this year is not made again.
 */
export async function notifyUsers(em: EntityManager, n: NewNotification): Promise<void> {
  const userIds = [...new Set(n.userIds)].filter((id) => id !== n.actorId);
  if (!userIds.length) return;
  const messages = await wordFor(em, userIds, n.message);
  await em.execute(
    `insert into notifications (id, user_id, created_at, kind, actor_id, message, link, object_id)
     select gen_random_uuid(), u.id, now(), ?, ?::uuid, u.message, ?, ?::uuid
     from json_to_recordset(?::json) as u(id uuid, message text)
     where not exists (select 1 from notification_settings s where s.user_id = u.id and ? = any(s.disabled_kinds))
     on conflict do nothing`,
    [n.kind, n.actorId, clip(n.link, 300), n.objectId ?? null, JSON.stringify(userIds.map((id) => ({ id, message: messages.get(id) }))), n.kind],
  );
}

/** Each reader's sentence, clipped to the column: worded once per language among them. */
async function wordFor(em: EntityManager, userIds: string[], message: string | Wording): Promise<Map<string, string>> {
  if (typeof message === 'string') return new Map(userIds.map((id) => [id, clip(message, 500)]));
  const languages = await recipientLanguages(em, userIds);
  const worded = new Map<Language, string>();
  return new Map(
    userIds.map((id) => {
      const language = languages.get(id) ?? 'en';
      if (!worded.has(language)) worded.set(language, clip(message(language), 500));
      return [id, worded.get(language)!];
    }),
  );
}

/** At most `max` characters, as the column counts them (a character outside the BMP is never cut in half). */
const clip = (text: string, max: number) => (text.length <= max ? text : [...text].slice(0, max).join(''));

import type { EntityManager } from '@mikro-orm/postgresql';
import type { NotificationKind } from '../../generated/graphql.ts';

export interface NewNotification {
  kind: NotificationKind;
  /** Who is told. The actor is never told of their own doing; users who turned the kind off are skipped. */
  userIds: readonly string[];
  /** Who caused it, if anyone. */
  actorId: string | null;
  /**
   * The sentence each of them reads ("Ada Lovelace shared the story “Grandma's bread”."). It may name
   * only what every one of `userIds` may see: callers pass readers who may see the thing.
   */
  message: string;
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
  await em.execute(
    `insert into notifications (id, user_id, created_at, kind, actor_id, message, link, object_id)
     select gen_random_uuid(), u.id, now(), ?, ?::uuid, ?, ?, ?::uuid
     from unnest(?::uuid[]) as u(id)
     where not exists (select 1 from notification_settings s where s.user_id = u.id and ? = any(s.disabled_kinds))
     on conflict do nothing`,
    [n.kind, n.actorId, clip(n.message, 500), clip(n.link, 300), n.objectId ?? null, `{${userIds.join(',')}}`, n.kind],
  );
}

/** At most `max` characters, as the column counts them (a character outside the BMP is never cut in half). */
const clip = (text: string, max: number) => (text.length <= max ? text : [...text].slice(0, max).join(''));

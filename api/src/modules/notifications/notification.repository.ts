import type { EntityManager } from '@mikro-orm/postgresql';
import type { NotificationKind } from '../../generated/graphql.ts';
import { notificationScope } from '../../policies/notification.policy.ts';

/** A notification as lists and live delivery read it. */
export interface NotificationRow {
  id: string;
  user_id: string;
  kind: NotificationKind;
  message: string;
  link: string;
  actor_id: string | null;
  read: boolean;
  created_at: Date;
  /** Where a page ending here continues: its time to the microsecond (as stored) and its id. */
  cursor: string;
}

const COLUMNS = `n.id, n.user_id, n.kind, n.message, n.link, n.actor_id, n.read_at is not null as read, n.created_at,
  to_char(n.created_at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.US"Z"') || '|' || n.id as cursor`;

/** A page of a user's notifications, newest first, keyed by (created_at, id) along their index. */
export async function notificationPage(em: EntityManager, userId: string, after: { createdAt: string; id: string } | null, limit: number): Promise<NotificationRow[]> {
  const scope = notificationScope('n', { id: userId });
  const params: unknown[] = [...scope.params];
  let where = scope.text;
  if (after) {
    where += ' and (n.created_at, n.id) < (?::timestamptz, ?::uuid)';
    params.push(after.createdAt, after.id);
  }
  return em.execute<NotificationRow[]>(`select ${COLUMNS} from notifications n where ${where} order by n.created_at desc, n.id desc limit ?`, [...params, limit]);
}

/** Notifications by id, whoever they tell (the caller decides who may see which). */
export async function notificationRows(em: EntityManager, ids: readonly string[]): Promise<NotificationRow[]> {
  if (!ids.length) return [];
  return em.execute<NotificationRow[]>(`select ${COLUMNS} from notifications n where n.id = any(?::uuid[])`, [`{${ids.join(',')}}`]);
}

/** The notifications made for some users since a moment (those a lost connection to the database did not announce). */
export async function notificationsSince(em: EntityManager, userIds: readonly string[], since: Date): Promise<NotificationRow[]> {
  if (!userIds.length) return [];
  return em.execute<NotificationRow[]>(
    `select ${COLUMNS} from notifications n where n.user_id = any(?::uuid[]) and n.created_at >= ? order by n.created_at, n.id limit 1000`,
    [`{${userIds.join(',')}}`, since],
  );
}

/** How many of a user's notifications are unread (by the partial index of unread ones). */
export async function unreadCount(em: EntityManager, userId: string): Promise<number> {
  const scope = notificationScope('n', { id: userId });
  const [row] = await em.execute<{ count: number }[]>(`select count(*)::int as count from notifications n where ${scope.text} and n.read_at is null`, scope.params);
  return row.count;
}

/** Marks one notification read (once: its first reading time stays). */
export async function markRead(em: EntityManager, id: string): Promise<void> {
  await em.execute('update notifications set read_at = now() where id = ? and read_at is null', [id]);
}

/** Marks all a user's notifications read; returns how many were unread. */
export async function markAllRead(em: EntityManager, userId: string): Promise<number> {
  const scope = notificationScope('n', { id: userId });
  const [row] = await em.execute<{ count: number }[]>(
    `with marked as (update notifications n set read_at = now() where ${scope.text} and n.read_at is null returning 1) select count(*)::int as count from marked`,
    scope.params,
  );
  return row.count;
}

/** A user's settings as stored; none when they never changed them. */
export async function settingsRow(em: EntityManager, userId: string): Promise<{ disabled_kinds: NotificationKind[]; digest: string } | null> {
  const [row] = await em.execute<{ disabled_kinds: NotificationKind[]; digest: string }[]>('select disabled_kinds, digest from notification_settings where user_id = ?', [userId]);
  return row ?? null;
}

/** Writes a user's settings; what is null keeps its stored value (or the default for a new row). */
export async function saveSettings(em: EntityManager, userId: string, disabledKinds: readonly string[] | null, digest: string | null): Promise<void> {
  const kinds = disabledKinds ? `{${disabledKinds.join(',')}}` : null;
  await em.execute(
    `insert into notification_settings (user_id, disabled_kinds, digest) values (?, coalesce(?::text[], '{}'), coalesce(?, 'off'))
     on conflict (user_id) do update set
       disabled_kinds = coalesce(?::text[], notification_settings.disabled_kinds), digest = coalesce(?, notification_settings.digest)`,
    [userId, kinds, digest, kinds, digest],
  );
}

import type { EntityManager } from '@mikro-orm/postgresql';
import type { NotificationKind } from '../../generated/graphql.ts';
import { findUsersByIds, type User } from '../users/index.ts';
import type { NotificationRow } from './notification.repository.ts';

/** A notification as GraphQL answers it (and live subscribers receive it). */
export interface NotificationModel {
  id: string;
  /** Whom it tells (for the policy; not in the schema). */
  userId: string;
  kind: NotificationKind;
  message: string;
  link: string;
  actor: User | null;
  read: boolean;
  createdAt: Date;
}

/** Models of read rows, their actors loaded in one statement (`known` users need no reading). */
export async function presentNotifications(em: EntityManager, rows: NotificationRow[], known: User[] = []): Promise<NotificationModel[]> {
  const users = new Map(known.map((u) => [u.id, u]));
  const missing = [...new Set(rows.map((r) => r.actor_id).filter((id): id is string => Boolean(id) && !users.has(id!)))];
  if (missing.length) for (const user of await findUsersByIds(em, missing)) users.set(user.id, user);
  return rows.map((row) => ({
    id: row.id,
    userId: row.user_id,
    kind: row.kind,
    message: row.message,
    link: row.link,
    actor: row.actor_id ? (users.get(row.actor_id) ?? null) : null,
    read: row.read,
    createdAt: new Date(row.created_at),
  }));
}

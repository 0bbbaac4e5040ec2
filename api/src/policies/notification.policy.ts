import type { Actor } from './actor.ts';
import { sql, type Reader, type Sql } from './sql.ts';

/** A notification as the rules judge it: whom it tells. */
export interface NotificationView {
  userId: string;
}

const isOwner = (actor: Actor, notification: NotificationView) => notification.userId === actor.user.id;

/** A notification is its user's alone: nobody else reads it, marks it read or hears of it live. */
export const notificationPolicy = {
  read: isOwner,
  markRead: isOwner,
} as const;

/** The notifications a reader may see, as a condition on `notifications` row `alias`. */
export const notificationScope = (alias: string, reader: Reader): Sql => sql`${alias}.user_id = ${reader}`;

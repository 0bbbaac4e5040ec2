import type { Actor } from './actor.ts';

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

/** The notifications a user may see, as a condition on `notifications` row `alias`; one parameter, the user's id. */
export const notificationScope = (alias: string) => `${alias}.user_id = ?::uuid`;

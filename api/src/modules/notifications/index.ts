// What other modules and the app use of the notifications module.
export { notifyUsers, type NewNotification, type Wording } from './notify.service.ts';
export { NOTIFICATION_KINDS, DIGEST_FREQUENCIES, type NotificationKind, type DigestFrequency } from './notification-kinds.ts';
export { emailAvailable } from './notification.service.ts';
export { presentNotifications, type NotificationModel } from './notification.presenter.ts';
export { startNotificationFeed, NOTIFICATION_CHANNEL, type NotificationFeed, type FeedOptions } from './notification-feed.ts';
export type { LiveContext } from './live-notifications.ts';
export { notificationJobs } from './notification-jobs.ts';

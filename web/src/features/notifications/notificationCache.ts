import type { ApolloCache } from '@apollo/client';
import type { Reference } from '@apollo/client/utilities';
import type { NotificationFieldsFragment } from '../../gql/graphql';
import { NotificationFields } from './notificationsQuery';

/** The loaded list of notifications as the cache keeps it. */
interface CachedPage {
  nodes: readonly Reference[];
  unreadCount: number;
}

const isPage = (value: unknown): value is CachedPage => typeof value === 'object' && value !== null && 'nodes' in value;
const notificationId = (cache: ApolloCache, id: string) => cache.identify({ __typename: 'Notification', id });

/** A notification heard live: first in the loaded list, and one more unread (unless it was known already). */
export function addLiveNotification(cache: ApolloCache, notification: NotificationFieldsFragment): void {
  const id = notificationId(cache, notification.id);
  const known = cache.readFragment({ id, fragment: NotificationFields, fragmentName: 'NotificationFields' }) !== null;
  const ref = cache.writeFragment({ id, fragment: NotificationFields, fragmentName: 'NotificationFields', data: notification });
  if (known || !ref) return;
  const unread = notification.read ? 0 : 1;
  cache.modify({
    id: 'ROOT_QUERY',
    fields: {
      unreadNotificationCount: (count: number) => count + unread,
      notifications: (page) => (isPage(page) ? { ...page, nodes: [ref, ...page.nodes], unreadCount: page.unreadCount + unread } : page),
    },
  });
}

/** One notification was read: one fewer unread. */
export function countOneRead(cache: ApolloCache): void {
  cache.modify({
    id: 'ROOT_QUERY',
    fields: {
      unreadNotificationCount: (count: number) => Math.max(0, count - 1),
      notifications: (page) => (isPage(page) ? { ...page, unreadCount: Math.max(0, page.unreadCount - 1) } : page),
    },
  });
}

/** Every notification was read: the loaded ones show it, and none is unread. */
export function markAllReadInCache(cache: ApolloCache, ids: readonly string[]): void {
  for (const id of ids) cache.modify({ id: notificationId(cache, id), fields: { read: () => true } });
  cache.modify({
    id: 'ROOT_QUERY',
    fields: {
      unreadNotificationCount: () => 0,
      notifications: (page) => (isPage(page) ? { ...page, unreadCount: 0 } : page),
    },
  });
}

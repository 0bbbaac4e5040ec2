import dayjs from 'dayjs';
import type { NotificationFieldsFragment, NotificationsQuery } from '../../../gql/graphql';
import { MarkAllNotificationsReadDocument, MarkNotificationReadDocument } from '../markNotificationsRead';
import { NotificationAddedDocument } from '../notificationAdded';
import { NotificationsDocument, UnreadNotificationCountDocument } from '../notificationsQuery';

type Fixture = NotificationFieldsFragment & { __typename: 'Notification' };

/** A notification from Ben, `daysAgo` days before today (a minute into that day). */
export function notification(id: string, message: string, daysAgo: number, read = false, link = `/events/${id}`): Fixture {
  return {
    __typename: 'Notification',
    id,
    kind: 'event_invitation',
    message,
    link,
    read,
    createdAt: dayjs().startOf('day').subtract(daysAgo, 'day').add(1, 'minute').toISOString(),
    actor: { __typename: 'PublicUser', id: 'u2', displayName: 'Ben Lovelace', firstName: 'Ben', lastName: 'Lovelace', profileImageUrl: null } as Fixture['actor'],
  };
}

export const countMock = (count: number) => ({
  request: { query: UnreadNotificationCountDocument },
  result: { data: { unreadNotificationCount: count } },
});

export function pageMock(nodes: Fixture[], more: { after?: string; endCursor?: string | null } = {}) {
  const page: NotificationsQuery['notifications'] & { __typename: 'NotificationPage' } = {
    __typename: 'NotificationPage',
    nodes,
    endCursor: more.endCursor ?? null,
    hasMore: Boolean(more.endCursor),
    unreadCount: nodes.filter((n) => !n.read).length,
  };
  return {
    request: { query: NotificationsDocument, variables: more.after ? { after: more.after, first: 20 } : { first: 20 } },
    result: { data: { notifications: page } },
  };
}

/** A notification arriving live, `delay` ms after the bell subscribes. */
export const liveMock = (added: Fixture, delay = 20) => ({
  request: { query: NotificationAddedDocument },
  result: { data: { notificationAdded: added } },
  delay,
});

/** No notification arrives while the test runs. */
export const quietMock = { request: { query: NotificationAddedDocument }, result: { data: null }, delay: 60_000 };

export const markReadMock = (id: string) => ({
  request: { query: MarkNotificationReadDocument, variables: { id } },
  result: { data: { markNotificationRead: { __typename: 'Notification', id, read: true } } },
});

export const markAllMock = (count: number) => ({
  request: { query: MarkAllNotificationsReadDocument },
  result: { data: { markAllNotificationsRead: count } },
});

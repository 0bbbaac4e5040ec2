import { useMutation } from '@apollo/client/react';
import type { MarkNotificationReadMutation } from '../../gql/graphql';
import { countOneRead, markAllReadInCache } from './notificationCache';
import { MarkAllNotificationsReadDocument, MarkNotificationReadDocument } from './markNotificationsRead';

/** Marking one notification, or all of them, read; the bell and the list follow at once. */
export function useNotificationActions() {
  const [markOne] = useMutation(MarkNotificationReadDocument);
  const [markAll, markAllState] = useMutation(MarkAllNotificationsReadDocument);

  /** For an unread one only; the optimistic change is undone when the answer's own is written. */
  const markRead = (id: string) => {
    const read: MarkNotificationReadMutation['markNotificationRead'] & { __typename: 'Notification' } = { __typename: 'Notification', id, read: true };
    return markOne({ variables: { id }, optimisticResponse: { markNotificationRead: read }, update: (cache) => countOneRead(cache) });
  };

  const markAllRead = (loadedIds: readonly string[]) =>
    markAll({ update: (cache) => markAllReadInCache(cache, loadedIds) });

  return { markRead, markAllRead, markingAll: markAllState.loading };
}

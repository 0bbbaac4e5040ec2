import type { ApolloCache } from '@apollo/client';
import type { Reference } from '@apollo/client/utilities';

/**
 * Takes a circle the viewer left or deleted out of their cached lists. The circle itself stays
 * cached, so its page does not ask for it again while the app moves away from it.
 */
export function dropCircleFromLists(cache: ApolloCache, id: string): void {
  cache.modify({
    id: 'ROOT_QUERY',
    fields: {
      circles: (existing: readonly Reference[] = [], { readField }) => existing.filter((ref) => readField('id', ref) !== id),
      recentCircles: (existing: readonly Reference[] = [], { readField }) => existing.filter((ref) => readField('id', ref) !== id),
    },
  });
}

/** The sidebar's entry of a circle the viewer just opened has nothing new any more. */
export function clearSidebarUnread(cache: ApolloCache, id: string): void {
  cache.modify({ id: cache.identify({ __typename: 'CircleSummary', id }), fields: { unreadCount: () => 0 } });
}

/** The sidebar's list changes with names, members and new circles: active lists read it again. */
export function forgetRecentCircles(cache: ApolloCache): void {
  cache.evict({ id: 'ROOT_QUERY', fieldName: 'recentCircles' });
  cache.gc();
}

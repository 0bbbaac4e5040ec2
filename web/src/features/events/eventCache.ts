import type { ApolloCache } from '@apollo/client';

/** The lists order and filter events by time: after a change they are read again rather than patched. */
export function forgetEventLists(cache: ApolloCache): void {
  cache.evict({ id: 'ROOT_QUERY', fieldName: 'familyEvents' });
  cache.evict({ id: 'ROOT_QUERY', fieldName: 'upcomingEvents' });
  cache.gc();
}

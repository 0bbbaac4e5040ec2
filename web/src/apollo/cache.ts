import { InMemoryCache, type ApolloCache } from '@apollo/client';

/** A page of notifications as the cache keeps it: its nodes are references to the notifications. */
interface NotificationPageRef {
  nodes: { __ref: string }[];
}

export function createCache(): InMemoryCache {
  return new InMemoryCache({
    typePolicies: {
      // Privacy settings have no id of their own: they belong to their user.
      PrivacySettings: { merge: true },
      // The figures have no id either: queries asking for different ones share one object.
      FamilyStats: { merge: true },
      // The viewer's notification settings are one object, whichever query or mutation read them.
      NotificationSettings: { keyFields: [] },
      // The viewer's rewards are one object (no id): the challenges page, the dashboard and the chart style read different fields of it.
      UserRewards: { keyFields: [] },
      // A tree node's generation is relative to its window's focus: keep each window's nodes apart.
      TreeNode: { keyFields: false },
      Query: {
        fields: {
          accessTokens: { merge: false },
          recentActivity: { keyArgs: ['first'], merge: false },
          // One list of notifications: "Load more" appends the next page to it.
          notifications: {
            keyArgs: false,
            merge(existing: NotificationPageRef | undefined, incoming: NotificationPageRef, { args }) {
              if (!existing || !args?.after) return incoming;
              const known = new Set(existing.nodes.map((n) => n.__ref));
              return { ...incoming, nodes: [...existing.nodes, ...incoming.nodes.filter((n) => !known.has(n.__ref))] };
            },
          },
        },
      },
    },
  });
}

/** Writes add activity entries; drop the cached list so the next visit reads the new one. */
export function forgetRecentActivity(cache: ApolloCache): void {
  cache.evict({ id: 'ROOT_QUERY', fieldName: 'recentActivity' });
  cache.gc();
}

import { InMemoryCache, type ApolloCache } from '@apollo/client';

export function createCache(): InMemoryCache {
  return new InMemoryCache({
    typePolicies: {
      // Privacy settings have no id of their own: they belong to their user.
      PrivacySettings: { merge: true },
      // The figures have no id either: queries asking for different ones share one object.
      FamilyStats: { merge: true },
      // A tree node's generation is relative to its window's focus: keep each window's nodes apart.
      TreeNode: { keyFields: false },
      Query: {
        fields: {
          accessTokens: { merge: false },
          recentActivity: { keyArgs: ['first'], merge: false },
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

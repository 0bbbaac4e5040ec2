import { InMemoryCache, type ApolloCache } from '@apollo/client';

export function createCache(): InMemoryCache {
  return new InMemoryCache({
    typePolicies: {
      // Privacy settings have no id of their own: they belong to their user.
      PrivacySettings: { merge: true },
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

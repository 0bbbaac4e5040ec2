import { ApolloClient, ApolloLink, CombinedGraphQLErrors } from '@apollo/client';
import { ErrorLink } from '@apollo/client/link/error';
import UploadHttpLink from 'apollo-upload-client/UploadHttpLink.mjs';
import { createCache } from './cache';

/** When a session runs out mid-visit, forget everything and ask again who is signed in. */
const sessionExpiredLink = new ErrorLink(({ error, operation }) => {
  if (!CombinedGraphQLErrors.is(error)) return;
  const unauthenticated = error.errors.some((e) => e.extensions?.code === 'UNAUTHENTICATED');
  if (unauthenticated) void operation.client.resetStore();
});

// Every request carries the preflight header so multipart uploads pass the server's CSRF check.
const httpLink = new UploadHttpLink({
  uri: '/graphql',
  credentials: 'include',
  headers: { 'Apollo-Require-Preflight': 'true' },
});

export function createApolloClient(): ApolloClient {
  return new ApolloClient({
    cache: createCache(),
    link: ApolloLink.from([sessionExpiredLink, httpLink]),
    defaultOptions: {
      watchQuery: { fetchPolicy: 'cache-first', refetchOn: false },
      query: { fetchPolicy: 'cache-first' },
    },
  });
}

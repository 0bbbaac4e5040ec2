import { ApolloClient, ApolloLink, CombinedGraphQLErrors } from '@apollo/client';
import { ErrorLink } from '@apollo/client/link/error';
import UploadHttpLink from 'apollo-upload-client/UploadHttpLink.mjs';
import { OperationTypeNode } from 'graphql';
import { createCache } from './cache';
import { createLiveLink } from './liveLink';
import { offlineLink } from '../offline';

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
  // Subscriptions go over the WebSocket, everything else over HTTP. Back from a lost connection,
  // what is on screen is read again: live updates sent meanwhile never arrived.
  const liveLink = createLiveLink(() => void client.refetchQueries({ include: 'active' }));
  const transport = ApolloLink.split((operation) => operation.operationType === OperationTypeNode.SUBSCRIPTION, liveLink, httpLink);
  const client = new ApolloClient({
    cache: createCache(),
    link: ApolloLink.from([sessionExpiredLink, offlineLink, transport]),
    defaultOptions: {
      watchQuery: { fetchPolicy: 'cache-first', refetchOn: false },
      query: { fetchPolicy: 'cache-first' },
    },
  });
  return client;
}

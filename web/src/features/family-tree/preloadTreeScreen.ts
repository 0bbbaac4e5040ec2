import type { ApolloClient } from '@apollo/client';
import { FamilyTreeColumnsDocument, FamilyTreeDocument } from './familyTreeQuery';
import { treeParamsOf } from './useTreeParams';
import { nearVariables, reachesFar, wholeVariables } from './useTreeWindow';

/**
 * When the app opens on the tree screen, starts reading its windows (the near one, and the whole one
 * when more generations are asked for) and loading its code at
 * once, alongside the session, rather than after the app has rendered: the first frame of the tree
 * then waits for neither. A failure (signed out, offline) is left to the screen to show.
 */
export function preloadTreeScreen(client: ApolloClient, location: Pick<Location, 'pathname' | 'search'>): Promise<unknown> {
  if (location.pathname !== '/family-tree') return Promise.resolve();
  const request = treeParamsOf(new URLSearchParams(location.search));
  const reads: Promise<unknown>[] = [client.query({ query: FamilyTreeDocument, variables: nearVariables(request), fetchPolicy: 'network-only' })];
  if (reachesFar(request)) {
    reads.push(client.query({ query: FamilyTreeColumnsDocument, variables: wholeVariables(request), fetchPolicy: 'network-only' }));
  }
  reads.push(import('./FamilyTreePage'));
  return Promise.all(reads).catch(() => undefined);
}

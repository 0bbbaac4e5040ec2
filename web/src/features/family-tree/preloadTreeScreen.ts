import type { ApolloClient } from '@apollo/client';
import { FamilyTreeDocument } from './familyTreeQuery';
import { treeParamsOf } from './useTreeParams';
import { nearVariables } from './useTreeWindow';

/**
 * When the app opens on the tree screen, starts reading its near window and loading its code at
 * once, alongside the session, rather than after the app has rendered: the first frame of the tree
 * then waits for neither. A failure (signed out, offline) is left to the screen to show.
 */
export function preloadTreeScreen(client: ApolloClient, location: Pick<Location, 'pathname' | 'search'>) {
  if (location.pathname !== '/family-tree') return;
  const variables = nearVariables(treeParamsOf(new URLSearchParams(location.search)));
  client.query({ query: FamilyTreeDocument, variables, fetchPolicy: 'network-only' }).catch(() => undefined);
  import('./FamilyTreePage').catch(() => undefined);
}

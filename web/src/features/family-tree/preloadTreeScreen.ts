import type { ApolloClient } from '@apollo/client';
import { i18n } from '../../lib/i18n';
import { TreeChartStyleDocument } from './chart-style/chartStyleQueries';
import { FamilyTreeDocument } from './familyTreeQuery';
import { treeParamsOf } from './useTreeParams';
import { nearVariables } from './useTreeWindow';
import { noteOpeningRead } from './openingRead';

/**
 * When the app opens on the tree screen, starts reading its near window at once, alongside the
 * session and the screen's code (see preloadSignedIn), rather than after the app has rendered: the
 * first frame of the tree then waits for neither. (The whole window, when more generations are
 * asked for, follows the first frame: see useTreeWindow.) A failure (signed out, offline) is left
 * to the screen to show.
 */
export function preloadTreeScreen(client: ApolloClient, location: Pick<Location, 'pathname' | 'search'>): Promise<unknown> {
  if (location.pathname !== '/family-tree') return Promise.resolve();
  const request = treeParamsOf(new URLSearchParams(location.search));
  const near = nearVariables(request);
  noteOpeningRead(near);
  const reads: Promise<unknown>[] = [client.query({ query: FamilyTreeDocument, variables: near, fetchPolicy: 'network-only' })];
  // The viewer's chart style beside it, so that the first frame is drawn in it; without it, classic.
  reads.push(client.query({ query: TreeChartStyleDocument }).catch(() => undefined));
  // The screen's code, without waiting for the signed-in app's code that leads to it, and its texts.
  reads.push(import('./FamilyTreePage'));
  reads.push(Promise.resolve().then(() => i18n.loadNamespaces('familyTree')));
  return Promise.all(reads).catch(() => undefined);
}

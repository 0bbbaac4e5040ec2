import type { ApolloClient } from '@apollo/client';
import { i18n } from '../../lib/i18n';
import { TreeChartStyleDocument } from './chart-style/chartStyleQueries';
import { FamilyTreeColumnsDocument, FamilyTreeDocument } from './familyTreeQuery';
import { treeParamsOf } from './useTreeParams';
import { noteOpeningRead } from './openingRead';
import { bootJson } from '../../session/bootJson';
import { nearVariables, reachesFar, wholeVariables } from '../../../../shared/tree-address/index.ts';

/**
 * When the app opens on the tree screen, starts reading its near window at once, alongside the
 * session and the screen's code, rather than after the app has rendered: the first frame of the tree
 * then waits for neither. When the server wrote that window into the page, it is put into the cache
 * instead, and nothing is asked for it; the whole window, when the address asks for more
 * generations, is then asked for once the screen's code has come. The page's modulepreload links
 * (api/src/http/first-screen-preloads.ts) fetch all of the first screen's code as it is parsed, so
 * by then that code has come, and a slow connection does not share its bandwidth between it and a
 * large answer. The first frame is on screen already (the server drew it), so the answer comes while
 * the app starts rather than after the app's own first frame; the screen finds it in the cache or
 * joins the request under way. Otherwise it follows the app's first frame (see useTreeWindow). A
 * failure (signed out, offline) is left to the screen to show.
 */
export function preloadTreeScreen(client: ApolloClient, location: Pick<Location, 'pathname' | 'search'>): Promise<unknown> {
  if (location.pathname !== '/family-tree') return Promise.resolve();
  const request = treeParamsOf(new URLSearchParams(location.search));
  const near = nearVariables(request);
  noteOpeningRead(near);
  // The server may have written them into the page already (shared/boot), for this very address.
  const written = bootJson()?.treeWindow;
  const reads: Promise<unknown>[] = [];
  // The screen's code, without waiting for the signed-in app's code that leads to it.
  const screen = import('./FamilyTreePage');
  reads.push(screen);
  if (written && JSON.stringify(written.variables) === JSON.stringify(near)) {
    client.writeQuery({ query: FamilyTreeDocument, variables: near, data: written.data as never });
    if (reachesFar(request)) reads.push(screen.then(() => client.query({ query: FamilyTreeColumnsDocument, variables: wholeVariables(request) })));
  } else reads.push(client.query({ query: FamilyTreeDocument, variables: near, fetchPolicy: 'network-only' }));
  // The viewer's chart style beside it, so that the first frame is drawn in it; without it, classic.
  if (written?.chartStyle) client.writeQuery({ query: TreeChartStyleDocument, data: written.chartStyle as never });
  else reads.push(client.query({ query: TreeChartStyleDocument }).catch(() => undefined));
  // The screen's texts.
  reads.push(Promise.resolve().then(() => i18n.loadNamespaces('familyTree')));
  return Promise.all(reads).catch(() => undefined);
}

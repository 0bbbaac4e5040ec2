import type { ApolloClient } from '@apollo/client';
import { i18n } from '../../lib/i18n';
import { bootJson } from '../../session/bootJson';
import { ACTIVITY_COUNT, DashboardDocument } from './dashboardQuery';

/**
 * When the app opens on the dashboard, starts reading what it shows at once, alongside the
 * session and the screen's code, rather than after the app has rendered. When the server wrote it
 * into the page (shared/boot), it is put into the cache instead, and nothing is asked. A failure
 * (signed out, offline) is left to the screen to show.
 */
export function preloadDashboard(client: ApolloClient, location: Pick<Location, 'pathname'>): Promise<unknown> {
  if (location.pathname !== '/') return Promise.resolve();
  const variables = { activityCount: ACTIVITY_COUNT };
  const written = bootJson()?.dashboard;
  const usable = written?.variables.activityCount === variables.activityCount;
  if (usable) client.writeQuery({ query: DashboardDocument, variables, data: written!.data as never });
  return Promise.all([
    usable ? null : client.query({ query: DashboardDocument, variables }),
    Promise.resolve().then(() => i18n.loadNamespaces('dashboard')),
  ]).catch(() => undefined);
}

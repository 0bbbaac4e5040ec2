import type { ApolloClient } from '@apollo/client';
import { i18n } from '../../lib/i18n';
import { ACTIVITY_COUNT, DashboardDocument } from './dashboardQuery';

/**
 * When the app opens on the dashboard, starts reading what it shows at once, alongside the
 * session and the screen's code, rather than after the app has rendered. A failure (signed out,
 * offline) is left to the screen to show.
 */
export function preloadDashboard(client: ApolloClient, location: Pick<Location, 'pathname'>): Promise<unknown> {
  if (location.pathname !== '/') return Promise.resolve();
  return Promise.all([
    client.query({ query: DashboardDocument, variables: { activityCount: ACTIVITY_COUNT } }),
    Promise.resolve().then(() => i18n.loadNamespaces('dashboard')),
  ]).catch(() => undefined);
}

import type { BootData } from '../../../shared/boot/index.ts';
import { DashboardPage } from '../features/dashboard/DashboardPage';
import { DashboardDocument } from '../features/dashboard/dashboardQuery';
import type { Language } from '../lib/i18n';
import { drawSignedInScreen } from './signedIn';
import type { DrawnMarkup } from './styled';

// A signed-in person's dashboard rendered by the server (api/src/http/signed-in-markup.ts) from the
// page's boot data, so a phone shows it before the app's scripts have arrived: the app's frame and the
// dashboard with its figures and latest activity. The cards other features add to it come with the
// app. The browser shows it until the live app has drawn its dashboard (web/src/session/drawnPage.ts).

/** The dashboard as the person whose boot data this is sees it, in `language`; null without its data. */
export async function renderDashboard(language: Language, boot: BootData): Promise<DrawnMarkup | null> {
  const dashboard = boot.dashboard;
  if (!dashboard) return null;
  return drawSignedInScreen(language, boot, {
    location: '/',
    answers: (client) => client.writeQuery({ query: DashboardDocument, variables: dashboard.variables, data: dashboard.data as never }),
    screen: ({ dashboardCards }) => <DashboardPage cards={dashboardCards} />,
  });
}

import { ApolloClient, ApolloLink } from '@apollo/client';
import { ApolloProvider } from '@apollo/client/react';
import CssBaseline from '@mui/material/CssBaseline';
import { esES } from '@mui/material/locale';
import { ThemeProvider } from '@mui/material/styles';
import { StaticRouter } from 'react-router';
import type { BootData } from '../../../shared/boot/index.ts';
import { createCache } from '../apollo/cache';
import { AppShell } from '../components/app-shell/AppShell';
import type { ShellUser } from '../components/app-shell/types';
import { DashboardPage } from '../features/dashboard/DashboardPage';
import { DashboardDocument } from '../features/dashboard/dashboardQuery';
import { featuresFor, PROFILE_PATH, type FeatureViewer } from '../features/registry';
import type { Language } from '../lib/i18n';
import { SIGN_OUT_ACTION } from '../session/authLinks';
import { CurrentUserDocument } from '../session/currentUser';
import { theme, themeWith } from '../theme/theme';
import { disableScriptButtons } from './scriptButtons';
import { drawnWithStyles, type DrawnMarkup } from './styled';
import { textsIn } from './texts';

// A signed-in person's dashboard rendered by the server (api/src/http/dashboard-markup.ts) from the
// page's boot data, so a phone shows it before the app's scripts have arrived: the app's frame
// (header and navigation, without the search box and the bell, which come with the app) and the
// dashboard with its figures and latest activity. The cards other features add to it come with the
// app. The browser shows it until the live app has drawn its dashboard (web/src/session/drawnPage.ts).

const themes: Partial<Record<Language, typeof theme>> = { es: themeWith(esES) };

/** The dashboard as the person whose boot data this is sees it, in `language`; null without its data. */
export async function renderDashboard(language: Language, boot: BootData): Promise<DrawnMarkup | null> {
  const viewer = boot.currentUser.me as (ShellUser & FeatureViewer) | null;
  if (!viewer || !boot.dashboard) return null;
  await textsIn(language);
  const client = new ApolloClient({ cache: createCache(), link: ApolloLink.empty(), ssrMode: true });
  client.writeQuery({ query: CurrentUserDocument, data: boot.currentUser as never });
  client.writeQuery({ query: DashboardDocument, variables: boot.dashboard.variables, data: boot.dashboard.data as never });
  const { dashboardCards, mainNavigation, moreNavigation } = featuresFor(viewer);
  const drawn = drawnWithStyles(
    <ThemeProvider theme={themes[language] ?? theme}>
      <CssBaseline />
      <ApolloProvider client={client}>
        <StaticRouter location="/">
          <AppShell user={viewer} mainItems={mainNavigation} moreItems={moreNavigation} profilePath={PROFILE_PATH} signOutAction={SIGN_OUT_ACTION}>
            <DashboardPage cards={dashboardCards} />
          </AppShell>
        </StaticRouter>
      </ApolloProvider>
    </ThemeProvider>,
  );
  return { ...drawn, html: disableScriptButtons(drawn.html) };
}

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
import { TreeChartStyleDocument } from '../features/family-tree/chart-style/chartStyleQueries';
import { drawsAsChart, DrawnTreeScreen } from '../features/family-tree/DrawnTreeScreen';
import type { TreeWindowData } from '../features/family-tree/tree/layout';
import { featuresFor, PROFILE_PATH, type FeatureViewer } from '../features/registry';
import type { Language } from '../lib/i18n';
import { SIGN_OUT_ACTION } from '../session/authLinks';
import { CurrentUserDocument } from '../session/currentUser';
import { theme, themeWith } from '../theme/theme';
import { disableScriptButtons } from './scriptButtons';
import { drawnWithStyles, type DrawnMarkup } from './styled';
import { textsIn } from './texts';

// The tree screen rendered by the server (api/src/http/signed-in-markup.ts) from the page's boot
// data, so a phone shows the family's near generations before the app's scripts have arrived: the
// app's frame, the screen's header and the chart as a still picture (DrawnTreeScreen). The browser
// shows it until the live app has drawn its own chart (web/src/session/drawnPage.ts).

const themes: Partial<Record<Language, typeof theme>> = { es: themeWith(esES) };

/** The tree screen at `address` (path and query) as the person whose boot data this is sees it, in `language`; null without a chart to draw. */
export async function renderTree(language: Language, boot: BootData, address: string): Promise<DrawnMarkup | null> {
  const viewer = boot.currentUser.me as (ShellUser & FeatureViewer) | null;
  const treeWindow = boot.treeWindow?.data.familyTree as TreeWindowData | undefined;
  if (!viewer || !treeWindow || !drawsAsChart(treeWindow)) return null;
  await textsIn(language);
  const client = new ApolloClient({ cache: createCache(), link: ApolloLink.empty(), ssrMode: true });
  client.writeQuery({ query: CurrentUserDocument, data: boot.currentUser as never });
  if (boot.treeWindow?.chartStyle) client.writeQuery({ query: TreeChartStyleDocument, data: boot.treeWindow.chartStyle as never });
  const { mainNavigation, moreNavigation } = featuresFor(viewer);
  const drawn = drawnWithStyles(
    <ThemeProvider theme={themes[language] ?? theme}>
      <CssBaseline />
      <ApolloProvider client={client}>
        <StaticRouter location={address}>
          <AppShell user={viewer} mainItems={mainNavigation} moreItems={moreNavigation} profilePath={PROFILE_PATH} signOutAction={SIGN_OUT_ACTION}>
            <DrawnTreeScreen treeWindow={treeWindow} />
          </AppShell>
        </StaticRouter>
      </ApolloProvider>
    </ThemeProvider>,
  );
  return { ...drawn, html: disableScriptButtons(drawn.html) };
}

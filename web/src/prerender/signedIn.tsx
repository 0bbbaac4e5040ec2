import type { ReactNode } from 'react';
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
import type { FeatureLink } from '../components/featureLink';
import { featuresFor, PROFILE_PATH, type FeatureViewer } from '../features/registry';
import type { Language } from '../lib/i18n';
import { SIGN_OUT_ACTION } from '../session/authLinks';
import { CurrentUserDocument } from '../session/currentUser';
import { theme, themeWith } from '../theme/theme';
import { disableScriptButtons } from './scriptButtons';
import { drawnWithStyles, type DrawnMarkup } from './styled';
import { textsIn } from './texts';

// A signed-in person's screen rendered by the server (api/src/http/signed-in-markup.ts) inside the
// app's frame (header and navigation, without the search box and the bell, which come with the app),
// from the page's boot data: the dashboard (./dashboard.tsx) and the tree screen (./tree.tsx).

const themes: Partial<Record<Language, typeof theme>> = { es: themeWith(esES) };

interface SignedInScreen {
  /** Where the screen is (the path and query), for the navigation and the screen's own reading of the address. */
  location: string;
  /** Answers the screen reads, written into the rendering's cache (it asks nothing of the network). */
  answers: (client: ApolloClient) => void;
  /** The screen, given the dashboard's feature cards (for the dashboard). */
  screen: (features: { dashboardCards: FeatureLink[] }) => ReactNode;
}

/** `screen` as the person whose boot data this is sees it, in `language`; null for someone signed out. */
export async function drawSignedInScreen(language: Language, boot: BootData, { location, answers, screen }: SignedInScreen): Promise<DrawnMarkup | null> {
  const viewer = boot.currentUser.me as (ShellUser & FeatureViewer) | null;
  if (!viewer) return null;
  await textsIn(language);
  const client = new ApolloClient({ cache: createCache(), link: ApolloLink.empty(), ssrMode: true });
  client.writeQuery({ query: CurrentUserDocument, data: boot.currentUser as never });
  answers(client);
  const { dashboardCards, mainNavigation, moreNavigation } = featuresFor(viewer);
  const drawn = drawnWithStyles(
    <ThemeProvider theme={themes[language] ?? theme}>
      <CssBaseline />
      <ApolloProvider client={client}>
        <StaticRouter location={location}>
          <AppShell user={viewer} mainItems={mainNavigation} moreItems={moreNavigation} profilePath={PROFILE_PATH} signOutAction={SIGN_OUT_ACTION}>
            {screen({ dashboardCards })}
          </AppShell>
        </StaticRouter>
      </ApolloProvider>
    </ThemeProvider>,
  );
  return { ...drawn, html: disableScriptButtons(drawn.html) };
}

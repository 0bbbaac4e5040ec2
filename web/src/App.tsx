import { lazy, Suspense, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import CssBaseline from '@mui/material/CssBaseline';
import { ThemeProvider } from '@mui/material/styles';
import { LoadingScreen } from './components/LoadingScreen';
import { ScreenErrorBoundary } from './components/ScreenErrorBoundary';
import { bootJson } from './session/bootJson';
// Part of the first file, not fetched after it: the landing page is what a new visitor waits for.
import { LandingPage } from './features/landing/LandingPage';
import { useThemeFor } from './theme/useThemeFor';
import { useOffline } from './offline/connectivity';
import { useUpdate } from './offline/updates';

// Shown only offline, or once a new version waits: fetched then (the service worker keeps them).
const OfflineBanner = lazy(() => import('./features/offline/OfflineBanner').then((m) => ({ default: m.OfflineBanner })));
const UpdatePrompt = lazy(() => import('./features/offline/UpdatePrompt').then((m) => ({ default: m.UpdatePrompt })));
const ConnectedApp = lazy(() => import('./ConnectedApp').then((m) => ({ default: m.ConnectedApp })));

/**
 * Whether the page says a signed-out visitor opened the landing page: then it shows at once,
 * without the GraphQL client (ConnectedApp.tsx), which every other page loads.
 */
export function landingOnly(pathname = typeof window === 'undefined' ? '/' : window.location.pathname): boolean {
  return pathname === '/' && bootJson()?.currentUser.me === null;
}

/** The landing page alone (no router, no GraphQL client) while it is the page shown; else the connected app. */
function Pages() {
  const [alone, setAlone] = useState(landingOnly);
  useEffect(() => {
    if (!alone) return;
    // Leaving the landing page within the page (the browser's Back/Forward) brings in the full app.
    const left = () => window.location.pathname !== '/' && setAlone(false);
    window.addEventListener('popstate', left);
    return () => window.removeEventListener('popstate', left);
  }, [alone]);
  return alone ? (
    <ScreenErrorBoundary>
      <LandingPage />
    </ScreenErrorBoundary>
  ) : (
    <ConnectedApp />
  );
}

export function App() {
  const { i18n } = useTranslation(undefined, { useSuspense: false });
  const offline = useOffline();
  const update = useUpdate();
  const theme = useThemeFor(i18n.language ?? 'en');
  return (
    <ThemeProvider theme={theme}>
      <CssBaseline />
      <Suspense fallback={<LoadingScreen />}>
        {offline && <OfflineBanner />}
        <Pages />
        {update && <UpdatePrompt />}
      </Suspense>
    </ThemeProvider>
  );
}

import { lazy, Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { BrowserRouter, Route, Routes } from 'react-router-dom';
import type { ApolloClient } from '@apollo/client';
import { ApolloProvider, useQuery } from '@apollo/client/react';
import CssBaseline from '@mui/material/CssBaseline';
import { ThemeProvider } from '@mui/material/styles';
import { ErrorScreen } from './components/ErrorScreen';
import { LoadingScreen } from './components/LoadingScreen';
import { ScreenErrorBoundary } from './components/ScreenErrorBoundary';
import { ToastProvider } from './components/toast';
import { CurrentUserDocument } from './session/currentUser';
import { SignInFirst } from './session/SignInFirst';
import { themeFor } from './theme/theme';
import { useViewerLanguage } from './lib/i18n';
import { preloadableLazy } from './lib/preloadableLazy';
import { OfflineBanner, UpdatePrompt } from './features/offline';

const LandingPage = lazy(() => import('./features/landing/LandingPage').then((m) => ({ default: m.LandingPage })));
const OnboardingPage = lazy(() =>
  import('./features/onboarding/OnboardingPage').then((m) => ({ default: m.OnboardingPage })),
);
const SignInPage = lazy(() => import('./features/sign-in/SignInPage').then((m) => ({ default: m.SignInPage })));
const ResetPasswordPage = lazy(() =>
  import('./features/sign-in/ResetPasswordPage').then((m) => ({ default: m.ResetPasswordPage })),
);
const SignedInApp = preloadableLazy(
  () => import('./SignedInApp').then((m) => m.SignedInApp),
  <LoadingScreen />,
);

/**
 * When the app opens on a page of the signed-in app: asks who is signed in (unless the page said so
 * already: session/bootData.ts) and loads the signed-in app's code and that page's at once, rather
 * than one after the other as the screens render.
 */
export function preloadSignedIn(client: ApolloClient, pathname: string, signedInKnown = false): void {
  if (!signedInKnown) client.query({ query: CurrentUserDocument }).catch(() => undefined);
  // The landing page is the one page of signed-out visitors.
  if (pathname === '/') return;
  SignedInApp.preload().catch(() => undefined);
  import('./features/registry').then((registry) => registry.preloadPageAt(pathname), () => undefined);
}

function SignedOutRoutes() {
  return (
    <Routes>
      <Route path="/" element={<LandingPage />} />
      <Route path="/sign-in/:uid" element={<SignInPage />} />
      <Route path="/reset-password/:token" element={<ResetPasswordPage />} />
      <Route path="*" element={<SignInFirst />} />
    </Routes>
  );
}

/** Picks what the visitor may see: the landing page, the onboarding wizard or the app. */
export function AccessGate() {
  const { data, loading, error, refetch } = useQuery(CurrentUserDocument);
  useViewerLanguage(data?.me?.language);
  if (loading && !data) return <LoadingScreen />;
  if (error && !data) return <ErrorScreen onRetry={() => void refetch()} />;
  const viewer = data?.me;
  return (
    <ScreenErrorBoundary>
      <Suspense fallback={<LoadingScreen />}>
        {!viewer ? (
          <SignedOutRoutes />
        ) : !viewer.isOnboarded ? (
          <OnboardingPage user={viewer} />
        ) : (
          <SignedInApp viewer={viewer} />
        )}
      </Suspense>
    </ScreenErrorBoundary>
  );
}

export function App({ client }: { client: ApolloClient }) {
  const { i18n } = useTranslation(undefined, { useSuspense: false });
  return (
    <ApolloProvider client={client}>
      <ThemeProvider theme={themeFor(i18n.language ?? 'en')}>
        <CssBaseline />
        <Suspense fallback={<LoadingScreen />}>
          <ToastProvider>
            <OfflineBanner />
            <BrowserRouter>
              <AccessGate />
            </BrowserRouter>
            <UpdatePrompt />
          </ToastProvider>
        </Suspense>
      </ThemeProvider>
    </ApolloProvider>
  );
}

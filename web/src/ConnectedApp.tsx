import { lazy, Suspense, use, type ReactNode } from 'react';
import { BrowserRouter, Route, Routes } from 'react-router-dom';
import type { ApolloClient } from '@apollo/client';
import { ApolloProvider, useQuery } from '@apollo/client/react';
import { createApolloClient } from './apollo/client';
import { ErrorScreen } from './components/ErrorScreen';
import { LoadingScreen } from './components/LoadingScreen';
import { ScreenErrorBoundary } from './components/ScreenErrorBoundary';
import { ToastProvider } from './components/toast';
import { CurrentUserDocument } from './session/currentUser';
import { readBootData } from './session/bootData';
import { SignInFirst } from './session/SignInFirst';
import { useViewerLanguage } from './lib/i18n';
import { preloadableLazy } from './lib/preloadableLazy';
import { isOffline, restoreSaved } from './offline';
import { RefetchWhenBackOnline } from './features/offline/RefetchWhenBackOnline';
import { preloadDashboard } from './features/dashboard/preloadDashboard';
import { preloadTreeScreen } from './features/family-tree/preloadTreeScreen';

// The app with its GraphQL client: everything but the signed-out visitor's landing page, which
// App.tsx shows without it (the client and its cache are a good part of the first download).

const LandingPage = lazy(() => import('./features/landing/RoutedLanding').then((m) => ({ default: m.RoutedLanding })));
const OnboardingPage = lazy(() => import('./features/onboarding/OnboardingPage').then((m) => ({ default: m.OnboardingPage })));
const SignInPage = lazy(() => import('./features/sign-in/SignInPage').then((m) => ({ default: m.SignInPage })));
const ResetPasswordPage = lazy(() => import('./features/sign-in/ResetPasswordPage').then((m) => ({ default: m.ResetPasswordPage })));
export const SignedInApp = preloadableLazy(() => import('./SignedInApp').then((m) => m.SignedInApp), <LoadingScreen />);

let started: { client: ApolloClient; ready: Promise<void> } | undefined;

/**
 * The one GraphQL client of the page, made on first use. It is ready once, offline, what was
 * saved is back in its cache; then the reads the first screen needs start at once (who is signed
 * in, unless the page said so; the tree's first window on the tree page; the dashboard's figures
 * and activity on the dashboard), rather than one after the other as the screens render.
 */
function startClient() {
  if (started) return started;
  const client = createApolloClient();
  const signedInKnown = readBootData(client);
  const ready = (isOffline() ? restoreSaved(client.cache) : Promise.resolve(false)).then(() => {
    if (!signedInKnown) client.query({ query: CurrentUserDocument }).catch(() => undefined);
    void preloadTreeScreen(client, window.location);
    void preloadDashboard(client, window.location);
  });
  return (started = { client, ready });
}

/** The signed-out pages: the landing page, a sign-in step, a password reset; any other page asks to sign in first. */
export function SignedOutRoutes() {
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
        {!viewer ? <SignedOutRoutes /> : !viewer.isOnboarded ? <OnboardingPage user={viewer} /> : <SignedInApp viewer={viewer} />}
      </Suspense>
    </ScreenErrorBoundary>
  );
}

/** The GraphQL client and the toasts around `children`. */
export function Connected({ children }: { children: ReactNode }) {
  const { client, ready } = startClient();
  use(ready);
  return (
    <ApolloProvider client={client}>
      <ToastProvider>
        <RefetchWhenBackOnline />
        {children}
      </ToastProvider>
    </ApolloProvider>
  );
}

/** The whole app for whoever is not known to be a signed-out visitor on a signed-out page. */
export function ConnectedApp() {
  return (
    <BrowserRouter>
      <Connected>
        <AccessGate />
      </Connected>
    </BrowserRouter>
  );
}

import { lazy, Suspense, useEffect } from 'react';
import { Navigate, Route, Routes, useLocation } from 'react-router-dom';
import { AppShell } from './components/app-shell/AppShell';
import type { ShellUser } from './components/app-shell/types';
import { LoadingScreen } from './components/LoadingScreen';
import { ScreenErrorBoundary } from './components/ScreenErrorBoundary';
import { FamilyCirclesCard, InsightsCard, RewardsCard, TodaysMomentCard, featuresFor, HeaderSearch, NotificationBell, PendingForMeCard, PROFILE_PATH, type FeatureViewer } from './features/registry';
import { SIGN_OUT_ACTION } from './session/authLinks';
import { revealIfElsewhere } from './session/drawnPage';

const DashboardPage = lazy(() =>
  import('./features/dashboard/DashboardPage').then((m) => ({ default: m.DashboardPage })),
);
const NotFoundPage = lazy(() =>
  import('./features/not-found/NotFoundPage').then((m) => ({ default: m.NotFoundPage })),
);

/** The app of a signed-in, onboarded user: the shell around the registered features. */
export function SignedInApp({ viewer }: { viewer: ShellUser & FeatureViewer }) {
  const { pathname } = useLocation();
  // The page the server drew gives way at once should the app be elsewhere (session/drawnPage.ts).
  useEffect(() => revealIfElsewhere(pathname), [pathname]);
  const { dashboardCards, mainNavigation, moreNavigation, routedFeatures } = featuresFor(viewer);
  return (
    <AppShell
      user={viewer}
      mainItems={mainNavigation}
      moreItems={moreNavigation}
      profilePath={PROFILE_PATH}
      signOutAction={SIGN_OUT_ACTION}
      search={<HeaderSearch />}
      notifications={<NotificationBell />}
    >
      <ScreenErrorBoundary resetKey={pathname} fullHeight={false}>
        <Suspense fallback={<LoadingScreen fullHeight={false} />}>
          <Routes>
            <Route path="/" element={<DashboardPage cards={dashboardCards} PendingCard={PendingForMeCard} CirclesCard={FamilyCirclesCard} MomentCard={TodaysMomentCard} RewardsCard={RewardsCard} InsightsCard={InsightsCard} />} />
            {routedFeatures.map(({ key, to, page: Page }) => (
              <Route key={key} path={to} element={<Page />} />
            ))}
            <Route path="/onboarding" element={<Navigate to="/" replace />} />
            <Route path="*" element={<NotFoundPage />} />
          </Routes>
        </Suspense>
      </ScreenErrorBoundary>
    </AppShell>
  );
}

import { lazy, Suspense, useState, type ReactNode } from 'react';
import Box from '@mui/material/Box';
import Container from '@mui/material/Container';
import type { FeatureLink } from '../featureLink';
import { AppHeader } from './AppHeader';
import type { ShellUser } from './types';

const NavDrawer = lazy(() => import('./NavDrawer').then((m) => ({ default: m.NavDrawer })));

interface AppShellProps {
  user: ShellUser;
  mainItems: FeatureLink[];
  moreItems: FeatureLink[];
  profilePath: string;
  /** Where the Sign Out button posts. */
  signOutAction: string;
  children: ReactNode;
  /** The header's search box. */
  search?: ReactNode;
  /** The header's notification bell. */
  notifications?: ReactNode;
}

/** Header, mobile drawer and the page area of a signed-in user's screens. */
export function AppShell({ user, mainItems, moreItems, profilePath, signOutAction, children, search, notifications }: AppShellProps) {
  const [drawerOpen, setDrawerOpen] = useState(false);
  // The phone's drawer is loaded when first opened, then stays mounted (it closes with its animation).
  const [drawerMounted, setDrawerMounted] = useState(false);
  return (
    <Box sx={{ minHeight: '100vh', display: 'flex', flexDirection: 'column' }}>
      <AppHeader
        user={user}
        mainItems={mainItems}
        moreItems={moreItems}
        profilePath={profilePath}
        signOutAction={signOutAction}
        onOpenDrawer={() => {
          setDrawerOpen(true);
          setDrawerMounted(true);
        }}
        search={search}
        notifications={notifications}
      />
      {drawerMounted && (
        <Suspense fallback={null}>
          <NavDrawer
            open={drawerOpen}
            onClose={() => setDrawerOpen(false)}
            user={user}
            mainItems={mainItems}
            moreItems={moreItems}
            signOutAction={signOutAction}
          />
        </Suspense>
      )}
      <Container component="main" maxWidth="lg" sx={{ flexGrow: 1, py: { xs: 3, md: 5 } }}>
        {children}
      </Container>
    </Box>
  );
}

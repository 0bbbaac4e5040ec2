import { useState, type ReactNode } from 'react';
import Box from '@mui/material/Box';
import Container from '@mui/material/Container';
import { preloadableLazy } from '../../lib/preloadableLazy';
import { useOnceTrue } from '../../lib/useOnceTrue';
import type { FeatureLink } from '../featureLink';
import { AppHeader } from './AppHeader';
import type { ShellUser } from './types';

const NavDrawer = preloadableLazy(() => import('./NavDrawer').then((m) => m.NavDrawer));

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
  // The phone's drawer is loaded when first opened.
  const drawerMounted = useOnceTrue(drawerOpen);
  return (
    <Box sx={{ minHeight: '100vh', display: 'flex', flexDirection: 'column' }}>
      <AppHeader
        user={user}
        mainItems={mainItems}
        moreItems={moreItems}
        profilePath={profilePath}
        signOutAction={signOutAction}
        onOpenDrawer={() => setDrawerOpen(true)}
        search={search}
        notifications={notifications}
      />
      {drawerMounted && (
        <NavDrawer
          open={drawerOpen}
          onClose={() => setDrawerOpen(false)}
          user={user}
          mainItems={mainItems}
          moreItems={moreItems}
          signOutAction={signOutAction}
        />
      )}
      <Container component="main" maxWidth="lg" sx={{ flexGrow: 1, py: { xs: 3, md: 5 } }}>
        {children}
      </Container>
    </Box>
  );
}

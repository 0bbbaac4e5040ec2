import { lazy, type ComponentType } from 'react';
import AccountTreeRoundedIcon from '@mui/icons-material/AccountTreeRounded';
import HomeRoundedIcon from '@mui/icons-material/HomeRounded';
import PersonRoundedIcon from '@mui/icons-material/PersonRounded';
import TerminalRoundedIcon from '@mui/icons-material/TerminalRounded';
import type { FeatureLink } from '../components/featureLink';

const ProfilePage = lazy(() => import('./profile/ProfilePage').then((m) => ({ default: m.ProfilePage })));
const AccessTokensSection = lazy(() =>
  import('./tokens/AccessTokensSection').then((m) => ({ default: m.AccessTokensSection })),
);

const FamilyTreePage = lazy(() =>
  import('./family-tree/FamilyTreePage').then((m) => ({ default: m.FamilyTreePage })),
);
const FindFamilyDialog = lazy(() =>
  import('./find-family/FindFamilyDialog').then((m) => ({ default: m.FindFamilyDialog })),
);

function FamilyTreeScreen() {
  return <FamilyTreePage FindFamilyDialog={FindFamilyDialog} />;
}

function ProfileScreen() {
  return <ProfilePage extraSections={<AccessTokensSection />} />;
}

/**
 * A feature of the signed-in app. Adding one here puts it in the header (`main` or the More menu),
 * the mobile drawer, the dashboard cards (`card`) and the router (`page` at `to`).
 */
export interface Feature extends FeatureLink {
  placement: 'main' | 'more' | 'hidden';
  card: boolean;
  page?: ComponentType;
}

export const PROFILE_PATH = '/profile';

export const features: Feature[] = [
  {
    key: 'home',
    title: 'Home',
    description: 'Your dashboard.',
    icon: <HomeRoundedIcon />,
    to: '/',
    placement: 'main',
    card: false,
  },
  {
    key: 'family-tree',
    title: 'Family Tree',
    description: 'See your relatives across the generations, add family members and find relatives on Kinfolk.',
    icon: <AccountTreeRoundedIcon />,
    to: '/family-tree',
    placement: 'main',
    card: true,
    page: FamilyTreeScreen,
  },
  {
    key: 'profile',
    title: 'Profile',
    description: 'Your details, photo, interests and privacy settings, and access tokens for the API.',
    icon: <PersonRoundedIcon />,
    to: PROFILE_PATH,
    placement: 'main',
    card: true,
    page: ProfileScreen,
  },
  {
    key: 'api-sandbox',
    title: 'API sandbox',
    description: 'Explore the Kinfolk GraphQL API in your browser, signed in as yourself.',
    icon: <TerminalRoundedIcon />,
    href: '/graphql',
    placement: 'more',
    card: true,
  },
];

export const mainNavigation = features.filter((f) => f.placement === 'main');
export const moreNavigation = features.filter((f) => f.placement === 'more');
export const dashboardCards = features.filter((f) => f.card);
export const routedFeatures = features.filter(
  (f): f is Feature & { to: string; page: ComponentType } => Boolean(f.to && f.page),
);

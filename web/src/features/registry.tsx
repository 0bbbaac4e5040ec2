import { lazy, type ComponentType } from 'react';
import AccountTreeRoundedIcon from '@mui/icons-material/AccountTreeRounded';
import AdminPanelSettingsRoundedIcon from '@mui/icons-material/AdminPanelSettingsRounded';
import DnsRoundedIcon from '@mui/icons-material/DnsRounded';
import GroupAddRoundedIcon from '@mui/icons-material/GroupAddRounded';
import EventRoundedIcon from '@mui/icons-material/EventRounded';
import GroupsRoundedIcon from '@mui/icons-material/GroupsRounded';
import PhotoLibraryRoundedIcon from '@mui/icons-material/PhotoLibraryRounded';
import HomeRoundedIcon from '@mui/icons-material/HomeRounded';
import PersonRoundedIcon from '@mui/icons-material/PersonRounded';
import TerminalRoundedIcon from '@mui/icons-material/TerminalRounded';
import TimelineRoundedIcon from '@mui/icons-material/TimelineRounded';
import HourglassBottomRoundedIcon from '@mui/icons-material/HourglassBottomRounded';
import AutoStoriesRoundedIcon from '@mui/icons-material/AutoStoriesRounded';
import WbSunnyRoundedIcon from '@mui/icons-material/WbSunnyRounded';
import EmojiEventsRoundedIcon from '@mui/icons-material/EmojiEventsRounded';
import KeyboardVoiceRoundedIcon from '@mui/icons-material/KeyboardVoiceRounded';
import ExploreRoundedIcon from '@mui/icons-material/ExploreRounded';
import DiamondRoundedIcon from '@mui/icons-material/DiamondRounded';
import BiotechRoundedIcon from '@mui/icons-material/BiotechRounded';
import SlowMotionVideoRoundedIcon from '@mui/icons-material/SlowMotionVideoRounded';
import TipsAndUpdatesRoundedIcon from '@mui/icons-material/TipsAndUpdatesRounded';
import type { FeatureLink } from '../components/featureLink';
import type { Role } from '../gql/graphql';
import { preloadableLazy } from '../lib/preloadableLazy';
import { LoadingScreen } from '../components/LoadingScreen';
import { i18n, tKey } from '../lib/i18n';

const ProfilePage = lazy(() => import('./profile/ProfilePage').then((m) => ({ default: m.ProfilePage })));
const AccessTokensSection = lazy(() =>
  import('./tokens/AccessTokensSection').then((m) => ({ default: m.AccessTokensSection })),
);

const LanguageSection = lazy(() => import('./language').then((m) => ({ default: m.LanguageSection })));
const YourDataSection = lazy(() => import('./your-data/YourDataSection').then((m) => ({ default: m.YourDataSection })));
const SecuritySection = lazy(() =>
  import('./security/SecuritySection').then((m) => ({ default: m.SecuritySection })),
);
const InvitationsPage = lazy(() =>
  import('./invitations/InvitationsPage').then((m) => ({ default: m.InvitationsPage })),
);
const AccountsPage = lazy(() => import('./admin/AccountsPage').then((m) => ({ default: m.AccountsPage })));
const ServerPage = lazy(() => import('./admin/ServerPage').then((m) => ({ default: m.ServerPage })));
const ResetPasswordPage = lazy(() =>
  import('./sign-in/ResetPasswordPage').then((m) => ({ default: m.ResetPasswordPage })),
);

const FamilyTreePage = preloadableLazy(
  () => import('./family-tree/FamilyTreePage').then((m) => m.FamilyTreePage),
  <LoadingScreen fullHeight={false} />,
);
const FindFamilyDialog = lazy(() =>
  import('./find-family/FindFamilyDialog').then((m) => ({ default: m.FindFamilyDialog })),
);

const PendingForMeCard = preloadableLazy(() => import('./tree-invitations/PendingForMeCard').then((m) => m.PendingForMeCard));

const MemoriesPage = preloadableLazy(() => import('./memories').then((m) => m.MemoriesPage), <LoadingScreen fullHeight={false} />);
const MemoryGrid = preloadableLazy(() => import('./memories').then((m) => m.MemoryGrid));
const UploadMemoryButton = preloadableLazy(() => import('./memories').then((m) => m.UploadMemoryButton));
const RecentMemoriesCard = preloadableLazy(() => import('./memories').then((m) => m.RecentMemoriesCard));

const CirclesPage = preloadableLazy(() => import('./circles/CirclesPage').then((m) => m.CirclesPage), <LoadingScreen fullHeight={false} />);
const CirclePage = preloadableLazy(() => import('./circles/CirclePage').then((m) => m.CirclePage), <LoadingScreen fullHeight={false} />);
const FamilyCirclesCard = preloadableLazy(() => import('./circles/FamilyCirclesCard').then((m) => m.FamilyCirclesCard));

const StoriesPage = preloadableLazy(() => import('./stories').then((m) => m.StoriesPage), <LoadingScreen fullHeight={false} />);

const DailyMomentsPage = preloadableLazy(() => import('./daily-moments').then((m) => m.DailyMomentsPage), <LoadingScreen fullHeight={false} />);
const MomentBookPage = preloadableLazy(() => import('./daily-moments').then((m) => m.MomentBookPage), <LoadingScreen fullHeight={false} />);
/** The dashboard's "Today's moment". */
export const TodaysMomentCard = preloadableLazy(() => import('./daily-moments/TodaysMomentCard').then((m) => m.TodaysMomentCard));

/** The header's search of people, memories, stories and events. */
export const HeaderSearch = preloadableLazy(() => import('./search/HeaderSearch').then((m) => m.HeaderSearch));
/** The header's notification bell, and the notification settings on the profile page. */
export const NotificationBell = preloadableLazy(() => import('./notifications/NotificationBell').then((m) => m.NotificationBell));
const NotificationSettingsSection = preloadableLazy(() => import('./notifications').then((m) => m.NotificationSettingsSection));

const EventsPage = preloadableLazy(() => import('./events').then((m) => m.EventsPage), <LoadingScreen fullHeight={false} />);
const EventPage = preloadableLazy(() => import('./events').then((m) => m.EventPage), <LoadingScreen fullHeight={false} />);
const UpcomingEventsCard = preloadableLazy(() => import('./events').then((m) => m.UpcomingEventsCard));

const GedcomMenu = preloadableLazy(() => import('./gedcom').then((m) => m.GedcomMenu));

const TimelinePage = preloadableLazy(() => import('./timeline').then((m) => m.TimelinePage), <LoadingScreen fullHeight={false} />);
const TimeCapsulesPage = preloadableLazy(() => import('./time-capsules').then((m) => m.TimeCapsulesPage), <LoadingScreen fullHeight={false} />);

const VoiceMessagesPage = preloadableLazy(() => import('./voice-messages').then((m) => m.VoiceMessagesPage), <LoadingScreen fullHeight={false} />);
const MemberVoiceStories = preloadableLazy(() => import('./voice-messages').then((m) => m.MemberVoiceStories));

const AchievementsPage = preloadableLazy(() => import('./achievements').then((m) => m.AchievementsPage), <LoadingScreen fullHeight={false} />);
const MemberAchievements = preloadableLazy(() => import('./achievements').then((m) => m.MemberAchievements));

const HeirloomsPage = preloadableLazy(() => import('./heirlooms').then((m) => m.HeirloomsPage), <LoadingScreen fullHeight={false} />);
const HeirloomPage = preloadableLazy(() => import('./heirlooms').then((m) => m.HeirloomPage), <LoadingScreen fullHeight={false} />);
const MemberHeirlooms = preloadableLazy(() => import('./heirlooms').then((m) => m.MemberHeirlooms));

const MemberMergeWith = preloadableLazy(() => import('./insights/merge').then((m) => m.MergeWithSection));

const DnaPage = preloadableLazy(() => import('./dna').then((m) => m.DnaPage), <LoadingScreen fullHeight={false} />);

const InsightsPage = preloadableLazy(() => import('./insights').then((m) => m.InsightsPage), <LoadingScreen fullHeight={false} />);
/** The dashboard's "Insights", from its own small file (the dashboard has a weight budget), its texts fetched with its code. */
export const InsightsCard = preloadableLazy(() =>
  Promise.all([import('./insights/InsightsCard'), i18n.loadNamespaces('insights-card')]).then(([m]) => m.InsightsCard),
);
const AnimatedTimelinePage = preloadableLazy(() => import('./animated-timeline').then((m) => m.AnimatedTimelinePage), <LoadingScreen fullHeight={false} />);
const DiscoveryChallengesPage = preloadableLazy(() => import('./discovery-challenges').then((m) => m.DiscoveryChallengesPage), <LoadingScreen fullHeight={false} />);
const RewardsProfileSection = preloadableLazy(() => import('./discovery-challenges/RewardsProfileSection').then((m) => m.RewardsProfileSection));
/**
 * The dashboard's "Your rewards", from its own small file (the dashboard has a weight budget); its
 * texts are fetched with its code, so that its query starts with the dashboard's own.
 */
export const RewardsCard = preloadableLazy(() =>
  Promise.all([import('./discovery-challenges/RewardsCard'), i18n.loadNamespaces('challenge-rewards')]).then(([m]) => m.RewardsCard),
);

function FamilyTreeScreen() {
  return (
    <FamilyTreePage
      FindFamilyDialog={FindFamilyDialog}
      PendingCard={PendingForMeCard}
      CirclesCard={FamilyCirclesCard}
      EventsCard={UpcomingEventsCard}
      MemoriesCard={RecentMemoriesCard}
      MemberPhotos={MemberPhotos}
      MemberAchievements={MemberAchievements}
      MemberHeirlooms={MemberHeirlooms}
      MemberVoiceStories={MemberVoiceStories}
      MemberMergeWith={MemberMergeWith}
      GedcomMenu={GedcomMenu}
    />
  );
}

/** The photos a person is tagged in (those the viewer may see), with their details on the tree screen. */
function MemberPhotos({ memberId }: { memberId: string }) {
  return <MemoryGrid memberId={memberId} limit={6} />;
}

/** A circle's page, with the memories feature's grid and upload button. */
function CircleScreen() {
  return <CirclePage MemoryGrid={MemoryGrid} UploadButton={UploadMemoryButton} />;
}

/** Invitations and link requests, shown on the dashboard and the tree page alike; the viewer's circles. */
export { PendingForMeCard, FamilyCirclesCard };

function ProfileScreen() {
  return (
    <ProfilePage
      extraSections={
        <>
          <RewardsProfileSection />
          <LanguageSection />
          <NotificationSettingsSection />
          <SecuritySection />
          <AccessTokensSection />
          <YourDataSection />
        </>
      }
    />
  );
}

function SignedInResetPassword() {
  return <ResetPasswordPage signedIn />;
}

/**
 * A feature of the signed-in app. Adding one here puts it in the header (`main` or the More menu),
 * the mobile drawer, the dashboard cards (`card`) and the router (`page` at `to`).
 */
export interface Feature extends FeatureLink {
  placement: 'main' | 'more' | 'hidden';
  card: boolean;
  page?: ComponentType;
  /** Loads the page's code ahead of time, when the app opens on it. */
  preload?: () => Promise<unknown>;
  /** Who sees it (default everyone); the server refuses the others anyway. */
  audience?: 'administrators';
}

/** What the registry needs to know about the signed-in user. */
export interface FeatureViewer {
  role: Role;
}

export const PROFILE_PATH = '/profile';

export const features: Feature[] = [
  {
    key: 'home',
    title: tKey('common:feature.home.title'),
    description: tKey('common:feature.home.description'),
    icon: <HomeRoundedIcon />,
    to: '/',
    placement: 'main',
    card: false,
    // The dashboard itself is the signed-in app's; its cards come from their features.
    preload: () => Promise.all([import('./dashboard/DashboardPage'), PendingForMeCard.preload(), FamilyCirclesCard.preload(), RewardsCard.preload(), InsightsCard.preload()]),
  },
  {
    key: 'family-tree',
    title: tKey('common:feature.familyTree.title'),
    description: tKey('common:feature.familyTree.description'),
    icon: <AccountTreeRoundedIcon />,
    to: '/family-tree',
    placement: 'main',
    card: true,
    page: FamilyTreeScreen,
    // The chart's first frame needs the screen and its header; the sidebar's and the memories' cards
    // load once it is drawn (they show from then on), so on a slow connection they do not share its bandwidth.
    preload: () => Promise.all([FamilyTreePage.preload(), GedcomMenu.preload()]),
  },
  {
    key: 'memories',
    title: tKey('common:feature.memories.title'),
    description: tKey('common:feature.memories.description'),
    icon: <PhotoLibraryRoundedIcon />,
    to: '/memories',
    placement: 'main',
    card: true,
    page: MemoriesPage,
    preload: () => MemoriesPage.preload(),
  },
  {
    key: 'events',
    title: tKey('common:feature.events.title'),
    description: tKey('common:feature.events.description'),
    icon: <EventRoundedIcon />,
    to: '/events',
    placement: 'main',
    card: true,
    page: EventsPage,
    preload: () => EventsPage.preload(),
  },
  {
    key: 'timeline',
    title: tKey('common:feature.timeline.title'),
    description: tKey('common:feature.timeline.description'),
    icon: <TimelineRoundedIcon />,
    to: '/timeline',
    placement: 'main',
    card: true,
    page: TimelinePage,
    preload: () => TimelinePage.preload(),
  },
  {
    key: 'event',
    title: tKey('common:feature.event.title'),
    description: tKey('common:feature.event.description'),
    icon: <EventRoundedIcon />,
    to: '/events/:id',
    placement: 'hidden',
    card: false,
    page: EventPage,
  },
  {
    key: 'circles',
    title: tKey('common:feature.circles.title'),
    description: tKey('common:feature.circles.description'),
    icon: <GroupsRoundedIcon />,
    to: '/circles',
    placement: 'more',
    group: 'family-life',
    card: true,
    page: CirclesPage,
    preload: () => CirclesPage.preload(),
  },
  {
    key: 'animated-timeline',
    title: tKey('common:feature.animatedTimeline.title'),
    description: tKey('common:feature.animatedTimeline.description'),
    icon: <SlowMotionVideoRoundedIcon />,
    to: '/animated-timeline',
    placement: 'more',
    group: 'family-life',
    card: false,
    page: AnimatedTimelinePage,
    preload: () => AnimatedTimelinePage.preload(),
  },
  {
    // The spec's "AI Insights": found by fixed rules on the family's own server, so shown as "Insights".
    key: 'ai-insights',
    title: tKey('common:feature.aiInsights.title'),
    description: tKey('common:feature.aiInsights.description'),
    icon: <TipsAndUpdatesRoundedIcon />,
    to: '/ai-insights',
    placement: 'more',
    group: 'family-life',
    card: false,
    page: InsightsPage,
    preload: () => InsightsPage.preload(),
  },
  {
    key: 'discovery-challenges',
    title: tKey('common:feature.discoveryChallenges.title'),
    description: tKey('common:feature.discoveryChallenges.description'),
    icon: <ExploreRoundedIcon />,
    to: '/discovery-challenges',
    placement: 'more',
    group: 'family-life',
    card: false,
    page: DiscoveryChallengesPage,
    preload: () => DiscoveryChallengesPage.preload(),
  },
  {
    key: 'stories',
    title: tKey('common:feature.stories.title'),
    description: tKey('common:feature.stories.description'),
    icon: <AutoStoriesRoundedIcon />,
    to: '/stories',
    placement: 'more',
    group: 'family-life',
    card: true,
    page: StoriesPage,
    preload: () => StoriesPage.preload(),
  },
  {
    key: 'time-capsules',
    title: tKey('common:feature.timeCapsules.title'),
    description: tKey('common:feature.timeCapsules.description'),
    icon: <HourglassBottomRoundedIcon />,
    to: '/time-capsules',
    placement: 'more',
    group: 'family-life',
    card: true,
    page: TimeCapsulesPage,
    preload: () => TimeCapsulesPage.preload(),
  },
  {
    key: 'daily-moments',
    title: tKey('common:feature.dailyMoments.title'),
    description: tKey('common:feature.dailyMoments.description'),
    icon: <WbSunnyRoundedIcon />,
    to: '/daily-prompts',
    placement: 'more',
    group: 'family-life',
    card: false,
    page: DailyMomentsPage,
    preload: () => DailyMomentsPage.preload(),
  },
  {
    key: 'moment-book',
    title: tKey('common:feature.momentBook.title'),
    description: tKey('common:feature.momentBook.description'),
    icon: <WbSunnyRoundedIcon />,
    to: '/daily-prompts/book/:userId',
    placement: 'hidden',
    card: false,
    page: MomentBookPage,
  },
  {
    key: 'voice-messages',
    title: tKey('common:feature.voiceMessages.title'),
    description: tKey('common:feature.voiceMessages.description'),
    icon: <KeyboardVoiceRoundedIcon />,
    to: '/voice-messages',
    placement: 'more',
    group: 'family-life',
    card: false,
    page: VoiceMessagesPage,
    preload: () => VoiceMessagesPage.preload(),
  },
  {
    key: 'achievements',
    title: tKey('common:feature.achievements.title'),
    description: tKey('common:feature.achievements.description'),
    icon: <EmojiEventsRoundedIcon />,
    to: '/achievements',
    placement: 'more',
    group: 'family-life',
    card: true,
    page: AchievementsPage,
    preload: () => AchievementsPage.preload(),
  },
  {
    key: 'heirlooms',
    title: tKey('common:feature.heirlooms.title'),
    description: tKey('common:feature.heirlooms.description'),
    icon: <DiamondRoundedIcon />,
    to: '/heirlooms',
    placement: 'more',
    group: 'heritage',
    card: false,
    page: HeirloomsPage,
    preload: () => HeirloomsPage.preload(),
  },
  {
    key: 'heirloom',
    title: tKey('common:feature.heirlooms.title'),
    description: tKey('common:feature.heirlooms.description'),
    icon: <DiamondRoundedIcon />,
    to: '/heirlooms/:id',
    placement: 'hidden',
    card: false,
    page: HeirloomPage,
  },
  {
    key: 'dna',
    title: tKey('common:feature.dna.title'),
    description: tKey('common:feature.dna.description'),
    icon: <BiotechRoundedIcon />,
    to: '/dna',
    placement: 'more',
    group: 'heritage',
    card: false,
    page: DnaPage,
    preload: () => DnaPage.preload(),
  },
  {
    // Every view below the page (a kit, its agreements, a match, heritage) is the same page, at its own address.
    key: 'dna-views',
    title: tKey('common:feature.dna.title'),
    description: tKey('common:feature.dna.description'),
    icon: <BiotechRoundedIcon />,
    to: '/dna/:view/:id?/:part?',
    placement: 'hidden',
    card: false,
    page: DnaPage,
  },
  {
    key: 'circle',
    title: tKey('common:feature.circle.title'),
    description: tKey('common:feature.circle.description'),
    icon: <GroupsRoundedIcon />,
    to: '/circles/:id',
    placement: 'hidden',
    card: false,
    page: CircleScreen,
  },
  {
    key: 'profile',
    title: tKey('common:feature.profile.title'),
    description: tKey('common:feature.profile.description'),
    icon: <PersonRoundedIcon />,
    to: PROFILE_PATH,
    placement: 'main',
    card: true,
    page: ProfileScreen,
  },
  {
    key: 'invitations',
    title: tKey('common:feature.invitations.title'),
    description: tKey('common:feature.invitations.description'),
    icon: <GroupAddRoundedIcon />,
    to: '/invitations',
    placement: 'more',
    group: 'family-life',
    card: true,
    page: InvitationsPage,
  },
  {
    key: 'accounts',
    title: tKey('common:feature.accounts.title'),
    description: tKey('common:feature.accounts.description'),
    icon: <AdminPanelSettingsRoundedIcon />,
    to: '/admin/accounts',
    placement: 'more',
    group: 'administration',
    card: true,
    page: AccountsPage,
    audience: 'administrators',
  },
  {
    key: 'server',
    title: tKey('common:feature.server.title'),
    description: tKey('common:feature.server.description'),
    icon: <DnsRoundedIcon />,
    to: '/admin/server',
    placement: 'more',
    group: 'administration',
    card: true,
    page: ServerPage,
    audience: 'administrators',
  },
  {
    key: 'reset-password',
    title: tKey('common:feature.resetPassword.title'),
    description: tKey('common:feature.resetPassword.description'),
    icon: <PersonRoundedIcon />,
    to: '/reset-password/:token',
    placement: 'hidden',
    card: false,
    page: SignedInResetPassword,
  },
  {
    key: 'api-sandbox',
    title: tKey('common:feature.apiSandbox.title'),
    description: tKey('common:feature.apiSandbox.description'),
    icon: <TerminalRoundedIcon />,
    href: '/graphql',
    placement: 'more',
    group: 'administration',
    card: true,
  },
];

/** The features this user may see, as the header, the dashboard and the router use them. */
export function featuresFor(viewer: FeatureViewer) {
  const visible = features.filter((f) => !f.audience || viewer.role === 'ADMINISTRATOR');
  return {
    mainNavigation: visible.filter((f) => f.placement === 'main'),
    moreNavigation: visible.filter((f) => f.placement === 'more'),
    dashboardCards: visible.filter((f) => f.card),
    routedFeatures: visible.filter((f): f is Feature & { to: string; page: ComponentType } => Boolean(f.to && f.page)),
  };
}

/**
 * Starts loading the code of the page at `pathname` when the app opens there, alongside the
 * session, and of the header's search and bell, which every page shows.
 */
export function preloadPageAt(pathname: string): Promise<unknown> {
  const feature = features.find((f) => f.to === pathname);
  return Promise.all([HeaderSearch.preload(), NotificationBell.preload(), feature?.preload?.()]).catch(() => undefined);
}

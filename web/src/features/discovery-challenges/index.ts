// What the rest of the app uses of discovery challenges: the page and the profile's rewards. The
// dashboard's card is loaded from its own file (RewardsCard.tsx), so the dashboard carries nothing more.
export { DiscoveryChallengesPage } from './DiscoveryChallengesPage';
export { RewardsProfileSection } from './RewardsProfileSection';

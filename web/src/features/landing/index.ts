export { LandingPage } from './LandingPage';
export { RoutedLanding } from './RoutedLanding';

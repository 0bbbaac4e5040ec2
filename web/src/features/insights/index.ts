// What the rest of the app uses of insights: the page. The dashboard's card is loaded from its own
// file (InsightsCard.tsx), so the dashboard carries nothing more.
export { InsightsPage } from './InsightsPage';

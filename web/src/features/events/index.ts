// What the rest of the app uses of events: the two pages and the tree screen's card.
export { EventsPage } from './EventsPage';
export { EventPage } from './page/EventPage';
export { UpcomingEventsCard } from './UpcomingEventsCard';

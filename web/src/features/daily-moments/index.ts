// What the rest of the app uses of daily moments: the page, the printable book and the dashboard card.
export { DailyMomentsPage } from './DailyMomentsPage';
export { MomentBookPage } from './MomentBookPage';
export { TodaysMomentCard } from './TodaysMomentCard';

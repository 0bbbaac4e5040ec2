// What the rest of the app uses of the timeline: its page.
export { TimelinePage } from './TimelinePage';

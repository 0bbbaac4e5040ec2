// What the rest of the app uses of the animated timeline: its page.
export { AnimatedTimelinePage } from './AnimatedTimelinePage';

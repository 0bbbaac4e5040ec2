// What other modules may use of the timeline module: it derives everything, so only its reads.
export { timelinePage, timelineYears, type TimelinePageModel } from './timeline.service.ts';

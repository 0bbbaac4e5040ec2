// What other modules and the app use of the discovery challenges module.
export { challengeJobs, workOutProgress, workOutEveryone } from './challenge-progress.job.ts';
export { startProgressFeed, type ProgressFeed } from './progress-feed.ts';
export type { ChallengeLiveContext } from './live-progress.ts';
export { challengesForExport } from './challenge-export.ts';

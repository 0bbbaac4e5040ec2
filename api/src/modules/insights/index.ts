// What the app and other modules use of the insights module: its jobs, and the recompute a worker thread runs.

export { insightJobs, RECOMPUTE_INSIGHTS, RECOMPUTE_STALE_INSIGHTS, type InsightThreadData } from './insight-jobs.ts';
export { recomputeTreeInsights, type RecomputeOutcome } from './recompute-insights.ts';
export { notSamePersonReferences } from './not-same-person-references.ts';

export { previewMerge, PREVIEW_CONFLICTS, type FamilyMerge, type MergeAnalysis, type PersonMerge } from './preview-merge.ts';
export { applyMerge, type MergeOptions, type MergeResult } from './apply-merge.ts';

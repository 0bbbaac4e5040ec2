export { MergePeopleDialog, type MergePeopleDialogProps } from './MergePeopleDialog';
export { MergeWithSection } from './MergeWithSection';

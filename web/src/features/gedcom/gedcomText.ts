import type { GedcomJobFieldsFragment, GedcomJobKind, GedcomJobState } from '../../gql/graphql';
import { formatNumber, i18n, tKey } from '../../lib/i18n';

export type GedcomJob = GedcomJobFieldsFragment;

/** The dialog's title, whichever step it shows. */
export const GEDCOM_TITLE_ID = 'gedcom-dialog-title';
export const TITLE = { import: tKey('gedcom:title.import'), export: tKey('gedcom:title.export') } as const satisfies Record<GedcomJobKind, string>;

/** What the import accepts: GEDCOM files and GEDZIP archives. */
export const GEDCOM_ACCEPT = '.ged,.gedcom,.zip,.gdz';

export function isGedcomFile(file: File): boolean {
  return /\.(ged|gedcom|zip|gdz)$/i.test(file.name);
}

/** "Smith family.ged" → "Smith family": the new tree's name unless the user gives another. */
export function treeNameOf(fileName: string): string {
  return fileName.replace(/\.[^.]+$/, '').trim() || fileName;
}

/** States in which the server is still working: the dialog asks again every second. */
export function isRunning(state: GedcomJobState): boolean {
  return state === 'queued' || state === 'reading' || state === 'writing';
}

export function stepText(job: Pick<GedcomJob, 'kind' | 'state'>): string {
  if (job.state === 'queued') return i18n.t('gedcom:step.queued');
  if (job.state === 'reading') return i18n.t('gedcom:step.reading');
  return job.kind === 'import' ? i18n.t('gedcom:step.writingTree') : i18n.t('gedcom:step.writingFile');
}

const number = formatNumber;

/** "about 12 s left", "about 3 min left". */
function timeLeftText(seconds: number): string {
  if (seconds < 90) return i18n.t('gedcom:progress.secondsLeft', { shown: number(Math.max(1, Math.round(seconds))) });
  return i18n.t('gedcom:progress.minutesLeft', { shown: number(Math.round(seconds / 60)) });
}

/** "1,200 of 5,000 records · 30,000 people/s · about 4 s left", leaving out what is not known yet. */
export function progressText({ done, total, peoplePerSecond, secondsLeft }: GedcomJob['progress']): string {
  const parts = [
    total === null
      ? i18n.t('gedcom:progress.records', { done: number(done) })
      : i18n.t('gedcom:progress.recordsOf', { done: number(done), total: number(total) }),
  ];
  if (peoplePerSecond !== null) parts.push(i18n.t('gedcom:progress.speed', { shown: number(Math.round(peoplePerSecond)) }));
  if (secondsLeft !== null) parts.push(timeLeftText(secondsLeft));
  return parts.join(' · ');
}

/** The share done, 0–100, or null while the total is unknown. */
export function percentDone({ done, total }: GedcomJob['progress']): number | null {
  if (!total) return null;
  return Math.min(100, Math.round((done / total) * 100));
}

/** "120 people, 40 families, 30 other records, 2 media files". */
export function countsText(counts: NonNullable<GedcomJob['counts']>): string {
  const parts = [
    i18n.t('gedcom:counts.people', { count: counts.people, shown: number(counts.people) }),
    i18n.t('gedcom:counts.families', { count: counts.families, shown: number(counts.families) }),
    i18n.t('gedcom:counts.otherRecords', { count: counts.otherRecords, shown: number(counts.otherRecords) }),
  ];
  if (counts.media > 0) parts.push(i18n.t('gedcom:counts.media', { count: counts.media, shown: number(counts.media) }));
  return parts.join(', ');
}

/** "3 new, 5 updated, 100 unchanged, 2 conflicts". */
export function previewText(preview: NonNullable<GedcomJob['preview']>): string {
  return [
    i18n.t('gedcom:preview.new', { count: preview.new, shown: number(preview.new) }),
    i18n.t('gedcom:preview.updated', { count: preview.updated, shown: number(preview.updated) }),
    i18n.t('gedcom:preview.unchanged', { count: preview.unchanged, shown: number(preview.unchanged) }),
    i18n.t('gedcom:preview.conflicts', { count: preview.conflictCount, shown: number(preview.conflictCount) }),
  ].join(', ');
}

/** Why the job ended without a result, in a sentence. */
export function endedText(job: Pick<GedcomJob, 'kind' | 'state' | 'error'>): string {
  if (job.state === 'cancelled') return job.kind === 'import' ? i18n.t('gedcom:ended.importCancelled') : i18n.t('gedcom:ended.exportCancelled');
  return job.error ?? (job.kind === 'import' ? i18n.t('gedcom:ended.importFailed') : i18n.t('gedcom:ended.exportFailed'));
}

export { formatFileSize } from '../../lib/fileSize';

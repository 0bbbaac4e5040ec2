import type { GedcomJobFieldsFragment, GedcomJobKind, GedcomJobState } from '../../gql/graphql';

export type GedcomJob = GedcomJobFieldsFragment;

/** The dialog's title, whichever step it shows. */
export const GEDCOM_TITLE_ID = 'gedcom-dialog-title';
export const titles: Record<GedcomJobKind, string> = { import: 'Import a GEDCOM file', export: 'Export as GEDCOM' };

/** What the import accepts: GEDCOM files and GEDZIP archives. */
export const GEDCOM_ACCEPT = '.ged,.gedcom,.zip,.gdz';
export const WRONG_FILE_TEXT = 'Choose a GEDCOM file (.ged or .gedcom) or a GEDZIP archive (.zip or .gdz).';

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
  if (job.state === 'queued') return 'Waiting to start…';
  if (job.state === 'reading') return 'Reading the file…';
  return job.kind === 'import' ? 'Writing the tree…' : 'Writing the file…';
}

const number = (n: number) => n.toLocaleString('en-US');

/** "about 12 s left", "about 3 min left". */
function timeLeftText(seconds: number): string {
  if (seconds < 90) return `about ${Math.max(1, Math.round(seconds))} s left`;
  return `about ${Math.round(seconds / 60)} min left`;
}

/** "1,200 of 5,000 records · 30,000 people/s · about 4 s left", leaving out what is not known yet. */
export function progressText({ done, total, peoplePerSecond, secondsLeft }: GedcomJob['progress']): string {
  const parts = [total === null ? `${number(done)} records` : `${number(done)} of ${number(total)} records`];
  if (peoplePerSecond !== null) parts.push(`${number(Math.round(peoplePerSecond))} people/s`);
  if (secondsLeft !== null) parts.push(timeLeftText(secondsLeft));
  return parts.join(' · ');
}

/** The share done, 0–100, or null while the total is unknown. */
export function percentDone({ done, total }: GedcomJob['progress']): number | null {
  if (!total) return null;
  return Math.min(100, Math.round((done / total) * 100));
}

const plural = (n: number, one: string, many: string) => `${number(n)} ${n === 1 ? one : many}`;

/** "120 people, 40 families, 30 other records, 2 media files". */
export function countsText(counts: NonNullable<GedcomJob['counts']>): string {
  const parts = [plural(counts.people, 'person', 'people'), plural(counts.families, 'family', 'families'), plural(counts.otherRecords, 'other record', 'other records')];
  if (counts.media > 0) parts.push(plural(counts.media, 'media file', 'media files'));
  return parts.join(', ');
}

/** "3 new, 5 updated, 100 unchanged, 2 conflicts". */
export function previewText(preview: NonNullable<GedcomJob['preview']>): string {
  return `${number(preview.new)} new, ${number(preview.updated)} updated, ${number(preview.unchanged)} unchanged, ${plural(preview.conflictCount, 'conflict', 'conflicts')}`;
}

/** Why the job ended without a result, in a sentence. */
export function endedText(job: Pick<GedcomJob, 'kind' | 'state' | 'error'>): string {
  const what = job.kind === 'import' ? 'import' : 'export';
  if (job.state === 'cancelled') return job.kind === 'import' ? 'The import was cancelled. Nothing was written to the tree.' : 'The export was cancelled.';
  return job.error ?? `The ${what} failed.`;
}

export { formatFileSize } from '../../lib/fileSize';

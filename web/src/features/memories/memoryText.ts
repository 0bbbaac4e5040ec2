import { formatDate } from '../../lib/dates';
import type { MemoryCardFieldsFragment } from '../../gql/graphql';

/** What the file picker offers. */
export const MEDIA_ACCEPT = 'image/*,video/*';

/** The spec's words when the chosen file is neither a photo nor a video. */
export const INVALID_FILE_TYPE = { title: 'Invalid file type', text: 'Please select an image or video file.' };
/** The spec's words when a title, circle or file is missing. */
export const MISSING_INFORMATION = { title: 'Missing information', text: 'Please fill in all required fields and select a file.' };
export const UPLOADED = { title: 'Memory uploaded successfully!', text: 'Your family memory has been added to the circle.' };
export const UPLOAD_FAILED = { title: 'Upload failed', text: 'There was an error uploading your memory. Please try again.' };

export type MediaKind = 'image' | 'video';

/** Whether the file is a photo or a video by its type, or null for anything else. */
export function mediaKindOf(file: File): MediaKind | null {
  if (file.type.startsWith('image/')) return 'image';
  if (file.type.startsWith('video/')) return 'video';
  return null;
}

/** A video's length as players show it, e.g. "1:05" or "1:02:09". */
export function formatDuration(seconds: number | null | undefined): string {
  if (seconds == null || !Number.isFinite(seconds)) return '';
  const whole = Math.max(0, Math.round(seconds));
  const h = Math.floor(whole / 3600);
  const m = Math.floor((whole % 3600) / 60);
  const s = String(whole % 60).padStart(2, '0');
  return h > 0 ? `${h}:${String(m).padStart(2, '0')}:${s}` : `${m}:${s}`;
}

export { formatFileSize } from '../../lib/fileSize';

export function taggedText(count: number): string {
  if (count === 0) return 'No one tagged';
  return count === 1 ? '1 person tagged' : `${count} people tagged`;
}

/** When it happened if known, else when it was added. */
export function memoryDateText(memory: Pick<MemoryCardFieldsFragment, 'eventDate' | 'createdAt'>): string {
  return memory.eventDate ? formatDate(memory.eventDate) : `Added ${formatDate(memory.createdAt)}`;
}

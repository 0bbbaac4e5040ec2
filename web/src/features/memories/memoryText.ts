import { formatDate } from '../../lib/dates';
import { formatNumber, i18n } from '../../lib/i18n';
import type { MemoryCardFieldsFragment } from '../../gql/graphql';

/** What the file picker offers. */
export const MEDIA_ACCEPT = 'image/*,video/*';

/** The spec's words when the chosen file is neither a photo nor a video. */
export const invalidFileType = () => ({ title: i18n.t('memories:toast.invalidFileType.title'), text: i18n.t('memories:toast.invalidFileType.text') });
/** The spec's words when a title, circle or file is missing. */
export const missingInformation = () => ({
  title: i18n.t('memories:toast.missingInformation.title'),
  text: i18n.t('memories:toast.missingInformation.text'),
});
export const uploaded = () => ({ title: i18n.t('memories:toast.uploaded.title'), text: i18n.t('memories:toast.uploaded.text') });
export const uploadFailed = () => ({ title: i18n.t('memories:toast.uploadFailed.title'), text: i18n.t('memories:toast.uploadFailed.text') });

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
  if (count === 0) return i18n.t('memories:card.noOneTagged');
  return i18n.t('memories:card.tagged', { count, shown: formatNumber(count) });
}

/** When it happened if known, else when it was added. */
export function memoryDateText(memory: Pick<MemoryCardFieldsFragment, 'eventDate' | 'createdAt'>): string {
  return memory.eventDate ? formatDate(memory.eventDate) : i18n.t('memories:date.added', { date: formatDate(memory.createdAt) });
}

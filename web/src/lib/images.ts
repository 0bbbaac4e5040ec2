import { i18n } from './i18n';

/** What the server accepts as a profile photo. */
export const IMAGE_ACCEPT = 'image/*';
export const MAX_IMAGE_BYTES = 10 * 1024 * 1024;

/** Why a file is refused, in the reader's language (read when the file is chosen). */
export const NOT_AN_IMAGE = () => i18n.t('common:image.notAnImage');
export const IMAGE_TOO_LARGE = () => i18n.t('common:image.tooLarge');

/** A message explaining why the file cannot be a profile photo, or null when it can. */
export function imageFileProblem(file: File): string | null {
  if (!file.type.startsWith('image/')) return NOT_AN_IMAGE();
  if (file.size > MAX_IMAGE_BYTES) return IMAGE_TOO_LARGE();
  return null;
}

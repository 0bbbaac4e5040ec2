/** What the server accepts as a profile photo. */
export const IMAGE_ACCEPT = 'image/*';
export const MAX_IMAGE_BYTES = 10 * 1024 * 1024;

export const NOT_AN_IMAGE = 'Please choose an image file (JPEG, PNG, GIF or WebP).';
export const IMAGE_TOO_LARGE = 'The image must be at most 10 MB.';

/** A message explaining why the file cannot be a profile photo, or null when it can. */
export function imageFileProblem(file: File): string | null {
  if (!file.type.startsWith('image/')) return NOT_AN_IMAGE;
  if (file.size > MAX_IMAGE_BYTES) return IMAGE_TOO_LARGE;
  return null;
}

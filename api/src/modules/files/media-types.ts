import { tIn, type Language } from '../../i18n.ts';

/** The media a memory may hold, told by their content (magic bytes), never by name or declared type. */
export const IMAGE_TYPES = ['image/jpeg', 'image/png', 'image/webp', 'image/gif'] as const;
export const VIDEO_TYPES = ['video/mp4', 'video/quicktime', 'video/webm'] as const;

/** The audio types stored recordings are served with (see audio-intake.ts). */
export const AUDIO_TYPES = ['audio/wav', 'audio/ogg', 'audio/webm', 'audio/mp4', 'audio/mpeg', 'audio/aac'] as const;

export type MediaKind = 'image' | 'video';

export function kindOf(mimeType: string): MediaKind | null {
  if ((IMAGE_TYPES as readonly string[]).includes(mimeType)) return 'image';
  if ((VIDEO_TYPES as readonly string[]).includes(mimeType)) return 'video';
  return null;
}

/** Stored types served as a download under their own type (a PDF document: never opened in the page). */
const DOWNLOAD_TYPES = ['application/pdf'] as const;

/**
 * The Content-Type a stored file is served with: its own when it is one of the media or audio above (never
 * HTML, SVG or anything a browser would run), a PDF as a download of its own type, else a download of unknown bytes.
 */
export function servedType(mimeType: string): { type: string; inline: boolean } {
  if (kindOf(mimeType) || (AUDIO_TYPES as readonly string[]).includes(mimeType)) return { type: mimeType, inline: true };
  return (DOWNLOAD_TYPES as readonly string[]).includes(mimeType) ? { type: mimeType, inline: false } : { type: 'application/octet-stream', inline: false };
}

/** The spec's words for a file that is not a photo or a video, in `language`. */
export const invalidFileType = (language: Language) => tIn(language, 'files:invalidType');

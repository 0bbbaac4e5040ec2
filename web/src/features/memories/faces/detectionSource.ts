/** The longest side, in pixels, the app looks for faces at (the server's large preview is 1,600 px wide). */
export const DETECTION_SIDE = 1600;

/** Above this many megapixels a photo is not decoded whole in the browser to look for faces. */
export const MOST_MEGAPIXELS = 24;

/** What of a memory the browser looks for faces in. */
export interface PhotoFacts {
  previewUrl?: string | null;
  file: { url: string; width?: number | null; height?: number | null };
}

export type DetectionSource = { kind: 'url'; url: string } | { kind: 'tooLarge'; megapixels: number };

/**
 * Where to look for faces: the server's preview (never larger than DETECTION_SIDE) when it is made;
 * else the file itself unless it is larger than MOST_MEGAPIXELS, which is refused with its size
 * (a 100-megapixel photo would take hundreds of megabytes to decode).
 */
export function detectionSource(photo: PhotoFacts): DetectionSource {
  if (photo.previewUrl) return { kind: 'url', url: photo.previewUrl };
  const megapixels = ((photo.file.width ?? 0) * (photo.file.height ?? 0)) / 1e6;
  if (megapixels > MOST_MEGAPIXELS) return { kind: 'tooLarge', megapixels: Math.round(megapixels) };
  return { kind: 'url', url: photo.file.url };
}

/** The size to draw an image at to look for faces: its own, or scaled down so its longest side is `side`. */
export function detectionSize(width: number, height: number, side = DETECTION_SIDE): { width: number; height: number } {
  const scale = Math.min(1, side / Math.max(width, height, 1));
  return { width: Math.max(1, Math.round(width * scale)), height: Math.max(1, Math.round(height * scale)) };
}

/** The detector's settings: the input size it scales a photo to (a multiple of 32), the least score kept, the side the photo is drawn at first. */
export interface DetectorSettings {
  inputSize: number;
  scoreThreshold: number;
  /** The longest side the photo is drawn at before detection (0: as it is). */
  side: number;
}

/** What the app uses: the photo drawn at 1,600 px, then a larger input than the library's default 416, for faces small in family photos. */
export const APP_SETTINGS: DetectorSettings = { inputSize: 608, scoreThreshold: 0.45, side: DETECTION_SIDE };

/** The library's own defaults (TinyFaceDetectorOptions()), on the photo as it is. */
export const LIBRARY_DEFAULTS: DetectorSettings = { inputSize: 416, scoreThreshold: 0.5, side: 0 };

/** The library's browser demo: input size 800, least score 0.3, on the photo as it is. */
export const DEMO_SETTINGS: DetectorSettings = { inputSize: 800, scoreThreshold: 0.3, side: 0 };

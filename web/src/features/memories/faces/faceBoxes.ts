import { boxOverlap } from '../../../../../shared/face-boxes/index.ts';
import type { PhotoBox } from '../viewer/photoBox';

/** A rectangle in pixels of an image of `width` × `height`, as a detector reports it (may stick out). */
export interface PixelBox {
  x: number;
  y: number;
  width: number;
  height: number;
}

/** The smallest side a face box may have, in fractions of the photo (smaller ones are grown to it). */
export const SMALLEST_SIDE = 0.02;

const round = (value: number) => Math.round(value * 10_000) / 10_000;
const clamp = (value: number, low: number, high: number) => Math.min(high, Math.max(low, value));

/**
 * A box wholly on the photo and never empty: its sides kept between SMALLEST_SIDE and the photo's,
 * then moved back onto it. Rounded to four places, as the server keeps them.
 */
export function clampBox(box: PhotoBox): PhotoBox {
  const finite = (v: number, fallback: number) => (Number.isFinite(v) ? v : fallback);
  const width = clamp(finite(box.width, SMALLEST_SIDE), SMALLEST_SIDE, 1);
  const height = clamp(finite(box.height, SMALLEST_SIDE), SMALLEST_SIDE, 1);
  const x = clamp(finite(box.x, 0), 0, 1 - width);
  const y = clamp(finite(box.y, 0), 0, 1 - height);
  // Rounding must not push the far edge past the photo.
  const w = round(width);
  const h = round(height);
  return { x: Math.min(round(x), round(1 - w)), y: Math.min(round(y), round(1 - h)), width: w, height: h };
}

/** A detector's pixel box on an image of this size, as fractions of the photo, clamped onto it. */
export function boxFromPixels(box: PixelBox, imageWidth: number, imageHeight: number): PhotoBox {
  // A box sticking out on the left or top loses what is outside, not its far edge.
  const left = Math.max(0, box.x);
  const top = Math.max(0, box.y);
  const right = Math.min(imageWidth, box.x + box.width);
  const bottom = Math.min(imageHeight, box.y + box.height);
  return clampBox({ x: left / imageWidth, y: top / imageHeight, width: (right - left) / imageWidth, height: (bottom - top) / imageHeight });
}

/** The box moved by a fraction of the photo, kept on it. */
export function moveBox(box: PhotoBox, dx: number, dy: number): PhotoBox {
  return clampBox({ ...box, x: box.x + dx, y: box.y + dy });
}

/** The box with its right and bottom edges moved, kept on the photo and never smaller than SMALLEST_SIDE. */
export function resizeBox(box: PhotoBox, dWidth: number, dHeight: number): PhotoBox {
  return clampBox({ ...box, width: Math.min(box.width + dWidth, 1 - box.x), height: Math.min(box.height + dHeight, 1 - box.y) });
}

/** How much two boxes overlap: intersection over union, 0–1. */
export const overlap: (a: PhotoBox, b: PhotoBox) => number = boxOverlap;

/** A found face is someone already tagged when it overlaps their box by more than this. */
export const SAME_FACE = 0.3;

/** Of faces found, those not already marked by a tag's box. */
export function untaggedFaces<T extends { box: PhotoBox }>(faces: readonly T[], tagBoxes: readonly (PhotoBox | null | undefined)[]): T[] {
  const marked = tagBoxes.filter((b): b is PhotoBox => Boolean(b));
  return faces.filter((face) => !marked.some((b) => overlap(b, face.box) > SAME_FACE));
}

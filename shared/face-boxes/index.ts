// Boxes around faces on a photo, as the browser draws them and the server compares them.

/** A box on a photo: its top left corner, width and height (fractions of the photo, or pixels: the same unit for all four). */
export interface FaceBox {
  x: number;
  y: number;
  width: number;
  height: number;
}

/** How much two boxes overlap: their intersection over their union, 0–1. */
export function boxOverlap(a: FaceBox, b: FaceBox): number {
  const w = Math.max(0, Math.min(a.x + a.width, b.x + b.width) - Math.max(a.x, b.x));
  const h = Math.max(0, Math.min(a.y + a.height, b.y + b.height) - Math.max(a.y, b.y));
  const inter = w * h;
  const union = a.width * a.height + b.width * b.height - inter;
  return union > 0 ? inter / union : 0;
}

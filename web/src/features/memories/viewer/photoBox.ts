/** A rectangle on a photo in fractions (0–1) of its displayed width and height, from the top left. */
export interface PhotoBox {
  x: number;
  y: number;
  width: number;
  height: number;
}

export interface Point {
  x: number;
  y: number;
}

/** Boxes smaller than this (a click rather than a drag) are not kept. */
const SMALLEST = 0.02;

const clamp = (value: number) => Math.min(1, Math.max(0, value));
const round = (value: number) => Math.round(value * 10_000) / 10_000;

/** Where a pointer is on an element, in fractions of its size, kept on the element. */
export function fractionIn(rect: Pick<DOMRect, 'left' | 'top' | 'width' | 'height'>, clientX: number, clientY: number): Point {
  if (!rect.width || !rect.height) return { x: 0, y: 0 };
  return { x: clamp((clientX - rect.left) / rect.width), y: clamp((clientY - rect.top) / rect.height) };
}

/** The box with corners at two points, whichever way it was dragged; null when too small to mean anything. */
export function boxBetween(a: Point, b: Point): PhotoBox | null {
  const x = round(Math.min(a.x, b.x));
  const y = round(Math.min(a.y, b.y));
  const width = Math.min(round(Math.abs(a.x - b.x)), 1 - x);
  const height = Math.min(round(Math.abs(a.y - b.y)), 1 - y);
  if (width < SMALLEST || height < SMALLEST) return null;
  return { x, y, width: round(width), height: round(height) };
}

/** CSS placing a box over the photo. */
export function boxStyle(box: PhotoBox) {
  return { left: `${box.x * 100}%`, top: `${box.y * 100}%`, width: `${box.width * 100}%`, height: `${box.height * 100}%` };
}

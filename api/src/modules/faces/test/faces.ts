// What the faces module's tests share: made-up descriptors like the recognition model's, and boxes.

/** A repeatable pseudo-random descriptor (values like the model's, about ±0.15). */
export function descriptor(seed: number): number[] {
  let s = seed * 7919 + 17;
  return Array.from({ length: 128 }, () => {
    s = (s * 48271) % 2147483647;
    return Math.round(((s / 2147483647) * 2 - 1) * 0.15 * 1e5) / 1e5;
  });
}

/** The same face a little changed (another photo of it). */
export const nudged = (d: number[], by = 0.01) => d.map((v, i) => v + (i % 2 ? by : -by));

/** A face's box on a photo, and another that does not overlap it. */
export const FACE = { x: 0.2, y: 0.1, width: 0.25, height: 0.3 };
export const ELSEWHERE = { x: 0.6, y: 0.5, width: 0.2, height: 0.3 };

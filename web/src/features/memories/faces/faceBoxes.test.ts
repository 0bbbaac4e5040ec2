import { boxFromPixels, clampBox, moveBox, overlap, resizeBox, SMALLEST_SIDE, untaggedFaces } from './faceBoxes';

const onPhoto = (b: { x: number; y: number; width: number; height: number }) => b.x >= 0 && b.y >= 0 && b.width > 0 && b.height > 0 && b.x + b.width <= 1 && b.y + b.height <= 1;

describe('face boxes', () => {
  it('keeps a detector box that sticks out of the photo on it, cutting what is outside', () => {
    expect(boxFromPixels({ x: -20, y: -10, width: 120, height: 110 }, 1000, 500)).toEqual({ x: 0, y: 0, width: 0.1, height: 0.2 });
    expect(boxFromPixels({ x: 950, y: 450, width: 100, height: 100 }, 1000, 500)).toEqual({ x: 0.95, y: 0.9, width: 0.05, height: 0.1 });
  });

  it('never lets a box be empty, off the photo or larger than it', () => {
    const cases = [
      { x: 0.9, y: 0.9, width: 0.5, height: 0.5 },
      { x: -1, y: 2, width: 0, height: -3 },
      { x: Number.NaN, y: 0.5, width: Number.POSITIVE_INFINITY, height: 0.1 },
      { x: 0.33333333, y: 0.66666667, width: 0.66666667, height: 0.33333333 },
    ];
    for (const box of cases) {
      const kept = clampBox(box);
      expect([box, onPhoto(kept)]).toEqual([box, true]);
      expect(kept.width).toBeGreaterThanOrEqual(SMALLEST_SIDE);
    }
    expect(clampBox({ x: -1, y: 2, width: 0, height: -3 })).toEqual({ x: 0, y: 1 - SMALLEST_SIDE, width: SMALLEST_SIDE, height: SMALLEST_SIDE });
  });

  it('moves a box and stops it at the edge, keeping its size', () => {
    expect(moveBox({ x: 0.7, y: 0.1, width: 0.2, height: 0.2 }, 0.5, -0.5)).toEqual({ x: 0.8, y: 0, width: 0.2, height: 0.2 });
  });

  it('resizes a box from its corner, never past the photo nor below the smallest side', () => {
    expect(resizeBox({ x: 0.7, y: 0.1, width: 0.2, height: 0.2 }, 0.5, 0.1)).toEqual({ x: 0.7, y: 0.1, width: 0.3, height: 0.3 });
    expect(resizeBox({ x: 0.7, y: 0.1, width: 0.2, height: 0.2 }, -1, -1)).toEqual({ x: 0.7, y: 0.1, width: SMALLEST_SIDE, height: SMALLEST_SIDE });
  });

  it('tells the same face by overlap and leaves out faces already tagged', () => {
    const a = { x: 0.1, y: 0.1, width: 0.2, height: 0.2 };
    expect(overlap(a, a)).toBeCloseTo(1, 10);
    expect(overlap(a, { x: 0.5, y: 0.5, width: 0.1, height: 0.1 })).toBe(0);
    const faces = [{ box: a }, { box: { x: 0.6, y: 0.1, width: 0.2, height: 0.2 } }];
    expect(untaggedFaces(faces, [{ x: 0.12, y: 0.1, width: 0.2, height: 0.2 }, null])).toEqual([faces[1]]);
  });
});

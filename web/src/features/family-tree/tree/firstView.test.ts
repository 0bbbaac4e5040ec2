import { CARD_HEIGHT, FULL_CARD_SCALE, INITIAL_SCALE, MIN_SCALE, VIEW_MARGIN } from './constants';
import type { Size, ViewTransform } from './cull';
import { firstView, revealing, wholeChartView } from './firstView';
import { closeFamilyOf, kinshipOf } from './kinship';
import { layoutTree, type TreeLayout } from './layout';
import { bigDescendantWindow, riveraFamily } from '../test/treeFixtures';

/** Each row's place on screen: wholly inside the panel, wholly outside it, or cut by an edge. */
function rowsOnScreen(layout: TreeLayout, t: ViewTransform, size: Size) {
  return new Map(
    layout.rows.map((row) => {
      const top = (row.y - CARD_HEIGHT / 2) * t.k + t.y;
      const bottom = (row.y + CARD_HEIGHT / 2) * t.k + t.y;
      const eps = 1e-6;
      const place = top >= -eps && bottom <= size.height + eps ? 'inside' : bottom <= eps || top >= size.height - eps ? 'outside' : 'cut';
      return [row.generation, place];
    }),
  );
}

/** Whether the row is inside the part of the panel the margins leave clear. */
function clearOfMargins(layout: TreeLayout, generation: number, t: ViewTransform, size: Size) {
  const row = layout.rows.find((r) => r.generation === generation)!;
  const top = (row.y - CARD_HEIGHT / 2) * t.k + t.y;
  const bottom = (row.y + CARD_HEIGHT / 2) * t.k + t.y;
  return top >= VIEW_MARGIN.top - 1e-6 && bottom <= size.height - VIEW_MARGIN.bottom + 1e-6;
}

describe('firstView', () => {
  const window = riveraFamily();
  const layout = layoutTree(window);
  const close = closeFamilyOf(kinshipOf(window.edges), 'me');

  it('shows all five generations whole on a tall screen, at natural size', () => {
    const size = { width: 1600, height: 900 };
    const t = firstView(layout, size, close);
    expect(t.k).toBe(INITIAL_SCALE);
    for (const generation of [-2, -1, 0, 1, 2]) expect(clearOfMargins(layout, generation, t, size)).toBe(true);
  });

  it('shrinks to fit the five rows while the cards stay readable', () => {
    const size = { width: 1600, height: 720 };
    const t = firstView(layout, size, close);
    expect(t.k).toBeLessThan(1);
    expect(t.k).toBeGreaterThanOrEqual(FULL_CARD_SCALE);
    for (const generation of [-2, -1, 0, 1, 2]) expect(clearOfMargins(layout, generation, t, size)).toBe(true);
  });

  it('keeps the focus row and the nearest rows whole when not all fit', () => {
    const size = { width: 1280, height: 560 };
    const t = firstView(layout, size, close);
    expect(t.k).toBeGreaterThanOrEqual(FULL_CARD_SCALE);
    for (const generation of [-1, 0, 1]) expect(clearOfMargins(layout, generation, t, size)).toBe(true);
    expect([...rowsOnScreen(layout, t, size).values()]).not.toContain('cut');
  });

  it('centres the focus sideways when the close family is wider than a phone', () => {
    const size = { width: 360, height: 640 };
    const t = firstView(layout, size, close);
    expect(t.k).toBeCloseTo(FULL_CARD_SCALE);
    const focusOnScreen = t.x + 0 * t.k;
    expect(focusOnScreen).toBeGreaterThan(0);
    expect(focusOnScreen).toBeLessThan(size.width);
    for (const generation of [-1, 0, 1]) expect(clearOfMargins(layout, generation, t, size)).toBe(true);
  });

  it('never cuts a row in half, whatever the panel size', () => {
    const big = layoutTree(bigDescendantWindow(6));
    for (const shown of [layout, big]) {
      for (let height = 300; height <= 1100; height += 37) {
        for (const width of [360, 800, 1400]) {
          const size = { width, height };
          const t = firstView(shown, size);
          expect([...rowsOnScreen(shown, t, size).values()]).not.toContain('cut');
          expect(rowsOnScreen(shown, t, size).get(0)).toBe('inside');
        }
      }
    }
  });

  it('without the close family, fits everyone in the chosen rows', () => {
    const size = { width: 1600, height: 900 };
    const t = firstView(layout, size);
    const left = layout.bounds.minX * t.k + t.x;
    const right = layout.bounds.maxX * t.k + t.x;
    expect(left).toBeGreaterThanOrEqual(VIEW_MARGIN.left - 1e-6);
    expect(right).toBeLessThanOrEqual(size.width - VIEW_MARGIN.right + 1e-6);
  });
});

describe('wholeChartView', () => {
  it('fits the whole chart inside the margins', () => {
    const layout = layoutTree(bigDescendantWindow(3));
    const size = { width: 1280, height: 800 };
    const t = wholeChartView(layout, size);
    expect(layout.bounds.minX * t.k + t.x).toBeGreaterThanOrEqual(VIEW_MARGIN.left - 1e-6);
    expect(layout.bounds.maxX * t.k + t.x).toBeLessThanOrEqual(size.width - VIEW_MARGIN.right + 1e-6);
    expect(layout.bounds.minY * t.k + t.y).toBeGreaterThanOrEqual(VIEW_MARGIN.top - 1e-6);
    expect(layout.bounds.maxY * t.k + t.y).toBeLessThanOrEqual(size.height - VIEW_MARGIN.bottom + 1e-6);
  });

  it('does not magnify a small family', () => {
    expect(wholeChartView(layoutTree(riveraFamily()), { width: 3000, height: 2000 }).k).toBe(INITIAL_SCALE);
  });

  it('stops at the smallest scale and keeps the focus in view when the chart is too big', () => {
    const layout = layoutTree(bigDescendantWindow(9));
    const size = { width: 1280, height: 800 };
    const t = wholeChartView(layout, size);
    expect(t.k).toBe(MIN_SCALE);
    expect(t.x).toBeGreaterThan(0);
    expect(t.x).toBeLessThan(size.width);
  });
});

describe('revealing', () => {
  const size = { width: 1000, height: 600 };
  const margin = { top: 0, right: 0, bottom: 0, left: 0 };

  it('leaves the view alone when the box is already in sight', () => {
    const t = { x: 500, y: 300, k: 1 };
    expect(revealing(t, size, { minX: -50, maxX: 50, minY: -20, maxY: 20 }, margin)).toBe(t);
  });

  it('moves the view just enough to bring the box in', () => {
    const t = { x: 500, y: 300, k: 1 };
    expect(revealing(t, size, { minX: 600, maxX: 700, minY: -400, maxY: -350 }, margin)).toEqual({ x: 300, y: 400, k: 1 });
  });
});

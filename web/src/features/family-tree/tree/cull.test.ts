import { CARD_HEIGHT, CARD_WIDTH } from './constants';
import { centredOn, edgesIn, intersects, peopleIn, sameItems, visibleArea } from './cull';
import { layoutTree } from './layout';
import { bigDescendantWindow } from '../test/treeFixtures';

describe('visibleArea', () => {
  it('maps the panel back into tree units through the zoom transform', () => {
    expect(visibleArea({ x: 100, y: 50, k: 2 }, { width: 800, height: 600 })).toEqual({
      minX: -50,
      minY: -25,
      maxX: 350,
      maxY: 275,
    });
  });

  it('widens the area by a margin given in screen pixels', () => {
    expect(visibleArea({ x: 0, y: 0, k: 0.5 }, { width: 100, height: 100 }, 10)).toEqual({
      minX: -20,
      minY: -20,
      maxX: 220,
      maxY: 220,
    });
  });
});

describe('centredOn', () => {
  it('puts the point in the middle of the panel', () => {
    const t = centredOn({ x: 300, y: -150 }, { width: 1000, height: 600 }, 2);
    expect(t).toEqual({ x: 500 - 600, y: 300 + 300, k: 2 });
  });
});

describe('culling', () => {
  const layout = layoutTree(bigDescendantWindow(8));
  const size = { width: 1280, height: 800 };

  it('keeps exactly the people whose cards meet the visible area', () => {
    for (const t of [
      { x: 640, y: 400, k: 1 },
      { x: -3000, y: -200, k: 0.5 },
      { x: 9000, y: -900, k: 3 },
      { x: 200, y: 100, k: 1.7 },
    ]) {
      const area = visibleArea(t, size);
      const expected = layout.people.filter((p) =>
        intersects(
          { minX: p.x - CARD_WIDTH / 2, maxX: p.x + CARD_WIDTH / 2, minY: p.y - CARD_HEIGHT / 2, maxY: p.y + CARD_HEIGHT / 2 },
          area,
        ),
      );
      const visible = peopleIn(layout, area);
      expect(new Set(visible)).toEqual(new Set(expected));
      expect(visible.length).toBeLessThan(layout.people.length / 5);
    }
  });

  it('draws nobody when the view is far from the tree', () => {
    expect(peopleIn(layout, visibleArea({ x: 0, y: 100000, k: 1 }, size))).toEqual([]);
    expect(edgesIn(layout, visibleArea({ x: 0, y: 100000, k: 1 }, size))).toEqual([]);
  });

  it('keeps the lines that cross the visible area', () => {
    const area = visibleArea({ x: 640, y: 400, k: 1 }, size);
    const edges = edgesIn(layout, area);
    expect(edges.length).toBeGreaterThan(0);
    expect(edges.every((e) => intersects(e.box, area))).toBe(true);
    expect(edges.length).toBeLessThan(layout.edges.length);
  });
});

describe('sameItems', () => {
  it('compares lists item by item', () => {
    const a = { id: 'a' };
    expect(sameItems([a], [a])).toBe(true);
    expect(sameItems([a], [{ id: 'a' }])).toBe(false);
    expect(sameItems([], [a])).toBe(false);
  });
});

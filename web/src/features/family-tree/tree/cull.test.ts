import { CARD_HEIGHT, CARD_TEXT, CARD_WIDTH, COMPACT_CARD_SCALE, FULL_CARD_SCALE, MIN_TEXT_PX, INITIALS_CARD_SCALE } from './constants';
import { cardFormAt, centredOn, edgesIn, intersects, peopleIn, personAt, sameItems, visibleArea, withPinned } from './cull';
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

describe('personAt', () => {
  const layout = layoutTree(bigDescendantWindow(3));

  it('finds whose card holds a point, and nobody between the cards', () => {
    for (const person of layout.people.slice(0, 40)) {
      expect(personAt(layout, { x: person.x + CARD_WIDTH / 2 - 1, y: person.y - CARD_HEIGHT / 2 + 1 })).toBe(person);
    }
    const me = layout.byId.get('me')!;
    expect(personAt(layout, { x: me.x, y: me.y + CARD_HEIGHT })).toBeNull();
  });
});

describe('cardFormAt', () => {
  it('keeps text on screen at 11 px or more: full cards, then initials and years, then large initials, then plain shapes', () => {
    expect(cardFormAt(1)).toBe('full');
    expect(cardFormAt(FULL_CARD_SCALE)).toBe('full');
    expect(CARD_TEXT.life * FULL_CARD_SCALE).toBeGreaterThanOrEqual(MIN_TEXT_PX);
    expect(cardFormAt(0.7)).toBe('compact');
    expect(CARD_TEXT.compact * COMPACT_CARD_SCALE).toBeGreaterThanOrEqual(MIN_TEXT_PX);
    expect(cardFormAt(0.3)).toBe('initials');
    expect(CARD_TEXT.initialsOnly * INITIALS_CARD_SCALE).toBeGreaterThanOrEqual(MIN_TEXT_PX);
    expect(cardFormAt(0.2)).toBe('shape');
  });
});

describe('withPinned', () => {
  const layout = layoutTree(bigDescendantWindow(2));

  it('adds the people always drawn once, and keeps the list when nothing is missing', () => {
    const shown = layout.people.slice(0, 2);
    const far = layout.people.at(-1)!;
    expect(withPinned(layout, shown, [far.id, far.id, null, shown[0].id]).map((p) => p.id)).toEqual([shown[0].id, shown[1].id, far.id]);
    expect(withPinned(layout, shown, [shown[1].id])).toBe(shown);
  });
});

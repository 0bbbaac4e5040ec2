import { CARD_HEIGHT, CARD_WIDTH, COMPACT_CARD_SCALE, FULL_CARD_SCALE, INITIALS_CARD_SCALE } from './constants';
import type { Box, EdgeShape, PlacedPerson, TreeLayout } from './layout';

/** A zoom transform: screen = tree × k + (x, y). */
export interface ViewTransform {
  x: number;
  y: number;
  k: number;
}

export interface Size {
  width: number;
  height: number;
}

/** The part of the tree the panel shows, in tree units, widened by `marginPx` screen pixels. */
export function visibleArea(t: ViewTransform, size: Size, marginPx = 0): Box {
  return {
    minX: (-marginPx - t.x) / t.k,
    minY: (-marginPx - t.y) / t.k,
    maxX: (size.width + marginPx - t.x) / t.k,
    maxY: (size.height + marginPx - t.y) / t.k,
  };
}

export function intersects(a: Box, b: Box): boolean {
  return a.minX <= b.maxX && a.maxX >= b.minX && a.minY <= b.maxY && a.maxY >= b.minY;
}

/** The first index whose card's right edge reaches `x`; rows are sorted by x. */
function firstReaching(people: PlacedPerson[], x: number): number {
  let low = 0;
  let high = people.length;
  while (low < high) {
    const mid = (low + high) >> 1;
    if (people[mid].x + CARD_WIDTH / 2 < x) low = mid + 1;
    else high = mid;
  }
  return low;
}

/** The people whose cards intersect `area`: rows by their y, then a binary search along the row. */
export function peopleIn(layout: TreeLayout, area: Box): PlacedPerson[] {
  const result: PlacedPerson[] = [];
  for (const row of layout.rows) {
    if (row.y + CARD_HEIGHT / 2 < area.minY || row.y - CARD_HEIGHT / 2 > area.maxY) continue;
    for (let i = firstReaching(row.people, area.minX); i < row.people.length; i++) {
      const person = row.people[i];
      if (person.x - CARD_WIDTH / 2 > area.maxX) break;
      result.push(person);
    }
  }
  return result;
}

/** The person whose card holds the tree point `at`, if any. */
export function personAt(layout: TreeLayout, at: { x: number; y: number }): PlacedPerson | null {
  const row = layout.rows.find((r) => Math.abs(r.y - at.y) <= CARD_HEIGHT / 2);
  if (!row) return null;
  const person = row.people[firstReaching(row.people, at.x)];
  return person && person.x - CARD_WIDTH / 2 <= at.x ? person : null;
}

export function edgesIn(layout: TreeLayout, area: Box): EdgeShape[] {
  return layout.edges.filter((edge) => intersects(edge.box, area));
}

/** `people` with those of `ids` it lacks added at the end: the people drawn wherever the view is. */
export function withPinned(layout: TreeLayout, people: PlacedPerson[], ids: readonly (string | null)[]): PlacedPerson[] {
  const missing = [...new Set(ids)].flatMap((id) => {
    const person = id ? layout.byId.get(id) : undefined;
    return person && !people.some((p) => p.id === id) ? [person] : [];
  });
  return missing.length > 0 ? [...people, ...missing] : people;
}

/** Whether two lists hold the same items in the same order. */
export function sameItems<T>(a: readonly T[], b: readonly T[]): boolean {
  return a.length === b.length && a.every((item, i) => item === b[i]);
}

/** The transform that shows the tree point `at` in the middle of the panel at scale `k`. */
export function centredOn(at: { x: number; y: number }, size: Size, k: number): ViewTransform {
  return { x: size.width / 2 - at.x * k, y: size.height / 2 - at.y * k, k };
}

/**
 * How cards are drawn at scale `k`: whole, as initials and years, as large initials, or as plain
 * shapes, so that no text on screen is smaller than MIN_TEXT_PX.
 */
export type CardForm = 'full' | 'compact' | 'initials' | 'shape';

export function cardFormAt(k: number): CardForm {
  if (k >= FULL_CARD_SCALE) return 'full';
  if (k >= COMPACT_CARD_SCALE) return 'compact';
  return k >= INITIALS_CARD_SCALE ? 'initials' : 'shape';
}

import { CARD_HEIGHT, CARD_WIDTH, FULL_CARD_SCALE, INITIAL_SCALE, MAX_SCALE, MIN_SCALE, ROW_HEIGHT, VIEW_MARGIN } from './constants';
import type { Size, ViewTransform } from './cull';
import type { Box, PlacedPerson, TreeLayout, TreeRow } from './layout';

/** Screen pixels kept clear along each side of the panel. */
export interface Margin {
  top: number;
  right: number;
  bottom: number;
  left: number;
}

/** Narrower panels stack the search box and the "show more above" button. */
export const NARROW_PX = 560;
const NARROW_TOP_MARGIN = 104;

/**
 * The margins a view keeps clear in a panel `width` wide: on a narrow panel the "show more above"
 * button (`stackedAbove`) sits under the search box, and the views keep clear of both.
 */
export function viewMarginFor(width: number, stackedAbove: boolean): Margin {
  return width < NARROW_PX && stackedAbove ? { ...VIEW_MARGIN, top: NARROW_TOP_MARGIN } : VIEW_MARGIN;
}

/** Rows nearest the focus first: the focus's, then parents, children, grandparents, grandchildren. */
const ROW_PRIORITY = [0, -1, 1, -2, 2];

const NO_MARGIN: Margin = { top: 0, right: 0, bottom: 0, left: 0 };

const clampScale = (k: number) => Math.min(MAX_SCALE, Math.max(MIN_SCALE, k));

function inner(size: Size, margin: Margin) {
  return {
    left: margin.left,
    top: margin.top,
    width: Math.max(1, size.width - margin.left - margin.right),
    height: Math.max(1, size.height - margin.top - margin.bottom),
  };
}

/**
 * The offset along one axis at scale `k`: content that fits is centred; content that does not is
 * centred on `anchor`, moved just enough that no empty space shows beyond the content's edge.
 */
function offsetAlong(min: number, max: number, anchor: number, k: number, start: number, length: number): number {
  if ((max - min) * k <= length) return start + length / 2 - ((min + max) / 2) * k;
  const centred = start + length / 2 - anchor * k;
  return Math.min(start - min * k, Math.max(start + length - max * k, centred));
}

/**
 * Of the vertical offsets in [low, high], the one nearest `y` at which the panel's top and bottom
 * edges cut through no row of cards, if there is one.
 */
function rowSparingOffset(rows: readonly TreeRow[], k: number, height: number, y: number, low: number, high: number): number | null {
  const EPSILON = 1e-6;
  // Offsets inside one of these (open) ranges put an edge through a row; rows far off screen cannot.
  const cuts = rows.flatMap((row) => {
    const top = (row.y - CARD_HEIGHT / 2) * k;
    const bottom = (row.y + CARD_HEIGHT / 2) * k;
    if (bottom + high < -EPSILON || top + low > height + EPSILON) return [];
    return [
      [-bottom, -top],
      [height - bottom, height - top],
    ];
  });
  const allowed = (c: number) =>
    c >= low - EPSILON && c <= high + EPSILON && cuts.every(([from, to]) => c <= from + EPSILON || c >= to - EPSILON);
  const candidates = [y, ...cuts.flat()].filter(allowed);
  candidates.sort((a, b) => Math.abs(a - y) - Math.abs(b - y));
  return candidates[0] ?? null;
}

/** Scales from `preferred` outwards in small steps, within [low, high]. */
function scalesNear(preferred: number, low: number, high: number): number[] {
  const STEP = 0.01;
  const scales = [preferred];
  for (let d = STEP; preferred - d >= low || preferred + d <= high; d += STEP) {
    if (preferred - d >= low) scales.push(preferred - d);
    if (preferred + d <= high) scales.push(preferred + d);
  }
  return scales;
}

function boxOf(people: Iterable<PlacedPerson>): Box | null {
  let box: Box | null = null;
  for (const p of people) {
    box ??= { minX: Infinity, minY: Infinity, maxX: -Infinity, maxY: -Infinity };
    box.minX = Math.min(box.minX, p.x - CARD_WIDTH / 2);
    box.maxX = Math.max(box.maxX, p.x + CARD_WIDTH / 2);
    box.minY = Math.min(box.minY, p.y - CARD_HEIGHT / 2);
    box.maxY = Math.max(box.maxY, p.y + CARD_HEIGHT / 2);
  }
  return box;
}

/**
 * The view a family sees first: the focus with parents, grandparents, children and grandchildren,
 * as large as fits but never above natural size. Rows are always whole: when all five do not fit at
 * a readable scale, the farthest go (grandchildren first, then grandparents, children, parents)
 * and the remaining rows fill the height. Sideways the view is as wide as the close family
 * (`close`, member ids; without it, everyone in those rows), but never smaller than readable; what
 * does not fit is cut at the sides, the focus kept in the middle.
 */
export function firstView(layout: TreeLayout, size: Size, close?: ReadonlySet<string>, margin: Margin = VIEW_MARGIN): ViewTransform {
  const focus = layout.byId.get(layout.focusId) ?? { x: 0, y: 0, generation: 0 };
  const present = ROW_PRIORITY.map((offset) => layout.rows.find((r) => r.generation === focus.generation + offset)).filter(
    (row) => row !== undefined,
  );
  let fallback: ViewTransform | null = null;
  // Rows clear of the controls along the edges if possible; else rows under them rather than cut.
  for (const clear of [margin, NO_MARGIN]) {
    const area = inner(size, clear);
    for (let count = present.length; count >= 1; count--) {
      const rows = present.slice(0, count);
      const top = Math.min(...rows.map((r) => r.y)) - CARD_HEIGHT / 2;
      const bottom = Math.max(...rows.map((r) => r.y)) + CARD_HEIGHT / 2;
      const fitHeight = area.height / (bottom - top);
      if (fitHeight < FULL_CARD_SCALE && count > 1) continue;
      const people = rows.flatMap((r) => (close ? r.people.filter((p) => close.has(p.id)) : r.people));
      const box = boxOf(people) ?? { minX: focus.x - CARD_WIDTH / 2, maxX: focus.x + CARD_WIDTH / 2, minY: top, maxY: bottom };
      const high = clampScale(Math.min(INITIAL_SCALE, fitHeight));
      const preferred = clampScale(Math.min(high, Math.max(FULL_CARD_SCALE, area.width / (box.maxX - box.minX))));
      const at = (k: number): ViewTransform => ({
        x: offsetAlong(box.minX, box.maxX, focus.x, k, area.left, area.width),
        y: offsetAlong(top, bottom, focus.y, k, area.top, area.height),
        k,
      });
      fallback ??= at(preferred);
      // The rows beyond the chosen ones must be whole or out of sight too: the chosen rows may sit
      // anywhere between the margins, and the scale may move a little, to make room for that.
      for (const k of scalesNear(preferred, Math.min(preferred, FULL_CARD_SCALE), high)) {
        const view = at(k);
        const y = rowSparingOffset(layout.rows, k, size.height, view.y, area.top - top * k, area.top + area.height - bottom * k);
        if (y !== null) return { ...view, y };
      }
    }
  }
  return fallback ?? centredOnFocus(focus, size);
}

function centredOnFocus(focus: { x: number; y: number }, size: Size): ViewTransform {
  return { x: size.width / 2 - focus.x * INITIAL_SCALE, y: size.height / 2 - focus.y * INITIAL_SCALE, k: INITIAL_SCALE };
}

/** The whole chart in view, if it fits above the smallest scale; else as much as fits around the focus. */
export function wholeChartView(layout: TreeLayout, size: Size, margin: Margin = VIEW_MARGIN): ViewTransform {
  const area = inner(size, margin);
  const { bounds } = layout;
  const focus = layout.byId.get(layout.focusId) ?? { x: 0, y: 0 };
  const k = clampScale(
    Math.min(INITIAL_SCALE, area.width / Math.max(1, bounds.maxX - bounds.minX), area.height / Math.max(1, bounds.maxY - bounds.minY)),
  );
  const y = offsetAlong(bounds.minY, bounds.maxY, focus.y, k, area.top, area.height);
  // Everything fits, or the chart is taller than the panel: then up to a row's step either way.
  const slack = (bounds.maxY - bounds.minY) * k <= area.height ? 0 : ROW_HEIGHT * k;
  return {
    x: offsetAlong(bounds.minX, bounds.maxX, focus.x, k, area.left, area.width),
    y: rowSparingOffset(layout.rows, k, size.height, y, y - slack, y + slack) ?? y,
    k,
  };
}

/** `t` moved as little as needed to show `box` (tree units) inside the margins; `t` itself when it does. */
export function revealing(t: ViewTransform, size: Size, box: Box, margin: Margin = VIEW_MARGIN): ViewTransform {
  const area = inner(size, margin);
  // How far to move one axis: the box's start to the area's start when the box is too big or starts
  // before it, its end to the area's end when it ends past it.
  const shift = (min: number, max: number, offset: number, start: number, length: number) => {
    const from = min * t.k + offset;
    const to = max * t.k + offset;
    if (to - from > length || from < start) return start - from;
    return to > start + length ? start + length - to : 0;
  };
  const dx = shift(box.minX, box.maxX, t.x, area.left, area.width);
  const dy = shift(box.minY, box.maxY, t.y, area.top, area.height);
  return dx === 0 && dy === 0 ? t : { x: t.x + dx, y: t.y + dy, k: t.k };
}

/** A person's card, in tree units. */
export function cardBoxOf(person: { x: number; y: number }): Box {
  return { minX: person.x - CARD_WIDTH / 2, maxX: person.x + CARD_WIDTH / 2, minY: person.y - CARD_HEIGHT / 2, maxY: person.y + CARD_HEIGHT / 2 };
}

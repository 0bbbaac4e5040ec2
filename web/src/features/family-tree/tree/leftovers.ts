import { OTHER_FAMILY_GAP, ROW_HEIGHT, SLOT_WIDTH } from './constants';
import type { KinGraph } from './kinGraph';
import { RowPassages, rowsBetween } from './routes';

/** What the layout knows once its tidy trees are placed: who is placed, and how to group the rest. */
export interface Leftovers {
  readonly graph: KinGraph;
  readonly placed: Uint8Array;
  readonly order: (a: number, b: number) => number;
  /** The people of `ids` not placed yet, each with their partners, now placed. */
  families(ids: number[]): { ids: number[] }[];
}

export function groupBy<T>(items: Iterable<T>, key: (item: T) => number): Map<number, T[]> {
  const groups = new Map<number, T[]>();
  for (const item of items) {
    const k = key(item);
    const group = groups.get(k);
    if (group) group.push(item);
    else groups.set(k, [item]);
  }
  return groups;
}

/**
 * The people the tidy trees did not reach, row by row. One joined by a typed link to someone placed
 * two or more rows away (a grandmother added as such while the parent between is not recorded)
 * stands above or below where that link's line can pass through the rows between, as near as her
 * row allows: the line runs straight beside the family rather than through it. The others go to
 * the right end of their row.
 */
export function placeLeftovers(placement: Leftovers, xs: Float64Array) {
  const { graph } = placement;
  const { people } = graph;
  const yOf = (i: number) => people[i].generation * ROW_HEIGHT;
  const passages = new RowPassages(people.length, (i) => xs[i], yOf, graph.arePartners);
  // The xs of the cards in each row (by generation), kept sorted.
  const taken = new Map<number, number[]>();
  const rowAt = (generation: number) => taken.get(generation) ?? taken.set(generation, []).get(generation)!;
  people.forEach((p, i) => {
    if (!Number.isNaN(xs[i])) rowAt(p.generation).push(xs[i]);
  });
  for (const row of taken.values()) row.sort((a, b) => a - b);

  /** Where a block's first card goes so that one of its people stands where their long link's line passes, if any. */
  const wish = (block: number[]): number | undefined => {
    for (const [k, id] of block.entries()) {
      for (const other of graph.linksOf(id)) {
        if (Number.isNaN(xs[other]) || Math.abs(people[other].generation - people[id].generation) < 2) continue;
        const way = passages.crossings(rowsBetween(yOf(other), yOf(id), ROW_HEIGHT), xs[other], xs[other]);
        return way[way.length - 1] - k * SLOT_WIDTH;
      }
    }
    return undefined;
  };
  const put = (block: number[], generation: number, start: number) => {
    const row = rowAt(generation);
    block.forEach((id, i) => {
      xs[id] = start + i * SLOT_WIDTH;
      row.splice(sortedIndex(row, xs[id]), 0, xs[id]);
    });
  };

  const unplaced = people.flatMap((_, i) => (placement.placed[i] ? [] : [i]));
  const leftovers = groupBy(unplaced, (i) => people[i].generation);
  for (const [generation, members] of leftovers) {
    const atEnd: number[] = [];
    for (const { ids } of placement.families(members.sort(placement.order))) {
      const wanted = wish(ids);
      if (wanted === undefined) atEnd.push(...ids);
      else put(ids, generation, nearestFree(rowAt(generation), wanted, ids.length));
    }
    const row = rowAt(generation);
    const start = row.length > 0 ? row[row.length - 1] + SLOT_WIDTH * (1 + OTHER_FAMILY_GAP) : -((atEnd.length - 1) / 2) * SLOT_WIDTH;
    put(atEnd, generation, start);
  }
}

/** Where `x` goes in the sorted `row`. */
function sortedIndex(row: readonly number[], x: number): number {
  let low = 0;
  let high = row.length;
  while (low < high) {
    const mid = (low + high) >> 1;
    if (row[mid] < x) low = mid + 1;
    else high = mid;
  }
  return low;
}

/**
 * The start nearest `want` for `count` cards side by side in a row whose cards stand at `taken`
 * (sorted), a family's gap clear of each of them.
 */
function nearestFree(taken: readonly number[], want: number, count: number): number {
  const apart = SLOT_WIDTH * (1 + OTHER_FAMILY_GAP);
  const span = (count - 1) * SLOT_WIDTH;
  // The starts each card there rules out, (c - span - apart, c + apart), merged where they meet.
  let from = -Infinity;
  let to = -Infinity;
  for (const c of taken) {
    if (c - span - apart < to) to = Math.max(to, c + apart);
    else {
      if (want > from && want < to) break;
      [from, to] = [c - span - apart, c + apart];
    }
  }
  if (!(want > from && want < to)) return want;
  return want - from <= to - want ? from : to;
}

import { CARD_WIDTH, SLOT_WIDTH } from './constants';

/** Partners further apart than neighbours are joined by a bracket under their cards, not a line between them. */
export const NEIGHBOURS = SLOT_WIDTH * 1.05;

/** How far beyond the last card of a row a line passes it: as far as two cards side by side stand apart. */
const CLEARANCE = SLOT_WIDTH - CARD_WIDTH;

/**
 * The people of each row, left to right, and where a line going from one generation to another
 * that is not the next may pass through the rows between without crossing a card.
 */
export class RowPassages {
  private readonly rows = new Map<number, number[]>();
  private readonly found = new Map<number, number[]>();

  /**
   * `xOf` and `yOf` give a person's card centre (NaN for someone not placed); `coupled` says whether
   * two people are partners.
   */
  constructor(
    count: number,
    private readonly xOf: (person: number) => number,
    yOf: (person: number) => number,
    private readonly coupled: (a: number, b: number) => boolean,
  ) {
    for (let person = 0; person < count; person++) {
      const x = xOf(person);
      const y = yOf(person);
      if (Number.isNaN(x) || Number.isNaN(y)) continue;
      const row = this.rows.get(y);
      if (row) row.push(person);
      else this.rows.set(y, [person]);
    }
    for (const row of this.rows.values()) row.sort((a, b) => xOf(a) - xOf(b));
  }

  /**
   * The xs where a line may cross the row at `y`: the middle of each gap between neighbours other
   * than a couple side by side (their gap holds their partner line and their children's line), and
   * a card's gap beyond either end. None for a row without cards.
   */
  of(y: number): readonly number[] {
    const known = this.found.get(y);
    if (known) return known;
    const row = this.rows.get(y) ?? [];
    const xs = row.map(this.xOf);
    const passages: number[] = [];
    if (xs.length > 0) passages.push(xs[0] - CARD_WIDTH / 2 - CLEARANCE);
    for (let i = 1; i < xs.length; i++) {
      const sideBySideCouple = xs[i] - xs[i - 1] <= NEIGHBOURS && this.coupled(row[i - 1], row[i]);
      if (!sideBySideCouple) passages.push((xs[i - 1] + xs[i]) / 2);
    }
    if (xs.length > 0) passages.push(xs[xs.length - 1] + CARD_WIDTH / 2 + CLEARANCE);
    this.found.set(y, passages);
    return passages;
  }

  /**
   * Where a line on its way from `fromX` to `toX` crosses each row of `ys` in turn, going the least
   * way sideways; it goes straight on through a row without cards.
   */
  crossings(ys: readonly number[], fromX: number, toX: number): number[] {
    let x = fromX;
    return ys.map((y) => {
      let best = x;
      let cost = Infinity;
      for (const passage of this.of(y)) {
        const way = Math.abs(passage - x) + Math.abs(passage - toX);
        if (way < cost) [best, cost] = [passage, way];
      }
      x = best;
      return x;
    });
  }
}

/** The ys of the rows strictly between two rows, from `fromY` towards `toY`. */
export function rowsBetween(fromY: number, toY: number, rowHeight: number): number[] {
  const step = toY > fromY ? rowHeight : -rowHeight;
  const ys: number[] = [];
  for (let y = fromY + step; step > 0 ? y < toY - rowHeight / 2 : y > toY + rowHeight / 2; y += step) ys.push(y);
  return ys;
}

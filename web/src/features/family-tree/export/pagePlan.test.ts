import type { Box } from '../tree/layout';
import { MARGIN_PT, MAX_PAGES, MIN_TEXT_PT, OVERLAP_PT, PAPER_SIZES, planPages, planSummary, type PagePlan } from './pagePlan';

const chart = (width: number, height: number): Box => ({ minX: -width / 2, minY: -100, maxX: width / 2, maxY: height - 100 });
const SMALLEST = 11;

function fitted(plan: ReturnType<typeof planPages>): PagePlan {
  if (!plan.fits) throw new Error(`did not fit: ${plan.pages} pages`);
  return plan;
}

describe('planPages', () => {
  it('puts a small chart on one page, turned to suit it, no larger than on screen', () => {
    const wide = fitted(planPages(chart(700, 300), 'a4', SMALLEST));
    expect(wide.tiles).toHaveLength(1);
    expect(wide.orientation).toBe('landscape');
    expect(wide.scale).toBe(1);
    const tall = fitted(planPages(chart(300, 700), 'letter', SMALLEST));
    expect([tall.orientation, tall.width, tall.height]).toEqual(['portrait', PAPER_SIZES.letter.width, PAPER_SIZES.letter.height]);
  });

  it('shrinks a chart to fit one page only while its text stays readable', () => {
    const plan = fitted(planPages(chart(1200, 500), 'a4', SMALLEST));
    expect(plan.tiles).toHaveLength(1);
    expect(plan.scale).toBeLessThan(1);
    expect(plan.scale * SMALLEST).toBeGreaterThanOrEqual(MIN_TEXT_PT);
  });

  it('splits a wide chart over numbered, overlapping A4 pages that cover all of it', () => {
    const box = chart(6000, 600);
    const plan = fitted(planPages(box, 'a4', SMALLEST));
    expect(plan.tiles.length).toBeGreaterThan(1);
    expect(plan.scale * SMALLEST).toBeCloseTo(MIN_TEXT_PT);
    expect(plan.tiles.map((t) => t.number)).toEqual(plan.tiles.map((_, i) => i + 1));
    expect(plan.tiles).toHaveLength(plan.rows * plan.columns);
    const firstRow = plan.tiles.filter((t) => t.row === 1);
    expect(firstRow[0].area.minX).toBe(box.minX);
    expect(firstRow.at(-1)!.area.maxX).toBeCloseTo(box.maxX);
    for (let i = 1; i < firstRow.length; i++) {
      // Each page repeats the last OVERLAP_PT of the one before.
      expect((firstRow[i - 1].area.maxX - firstRow[i].area.minX) * plan.scale).toBeCloseTo(OVERLAP_PT);
    }
    for (const tile of plan.tiles) {
      expect(tile.x + (tile.area.maxX - tile.area.minX) * plan.scale).toBeLessThanOrEqual(plan.width - MARGIN_PT + 0.01);
      expect(tile.y + (tile.area.maxY - tile.area.minY) * plan.scale).toBeLessThanOrEqual(plan.height - MARGIN_PT + 0.01);
    }
    expect(planSummary(plan)).toMatch(/A4 pages .* overlap by 1 cm/);
  });

  it('asks for a poster rather than a wall of pages', () => {
    const plan = planPages(chart(40_000, 1200), 'letter', SMALLEST);
    expect(plan.fits).toBe(false);
    if (!plan.fits) expect(plan.pages).toBeGreaterThan(MAX_PAGES);
    expect(planSummary(plan)).toMatch(/Choose Poster/);
  });

  it('prints a poster on one page at the screen size, shrunk no further than readable', () => {
    const small = fitted(planPages(chart(6000, 600), 'poster', SMALLEST));
    expect(small.tiles).toHaveLength(1);
    expect(small.scale).toBe(1);
    expect(small.width).toBe(6000 + 2 * MARGIN_PT);
    const huge = fitted(planPages(chart(60_000, 1200), 'poster', SMALLEST));
    expect(huge.tiles).toHaveLength(1);
    expect(huge.scale * SMALLEST).toBeGreaterThanOrEqual(MIN_TEXT_PT - 1e-9);
    expect(planSummary(huge)).toMatch(/^One sheet of \d+ × \d+ cm/);
  });
});

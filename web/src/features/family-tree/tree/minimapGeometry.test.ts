import { fromMinimap, minimapFrame, minimapPath, toMinimap, viewRectOf } from './minimapGeometry';
import { layoutTree } from './layout';
import { bigDescendantWindow, riveraFamily } from '../test/treeFixtures';

describe('minimap geometry', () => {
  it('keeps the chart in proportion within the largest size', () => {
    const frame = minimapFrame({ minX: -1000, maxX: 1000, minY: -100, maxY: 500 }, { width: 200, height: 120 });
    expect(frame.width).toBe(200);
    expect(frame.height).toBeCloseTo(60);
    expect(frame.scaleX).toBeCloseTo(frame.scaleY);
  });

  it('stretches a very wide chart so its rows still show', () => {
    const frame = minimapFrame({ minX: 0, maxX: 1_000_000, minY: 0, maxY: 500 }, { width: 200, height: 120 });
    expect(frame.height).toBe(40);
    expect(frame.width).toBe(200);
  });

  it('maps tree points there and back', () => {
    const frame = minimapFrame({ minX: -500, maxX: 1500, minY: -300, maxY: 300 }, { width: 200, height: 120 });
    const point = { x: 321, y: -123 };
    const back = fromMinimap(frame, toMinimap(frame, point));
    expect(back.x).toBeCloseTo(point.x);
    expect(back.y).toBeCloseTo(point.y);
  });

  it('draws the whole chart as a path of a few runs per row, however many people', () => {
    const small = layoutTree(riveraFamily());
    expect(minimapPath(small, minimapFrame(small.bounds, { width: 200, height: 120 }))).toMatch(/^M/);
    const big = layoutTree(bigDescendantWindow(11));
    const path = minimapPath(big, minimapFrame(big.bounds, { width: 200, height: 120 }));
    const runs = path.split('M').length - 1;
    expect(runs).toBeLessThanOrEqual(big.rows.length * 200);
    expect(runs).toBeLessThan(big.people.length / 4);
  });

  it('shows the panel view as a rectangle in minimap pixels', () => {
    const frame = minimapFrame({ minX: 0, maxX: 2000, minY: 0, maxY: 1200 }, { width: 200, height: 120 });
    expect(viewRectOf(frame, { x: -500, y: -100, k: 2 }, { width: 800, height: 600 })).toEqual({ x: 25, y: 5, width: 40, height: 30 });
  });
});

import { layoutPeople } from './animation-layout.ts';
import { appearanceYears, fadingYear, yearOf } from './animation-years.ts';

// 0 George (1890) and 1 Mary (1895), parents of 2 Alice (1920) and 4 Charles (1925); Alice married
// 3 Bob (1918), who has no parents here; their daughter 5 Ada (1950).
const family = {
  size: 6,
  parents: { parents: [0, 1, 0, 1, 2, 3], children: [2, 2, 4, 4, 5, 5] },
  partners: { a: [3, 0], b: [2, 1] },
  order: [1890, 1895, 1920, 1918, 1925, 1950],
};

describe('the layout', () => {
  it('puts generations in rows, partners side by side, each family centred over its children', () => {
    expect(layoutPeople(family)).toEqual({ xs: [1, 2, 0.5, 1.5, 2.5, 1], generations: [0, 0, 1, 1, 1, 2] });
  });

  it('never puts two people in one place, even for many families', () => {
    const size = 2000;
    const parents: number[] = [];
    const children: number[] = [];
    for (let i = 1; i < size; i++) {
      parents.push(Math.floor((i - 1) / 3));
      children.push(i);
    }
    const { xs, generations } = layoutPeople({ size, parents: { parents, children }, partners: { a: [], b: [] }, order: new Array(size).fill(0) });
    expect(new Set(xs.map((x, i) => `${x}:${generations[i]}`)).size).toBe(size);
    children.forEach((child, k) => expect(generations[child]).toBe(generations[parents[k]] + 1));
  });

  it('ends on a cycle of parents (bad data) with everyone placed', () => {
    const { xs, generations } = layoutPeople({ size: 3, parents: { parents: [0, 1, 2], children: [1, 2, 0] }, partners: { a: [], b: [] }, order: [0, 0, 0] });
    expect(xs.every(Number.isFinite)).toBe(true);
    expect(generations.every(Number.isFinite)).toBe(true);
  });
});

describe('years', () => {
  it('takes the middle of a range, or its one known end', () => {
    expect([yearOf(1950, 1950), yearOf(1948, 1952), yearOf(1900, null), yearOf(null, 1900), yearOf(null, null)]).toEqual([1950, 1950, 1900, 1900, null]);
  });

  it('estimates an undated person from the nearest dated relatives, and leaves the unrelated undated', () => {
    // 0 (1900) → 1 (undated) → 2 (undated); 3 married to 2, undated; 4 alone.
    const { years, estimated } = appearanceYears({ births: [1900, null, null, null, null], parents: { parents: [0, 1], children: [1, 2] }, partners: { a: [2], b: [3] } });
    expect(years).toEqual([1900, 1928, 1956, 1956, null]);
    expect(estimated).toEqual([false, true, true, true, false]);
    // A child dated, the parent not: a generation before.
    expect(appearanceYears({ births: [null, 1950], parents: { parents: [0], children: [1] }, partners: { a: [], b: [] } }).years).toEqual([1922, 1950]);
  });

  it('fades at death, after an assumed life for the dead without a date, never for the living', () => {
    expect(fadingYear(1999, false, 1928, 2026)).toEqual({ year: 1999, estimated: false });
    expect(fadingYear(null, false, 1900, 2026)).toEqual({ year: 1980, estimated: true });
    expect(fadingYear(null, false, 1990, 2026)).toEqual({ year: 2026, estimated: true });
    expect(fadingYear(null, true, 1990, 2026)).toEqual({ year: null, estimated: false });
  });
});

import { timelineModel } from './timelineModel';
import { advance, clampSpeed, clampYear, isDrawnIn, isLivingIn, opacityAt, sliderFromSpeed, speedFromSlider, stepYear, summaryOf, MAX_FRAME_MS, SPEED_STEPS } from './yearState';
import { addressLink, addressQuery, readAddress } from './timelineAddress';
import type { AnimatedTimelineJson } from '../../../../shared/animated-timeline/index.ts';

// Ann (1900–1950) married Bert (1898, died about 1960: an estimate) in 1925; their son Carl was born
// in 1930 and is living; Dora, his wife, appears in 1932 by an estimate (her dates are withheld).
const json: AnimatedTimelineJson = {
  people: {
    ids: ['a', 'b', 'c', 'd'],
    names: ['Ann Lee', 'Bert Lee', 'Carl Lee', 'Dora Lee'],
    births: [1900, 1898, 1930, null],
    deaths: [1950, null, null, null],
    appears: [1900, 1898, 1930, 1932],
    fades: [1950, 1960, null, null],
    appearsEstimated: [0, 0, 0, 1],
    fadesEstimated: [0, 1, 0, 0],
    xs: [0.5, 1.5, 0.5, 1.5],
    generations: [0, 0, 1, 1],
    living: [0, 0, 1, 1],
  },
  partnerships: { a: [0, 2], b: [1, 3], years: [1925, null] },
  parents: { parents: [0, 1], children: [2, 2] },
  items: { kinds: ['story', 'achievement'], ids: ['s', 'x'], years: [1950, 1955], titles: ['Farewell', 'Medal'], people: [0, 2] },
};
const m = timelineModel(json, { firstYear: 1898, lastYear: 2026 }, 2026);

describe('who is in a year', () => {
  it('counts the living at the end of the year and draws those who die in it', () => {
    expect([0, 1, 2, 3].filter((i) => isLivingIn(m, i, 1950))).toEqual([1, 2, 3]);
    expect([0, 1, 2, 3].filter((i) => isDrawnIn(m, i, 1950))).toEqual([0, 1, 2, 3]);
    expect([0, 1, 2, 3].filter((i) => isDrawnIn(m, i, 1951))).toEqual([1, 2, 3]);
    expect([0, 1, 2, 3].filter((i) => isDrawnIn(m, i, 1899))).toEqual([1]);
    expect([0, 1, 2, 3].filter((i) => isDrawnIn(m, i, 2026))).toEqual([2, 3]);
  });

  it('sums a year up, announcing only known births and deaths', () => {
    expect(summaryOf(m, 1950)).toEqual({ year: 1950, living: 3, born: [], died: [0], drawn: [0, 1, 2, 3], items: [0], partnerships: [] });
    expect(summaryOf(m, 1930)).toMatchObject({ living: 3, born: [2], died: [] });
    // Dora's estimated appearance and Bert's estimated fading are drawn, never announced.
    expect(summaryOf(m, 1932)).toMatchObject({ living: 4, born: [] });
    expect(summaryOf(m, 1960)).toMatchObject({ living: 2, died: [], drawn: [1, 2, 3] });
    expect(summaryOf(m, 1925).partnerships).toEqual([0]);
  });

  it('fades people in and out over a year, or steps with reduced motion', () => {
    expect(opacityAt(m, 2, 1929, false)).toBe(0);
    expect(opacityAt(m, 2, 1929.5, false)).toBeCloseTo(0.5);
    expect(opacityAt(m, 2, 1930, false)).toBe(1);
    expect(opacityAt(m, 0, 1950.75, false)).toBeCloseTo(0.25);
    expect(opacityAt(m, 0, 1951, false)).toBe(0);
    expect(opacityAt(m, 2, 1929.5, true)).toBe(0);
    expect(opacityAt(m, 2, 1930.9, true)).toBe(1);
    expect(opacityAt(m, 0, 1950.5, true)).toBe(0.35);
  });
});

describe('playing and scrubbing', () => {
  it('moves speed × time, never more than a long frame, and stops at the last year', () => {
    expect(advance(1900, 10, 100, 2026)).toEqual({ t: 1901, ended: false });
    expect(advance(1900, 50, 10_000, 2026).t).toBeCloseTo(1900 + (50 * MAX_FRAME_MS) / 1000);
    expect(advance(2025.9, 50, 100, 2026)).toEqual({ t: 2026, ended: true });
    expect(advance(1900, 999, 1000 / 60, 2026).t).toBeCloseTo(1900 + 50 / 60);
  });

  it('keeps speeds within 1–50 years a second, on a slider whose every stop is a speed of its own', () => {
    expect([clampSpeed(0), clampSpeed(7.4), clampSpeed(80), clampSpeed(Number.NaN)]).toEqual([1, 7, 50, 5]);
    const last = SPEED_STEPS.length - 1;
    expect([speedFromSlider(0), speedFromSlider(last), speedFromSlider(-5), speedFromSlider(500)]).toEqual([1, 50, 1, 50]);
    // A step of the keyboard on the slider always changes the speed, and comes back to where it was.
    for (let position = 0; position <= last; position++) {
      expect(sliderFromSpeed(speedFromSlider(position))).toBe(position);
      if (position > 0) expect(speedFromSlider(position)).toBeGreaterThan(speedFromSlider(position - 1));
    }
    expect([sliderFromSpeed(7), sliderFromSpeed(45), sliderFromSpeed(100)]).toEqual([5, 13, last]);
  });

  it('keeps years within the span, stepping in whole years', () => {
    expect([clampYear(m, 1500), clampYear(m, 1950.4), clampYear(m, 3000)]).toEqual([1898, 1950, 2026]);
    expect([stepYear(m, 1950.7, 1), stepYear(m, 1950, -10), stepYear(m, 1899, -5), stepYear(m, 2025, 10)]).toEqual([1951, 1940, 1898, 2026]);
  });
});

describe('the address', () => {
  const tree = '11111111-2222-4333-8444-555555555555';
  const person = '66666666-7777-4888-9999-000000000000';

  it('reads the tree, the year and the person, ignoring what is malformed', () => {
    expect(readAddress(new URLSearchParams(`tree=${tree}&year=1950&from=${person}`))).toEqual({ treeId: tree, year: 1950, fromId: person });
    expect(readAddress(new URLSearchParams('tree=x&year=19a0&from=<script>'))).toEqual({ treeId: null, year: null, fromId: null });
    expect(readAddress(new URLSearchParams('year=123456'))).toEqual({ treeId: null, year: null, fromId: null });
  });

  it('writes a link that reads back the same', () => {
    const state = { treeId: tree, year: 1950, fromId: person };
    expect(addressLink(state, 'https://kin.example')).toBe(`https://kin.example/animated-timeline?tree=${tree}&year=1950&from=${person}`);
    expect(readAddress(new URLSearchParams(addressQuery(state)))).toEqual(state);
    expect(addressQuery({ treeId: tree, year: null, fromId: null })).toBe(`tree=${tree}`);
  });
});

import { isLiving } from './living.ts';

const bornOn = (birthLatest: string) => ({ isAlive: true, birthLatest, deathDate: null });

describe('isLiving', () => {
  it('counts by the tree’s living years and the day asked, whichever was asked before', () => {
    const day = new Date('2026-12-07T10:00:00Z');
    const nextDay = new Date('2026-12-08T10:00:00Z');
    // On 7 December 2026 the limit is 7 December 1916; on the 8th, the 8th.
    expect(isLiving(bornOn('1916-12-06'), 110, day)).toBe(false);
    expect(isLiving(bornOn('1916-12-07'), 110, day)).toBe(true);
    expect(isLiving(bornOn('1916-12-07'), 110, nextDay)).toBe(false);
    expect(isLiving(bornOn('1916-12-08'), 110, nextDay)).toBe(true);
    // Another tree's setting, then the first again: each answer is its own.
    expect(isLiving(bornOn('1966-12-07'), 60, day)).toBe(true);
    expect(isLiving(bornOn('1966-12-06'), 60, day)).toBe(false);
    expect(isLiving(bornOn('1916-12-06'), 110, day)).toBe(false);
    expect(isLiving(bornOn('1916-12-07'), 110, day)).toBe(true);
    // A year later, the same person.
    expect(isLiving(bornOn('1916-12-07'), 110, new Date('2027-12-07T10:00:00Z'))).toBe(false);
  });

  it('never counts someone marked deceased or given a death, and counts someone without a known birth', () => {
    const day = new Date('2026-12-07T10:00:00Z');
    expect(isLiving({ isAlive: false, birthLatest: '2000-01-01', deathDate: null }, 110, day)).toBe(false);
    expect(isLiving({ isAlive: true, birthLatest: '2000-01-01', deathDate: '2020' }, 110, day)).toBe(false);
    expect(isLiving({ isAlive: true, birthLatest: null, deathDate: null }, 110, day)).toBe(true);
  });
});

import { oldestLiving } from './oldest-living.rule.ts';
import { probablyDeadWithoutDate } from './life-dates.rule.ts';
import { madeTree } from './testing/made-tree.ts';

const today = '2025-06-15';

describe('oldestLiving', () => {
  const tree = madeTree({
    today,
    people: {
      a: { firstName: 'Alice', lastName: 'Hart', birth: '12 MAR 1920' },
      b: { firstName: 'Bernard', lastName: 'Hart', birth: 'ABT 1915' },
      c: { firstName: 'Clara', lastName: 'Hart', birth: '15 JUN 1915' },
      d: { firstName: 'Dora', lastName: 'Hart', birth: '14 JUN 1915' },
      e: { firstName: 'Edwin', lastName: 'Hart', birth: '1 JAN 1901', death: '1990' },
      f: { firstName: 'Fay', lastName: 'Hart', birth: '1 JAN 1902', markedDeceased: true },
      g: { firstName: 'Gus', lastName: 'Hart' },
      h: { firstName: 'Hal', lastName: 'Hart', birth: 'AFT 1900' },
    },
  });

  it('names the oldest living first, by the earliest day the birth can mean, with the age within what it can mean', () => {
    expect(oldestLiving(tree, { count: 10 })).toEqual([
      {
        type: 'oldest-living',
        key: 'oldest-living:b',
        people: ['b'],
        dataPoints: [
          { personId: 'b', field: 'name', value: 'Bernard Hart' },
          { personId: 'b', field: 'birth', value: 'ABT 1915' },
        ],
        action: 'open-person',
        params: { age: { min: 104, max: 115 }, birthYear: 1915, rank: 1 },
      },
      {
        type: 'oldest-living',
        key: 'oldest-living:c',
        people: ['c'],
        dataPoints: [
          { personId: 'c', field: 'name', value: 'Clara Hart' },
          { personId: 'c', field: 'birth', value: '15 JUN 1915' },
        ],
        action: 'open-person',
        params: { age: { min: 110, max: 110 }, birthYear: 1915, rank: 2 },
      },
      {
        type: 'oldest-living',
        key: 'oldest-living:a',
        people: ['a'],
        dataPoints: [
          { personId: 'a', field: 'name', value: 'Alice Hart' },
          { personId: 'a', field: 'birth', value: '12 MAR 1920' },
        ],
        action: 'open-person',
        params: { age: { min: 105, max: 105 }, birthYear: 1920, rank: 3 },
      },
    ]);
  });

  it('gives the oldest alone unless asked for more', () => {
    expect(oldestLiving(tree).map((i) => i.key)).toEqual(['oldest-living:b']);
  });

  it('keeps the 110-year rule at its boundary: 110 today is living, 110 and a day is not', () => {
    const turning = madeTree({ today, people: { c: { birth: '15 JUN 1915' } } });
    const past = madeTree({ today, people: { d: { birth: '14 JUN 1915' } } });
    expect(oldestLiving(turning).map((i) => i.params.age)).toEqual([{ min: 110, max: 110 }]);
    expect(oldestLiving(past)).toEqual([]);
    // On 29 February the limit is the 28th of a year without it (shared/dates' rule).
    const leap = '2024-02-29';
    expect(oldestLiving(madeTree({ today: leap, people: { x: { birth: '28 FEB 1914' } } })).map((i) => i.key)).toEqual(['oldest-living:x']);
    expect(oldestLiving(madeTree({ today: leap, people: { x: { birth: '27 FEB 1914' } } }))).toEqual([]);
  });

  it('reports one born earlier as probably dead only where the app still counts them living', () => {
    const withYears = (livingYears: number) => madeTree({ today, livingYears, people: { d: { birth: '14 JUN 1915' }, c: { birth: '15 JUN 1915' } } });
    expect(probablyDeadWithoutDate(withYears(110))).toEqual([]);
    expect(probablyDeadWithoutDate(withYears(120))).toEqual([
      {
        type: 'probably-dead-without-date',
        key: 'probably-dead-without-date:d',
        people: ['d'],
        dataPoints: [{ personId: 'd', field: 'birth', value: '14 JUN 1915' }],
        action: 'fix-date',
        // 110 years and a day: past the limit, though 110 in whole years.
        params: { age: { min: 110, max: 110 } },
      },
    ]);
  });

  it('names nobody whose parent or grandparent may be living without a birth date: they are older', () => {
    const family = madeTree({
      today,
      people: { mum: { firstName: 'Ada' }, rosa: { birth: '2015' }, gran: { birth: '1890' }, cousin: { birth: '1990' }, dead: { markedDeceased: true } },
      parents: [['rosa', 'mum'], ['mum', 'gran'], ['cousin', 'dead']],
    });
    // Rosa's mother Ada has no birth date and may be living; the cousin's parent is dead.
    expect(oldestLiving(family, { count: 5 }).map((i) => i.key)).toEqual(['oldest-living:cousin']);
    const grandchild = madeTree({ today, people: { top: {}, mid: { birth: '1960', death: '2000' }, kid: { birth: '1985' } }, parents: [['kid', 'mid'], ['mid', 'top']] });
    expect(oldestLiving(grandchild)).toEqual([]);
  });

  it('climbs no further than an ancestor past the 110-year rule: those above them cannot be living', () => {
    // Ada, undated, is the mother of Gran, born 1890: Ada cannot be living, so Rosa is the oldest.
    const family = madeTree({
      today,
      people: { ada: { firstName: 'Ada' }, gran: { birth: '1890' }, mum: { birth: '1950' }, rosa: { birth: '1930' } },
      parents: [['gran', 'ada'], ['mum', 'gran'], ['rosa', 'gran']],
    });
    expect(oldestLiving(family, { count: 2 }).map((i) => i.key)).toEqual(['oldest-living:rosa', 'oldest-living:mum']);
  });

  it('walks a line of 20,000 generations without running out of stack', () => {
    const people: Record<string, { birth?: string }> = { top: {} };
    const parents: [string, string][] = [];
    for (let i = 0; i < 20_000; i++) {
      people[`p${i}`] = { birth: '1990' };
      parents.push([`p${i}`, i === 19_999 ? 'top' : `p${i + 1}`]);
    }
    people.kid = { birth: '2000' };
    parents.push(['kid', 'p0']);
    // Dates are the test's, not a real line: the undated top may be living, so nobody below is named.
    expect(oldestLiving(madeTree({ today, people, parents }))).toEqual([]);
    people.top = { birth: '1700' } as never;
    expect(oldestLiving(madeTree({ today, people, parents })).map((i) => i.key)).toHaveLength(1);
  });

  it('finds no one in a tree of the dead, the undated and the unplaceable', () => {
    const none = madeTree({ today, people: { e: { birth: '1901', death: '1990' }, g: {}, h: { birth: 'AFT 1900' }, p: { birth: '(in the war)' } } });
    expect(oldestLiving(none)).toEqual([]);
  });
});

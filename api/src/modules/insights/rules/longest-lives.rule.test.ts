import { longestLivesByEra } from './longest-lives.rule.ts';
import { madeTree } from './testing/made-tree.ts';

const tree = madeTree({
  today: '2025-06-15',
  people: {
    p1: { birth: '1 JAN 1900', death: '1 JAN 1990' },
    p2: { birth: 'ABT 1905', death: '1999' },
    p3: { birth: '1890', death: '1880' },
    p4: { birth: '1 MAR 1810', death: '1 MAR 1940' },
    p5: { birth: '1 MAR 1810', death: '1 MAR 1900' },
    p6: { birth: '1926', death: '2020' },
    p7: { birth: '1 JAN 1930' },
    p8: { birth: '@#DJULIAN@ 1 MAR 1700', death: '12 MAR 1780' },
    p9: { birth: 'BET 1800 AND 1900', death: '1950' },
  },
});

describe('longestLivesByEra', () => {
  it('names the longest surely lived life of each quarter-century of births, eras in order', () => {
    const found = longestLivesByEra(tree);
    expect(found.map((i) => [i.key, i.params])).toEqual([
      // A Julian 1 March 1700 is the Gregorian 12 March: exactly 80 years.
      ['longest-life:1700:p8', { era: { start: 1700, end: 1724 }, lifespan: { min: 80, max: 80 }, rank: 1 }],
      ['longest-life:1800:p5', { era: { start: 1800, end: 1824 }, lifespan: { min: 90, max: 90 }, rank: 1 }],
      ['longest-life:1900:p1', { era: { start: 1900, end: 1924 }, lifespan: { min: 90, max: 90 }, rank: 1 }],
      ['longest-life:1925:p6', { era: { start: 1925, end: 1949 }, lifespan: { min: 93, max: 94 }, rank: 1 }],
    ]);
    expect(found[0]).toMatchObject({
      type: 'longest-life',
      people: ['p8'],
      action: 'open-person',
      dataPoints: [
        { personId: 'p8', field: 'name', value: 'p8 Doe' },
        { personId: 'p8', field: 'birth', value: '@#DJULIAN@ 1 MAR 1700' },
        { personId: 'p8', field: 'death', value: '12 MAR 1780' },
      ],
    });
  });

  it('ranks more than one per era when asked, an "about" by what it surely lived', () => {
    const era1900 = longestLivesByEra(tree, { perEra: 2 }).filter((i) => i.params.era.start === 1900);
    // ABT 1905 is 1900–1910, a death in 1999: at least 88, at most 99 years.
    expect(era1900.map((i) => [i.key, i.params.lifespan, i.params.rank])).toEqual([
      ['longest-life:1900:p1', { min: 90, max: 90 }, 1],
      ['longest-life:1900:p2', { min: 88, max: 99 }, 2],
    ]);
  });

  it('leaves out a death before the birth, a life longer than any recorded, the living and a birth too vague to place', () => {
    const keys = longestLivesByEra(tree, { perEra: 10 }).map((i) => i.key);
    expect(keys).not.toEqual(expect.arrayContaining(['longest-life:1875:p3']));
    expect(keys.some((k) => /:(p3|p4|p7|p9)$/.test(k))).toBe(false);
  });
});

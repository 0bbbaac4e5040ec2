import { familyGrowthByDecade } from './family-growth.rule.ts';
import { madeTree } from './testing/made-tree.ts';

describe('familyGrowthByDecade', () => {
  it('counts births per decade and the living at each decade end, the 110-year rule for a death not known', () => {
    const tree = madeTree({
      today: '2025-06-15',
      people: {
        a: { birth: '1950', death: '2000' },
        b: { birth: '3 MAR 1955' },
        c: { birth: '1985', markedDeceased: true },
        d: { birth: 'ABT 1880' },
        e: { birth: '(before the war)' },
      },
    });
    const decades = [1880, 1890, 1900, 1910, 1920, 1930, 1940, 1950, 1960, 1970, 1980, 1990, 2000, 2010, 2020];
    const births = [1, 0, 0, 0, 0, 0, 0, 2, 0, 0, 1, 0, 0, 0, 0];
    const living = [1, 1, 1, 1, 1, 1, 1, 3, 3, 3, 4, 3, 2, 2, 1];
    expect(familyGrowthByDecade(tree)).toEqual([
      {
        type: 'family-growth',
        key: 'family-growth',
        people: [],
        dataPoints: [],
        action: null,
        params: { decades: decades.map((decade, i) => ({ decade, births: births[i], living: living[i] })) },
      },
    ]);
  });

  it('says nothing of a tree without a placed birth', () => {
    expect(familyGrowthByDecade(madeTree({ today: '2025-06-15', people: { a: {}, b: { birth: 'BEF 2020', death: '(young)' } } })).length).toBe(1);
    expect(familyGrowthByDecade(madeTree({ today: '2025-06-15', people: { a: {}, b: { birth: '(young)' } } }))).toEqual([]);
  });
});

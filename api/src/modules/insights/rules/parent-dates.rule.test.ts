import { parentDateProblems } from './parent-dates.rule.ts';
import { madeTree } from './testing/made-tree.ts';

const tree = madeTree({
  today: '2025-06-15',
  people: {
    m: { gender: 'female', birth: '1 JAN 1900', death: '1 JAN 1950' },
    f: { gender: 'male', birth: '1 JAN 1898', death: '1 MAR 1949' },
    c1: { birth: '1 DEC 1949' },
    c2: { birth: '2 DEC 1949' },
    c3: { birth: '2 JAN 1950' },
    m2: { gender: 'female', birth: '1 JAN 1900' },
    c5: { birth: '31 DEC 1960' },
    c6: { birth: '1 JAN 1961' },
    c7: { birth: 'ABT 1961' },
    c10: { birth: '1 JAN 1965' },
    f2: { gender: 'male', birth: '1 JUN 1900' },
    c8: { birth: '1 JUN 1912' },
    c9: { birth: '31 MAY 1912' },
    p: { gender: null, birth: '1 JUN 1900', death: '1 JAN 1920' },
    c11: { birth: '1 MAY 1911' },
  },
  parents: [
    ['c1', 'm'],
    ['c1', 'f'],
    ['c2', 'm'],
    ['c2', 'f'],
    ['c3', 'm'],
    ['c3', 'f'],
    ['c5', 'm2'],
    ['c6', 'm2'],
    ['c7', 'm2'],
    ['c10', 'm2', 'adopted'],
    ['c8', 'f2'],
    ['c9', 'f2', 'birth'],
    ['c11', 'p'],
  ],
});

describe('parentDateProblems', () => {
  it('reports births after a parent died (nine months allowed a father), to a mother over 60, to a parent under 12', () => {
    expect(parentDateProblems(tree).map((i) => [i.key, i.params])).toEqual([
      ['birth-after-parent-death:c2:f', { parentId: 'f', parentRole: 'father' }],
      ['birth-after-parent-death:c3:f', { parentId: 'f', parentRole: 'father' }],
      ['birth-after-parent-death:c3:m', { parentId: 'm', parentRole: 'mother' }],
      ['parent-too-old:c6:m2', { parentId: 'm2', parentRole: 'mother', age: { min: 61, max: 61 } }],
      ['parent-too-young:c11:p', { parentId: 'p', parentRole: 'parent', age: { min: 10, max: 10 } }],
      ['parent-too-young:c9:f2', { parentId: 'f2', parentRole: 'father', age: { min: 11, max: 11 } }],
    ]);
  });

  it('names the child, then the parent, and the dates it rests on', () => {
    const [first] = parentDateProblems(tree);
    expect(first).toEqual({
      type: 'birth-after-parent-death',
      key: 'birth-after-parent-death:c2:f',
      people: ['c2', 'f'],
      dataPoints: [
        { personId: 'c2', field: 'birth', value: '2 DEC 1949' },
        { personId: 'f', field: 'death', value: '1 MAR 1949' },
      ],
      action: 'fix-date',
      params: { parentId: 'f', parentRole: 'father' },
    });
    const old = parentDateProblems(tree).find((i) => i.type === 'parent-too-old')!;
    expect(old.people).toEqual(['c6', 'm2']);
    expect(old.dataPoints).toEqual([
      { personId: 'm2', field: 'birth', value: '1 JAN 1900' },
      { personId: 'c6', field: 'birth', value: '1 JAN 1961' },
    ]);
  });

  it('reports only what every day the dates can mean makes wrong', () => {
    // ABT 1961 may be 1956, when the mother was 56: not reported. Neither is a mother of exactly 60,
    // a father of exactly 12, a birth exactly nine months after the father's death, nor an adoption.
    const keys = parentDateProblems(tree).map((i) => i.key);
    for (const child of ['c1', 'c5', 'c7', 'c8', 'c10']) expect(keys.some((k) => k.includes(`:${child}:`))).toBe(false);
  });
});

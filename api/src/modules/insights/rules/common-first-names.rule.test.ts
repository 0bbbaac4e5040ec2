import { commonFirstNamesByEra } from './common-first-names.rule.ts';
import { madeTree } from './testing/made-tree.ts';

const tree = madeTree({
  today: '2025-06-15',
  people: {
    w1: { firstName: 'Mary', gender: 'female', birth: '3 MAY 1901' },
    w2: { firstName: 'mary', gender: 'female', birth: '1910' },
    w3: { firstName: 'Mary Ann', gender: 'female', birth: 'ABT 1920' },
    w4: { firstName: 'Anne', gender: 'female', birth: '1905' },
    w5: { firstName: 'Anne', gender: 'female', birth: '1906' },
    w6: { firstName: 'Ruth', gender: 'female', birth: '1907' },
    m1: { firstName: 'José', gender: 'male', birth: '1902' },
    m2: { firstName: 'Jose', gender: 'male', birth: '1903' },
    m3: { firstName: 'José', gender: 'male', birth: '1904' },
    m4: { firstName: 'William', gender: 'male', birth: '1908' },
    w7: { firstName: 'Mary', gender: 'female', birth: '1930' },
    w8: { firstName: 'Mary', gender: 'female', birth: '1931' },
    o1: { firstName: 'Mary', gender: 'other', birth: '1932' },
    n1: { firstName: 'Mary', gender: 'female' },
    n2: { firstName: 'Mary', gender: 'female', birth: 'BET 1800 AND 1900' },
  },
});

describe('commonFirstNamesByEra', () => {
  it('names the most common first names of each generation, women and men apart, as most often written', () => {
    expect(commonFirstNamesByEra(tree).map((i) => [i.key, i.params, i.people])).toEqual([
      ['common-first-name:1900:female:mary', { era: { start: 1900, end: 1924 }, gender: 'female', name: 'Mary', count: 3, rank: 1, bornInEra: 6 }, ['w1', 'w2', 'w3']],
      ['common-first-name:1900:female:anne', { era: { start: 1900, end: 1924 }, gender: 'female', name: 'Anne', count: 2, rank: 2, bornInEra: 6 }, ['w4', 'w5']],
      ['common-first-name:1900:male:jose', { era: { start: 1900, end: 1924 }, gender: 'male', name: 'José', count: 3, rank: 1, bornInEra: 4 }, ['m1', 'm2', 'm3']],
      ['common-first-name:1925:female:mary', { era: { start: 1925, end: 1949 }, gender: 'female', name: 'Mary', count: 2, rank: 1, bornInEra: 2 }, ['w7', 'w8']],
    ]);
  });

  it('shows the people it names, and a name given once is no fashion', () => {
    const [first] = commonFirstNamesByEra(tree);
    expect(first).toMatchObject({
      type: 'common-first-name',
      action: 'open-person',
      dataPoints: [
        { personId: 'w1', field: 'name', value: 'Mary Doe' },
        { personId: 'w2', field: 'name', value: 'mary Doe' },
        { personId: 'w3', field: 'name', value: 'Mary Ann Doe' },
      ],
    });
    expect(commonFirstNamesByEra(tree, { minCount: 1, perEra: 3 }).map((i) => i.key)).toContain('common-first-name:1900:female:ruth');
    expect(commonFirstNamesByEra(tree, { perEra: 1 }).map((i) => i.key)).toEqual([
      'common-first-name:1900:female:mary',
      'common-first-name:1900:male:jose',
      'common-first-name:1925:female:mary',
    ]);
  });
});

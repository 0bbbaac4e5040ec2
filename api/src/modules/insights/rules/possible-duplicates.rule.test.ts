import { possibleDuplicates } from './possible-duplicates.rule.ts';
import { generatedTree } from './testing/generated-tree.ts';
import { madeTree, type MadeTree } from './testing/made-tree.ts';

const made: MadeTree = {
  today: '2025-06-15',
  people: {
    f: { firstName: 'Thomas', lastName: 'Smith', gender: 'male', birth: '1820' },
    m: { firstName: 'Ellen', lastName: 'Walsh', gender: 'female', birth: '1825' },
    p1: { firstName: 'John', lastName: 'Smith', gender: 'male', birth: '12 MAR 1850', birthPlace: 'Cork, Ireland' },
    p2: { firstName: 'Jon', lastName: 'Smyth', gender: 'male', birth: '12 MAR 1851', birthPlace: 'cork ireland' },
    p3: { firstName: 'John', lastName: 'Smith', gender: 'male', birth: '1880' },
    p4: { firstName: 'William', lastName: 'Brown', gender: 'male', birth: 'ABT 1900', death: '3 APR 1970' },
    p5: { firstName: 'Bill', lastName: 'Brown', gender: 'male', birth: '1902', death: '1970' },
    q: { firstName: 'Mary', lastName: 'Green', gender: 'female', birth: '1903' },
    p6: { firstName: 'Mary', lastName: 'Jones', gender: 'female', birth: '1 JAN 1900' },
    p7: { firstName: 'Mary', lastName: 'Jones', gender: 'male', birth: '1 JAN 1900' },
    p8: { firstName: 'Ann', lastName: 'Lee', gender: 'female', birth: '1900' },
    p9: { firstName: 'Ann', lastName: 'Lee', gender: 'female' },
    s1: { firstName: 'Robert', lastName: 'Hall', gender: 'male', birth: '1 MAY 1930' },
    s2: { firstName: 'Roger', lastName: 'Hall', gender: 'male', birth: 'ABT 1931' },
    t1: { firstName: 'Ruth', lastName: 'Kane', gender: 'female', birth: '4 FEB 1960' },
    t2: { firstName: 'Ruth', lastName: 'Kane', gender: 'female', birth: '9 AUG 1961' },
    u1: { firstName: 'Peter', lastName: 'Quinn', gender: 'male', birth: '1900' },
    u2: { firstName: 'Peter', lastName: 'Quinn', gender: 'male' },
  },
  parents: [
    ['p1', 'f'],
    ['p1', 'm'],
    ['p2', 'f'],
    ['p3', 'f'],
    ['p3', 'm'],
    ['p8', 'p9'],
    ['s1', 'f'],
    ['s2', 'f'],
  ],
  partners: [
    ['p4', 'q', '1925'],
    ['p5', 'q'],
  ],
};
const tree = madeTree(made);

describe('possibleDuplicates', () => {
  it('offers pairs with alike names and dates that agree, with the score and what it rests on', () => {
    expect(possibleDuplicates(tree)).toEqual([
      {
        type: 'possible-duplicate',
        key: 'possible-duplicate:p1:p2',
        people: ['p1', 'p2'],
        dataPoints: [
          { personId: 'p1', field: 'name', value: 'John Smith' },
          { personId: 'p1', field: 'birth', value: '12 MAR 1850' },
          { personId: 'p1', field: 'birthPlace', value: 'Cork, Ireland' },
          { personId: 'p2', field: 'name', value: 'Jon Smyth' },
          { personId: 'p2', field: 'birth', value: '12 MAR 1851' },
          { personId: 'p2', field: 'birthPlace', value: 'cork ireland' },
        ],
        action: 'compare-people',
        // Names: John–Jon 0.933, Smith–Smyth one slip 0.9: 4 × 0.917 = 3.67; the birth a year off
        // on the same day 1.5; one place 1; a parent in common 2: 8.17 of 10.
        params: { score: 0.82, reasons: ['similar-name', 'birth-typo', 'same-birth-place', 'same-parents'] },
      },
      {
        type: 'possible-duplicate',
        key: 'possible-duplicate:p4:p5',
        people: ['p4', 'p5'],
        dataPoints: [
          { personId: 'p4', field: 'name', value: 'William Brown' },
          { personId: 'p4', field: 'birth', value: 'ABT 1900' },
          { personId: 'p4', field: 'death', value: '3 APR 1970' },
          { personId: 'p5', field: 'name', value: 'Bill Brown' },
          { personId: 'p5', field: 'birth', value: '1902' },
          { personId: 'p5', field: 'death', value: '1970' },
        ],
        action: 'compare-people',
        // Bill is William (0.95): 3.9; births overlap, one wide (ABT) 0.75; deaths overlap 1; one wife 2.
        params: { score: 0.77, reasons: ['name-variant', 'overlapping-birth', 'overlapping-death', 'same-partner'] },
      },
    ]);
  });

  it('never offers two of different genders, a parent and child, names that are two names, or dates that contradict', () => {
    // Scored down to nothing, only the pair that merely shares a name is added.
    expect(possibleDuplicates(tree, { minScore: 0 }).map((d) => [d.key, d.params.score, d.params.reasons])).toEqual([
      ['possible-duplicate:p1:p2', 0.82, ['similar-name', 'birth-typo', 'same-birth-place', 'same-parents']],
      ['possible-duplicate:p4:p5', 0.77, ['name-variant', 'overlapping-birth', 'overlapping-death', 'same-partner']],
      ['possible-duplicate:u1:u2', 0.4, ['same-name']],
    ]);
  });

  it('never offers a pair said not to be the same, in either order', () => {
    const dismissed = madeTree({ ...made, notSame: [['p5', 'p4']] });
    expect(possibleDuplicates(dismissed).map((d) => d.key)).toEqual(['possible-duplicate:p1:p2']);
  });

  it('does not depend on the order of the snapshot', () => {
    const reversed = { ...tree, people: [...tree.people].reverse(), parents: [...tree.parents].reverse(), partners: [...tree.partners].reverse() };
    expect(possibleDuplicates(reversed)).toEqual(possibleDuplicates(tree));
  });

  it('finds the duplicates planted in a made-up tree of 5,000 people, and little else', () => {
    for (const seed of [1, 2]) {
      const { snapshot, planted } = generatedTree({ people: 5000, duplicates: 50, seed });
      expect(snapshot.people).toHaveLength(5000);
      expect(planted).toHaveLength(50);
      const truth = new Set(planted.map(([a, b]) => [a, b].sort().join(':')));
      const found = possibleDuplicates(snapshot).map((d) => d.people.join(':'));
      const right = found.filter((pair) => truth.has(pair)).length;
      expect(right / truth.size).toBeGreaterThanOrEqual(0.9);
      expect(right / found.length).toBeGreaterThanOrEqual(0.9);
    }
  });
});

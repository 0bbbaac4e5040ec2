import { generatedTree } from '../testing/generated-tree.ts';
import { madeTree } from '../testing/made-tree.ts';
import { forEachCandidatePair, MAX_OPEN_BLOCK } from './candidate-pairs.ts';
import { featuresOf } from './person-features.ts';

const visited = (snapshot: Parameters<typeof featuresOf>[0]) => {
  const features = featuresOf(snapshot);
  const pairs: string[] = [];
  forEachCandidatePair(features, (i, j) => pairs.push([features[i].person.id, features[j].person.id].sort().join(':')));
  return pairs;
};

describe('forEachCandidatePair', () => {
  it("pairs people whose names sound alike, by both names or by one name and the other one's first letter", () => {
    const tree = madeTree({
      today: '2025-06-15',
      people: {
        a: { firstName: 'Katherine', lastName: 'Smith', birth: '1900' },
        b: { firstName: 'Catherine', lastName: 'Smyth', birth: '1901' },
        c: { firstName: 'Kathrine', lastName: 'Smith' },
        d: { firstName: 'Katherine', lastName: 'Snook', birth: '1900' },
        e: { firstName: 'Katherine', lastName: 'Smith', birth: '1903' },
        f: { firstName: 'Mary', lastName: 'Smith', birth: '1900' },
        g: { firstName: 'Kaherine', lastName: 'Smith', birth: 'ABT 1902' },
      },
    });
    // By names (smt ktrn): a, b, c and e, where e (1903) is within a year of b (1901: 366 days) but
    // not of a (1900), and c, without a placed birth, meets all. By surname and first letter (smt k):
    // g (Kaherine, krn) meets a, c and e, not b (a C). By first name and surname's first letter
    // (ktrn s): d (Snook) meets a, b and c, not e (born too long after). f, Mary, meets no one.
    expect(visited(tree).sort()).toEqual(['a:b', 'a:c', 'a:d', 'a:g', 'b:c', 'b:d', 'b:e', 'c:d', 'c:e', 'c:g', 'e:g']);
  });

  it('visits each pair once, and nearly every planted copy with its original', () => {
    const { snapshot, planted } = generatedTree({ people: 3000, duplicates: 30, seed: 5 });
    const pairs = visited(snapshot);
    expect(new Set(pairs).size).toBe(pairs.length);
    const seen = new Set(pairs);
    expect(planted.filter(([a, b]) => seen.has([a, b].sort().join(':'))).length).toBeGreaterThanOrEqual(28);
    // Far fewer than all pairs.
    expect(pairs.length).toBeLessThan((3000 * 2999) / 2 / 100);
  });

  it('pairs people without a placed birth only in blocks of at most MAX_OPEN_BLOCK', () => {
    const people = Object.fromEntries(Array.from({ length: MAX_OPEN_BLOCK + 1 }, (_, i) => [`p${i}`, { firstName: 'John', lastName: 'Smith' }]));
    expect(visited(madeTree({ today: '2025-06-15', people }))).toEqual([]);
    const fewer = Object.fromEntries(Array.from({ length: 3 }, (_, i) => [`p${i}`, { firstName: 'John', lastName: 'Smith' }]));
    expect(visited(madeTree({ today: '2025-06-15', people: fewer })).sort()).toEqual(['p0:p1', 'p0:p2', 'p1:p2']);
  });
});

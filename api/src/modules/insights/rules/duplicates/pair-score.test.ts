import { madeTree, type PersonFacts } from '../testing/made-tree.ts';
import { commonNamePenalty, scorePair } from './pair-score.ts';
import { featuresOf } from './person-features.ts';

const today = '2025-06-15';

/** The score of people `a` and `b` of a made tree. */
function score(people: Record<string, PersonFacts>, extra: Partial<Parameters<typeof madeTree>[0]> = {}) {
  const features = featuresOf(madeTree({ today, people, ...extra }));
  const byId = new Map(features.map((f) => [f.person.id, f]));
  return scorePair(byId.get('a')!, byId.get('b')!);
}

describe('scorePair', () => {
  it('counts a birth known to the day in full, an overlap with a wide span by half', () => {
    const same = score({ a: { firstName: 'Ada', lastName: 'Vole', birth: '3 MAR 1900' }, b: { firstName: 'Ada', lastName: 'Vole', birth: '3 MAR 1900' } });
    const year = score({ a: { firstName: 'Ada', lastName: 'Vole', birth: '3 MAR 1900' }, b: { firstName: 'Ada', lastName: 'Vole', birth: '1900' } });
    const about = score({ a: { firstName: 'Ada', lastName: 'Vole', birth: '3 MAR 1900' }, b: { firstName: 'Ada', lastName: 'Vole', birth: 'ABT 1900' } });
    const open = score({ a: { firstName: 'Ada', lastName: 'Vole', birth: '3 MAR 1900' }, b: { firstName: 'Ada', lastName: 'Vole', birth: 'BEF 1950' } });
    expect([same, year, about, open]).toEqual([
      { score: 0.7, reasons: ['same-name', 'same-birth'] },
      { score: 0.55, reasons: ['same-name', 'overlapping-birth'] },
      { score: 0.48, reasons: ['same-name', 'overlapping-birth'] },
      { score: 0.4, reasons: ['same-name'] },
    ]);
  });

  it('refuses dates more than 365 days apart, and two exact days that differ in more than one part', () => {
    const far = score({ a: { firstName: 'Ada', lastName: 'Vole', birth: '1900' }, b: { firstName: 'Ada', lastName: 'Vole', birth: '1902' } });
    const twoParts = score({ a: { firstName: 'Ada', lastName: 'Vole', birth: '3 MAR 1900' }, b: { firstName: 'Ada', lastName: 'Vole', birth: '4 APR 1900' } });
    const deaths = score({ a: { firstName: 'Ada', lastName: 'Vole', death: '1950' }, b: { firstName: 'Ada', lastName: 'Vole', death: '1960' } });
    expect([far, twoParts, deaths]).toEqual([null, null, null]);
    const dayTypo = score({ a: { firstName: 'Ada', lastName: 'Vole', birth: '3 MAR 1900' }, b: { firstName: 'Ada', lastName: 'Vole', birth: '8 MAR 1900' } });
    const near = score({ a: { firstName: 'Ada', lastName: 'Vole', birth: '1900' }, b: { firstName: 'Ada', lastName: 'Vole', birth: '1901' } });
    expect([dayTypo, near]).toEqual([
      { score: 0.55, reasons: ['same-name', 'birth-typo'] },
      { score: 0.45, reasons: ['same-name', 'near-birth'] },
    ]);
  });

  it('takes off for a name many share, unless the two have a parent or a partner in common', () => {
    expect([4, 8, 16, 64, 1000].map(commonNamePenalty)).toEqual([0, 0.5, 1, 2, 2]);
    const crowd = Object.fromEntries(Array.from({ length: 14 }, (_, i) => [`x${i}`, { firstName: 'Ada', lastName: 'Vole' }]));
    const pair = { a: { firstName: 'Ada', lastName: 'Vole', birth: '1900' }, b: { firstName: 'Ada', lastName: 'Vole', birth: '1900' }, p: { firstName: 'Pa', lastName: 'Vole' } };
    // Sixteen people called Ada Vole: 1 point off.
    expect(score({ ...pair, ...crowd })).toEqual({ score: 0.45, reasons: ['same-name', 'overlapping-birth'] });
    expect(score({ ...pair, ...crowd }, { parents: [['a', 'p'], ['b', 'p']] })).toEqual({ score: 0.75, reasons: ['same-name', 'overlapping-birth', 'same-parents'] });
  });

  it('takes off for different birth places and for parents that differ', () => {
    expect(
      score(
        { a: { firstName: 'Ada', lastName: 'Vole', birthPlace: 'Cork' }, b: { firstName: 'Ada', lastName: 'Vole', birthPlace: 'Derry' }, p: {}, q: {} },
        { parents: [['a', 'p'], ['b', 'q']] },
      ),
    ).toEqual({ score: 0.15, reasons: ['same-name'] });
  });
});

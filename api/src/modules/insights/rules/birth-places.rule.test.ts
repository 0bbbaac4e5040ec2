import { birthPlacesByEra } from './birth-places.rule.ts';
import { madeTree } from './testing/made-tree.ts';

describe('birthPlacesByEra', () => {
  const tree = madeTree({
    today: '2025-06-15',
    people: {
      a: { birth: '1901', birthPlace: 'Cork, Ireland' },
      b: { birth: '1905', birthPlace: 'cork  ireland' },
      c: { birth: 'ABT 1910', birthPlace: 'Cork, Ireland' },
      d: { birth: '1912', birthPlace: 'Dublin, Ireland' },
      e: { birth: '1930', birthPlace: 'Boston, Massachusetts' },
      f: { birth: '1931', birthPlace: 'Boston, Massachusetts' },
      g: { birth: '1932', birthPlace: 'Cork, Ireland' },
      h: { birth: '1955', birthPlace: 'Boston, Massachusetts' },
      i: { birth: '1956', birthPlace: 'Boston, Massachusetts' },
      j: { birth: '1980', birthPlace: 'Paris, France' },
      k: { birth: '1981' },
      l: { birthPlace: 'Lima, Peru' },
    },
  });

  it('lists where each generation was born, one place however written, and says when the family moved', () => {
    expect(birthPlacesByEra(tree).map((i) => [i.key, i.params])).toEqual([
      ['birth-places:1900', { era: { start: 1900, end: 1924 }, places: [{ place: 'Cork, Ireland', count: 3 }, { place: 'Dublin, Ireland', count: 1 }], withPlace: 4, previousTopPlace: null }],
      ['birth-places:1925', { era: { start: 1925, end: 1949 }, places: [{ place: 'Boston, Massachusetts', count: 2 }, { place: 'Cork, Ireland', count: 1 }], withPlace: 3, previousTopPlace: 'Cork, Ireland' }],
      ['birth-places:1950', { era: { start: 1950, end: 1974 }, places: [{ place: 'Boston, Massachusetts', count: 2 }], withPlace: 2, previousTopPlace: null }],
    ]);
  });

  it('names the earliest born at the first place as examples', () => {
    expect(birthPlacesByEra(tree)[0]).toMatchObject({
      type: 'birth-places',
      people: ['a', 'b', 'c'],
      action: 'open-person',
      dataPoints: [
        { personId: 'a', field: 'birthPlace', value: 'Cork, Ireland' },
        { personId: 'b', field: 'birthPlace', value: 'cork  ireland' },
        { personId: 'c', field: 'birthPlace', value: 'Cork, Ireland' },
      ],
    });
    expect(birthPlacesByEra(tree, { minPeople: 1 }).map((i) => i.key)).toContain('birth-places:1975');
  });
});

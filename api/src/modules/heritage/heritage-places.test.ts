import { heritageGenerations, placeAt, type AncestorPlace } from './heritage-places.ts';

// The shaping of heritage, pure: levels of a place as written, grouping of spellings, counts and
// shares per generation, the order of places.

describe('a birth place at each level', () => {
  it.each([
    ['Vigo, Pontevedra, Galicia, España', 'Vigo, Pontevedra, Galicia, España', 'Galicia', 'España'],
    ['Lugo, Galicia, España', 'Lugo, Galicia, España', 'Galicia', 'España'],
    ['Porto, Portugal', 'Porto, Portugal', 'Porto', 'Portugal'],
    ['Galicia', 'Galicia', 'Galicia', 'Galicia'],
    ['  Lugo ,  Galicia , España  ', 'Lugo ,  Galicia , España', 'Galicia', 'España'],
    ['Lugo, , España,', 'Lugo, , España,', 'Lugo', 'España'],
  ])('%j is %j, in %j, in %j', (recorded, place, region, country) => {
    expect([placeAt(recorded, 'place'), placeAt(recorded, 'region'), placeAt(recorded, 'country')]).toEqual([place, region, country]);
  });

  it.each([null, '', '   ', ' , ,'])('%j is no place at any level', (recorded) => {
    expect([placeAt(recorded, 'place'), placeAt(recorded, 'region'), placeAt(recorded, 'country')]).toEqual([null, null, null]);
  });
});

describe('generations', () => {
  const ancestors: AncestorPlace[] = [
    { generation: 1, birthPlace: 'Vigo, Pontevedra, Galicia, España' },
    { generation: 1, birthPlace: 'Lugo, Galicia, España' },
    { generation: 2, birthPlace: 'Buenos Aires, Argentina' },
    { generation: 2, birthPlace: 'lugo ,galicia, españa ' },
    { generation: 2, birthPlace: 'Ourense, Galicia, España' },
    { generation: 2, birthPlace: 'Braga, Portugal' },
    { generation: 3, birthPlace: null },
    { generation: 3, birthPlace: 'Porto, Portugal' },
  ];

  it('counts each generation against its 2^n ancestors, most frequent place first, ties by name', () => {
    expect(heritageGenerations(ancestors, 'region')).toEqual([
      { generation: 1, expected: 2, known: 2, withPlace: 2, places: [{ name: 'Galicia', count: 2, share: 1 }] },
      {
        generation: 2, expected: 4, known: 4, withPlace: 4,
        places: [{ name: 'Galicia', count: 2, share: 0.5 }, { name: 'Braga', count: 1, share: 0.25 }, { name: 'Buenos Aires', count: 1, share: 0.25 }],
      },
      { generation: 3, expected: 8, known: 2, withPlace: 1, places: [{ name: 'Porto', count: 1, share: 0.125 }] },
    ]);
  });

  it('groups spellings of one place whatever their case and spaces, shown as first met', () => {
    const [first, second] = heritageGenerations(ancestors, 'place');
    expect(first.places.map((p) => p.name)).toEqual(['Lugo, Galicia, España', 'Vigo, Pontevedra, Galicia, España']);
    // 'lugo ,galicia, españa' is the Lugo of the generation before, spelt as it was there.
    expect(second.places.map((p) => [p.name, p.count])).toEqual([['Braga, Portugal', 1], ['Buenos Aires, Argentina', 1], ['Lugo, Galicia, España', 1], ['Ourense, Galicia, España', 1]]);
    expect(heritageGenerations(ancestors, 'country')[1].places).toEqual([
      { name: 'España', count: 2, share: 0.5 },
      { name: 'Argentina', count: 1, share: 0.25 },
      { name: 'Portugal', count: 1, share: 0.25 },
    ]);
  });

  it('takes the first spelling from the earliest generation, whatever order the ancestors come in', () => {
    const shuffled = [{ generation: 2, birthPlace: 'GALICIA' }, { generation: 1, birthPlace: 'Galicia' }];
    expect(heritageGenerations(shuffled, 'region').map((g) => g.places[0].name)).toEqual(['Galicia', 'Galicia']);
  });

  it('keeps a generation with nobody known between two with ancestors, and none past the furthest', () => {
    expect(heritageGenerations([{ generation: 2, birthPlace: 'Porto, Portugal' }], 'country')).toEqual([
      { generation: 1, expected: 2, known: 0, withPlace: 0, places: [] },
      { generation: 2, expected: 4, known: 1, withPlace: 1, places: [{ name: 'Portugal', count: 1, share: 0.25 }] },
    ]);
    expect(heritageGenerations([], 'region')).toEqual([]);
  });

  it('counts an ancestor without a place as known, not as a place', () => {
    expect(heritageGenerations([{ generation: 1, birthPlace: null }, { generation: 1, birthPlace: '  ' }], 'region')).toEqual([
      { generation: 1, expected: 2, known: 2, withPlace: 0, places: [] },
    ]);
  });
});

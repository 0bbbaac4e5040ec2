import { kinshipName, partnerName } from './kinship.ts';

describe('kinship names', () => {
  it.each([
    [0, 1, 'female', 'mother'],
    [0, 2, 'male', 'grandfather'],
    [0, 3, 'other', 'great-grandparent'],
    [0, 4, 'female', 'great-great-grandmother'],
    [1, 0, 'male', 'son'],
    [3, 0, 'female', 'great-granddaughter'],
    [1, 1, 'female', 'sister'],
    [1, 2, 'male', 'uncle'],
    [1, 3, 'female', 'great-aunt'],
    [2, 1, 'female', 'niece'],
    [3, 1, 'male', 'grandnephew'],
    [2, 2, 'other', 'first cousin'],
    [2, 3, 'female', 'first cousin once removed'],
    [3, 3, 'female', 'second cousin'],
    [4, 3, 'male', 'second cousin once removed'],
    [5, 3, 'male', 'second cousin twice removed'],
  ] as const)('(%i up, %i down, %s) is "%s"', (up, down, sex, name) => {
    expect(kinshipName(up, down, sex)).toBe(name);
  });

  it('marks half-siblings', () => {
    expect(kinshipName(1, 1, 'male', true)).toBe('half-brother');
  });

  it('names partners by kind', () => {
    expect(partnerName('female', 'married')).toBe('wife');
    expect(partnerName('male', 'divorced')).toBe('former husband');
    expect(partnerName('other', 'partner')).toBe('partner');
  });
});

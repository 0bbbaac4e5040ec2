import { checkAgainstTree, predictRelationships, relationshipGroupOf } from './relationship-prediction.ts';
import { expectedSharedFraction, kinshipOfKey, relationshipKey, relationshipKeyFromKinship, relationshipKeyFromName } from './relationship-keys.ts';
import { SHARED_CM_RANGES, sharedCmRangeOf } from './shared-cm-ranges.ts';

describe('relationship keys', () => {
  // The relationship calculator's names (family/kinship/kinship.test.ts) and the keys they map to.
  it.each([
    ['mother', 'parent'],
    ['grandfather', 'grandparent'],
    ['great-grandparent', 'great-grandparent'],
    ['great-great-grandmother', 'great-great-grandparent'],
    ['3× great-grandson', '3x-great-grandchild'],
    ['son', 'child'],
    ['great-granddaughter', 'great-grandchild'],
    ['sister', 'sibling'],
    ['half-brother', 'half-sibling'],
    ['uncle', 'uncle-or-aunt'],
    ['great-aunt', 'great-uncle-or-great-aunt'],
    ['niece', 'nephew-or-niece'],
    ['grandnephew', 'grandnephew-or-grandniece'],
    ['first cousin', 'first-cousin'],
    ['First Cousin Once Removed', 'first-cousin-once-removed'],
    ['second cousin', 'second-cousin'],
    ['second cousin once removed', 'second-cousin-once-removed'],
    ['second cousin twice removed', 'second-cousin-twice-removed'],
  ])('maps the calculator\'s "%s" to %s', (name, key) => {
    expect(relationshipKeyFromName(name)).toBe(key);
  });

  it('has no key for partners, in-laws or a cousin of unknown degree', () => {
    for (const name of ['husband', 'wife', 'partner', 'sister-in-law', "husband's sister", 'cousin', 'same person', '']) expect(relationshipKeyFromName(name)).toBeNull();
  });

  it("maps the calculator's facts, a single common ancestor making any collateral relationship half", () => {
    expect(relationshipKeyFromKinship({ up: 3, down: 3, shared: 2 })).toBe('second-cousin');
    expect(relationshipKeyFromKinship({ up: 3, down: 3, shared: 1 })).toBe('half-second-cousin');
    expect(relationshipKeyFromKinship({ up: 1, down: 2, shared: 1 })).toBe('half-uncle-or-aunt');
    expect(relationshipKeyFromKinship({ up: 0, down: 2, shared: 1 })).toBe('grandparent');
    expect(relationshipKeyFromKinship({ up: 0, down: 0 })).toBeNull();
  });

  it('reads keys back into generations', () => {
    for (let up = 0; up <= 8; up++) {
      for (let down = 0; down <= 8; down++) {
        for (const half of [false, true]) {
          const key = relationshipKey(up, down, half);
          if (!key) continue;
          const kinship = kinshipOfKey(key)!;
          expect(relationshipKey(kinship.up, kinship.down, kinship.half)).toBe(key);
          // Removed cousins have one name both ways: read back with the fewer generations first.
          const same = kinship.up === up && kinship.down === down;
          expect(same || (kinship.up === down && kinship.down === up && up > down)).toBe(true);
        }
      }
    }
    expect(kinshipOfKey('no-such-relationship')).toBeNull();
  });

  it('gives the expected shared fractions', () => {
    expect(expectedSharedFraction({ up: 0, down: 1, half: false })).toBe(0.5);
    expect(expectedSharedFraction({ up: 1, down: 1, half: false })).toBe(0.5);
    expect(expectedSharedFraction({ up: 1, down: 1, half: true })).toBe(0.25);
    expect(expectedSharedFraction({ up: 2, down: 2, half: false })).toBe(0.125);
    expect(expectedSharedFraction({ up: 3, down: 4, half: true })).toBe(1 / 128);
  });
});

describe('the Shared cM Project table', () => {
  it('names every row by keys both ways and keeps averages inside their ranges', () => {
    expect(SHARED_CM_RANGES.length).toBeGreaterThanOrEqual(45);
    for (const row of SHARED_CM_RANGES) {
      expect(row.low).toBeLessThanOrEqual(row.mean);
      expect(row.mean).toBeLessThanOrEqual(row.high);
      for (const key of row.keys) expect(sharedCmRangeOf(key)).toBe(row);
    }
    expect(sharedCmRangeOf('second-cousin')).toMatchObject({ label: '2C', mean: 229, low: 41, high: 592 });
    expect(sharedCmRangeOf('grandchild')).toMatchObject({ label: 'Grandparent / Grandchild', mean: 1754 });
    expect(sharedCmRangeOf('nephew-or-niece')).toBe(sharedCmRangeOf('uncle-or-aunt'));
  });

  it('puts relationships that share as much on average in one group', () => {
    const group = (key: string) => relationshipGroupOf(kinshipOfKey(key)!);
    expect(group('parent')).toBe('parent-child');
    expect(group('sibling')).toBe('full-siblings');
    expect(new Set(['half-sibling', 'grandparent', 'uncle-or-aunt', 'nephew-or-niece'].map(group))).toEqual(new Set(['degree-2']));
    expect(new Set(['first-cousin', 'great-grandparent', 'half-uncle-or-aunt', 'great-uncle-or-great-aunt'].map(group))).toEqual(new Set(['degree-3']));
    expect(new Set(['second-cousin', 'first-cousin-twice-removed', 'half-first-cousin-once-removed'].map(group))).toEqual(new Set(['degree-5']));
  });
});

describe('predictRelationships', () => {
  const top = (cM: number, fullyIdenticalCm?: number) => predictRelationships(cM, undefined, { fullyIdenticalCm })[0];

  it.each([
    [3480, 'parent-child'],
    [2650, 'full-siblings'],
    [1750, 'degree-2'],
    [870, 'degree-3'],
    [430, 'degree-4'],
    [225, 'degree-5'],
  ])('ranks %i cM as %s first', (cM, group) => {
    expect(top(cM).group).toBe(group);
  });

  it('gives probabilities that add up to one over every group, most likely first', () => {
    for (const cM of [0, 12, 75, 230, 900, 1800, 2600, 3500]) {
      const all = predictRelationships(cM, undefined, { minProbability: 0 });
      expect(all.reduce((s, p) => s + p.probability, 0)).toBeCloseTo(1, 9);
      for (let i = 1; i < all.length; i++) expect(all[i - 1].probability).toBeGreaterThanOrEqual(all[i].probability);
      for (const p of all) expect(p.relationships.reduce((s, r) => s + r.probability, 0)).toBeCloseTo(p.probability, 9);
    }
  });

  it('leaves out groups under the minimum probability', () => {
    const shown = predictRelationships(230);
    expect(shown.every((p) => p.probability >= 0.01)).toBe(true);
    expect(shown.length).toBeLessThan(predictRelationships(230, undefined, { minProbability: 0 }).length);
    expect(shown.some((p) => p.relationships.some((r) => r.keys.includes('second-cousin')))).toBe(true);
  });

  it('tells full siblings from a parent by the fully identical share', () => {
    expect(top(2900, 800).group).toBe('full-siblings');
    expect(top(2900, 0).group).toBe('parent-child');
    expect(top(2100, 650).group).toBe('full-siblings');
    expect(top(2100, 0).group).toBe('degree-2');
  });

  it('spreads a small total over many distant groups', () => {
    const shown = predictRelationships(20);
    expect(shown.length).toBeGreaterThan(5);
    expect(shown[0].probability).toBeLessThan(0.3);
    expect(shown.every((p) => !['parent-child', 'full-siblings', 'degree-2', 'degree-3'].includes(p.group))).toBe(true);
  });
});

describe('checkAgainstTree', () => {
  it('says a total within the range fits, with the expected cM', () => {
    expect(checkAgainstTree('second-cousin', 212)).toMatchObject({ relationship: 'second-cousin', expectedCm: 229, low: 41, high: 592, fits: true, basis: 'relationship' });
  });

  it('says a total outside the range does not fit and suggests what it does fit', () => {
    const check = checkAgainstTree('second-cousin', 1700);
    expect(check.fits).toBe(false);
    const keys = check.suggestions.map((s) => s.key);
    expect(keys).toEqual(expect.arrayContaining(['half-sibling', 'uncle-or-aunt', 'nephew-or-niece', 'grandparent', 'grandchild']));
    expect(keys).not.toContain('second-cousin');
    for (let i = 1; i < check.suggestions.length; i++) expect(check.suggestions[i - 1].probability).toBeGreaterThanOrEqual(check.suggestions[i].probability);
  });

  it("uses the group's pooled figures for a relationship the project does not list", () => {
    const check = checkAgainstTree('great-great-grandparent', 400);
    expect(check.basis).toBe('group');
    expect(check.fits).toBe(true);
    expect(check.low).toBeLessThan(check.expectedCm);
    expect(check.high).toBeGreaterThan(check.expectedCm);
    expect(checkAgainstTree('eighth-cousin-twice-removed', 0)).toMatchObject({ basis: 'group', fits: true });
  });

  it('refuses a string that is no relationship key', () => {
    expect(() => checkAgainstTree('best friend', 100)).toThrow('Not a relationship key');
  });
});

import { familyInsights } from './family-insights.ts';
import { generatedTree } from './testing/generated-tree.ts';

describe('familyInsights', () => {
  const { snapshot } = generatedTree({ people: 4000, duplicates: 20, seed: 3 });
  const found = familyInsights(snapshot);

  it("runs every rule over a tree, each finding once, in the rules' order", () => {
    const types = [...new Set(found.map((i) => i.type))];
    expect(types).toEqual([
      'oldest-living',
      'longest-life',
      'common-first-name',
      'birth-places',
      'family-growth',
      'missing-parents',
      'missing-dates',
      ...types.filter((t) => ['death-before-birth', 'birth-after-parent-death', 'parent-too-old', 'parent-too-young', 'marriage-too-young', 'marriage-after-death', 'probably-dead-without-date'].includes(t)),
      'possible-duplicate',
      'anniversary',
      'on-this-day',
    ]);
    expect(new Set(found.map((i) => i.key)).size).toBe(found.length);
  });

  it('gives the same findings whatever the order of the snapshot', () => {
    const shuffled = {
      ...snapshot,
      people: [...snapshot.people].reverse(),
      parents: [...snapshot.parents].reverse(),
      partners: [...snapshot.partners].reverse(),
    };
    expect(familyInsights(shuffled)).toEqual(found);
  });

  it('names only people of the tree, and keys each finding by its type', () => {
    const ids = new Set(snapshot.people.map((p) => p.id));
    for (const insight of found) {
      expect(insight.key.startsWith(`${insight.type}:`) || insight.key === insight.type).toBe(true);
      for (const id of insight.people) expect(ids.has(id)).toBe(true);
      for (const point of insight.dataPoints) expect(ids.has(point.personId)).toBe(true);
    }
  });
});

import { generatedTree } from './generated-tree.ts';

describe('generatedTree', () => {
  const { snapshot, planted } = generatedTree({ people: 3000, duplicates: 30, seed: 7 });

  it('is the same tree for the same seed, another for another', () => {
    expect(generatedTree({ people: 3000, duplicates: 30, seed: 7 })).toEqual({ snapshot, planted });
    expect(generatedTree({ people: 3000, duplicates: 30, seed: 8 }).snapshot.people[0]).not.toEqual(snapshot.people[0]);
  });

  it('holds the people asked for, the copies among them, every edge between people it holds', () => {
    const ids = new Set(snapshot.people.map((p) => p.id));
    expect(ids.size).toBe(3000);
    expect(planted).toHaveLength(30);
    expect(new Set(planted.flat()).size).toBe(60);
    for (const [original, copy] of planted) expect(ids.has(original) && ids.has(copy)).toBe(true);
    for (const link of snapshot.parents) expect(ids.has(link.childId) && ids.has(link.parentId)).toBe(true);
    for (const link of snapshot.partners) expect(ids.has(link.personA) && ids.has(link.personB)).toBe(true);
  });

  it('writes dates as records do: to the day, approximate, ranges, Julian, missing; and has the living', () => {
    const kinds = new Set(snapshot.people.map((p) => p.birth?.kind ?? 'none'));
    expect([...kinds].sort()).toEqual(expect.arrayContaining(['about', 'before', 'between', 'calculated', 'date', 'none']));
    expect(snapshot.people.some((p) => p.birth?.start?.calendar === 'julian')).toBe(true);
    const living = snapshot.people.filter((p) => p.isLiving && p.birth).length;
    expect(living).toBeGreaterThan(300);
    expect(snapshot.people.some((p) => p.markedDeceased && !p.death)).toBe(true);
    const years = snapshot.people.map((p) => Number(p.birth?.earliest?.slice(0, 4))).filter(Boolean);
    expect(Math.min(...years)).toBeLessThan(1700);
    expect(Math.max(...years)).toBeGreaterThan(2010);
  });

  it('hangs most copies where the original is, spelt or dated another way', () => {
    const parentsOf = (id: string) => snapshot.parents.filter((l) => l.childId === id).map((l) => l.parentId);
    const person = new Map(snapshot.people.map((p) => [p.id, p]));
    const underSameParents = planted.filter(([original, copy]) => parentsOf(copy).length > 0 && parentsOf(copy).every((p) => parentsOf(original).includes(p))).length;
    expect(underSameParents).toBeGreaterThan(planted.length / 3);
    const respelt = planted.filter(([original, copy]) => person.get(original)!.firstName !== person.get(copy)!.firstName || person.get(original)!.lastName !== person.get(copy)!.lastName).length;
    expect(respelt).toBeGreaterThan(planted.length / 3);
    const redated = planted.filter(([original, copy]) => person.get(original)!.birth?.value !== person.get(copy)!.birth?.value).length;
    expect(redated).toBeGreaterThan(planted.length / 3);
  });
});

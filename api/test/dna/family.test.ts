import { loadGeneticMap } from '../../src/modules/dna/genetics/genetic-map.ts';
import { X_CHROMOSOME } from '../../src/modules/dna/genetics/genotypes.ts';
import { buildFamily, type SimPerson } from './family.ts';
import { idAt, recombine, wholeHaplotype } from './inheritance.ts';
import { cousins, halfSiblings, parentAndChild, siblings, threeGenerations } from './pedigrees.ts';
import { personAlleles } from './person-alleles.ts';
import { trueSharedSegments } from './true-ibd.ts';

const lengths = loadGeneticMap().lengths();
const autosomalCm = lengths.filter((l) => l.chromosome < X_CHROMOSOME).reduce((sum, l) => sum + l.cM, 0);
const xCm = lengths.find((l) => l.chromosome === X_CHROMOSOME)!.cM;

/** How many times a person's haplotypes switch founder along the autosomes (their parents' crossovers, for a child of founders). */
function switches(person: SimPerson): number {
  let count = 0;
  for (let chromosome = 1; chromosome < X_CHROMOSOME; chromosome += 1) {
    const pair = person.chromosomes[chromosome]!;
    count += pair.maternal.ids.length - 1 + (pair.paternal!.ids.length - 1);
  }
  return count;
}

describe('recombining haplotypes', () => {
  it('switches between the two copies at each crossover and joins what continues', () => {
    const mixed = recombine(wholeHaplotype(0), wholeHaplotype(1), [100, 200, 200, 300]);
    expect(mixed).toEqual({ starts: [0, 100, 300], ids: [0, 1, 0] });
    expect(idAt(mixed, 99)).toBe(0);
    expect(idAt(mixed, 100)).toBe(1);
    expect(idAt(mixed, 250)).toBe(1);
    const again = recombine(mixed, wholeHaplotype(7), [150]);
    expect(again).toEqual({ starts: [0, 100, 150], ids: [0, 1, 7] });
  });
});

describe('a simulated family', () => {
  it('comes out the same for the same seed, and otherwise for another', () => {
    const one = buildFamily(threeGenerations(), { seed: 42 });
    const two = buildFamily(threeGenerations(), { seed: 42 });
    const other = buildFamily(threeGenerations(), { seed: 43 });
    expect(two.person('Ada').chromosomes).toEqual(one.person('Ada').chromosomes);
    expect(personAlleles(two, two.person('Ada'), 5).maternal).toEqual(personAlleles(one, one.person('Ada'), 5).maternal);
    expect(other.person('Ada').chromosomes).not.toEqual(one.person('Ada').chromosomes);
    expect(personAlleles(other, other.person('Ada'), 5).maternal).not.toEqual(personAlleles(one, one.person('Ada'), 5).maternal);
  });

  it('keeps a person the same when another relative is added', () => {
    const small = buildFamily(parentAndChild(), { seed: 5 });
    const large = buildFamily(siblings(), { seed: 5 });
    expect(large.person('Ada').chromosomes).toEqual(small.person('Ada').chromosomes);
  });

  it('draws about as many crossovers as the map is long (one per Morgan)', () => {
    let total = 0;
    const families = 8;
    for (let seed = 1; seed <= families; seed += 1) total += switches(buildFamily(parentAndChild(), { seed }).person('Ada'));
    // Two meioses per child; the sex-averaged map has about 35.5 Morgans of autosomes.
    const mean = total / families / 2;
    expect(mean).toBeGreaterThan(0.8 * (autosomalCm / 100));
    expect(mean).toBeLessThan(1.2 * (autosomalCm / 100));
  });

  it('makes a parent and child share one full copy of every autosome and nothing twice', () => {
    for (const seed of [1, 2, 3]) {
      const family = buildFamily(parentAndChild(), { seed });
      for (const parent of ['Dad', 'Mum']) {
        const shared = trueSharedSegments(family.person(parent), family.person('Ada'));
        expect(shared.totalCm).toBeGreaterThan(3400);
        expect(shared.totalCm).toBeLessThan(3700);
        expect(shared.totalCm).toBeCloseTo(autosomalCm, 6);
        expect(shared.ibd2Cm).toBe(0);
        expect(shared.segmentCount).toBe(22);
      }
    }
  });

  it('gives full siblings stretches of both copies shared', () => {
    for (const seed of [1, 2, 3, 4]) {
      const family = buildFamily(siblings(), { seed });
      const shared = trueSharedSegments(family.person('Ada'), family.person('Ben'), { minCm: 7 });
      expect(shared.ibd2Cm).toBeGreaterThan(300);
      expect(shared.ibd2Cm).toBeLessThan(1500);
      expect(shared.totalCm).toBeGreaterThan(2100);
      expect(shared.totalCm).toBeLessThan(3100);
      expect(shared.fullyIdentical.length).toBeGreaterThan(5);
    }
    const half = buildFamily(halfSiblings(), { seed: 1 });
    expect(trueSharedSegments(half.person('Ada'), half.person('Ben')).ibd2Cm).toBe(0);
  });

  it('gives first cousins the usual range of shared cM', () => {
    const totals: number[] = [];
    for (let seed = 1; seed <= 12; seed += 1) {
      const family = buildFamily(threeGenerations(), { seed });
      const shared = trueSharedSegments(family.person('Ada'), family.person('Ben'), { minCm: 7 });
      expect(shared.ibd2Cm).toBe(0);
      expect(shared.halfIdentical.every((segment) => segment.cM >= 7)).toBe(true);
      totals.push(shared.totalCm);
    }
    const typical = totals.filter((cM) => cM >= 550 && cM <= 1300);
    expect(typical.length).toBeGreaterThanOrEqual(10);
    const mean = totals.reduce((a, b) => a + b, 0) / totals.length;
    expect(mean).toBeGreaterThan(650);
    expect(mean).toBeLessThan(1150);
  });

  it('shares less and less with more distant cousins', () => {
    const mean = (degree: number, half = false) => {
      let total = 0;
      for (let seed = 1; seed <= 8; seed += 1) {
        const family = buildFamily(cousins(degree, { half }), { seed });
        total += trueSharedSegments(family.person('Ada'), family.person('Ben'), { minCm: 7 }).totalCm;
      }
      return total / 8;
    };
    const [first, second, third] = [mean(1), mean(2), mean(3)];
    expect(second).toBeLessThan(first);
    expect(third).toBeLessThan(second);
    expect(third).toBeLessThan(200);
    // Half first cousins share about half what first cousins do.
    const halfFirst = mean(1, true);
    expect(halfFirst).toBeLessThan(0.75 * first);
    expect(halfFirst).toBeGreaterThan(0.25 * first);
    const unrelated = buildFamily(threeGenerations(), { seed: 1 });
    expect(trueSharedSegments(unrelated.person('Bob'), unrelated.person('Diana')).totalCm).toBe(0);
  });

  it('passes the X by sex: none from father to son, the whole of his from father to daughter', () => {
    const family = buildFamily(threeGenerations(), { seed: 9 });
    const [george, charles, alice, ada, cora, bob] = ['George', 'Charles', 'Alice', 'Ada', 'Cora', 'Bob'].map((name) => family.person(name)) as SimPerson[];
    expect(trueSharedSegments(george!, charles!).xCm).toBe(0);
    expect(trueSharedSegments(george!, alice!).xCm).toBeCloseTo(xCm, 6);
    expect(trueSharedSegments(bob!, ada!).xCm).toBeCloseTo(xCm, 6);
    // Sisters share their father's X whole; a mother shares one of her two with each child.
    expect(trueSharedSegments(ada!, cora!).xCm).toBeCloseTo(xCm, 6);
    expect(trueSharedSegments(alice!, ada!).xCm).toBeCloseTo(xCm, 6);
    expect(charles!.chromosomes[X_CHROMOSOME]!.paternal).toBeNull();
    expect(charles!.yLine).toBe(george!.founder);
    expect(ada!.yLine).toBeNull();
    expect(ada!.mtLine).toBe(family.person('Mary').founder);
  });

  it('refuses pedigrees it cannot simulate', () => {
    expect(() => buildFamily([{ name: 'Ada', sex: 'female', father: 'Nobody', mother: 'Mum' }, { name: 'Mum', sex: 'female' }])).toThrow(/not in the pedigree/);
    expect(() => buildFamily([{ name: 'Mum', sex: 'female' }, { name: 'Ada', sex: 'female', father: 'Mum', mother: 'Mum' }])).toThrow(/not male/);
    expect(() => buildFamily([{ name: 'A', sex: 'male', father: 'B', mother: "A's mother" }, { name: 'B', sex: 'male', father: 'A', mother: "B's mother" }])).toThrow(/loop/);
    // A missing parent is made up as an unrelated founder.
    const family = buildFamily([{ name: 'Dad', sex: 'male' }, { name: 'Ada', sex: 'female', father: 'Dad' }]);
    expect(family.person("Ada's mother").founder).not.toBeNull();
  });
});

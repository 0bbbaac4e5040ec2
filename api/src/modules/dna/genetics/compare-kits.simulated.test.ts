// The comparison against simulated families, whose true IBD is known: what it finds is checked
// against what the relatives truly share, with a tolerance for what markers and errors hide. (How
// often the predictions hold the true relationship is a rate, measured by bench/dna-compare.bench.ts.)
import { compareKits, type KitComparison } from './compare-kits.ts';
import { loadGeneticMap } from './genetic-map.ts';
import { X_CHROMOSOME } from './genotypes.ts';
import { kinshipOfKey } from './relationship-keys.ts';
import { predictRelationships, relationshipGroupOf } from './relationship-prediction.ts';
import type { ChipId } from '../../../../test/dna/chip-layouts.ts';
import { buildFamily, type PersonSpec } from '../../../../test/dna/family.ts';
import { kitGenotypes, makeKit } from '../../../../test/dna/kits.ts';
import { cousins, parentAndChild, siblings } from '../../../../test/dna/pedigrees.ts';
import { trueSharedSegments, type TrueSharing } from '../../../../test/dna/true-ibd.ts';

const map = loadGeneticMap();

interface Case {
  comparison: KitComparison;
  truth: TrueSharing;
  /** The truth from 6 cM: a segment just under 7 cM may be read just over it. */
  truthFrom6: TrueSharing;
}

/** Two relatives' kits compared, with what they truly share (segments from 7 cM, fully identical from 2 cM). */
function simulate(pedigree: PersonSpec[], a: string, b: string, seed: string, chips: [ChipId, ChipId] = ['23andMe-v5', '23andMe-v5']): Case {
  const family = buildFamily(pedigree, { seed });
  const comparison = compareKits(kitGenotypes(makeKit(family, a, chips[0])), kitGenotypes(makeKit(family, b, chips[1])), map);
  const [x, y] = [family.person(a), family.person(b)];
  return { comparison, truth: trueSharedSegments(x, y, { minCm: 7, minIbd2Cm: 2 }), truthFrom6: trueSharedSegments(x, y, { minCm: 6 }) };
}

const halfSegments = (c: KitComparison) => c.autosomal.segments.filter((s) => s.kind === 'half');
const autosomalTruth = (t: TrueSharing) => t.halfIdentical.filter((s) => s.chromosome !== X_CHROMOSOME);

/** How many true segments a found segment covers by at least half. */
function foundOf({ comparison, truth }: Case): number {
  const ours = halfSegments(comparison);
  return autosomalTruth(truth).filter((t) => ours.some((s) => s.chromosome === t.chromosome && Math.min(s.endCm, t.endCm) - Math.max(s.startCm, t.startCm) >= 0.5 * t.cM)).length;
}

const relativeError = (found: number, truth: number) => Math.abs(found - truth) / truth;

/** The total is within `share` (or `floorCm`) of the truth, segments near 7 cM counted either way. */
function expectTotalNearTruth(c: Case, share: number, floorCm = 0) {
  const total = c.comparison.autosomal.totalCm;
  expect(total).toBeGreaterThanOrEqual(c.truth.totalCm - Math.max(share * c.truth.totalCm, floorCm));
  expect(total).toBeLessThanOrEqual(c.truthFrom6.totalCm + Math.max(share * c.truthFrom6.totalCm, floorCm));
}

function expectPredicted(c: Case, key: string) {
  const group = relationshipGroupOf(kinshipOfKey(key)!);
  const predictions = predictRelationships(c.comparison.autosomal.totalCm, c.comparison.autosomal.segmentCount, { fullyIdenticalCm: c.comparison.autosomal.fullyIdenticalCm });
  expect(predictions.map((p) => p.group)).toContain(group);
}

describe('compareKits on simulated families', () => {
  it('finds a parent and child sharing one copy of every autosome and, father to daughter, the whole X', () => {
    const c = simulate(parentAndChild(), 'Dad', 'Ada', 'parent-1');
    expect(c.truth.totalCm).toBeGreaterThan(3400);
    expect(c.comparison.autosomal.segmentCount).toBe(autosomalTruth(c.truth).length);
    expect(relativeError(c.comparison.autosomal.totalCm, c.truth.totalCm)).toBeLessThan(0.01);
    expect(c.comparison.autosomal.fullyIdenticalCm).toBe(0);
    expect(c.comparison.x.sexes).toEqual(['male', 'female']);
    expect(relativeError(c.comparison.x.totalCm, c.truth.xCm)).toBeLessThan(0.03);
    expect(c.comparison.x.fullyIdenticalCm).toBe(0);
    expectPredicted(c, 'parent');
  });

  it.each(['siblings-1', 'siblings-2'])('finds full siblings (%s) with their fully identical regions', (seed) => {
    const c = simulate(siblings(), 'Ada', 'Cleo', seed);
    expect(foundOf(c) / autosomalTruth(c.truth).length).toBeGreaterThan(0.9);
    expect(relativeError(c.comparison.autosomal.totalCm, c.truth.totalCm)).toBeLessThan(0.03);
    expect(c.truth.ibd2Cm).toBeGreaterThan(300);
    expect(relativeError(c.comparison.autosomal.fullyIdenticalCm, c.truth.ibd2Cm)).toBeLessThan(0.05);
    // Two sisters share their father's X whole, and some of their mother's.
    expect(c.comparison.x.totalCm).toBeGreaterThan(0.95 * c.truth.xCm);
    expect(c.comparison.x.totalCm).toBeLessThan(1.05 * c.truth.xCm);
    expectPredicted(c, 'sibling');
  });

  it.each(['1C-1', '1C-2'])('finds first cousins (%s)', (seed) => {
    const c = simulate(cousins(1), 'Ada', 'Ben', seed);
    const trueCount = autosomalTruth(c.truth).length;
    expect(foundOf(c) / trueCount).toBeGreaterThan(0.9);
    expect(c.comparison.autosomal.segmentCount).toBeGreaterThanOrEqual(trueCount - 3);
    expect(c.comparison.autosomal.segmentCount).toBeLessThanOrEqual(autosomalTruth(c.truthFrom6).length + 2);
    expectTotalNearTruth(c, 0.05);
    expect(c.comparison.autosomal.fullyIdenticalCm).toBeLessThan(10);
    expectPredicted(c, 'first-cousin');
  });

  it.each(['2C-1', '2C-2', '2C-3'])('finds second cousins (%s)', (seed) => {
    const c = simulate(cousins(2), 'Ada', 'Ben', seed);
    const trueCount = autosomalTruth(c.truth).length;
    expect(trueCount).toBeGreaterThan(0);
    expect(foundOf(c)).toBeGreaterThanOrEqual(trueCount - 1);
    expect(c.comparison.autosomal.segmentCount).toBeLessThanOrEqual(autosomalTruth(c.truthFrom6).length + 1);
    expectTotalNearTruth(c, 0.05, 8);
  });

  it.each(['3C-1', '3C-2', '3C-3', '3C-4'])('finds what third cousins share, or rightly nothing (%s)', (seed) => {
    const c = simulate(cousins(3), 'Ada', 'Ben', seed);
    const trueCount = autosomalTruth(c.truth).length;
    expect(foundOf(c)).toBeGreaterThanOrEqual(trueCount - 1);
    expect(c.comparison.autosomal.segmentCount).toBeLessThanOrEqual(autosomalTruth(c.truthFrom6).length + 1);
    expectTotalNearTruth(c, 0.05, 8);
  });

  it('finds first cousins across companies whose chips share a fifth of their markers', () => {
    const c = simulate(cousins(1), 'Ada', 'Ben', '1C-1', ['23andMe-v5', 'AncestryDNA-v2']);
    const used = c.comparison.thresholdsUsed.autosomal;
    expect(used.densityScale).toBeLessThan(0.35);
    expect(used.minMarkers).toBeLessThan(500);
    expect(foundOf(c) / autosomalTruth(c.truth).length).toBeGreaterThan(0.85);
    expectTotalNearTruth(c, 0.08);
    expectPredicted(c, 'first-cousin');
  });

  it('finds nothing between strangers', () => {
    for (const chips of [
      ['23andMe-v5', '23andMe-v5'],
      ['23andMe-v5', 'AncestryDNA-v2'],
    ] as [ChipId, ChipId][]) {
      const a = kitGenotypes(makeKit(buildFamily(parentAndChild(), { seed: 'stranger-a' }), 'Ada', chips[0]));
      const b = kitGenotypes(makeKit(buildFamily(parentAndChild(), { seed: 'stranger-b' }), 'Ada', chips[1]));
      const comparison = compareKits(a, b, map);
      expect(comparison.autosomal.segments).toEqual([]);
      expect(comparison.x.segments).toEqual([]);
      expect(comparison.thresholdsUsed.autosomal.rates.measured).toBe(true);
    }
  });
});

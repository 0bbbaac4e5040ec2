import { compareKits } from './compare-kits.ts';
import { thresholdsFor, withDefaults } from './comparison-thresholds.ts';
import type { Genotypes } from './genotypes.ts';
import { kit, linearMap, randomKits } from './testing/hand-built-kits.ts';
import { inferSex } from './x-chromosome.ts';

// 1 cM per Mb, markers every 10 kb: 100 markers per cM.
const map = linearMap(1);
const SPACING = 10_000;
const START = 1_000_000;
const positionOf = (i: number) => START + i * SPACING;

/** Genotype pairs that share one copy and never both copies for long (IBS1, IBS2, IBS1, …). */
const HALF: [string, string][] = [
  ['AG', 'AA'],
  ['CC', 'CC'],
  ['GT', 'TT'],
];
/** Genotype pairs that share both copies (IBS2), heterozygous at two markers of three. */
const FULL: [string, string][] = [
  ['AG', 'AG'],
  ['CC', 'CC'],
  ['GT', 'GT'],
];
/** Unrelated: an opposite homozygote every fifth marker. */
const UNRELATED: [string, string][] = [['AA', 'GG'], ['AG', 'AA'], ['CT', 'CT'], ['GG', 'GT'], ['AC', 'AA']];

type Stretch = { from: number; to: number; kind: [string, string][] };

/** Two kits on one chromosome built stretch by stretch (marker indices [from, to)); `edit` changes single markers. */
function pair(stretches: Stretch[], edit: Record<number, [string, string]> = {}, chromosome = 1): [Genotypes, Genotypes] {
  const positions: number[] = [];
  const a: string[] = [];
  const b: string[] = [];
  for (const { from, to, kind } of stretches) {
    for (let i = from; i < to; i++) {
      const [x, y] = edit[i] ?? kind[i % kind.length];
      positions.push(positionOf(i));
      a.push(x);
      b.push(y);
    }
  }
  return [kit({ [chromosome]: { positions, calls: a } }), kit({ [chromosome]: { positions, calls: b } })];
}

const halfOnly = (r: ReturnType<typeof compareKits>) => r.autosomal.segments.filter((s) => s.kind === 'half');

describe('compareKits: half-identical segments', () => {
  const layout: Stretch[] = [
    { from: 0, to: 500, kind: UNRELATED },
    { from: 500, to: 2500, kind: HALF },
    { from: 2500, to: 3000, kind: UNRELATED },
  ];

  it('finds a shared stretch and ends it at the opposite homozygotes around it', () => {
    const [a, b] = pair(layout);
    const result = compareKits(a, b, map);
    expect(result.overlapMarkers).toBe(3000);
    const segments = halfOnly(result);
    expect(segments).toHaveLength(1);
    const [s] = segments;
    expect(s.chromosome).toBe(1);
    expect(Math.abs(s.startBp - positionOf(500))).toBeLessThanOrEqual(5 * SPACING);
    expect(Math.abs(s.endBp - positionOf(2499))).toBeLessThanOrEqual(5 * SPACING);
    expect(s.cM).toBeCloseTo(20, 0);
    expect(s.markers).toBeGreaterThanOrEqual(1995);
    expect(s.markers).toBeLessThanOrEqual(2010);
    expect(result.autosomal).toMatchObject({ segmentCount: 1, fullyIdenticalCm: 0 });
    expect(result.autosomal.totalCm).toBeCloseTo(s.cM, 6);
    expect(result.autosomal.largestCm).toBeCloseTo(s.cM, 6);
    expect(result.autosomal.segments.some((x) => x.kind === 'full')).toBe(false);
  });

  it('splits a segment at a short stretch that is not shared', () => {
    const [a, b] = pair([...layout.slice(0, 1), { from: 500, to: 1500, kind: HALF }, { from: 1500, to: 1530, kind: UNRELATED }, { from: 1530, to: 2500, kind: HALF }, ...layout.slice(2)]);
    const segments = halfOnly(compareKits(a, b, map));
    expect(segments).toHaveLength(2);
    expect(segments[0].endBp).toBeLessThan(positionOf(1500));
    expect(segments[1].startBp).toBeGreaterThan(positionOf(1525));
    for (const s of segments) expect(Math.abs(s.cM - 9.8)).toBeLessThan(0.5);
  });

  it('forgives a lone opposite homozygote inside a long run as a genotyping error', () => {
    const [a, b] = pair(layout, { 1500: ['AA', 'GG'] });
    const segments = halfOnly(compareKits(a, b, map));
    expect(segments).toHaveLength(1);
    expect(segments[0].cM).toBeCloseTo(20, 0);
    expect(segments[0].startBp).toBeLessThan(positionOf(1500));
    expect(segments[0].endBp).toBeGreaterThan(positionOf(1500));
  });

  it('forgives two errors, close together or far apart', () => {
    for (const [x, y] of [
      [1500, 1510],
      [1200, 1800],
    ]) {
      const segments = halfOnly(compareKits(...pair(layout, { [x]: ['AA', 'GG'], [y]: ['CC', 'TT'] }), map));
      expect(segments.map((s) => Math.round(s.cM))).toEqual([20]);
    }
  });

  it('skips no-calls rather than reading them as disagreement', () => {
    const noCalls: Record<number, [string, string]> = {};
    for (let i = 1000; i < 1100; i++) noCalls[i] = i % 2 ? ['--', 'GG'] : ['AA', '--'];
    const [a, b] = pair(layout, noCalls);
    const result = compareKits(a, b, map);
    expect(result.overlapMarkers).toBe(2900);
    const segments = halfOnly(result);
    expect(segments).toHaveLength(1);
    expect(segments[0].cM).toBeCloseTo(20, 0);
    expect(segments[0].markers).toBeLessThanOrEqual(1910);
  });

  it('compares only the positions both kits have', () => {
    const [a, b] = pair([
      { from: 0, to: 1000, kind: UNRELATED },
      { from: 1000, to: 3000, kind: HALF },
      { from: 3000, to: 4000, kind: UNRELATED },
    ]);
    // The second kit loses every other marker: the run is read on the markers left.
    const calls = b.chromosomes.get(1)!;
    const keep = Array.from(calls.positions.keys()).filter((i) => i % 2 === 0);
    const sparse: Genotypes = { chromosomes: new Map([[1, { positions: Uint32Array.from(keep, (i) => calls.positions[i]), calls: Uint8Array.from(keep, (i) => calls.calls[i]) }]]) };
    const result = compareKits(a, sparse, map);
    expect(result.overlapMarkers).toBe(2000);
    const segments = halfOnly(result);
    expect(segments).toHaveLength(1);
    expect(Math.abs(segments[0].cM - 20)).toBeLessThan(0.6);
  });
});

describe('compareKits: thresholds', () => {
  const withSegment = (markers: number, spacing = SPACING): [Genotypes, Genotypes] => {
    const positions: number[] = [];
    const a: string[] = [];
    const b: string[] = [];
    let bp = START;
    const add = (kind: [string, string][], count: number, step: number) => {
      for (let i = 0; i < count; i++, bp += step) {
        positions.push(bp);
        a.push(kind[i % kind.length][0]);
        b.push(kind[i % kind.length][1]);
      }
    };
    add(UNRELATED, 3000, SPACING);
    add(HALF, markers, spacing);
    add(UNRELATED, 3000, SPACING);
    return [kit({ 2: { positions, calls: a } }), kit({ 2: { positions, calls: b } })];
  };

  it('keeps a segment from 7 cM and drops a shorter one', () => {
    const [a7, b7] = withSegment(730);
    expect(halfOnly(compareKits(a7, b7, map)).map((s) => Math.round(s.cM * 10) / 10)).toEqual([7.3]);
    const [a6, b6] = withSegment(680);
    expect(halfOnly(compareKits(a6, b6, map))).toEqual([]);
    expect(halfOnly(compareKits(a6, b6, map, { minCm: 6 }))).toHaveLength(1);
  });

  it('needs the marker minimum as well as the cM: a sparse 12 cM stretch of 400 markers is dropped', () => {
    const [a, b] = withSegment(400, 30_000);
    const strict = compareKits(a, b, map, { followOverlap: false });
    expect(strict.thresholdsUsed.autosomal.minMarkers).toBe(500);
    expect(halfOnly(strict)).toEqual([]);
    expect(halfOnly(compareKits(a, b, map, { followOverlap: false, minMarkers: 300 }))).toHaveLength(1);
  });

  it('scales the marker minimum down when the kits overlap on few markers per cM', () => {
    // 400 markers over 12 cM plus 6,000 at 100 per cM: about 87 markers per cM overall.
    const [a, b] = withSegment(400, 30_000);
    const result = compareKits(a, b, map);
    const used = result.thresholdsUsed.autosomal;
    expect(used.overlapMarkersPerCm).toBeGreaterThan(80);
    expect(used.overlapMarkersPerCm).toBeLessThan(95);
    expect(used.minMarkers).toBe(Math.round(500 * (used.overlapMarkersPerCm / 170)));
    expect(halfOnly(result)).toHaveLength(1);
  });

  it('follows the documented rule, with its floors', () => {
    const settings = withDefaults();
    expect(thresholdsFor(170 * 3400, 3400, settings)).toMatchObject({ minMarkers: 500, fullMinMarkers: 150, densityScale: 1 });
    expect(thresholdsFor(600_000, 3000, settings)).toMatchObject({ minMarkers: 500, densityScale: 1 });
    // A quarter of the density: 125 markers would be under the floor of 200.
    expect(thresholdsFor(42.5 * 3400, 3400, settings)).toMatchObject({ minMarkers: 200, fullMinMarkers: 60 });
    expect(thresholdsFor(42.5 * 3400, 3400, withDefaults({ markerFloor: 100 }))).toMatchObject({ minMarkers: 125 });
    expect(thresholdsFor(42.5 * 3400, 3400, withDefaults({ followOverlap: false }))).toMatchObject({ minMarkers: 500, densityScale: 1 });
  });
});

describe('compareKits: fully identical regions', () => {
  it('reports a region where both copies match, inside the half-identical segment, counted once in the total', () => {
    const [a, b] = pair([
      { from: 0, to: 500, kind: UNRELATED },
      { from: 500, to: 1500, kind: HALF },
      { from: 1500, to: 2500, kind: FULL },
      { from: 2500, to: 3500, kind: HALF },
      { from: 3500, to: 4000, kind: UNRELATED },
    ]);
    const result = compareKits(a, b, map);
    const half = halfOnly(result);
    const full = result.autosomal.segments.filter((s) => s.kind === 'full');
    expect(half).toHaveLength(1);
    expect(half[0].cM).toBeCloseTo(30, 0);
    expect(full).toHaveLength(1);
    expect(full[0].cM).toBeCloseTo(10, 0);
    expect(full[0].startBp).toBeGreaterThanOrEqual(half[0].startBp);
    expect(full[0].endBp).toBeLessThanOrEqual(half[0].endBp);
    expect(result.autosomal.fullyIdenticalCm).toBeCloseTo(full[0].cM, 6);
    expect(result.autosomal.totalCm).toBeCloseTo(half[0].cM, 6);
  });

  it('finds none between a parent and child, who share one copy everywhere', () => {
    const [parent, child] = randomKits({ chromosomes: [{ chromosome: 3, markers: 20_000 }], kits: 2, copies: [{ chromosome: 3, from: { kit: 0, haplotype: 0 }, to: { kit: 1, haplotype: 1 }, startBp: 0, endBp: 3e8 }], errorRate: 0.002 });
    const result = compareKits(parent, child, map);
    expect(halfOnly(result)).toHaveLength(1);
    expect(result.autosomal.totalCm).toBeGreaterThan(195);
    expect(result.autosomal.fullyIdenticalCm).toBe(0);
  });
});

describe('compareKits: the X', () => {
  const chromosomes = [{ chromosome: 23, markers: 15_000 }];
  // Kit 0 a man, 1 and 2 women; kit 1 has the man's X from 40 to 80 Mb, kit 2 both of kit 1's copies from 90 to 120 Mb.
  const [man, woman, sister] = randomKits({
    chromosomes,
    kits: 3,
    males: [0],
    errorRate: 0.002,
    copies: [
      { chromosome: 23, from: { kit: 0, haplotype: 0 }, to: { kit: 1, haplotype: 0 }, startBp: 40e6, endBp: 80e6 },
      { chromosome: 23, from: { kit: 1, haplotype: 0 }, to: { kit: 2, haplotype: 0 }, startBp: 90e6, endBp: 120e6 },
      { chromosome: 23, from: { kit: 1, haplotype: 1 }, to: { kit: 2, haplotype: 1 }, startBp: 90e6, endBp: 120e6 },
    ],
  });

  it('tells a man from a woman by the X calls', () => {
    expect(inferSex(man)).toBe('male');
    expect(inferSex(woman)).toBe('female');
    expect(inferSex(kit({ 1: { positions: [1], calls: ['AA'] } }))).toBeUndefined();
  });

  it("reads a man's X as one copy: the segment he shares, and no fully identical regions", () => {
    const result = compareKits(man, woman, map);
    expect(result.x.sexes).toEqual(['male', 'female']);
    expect(result.x.haploid).toBe(true);
    expect(result.x.segments.map((s) => [s.kind, Math.round(s.cM)])).toEqual([['half', 40]]);
    expect(result.x.fullyIdenticalCm).toBe(0);
    expect(result.autosomal.segments).toEqual([]);
  });

  it('finds fully identical regions on the X between two women', () => {
    const result = compareKits(woman, sister, map);
    expect(result.x.haploid).toBe(false);
    expect(result.x.segments.filter((s) => s.kind === 'half').map((s) => Math.round(s.cM))).toEqual([30]);
    expect(Math.round(result.x.fullyIdenticalCm)).toBe(30);
  });

  it('reads a man against himself as one copy shared, not two', () => {
    const result = compareKits(man, man, map);
    expect(result.x.segments.every((s) => s.kind === 'half')).toBe(true);
    expect(result.x.totalCm).toBeGreaterThan(150);
    // Told to read him as a woman, the same calls are two identical copies.
    expect(compareKits(man, man, map, { sexA: 'female', sexB: 'female' }).x.fullyIdenticalCm).toBeGreaterThan(150);
  });
});

describe('compareKits: kits that do not meet', () => {
  it('answers zeros when the kits have no position in common', () => {
    const a = kit({ 1: { positions: [100, 300, 500], calls: ['AA', 'AG', 'GG'] } });
    const b = kit({ 1: { positions: [200, 400, 600], calls: ['AA', 'AG', 'GG'] }, 2: { positions: [100], calls: ['CC'] } });
    const result = compareKits(a, b, map);
    expect(result.overlapMarkers).toBe(0);
    expect(result.autosomal).toMatchObject({ totalCm: 0, segmentCount: 0, largestCm: 0, segments: [], fullyIdenticalCm: 0 });
    expect(result.x).toMatchObject({ totalCm: 0, segments: [], overlapMarkers: 0 });
    expect(result.endogamy.flagged).toBe(false);
  });

  it('answers zeros for empty kits', () => {
    const empty: Genotypes = { chromosomes: new Map() };
    expect(compareKits(empty, empty, map)).toMatchObject({ overlapMarkers: 0, autosomal: { segments: [] }, x: { segments: [] } });
  });
});

describe('compareKits: random kits with known shared stretches', () => {
  const copies = [
    { chromosome: 1, startBp: 30e6, endBp: 75e6 },
    { chromosome: 1, startBp: 150e6, endBp: 160e6 },
    { chromosome: 2, startBp: 5e6, endBp: 13e6 },
    { chromosome: 2, startBp: 100e6, endBp: 104e6 },
  ].map((s, i) => ({ ...s, from: { kit: 0, haplotype: (i % 2) as 0 | 1 }, to: { kit: 1, haplotype: 1 as const } }));
  const [a, b] = randomKits({ chromosomes: [{ chromosome: 1, markers: 40_000 }, { chromosome: 2, markers: 40_000 }], kits: 2, copies, errorRate: 0.003, noCallRate: 0.01, seed: 7 });

  it('finds every shared stretch of 7 cM and more, within a fraction of a cM, despite errors and no-calls', () => {
    const result = compareKits(a, b, map);
    const found = halfOnly(result).map((s) => [s.chromosome, s.startCm, s.endCm]);
    expect(found).toHaveLength(3);
    const truth = [
      [1, 30, 75],
      [1, 150, 160],
      [2, 5, 13],
    ];
    truth.forEach(([chromosome, start, end], i) => {
      expect(found[i][0]).toBe(chromosome);
      expect(Math.abs(found[i][1] - start)).toBeLessThan(0.5);
      expect(Math.abs(found[i][2] - end)).toBeLessThan(0.5);
    });
    expect(Math.abs(result.autosomal.totalCm - 63)).toBeLessThan(1.5);
  });

  it('counts the 4 cM stretch among the small segments, not the matches', () => {
    const result = compareKits(a, b, map);
    expect(result.endogamy).toMatchObject({ flagged: false, smallSegmentCount: 1 });
    expect(result.endogamy.smallSegmentCm).toBeCloseTo(4, 0);
  });
});

describe('compareKits: endogamy', () => {
  const smallStretches = (count: number) =>
    Array.from({ length: count }, (_, i) => ({ chromosome: 1 + (i % 2), startBp: 10e6 + Math.floor(i / 2) * 15e6, endBp: 10e6 + Math.floor(i / 2) * 15e6 + 4.5e6, from: { kit: 0, haplotype: 0 as const }, to: { kit: 1, haplotype: 0 as const } }));
  const chromosomes = [{ chromosome: 1, markers: 40_000 }, { chromosome: 2, markers: 40_000 }];

  it('flags a pair with many small segments and few large ones', () => {
    const [a, b] = randomKits({ chromosomes, kits: 2, copies: smallStretches(12), seed: 3 });
    const result = compareKits(a, b, map);
    expect(result.autosomal.segmentCount).toBe(0);
    expect(result.endogamy.smallSegmentCount).toBe(12);
    expect(result.endogamy.flagged).toBe(true);
  });

  it('does not flag a few small segments', () => {
    const [a, b] = randomKits({ chromosomes, kits: 2, copies: smallStretches(4), seed: 3 });
    expect(compareKits(a, b, map).endogamy).toMatchObject({ flagged: false, smallSegmentCount: 4 });
  });
});

import { triangulate } from './triangulate.ts';
import { linearMap, randomKits } from './testing/hand-built-kits.ts';

const map = linearMap(1);
const chromosomes = [
  { chromosome: 4, markers: 30_000 },
  { chromosome: 9, markers: 20_000 },
];

describe('triangulate', () => {
  it('keeps the stretch all three share on one copy, not what two of them share alone', () => {
    // Kit 0 passes chromosome 4 from 20 to 70 Mb to kit 1, and 50 to 100 Mb to kit 2: all three share 50–70.
    // Kits 1 and 2 also share chromosome 9 from 30 to 60 Mb, which kit 0 does not have.
    const kits = randomKits({
      chromosomes,
      kits: 3,
      errorRate: 0.002,
      copies: [
        { chromosome: 4, from: { kit: 0, haplotype: 0 }, to: { kit: 1, haplotype: 0 }, startBp: 20e6, endBp: 70e6 },
        { chromosome: 4, from: { kit: 0, haplotype: 0 }, to: { kit: 2, haplotype: 1 }, startBp: 50e6, endBp: 100e6 },
        { chromosome: 9, from: { kit: 1, haplotype: 1 }, to: { kit: 2, haplotype: 0 }, startBp: 30e6, endBp: 60e6 },
      ],
    });
    const { segments, pairs } = triangulate([kits[0], kits[1], kits[2]], map);
    for (const p of pairs) expect(Math.abs(p.autosomal.totalCm - 50)).toBeLessThan(1.5);
    expect(segments).toHaveLength(1);
    const [s] = segments;
    expect(s.chromosome).toBe(4);
    expect(Math.abs(s.startCm - 50)).toBeLessThan(0.5);
    expect(Math.abs(s.endCm - 70)).toBeLessThan(0.5);
    expect(s.cM).toBeCloseTo(s.endCm - s.startCm, 9);
    // 30,000 markers over chromosome 4's 191 Mb: about 3,140 in 20 Mb.
    expect(s.markers).toBeGreaterThan(2950);
    expect(s.markers).toBeLessThan(3300);
  });

  it('keeps nothing when two of them share on different copies of the third', () => {
    // Kit 1 has kit 0's first copy, kit 2 its second: each matches kit 0, but kits 1 and 2 do not match.
    const kits = randomKits({
      chromosomes,
      kits: 3,
      copies: [
        { chromosome: 4, from: { kit: 0, haplotype: 0 }, to: { kit: 1, haplotype: 0 }, startBp: 20e6, endBp: 70e6 },
        { chromosome: 4, from: { kit: 0, haplotype: 1 }, to: { kit: 2, haplotype: 0 }, startBp: 20e6, endBp: 70e6 },
      ],
    });
    const { segments, pairs } = triangulate([kits[0], kits[1], kits[2]], map);
    expect(pairs[0].autosomal.segmentCount).toBe(1);
    expect(pairs[1].autosomal.segmentCount).toBe(1);
    expect(pairs[2].autosomal.segmentCount).toBe(0);
    expect(segments).toEqual([]);
  });

  it('drops an overlap shorter than the minimum', () => {
    const kits = randomKits({
      chromosomes,
      kits: 3,
      copies: [
        { chromosome: 4, from: { kit: 0, haplotype: 0 }, to: { kit: 1, haplotype: 0 }, startBp: 20e6, endBp: 55e6 },
        { chromosome: 4, from: { kit: 0, haplotype: 0 }, to: { kit: 2, haplotype: 1 }, startBp: 50e6, endBp: 100e6 },
      ],
    });
    expect(triangulate([kits[0], kits[1], kits[2]], map).segments).toEqual([]);
    expect(triangulate([kits[0], kits[1], kits[2]], map, { minCm: 3 }).segments).toHaveLength(1);
  });
});

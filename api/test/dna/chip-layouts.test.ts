import { loadGeneticMap } from '../../src/modules/dna/genetics/genetic-map.ts';
import { X_CHROMOSOME } from '../../src/modules/dna/genetics/genotypes.ts';
import { CHIP_IDS, MT_TABLE, Y_TABLE, chipLayout, markerCatalog, sharedMarkerCount } from './chip-layouts.ts';
import { MARKER_GAPS, inPar } from './genome.ts';

const catalog = markerCatalog();

describe('the chips’ marker layouts', () => {
  it('give every chip 600,000–700,000 markers on 1–23 and some on the Y and MT as real chips do', () => {
    for (const id of CHIP_IDS) {
      const chip = chipLayout(id);
      expect(chip.markerCount).toBeGreaterThan(600_000);
      expect(chip.markerCount).toBeLessThan(700_000);
      for (let table = 1; table <= X_CHROMOSOME; table += 1) expect(chip.markers[table]!.length).toBeGreaterThan(5_000);
    }
    expect(chipLayout('23andMe-v5').markers[Y_TABLE]!.length).toBeGreaterThan(1000);
    expect(chipLayout('23andMe-v5').markers[MT_TABLE]!.length).toBeGreaterThan(1000);
    expect(chipLayout('MyHeritage').markers[MT_TABLE]!.length).toBe(0);
    expect(chipLayout('FamilyTreeDNA').markers[Y_TABLE]!.length).toBe(0);
    expect(chipLayout('FamilyTreeDNA').unplaced.length).toBeGreaterThan(0);
  });

  it('overlap between companies as real chips do', () => {
    const share = (a: (typeof CHIP_IDS)[number], b: (typeof CHIP_IDS)[number]) => sharedMarkerCount(a, b) / chipLayout(a).markerCount;
    expect(share('23andMe-v5', 'AncestryDNA-v2')).toBeGreaterThan(0.18);
    expect(share('23andMe-v5', 'AncestryDNA-v2')).toBeLessThan(0.32);
    expect(share('23andMe-v3', 'AncestryDNA-v1')).toBeGreaterThan(0.75);
    expect(share('MyHeritage', 'FamilyTreeDNA')).toBeGreaterThan(0.75);
    expect(share('23andMe-v5', 'MyHeritage')).toBeGreaterThan(share('23andMe-v5', 'AncestryDNA-v2'));
    expect(sharedMarkerCount('AncestryDNA-v2', 'AncestryDNA-v2')).toBe(chipLayout('AncestryDNA-v2').markerCount);
  });

  it('spread markers along each chromosome, not in its centromere, ascending and distinct', () => {
    const map = loadGeneticMap();
    const backwards: number[] = [];
    for (let table = 1; table <= MT_TABLE; table += 1) {
      const { positions } = catalog.tables[table]!;
      for (let i = 1; i < positions.length; i += 1) if (!(positions[i]! > positions[i - 1]!)) backwards.push(table);
    }
    expect(backwards).toEqual([]);
    const inGaps: number[] = [];
    const farApart: number[] = [];
    const chip = chipLayout('AncestryDNA-v2');
    for (let chromosome = 1; chromosome <= X_CHROMOSOME; chromosome += 1) {
      const positions = Array.from(chip.markers[chromosome]!, (site) => catalog.tables[chromosome]!.positions[site]!);
      const { firstBp, lastBp } = map.lengths()[chromosome - 1]!;
      // Markers reach both ends of the mapped span…
      expect(positions[0]!).toBeLessThan(firstBp + 1_000_000);
      expect(positions[positions.length - 1]!).toBeGreaterThan(lastBp - 1_000_000);
      // … none sits in a gap, and outside the gaps none is far from the next.
      const gaps = MARKER_GAPS[chromosome] ?? [];
      for (const position of positions) if (gaps.some(([start, end]) => position > start && position < end)) inGaps.push(position);
      for (let i = 1; i < positions.length; i += 1) {
        const acrossGap = gaps.some(([start, end]) => positions[i - 1]! <= start && positions[i]! >= end);
        if (!acrossGap && positions[i]! - positions[i - 1]! >= 200_000) farApart.push(positions[i]!);
      }
    }
    expect(inGaps).toEqual([]);
    expect(farApart).toEqual([]);
    // The X has markers in its pseudoautosomal regions too.
    const xPositions = Array.from(chip.markers[X_CHROMOSOME]!, (site) => catalog.tables[X_CHROMOSOME]!.positions[site]!);
    expect(xPositions.filter(inPar).length).toBeGreaterThan(50);
  });

  it('names markers by stable rsIDs, and some of 23andMe’s by internal ids', () => {
    const internal = (id: (typeof CHIP_IDS)[number]) => {
      const chip = chipLayout(id);
      let count = 0;
      for (let table = 1; table <= X_CHROMOSOME; table += 1) for (const site of chip.markers[table]!) count += catalog.tables[table]!.internal[site]!;
      return count / chip.markerCount;
    };
    expect(internal('23andMe-v4')).toBeGreaterThan(0.015);
    expect(internal('23andMe-v5')).toBeGreaterThan(0.05);
    for (const id of ['AncestryDNA-v2', 'MyHeritage', 'FamilyTreeDNA'] as const) expect(internal(id)).toBe(0);
    // Every name distinct: rs numbers as themselves, internal ids negated, sorted, no two equal.
    const keys: number[] = [];
    for (let table = 1; table <= MT_TABLE; table += 1) {
      const { idNumbers, internal: flags } = catalog.tables[table]!;
      for (let i = 0; i < idNumbers.length; i += 1) keys.push(flags[i] ? -idNumbers[i]! : idNumbers[i]!);
    }
    const sorted = Float64Array.from(keys).sort();
    let repeated = 0;
    for (let i = 1; i < sorted.length; i += 1) if (sorted[i] === sorted[i - 1]) repeated += 1;
    expect(repeated).toBe(0);
  });

  it('draws allele frequencies from a U-shaped distribution', () => {
    const { frequency } = catalog.tables[1]!;
    const bins = [0, 0, 0, 0, 0];
    for (const f of frequency) bins[Math.min(4, Math.floor((f / 65_536) * 5))]! += 1;
    expect(bins[0]!).toBeGreaterThan(1.5 * bins[2]!);
    expect(bins[4]!).toBeGreaterThan(1.5 * bins[2]!);
  });
});

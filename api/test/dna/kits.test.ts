import { NO_CALL, X_CHROMOSOME, isHomozygous } from '../../src/modules/dna/genetics/genotypes.ts';
import { MT_TABLE, Y_TABLE, markerCatalog } from './chip-layouts.ts';
import { buildFamily } from './family.ts';
import { inPar } from './genome.ts';
import { kitGenotypes, makeKit } from './kits.ts';
import { threeGenerations } from './pedigrees.ts';

const family = buildFamily(threeGenerations(), { seed: 7 });

/** Markers where the two kits both have calls and they are opposite homozygotes (impossible between parent and child). */
function oppositeHomozygotes(a: Uint8Array, b: Uint8Array): { compared: number; opposite: number } {
  let compared = 0;
  let opposite = 0;
  for (let i = 0; i < a.length; i += 1) {
    if (a[i] === NO_CALL || b[i] === NO_CALL) continue;
    compared += 1;
    if (isHomozygous(a[i]!) && isHomozygous(b[i]!) && a[i] !== b[i]) opposite += 1;
  }
  return { compared, opposite };
}

describe('a simulated kit', () => {
  it('is the same for the same person, chip and seed', () => {
    const one = makeKit(family, 'Ada', '23andMe-v5');
    const two = makeKit(family, 'Ada', '23andMe-v5');
    const reseeded = makeKit(family, 'Ada', '23andMe-v5', { seed: 2 });
    expect(two.calls).toEqual(one.calls);
    expect(reseeded.calls[1]).not.toEqual(one.calls[1]);
  });

  it('has about 1 % no-calls and 0.1 % errors unless told otherwise', () => {
    const clean = makeKit(family, 'Ada', 'AncestryDNA-v2', { errorRate: 0, noCallRate: 0 });
    const noisy = makeKit(family, 'Ada', 'AncestryDNA-v2');
    let markers = 0;
    let noCalls = 0;
    let errors = 0;
    for (let table = 1; table <= X_CHROMOSOME; table += 1) {
      const truth = clean.calls[table]!;
      const read = noisy.calls[table]!;
      expect(truth.includes(NO_CALL)).toBe(false);
      for (let i = 0; i < truth.length; i += 1) {
        markers += 1;
        if (read[i] === NO_CALL) noCalls += 1;
        else if (read[i] !== truth[i]) errors += 1;
      }
    }
    expect(noCalls / markers).toBeGreaterThan(0.008);
    expect(noCalls / markers).toBeLessThan(0.012);
    expect(errors / markers).toBeGreaterThan(0.0006);
    expect(errors / markers).toBeLessThan(0.0014);
    const perfect = makeKit(family, 'Ada', 'AncestryDNA-v2', { errorRate: 0, noCallRate: 0 });
    expect(perfect.calls).toEqual(clean.calls);
  });

  it('never shows a parent and child as opposite homozygotes, but for errors', () => {
    const parent = makeKit(family, 'Alice', 'MyHeritage', { errorRate: 0 });
    const child = makeKit(family, 'Ada', 'MyHeritage', { errorRate: 0 });
    const strangers = [makeKit(family, 'Bob', 'MyHeritage'), makeKit(family, 'Diana', 'MyHeritage')];
    for (let table = 1; table < X_CHROMOSOME; table += 1) expect(oppositeHomozygotes(parent.calls[table]!, child.calls[table]!).opposite).toBe(0);
    const unrelated = oppositeHomozygotes(strangers[0]!.calls[1]!, strangers[1]!.calls[1]!);
    expect(unrelated.opposite / unrelated.compared).toBeGreaterThan(0.03);
    const noisy = [makeKit(family, 'Alice', 'MyHeritage'), makeKit(family, 'Ada', 'MyHeritage')];
    const withErrors = oppositeHomozygotes(noisy[0]!.calls[2]!, noisy[1]!.calls[2]!);
    expect(withErrors.opposite / withErrors.compared).toBeLessThan(0.002);
  });

  it('reads a male’s X as one copy outside the pseudoautosomal regions, a female’s as two', () => {
    const ben = makeKit(family, 'Ben', '23andMe-v5', { errorRate: 0, noCallRate: 0 });
    const ada = makeKit(family, 'Ada', '23andMe-v5', { errorRate: 0, noCallRate: 0 });
    const positions = markerCatalog().tables[X_CHROMOSOME]!.positions;
    const markers = ben.chip.markers[X_CHROMOSOME]!;
    let heterozygousOutside = 0;
    let heterozygousInside = 0;
    let haploidInside = 0;
    markers.forEach((site, m) => {
      const par = inPar(positions[site]!);
      const call = ben.calls[X_CHROMOSOME]![m]!;
      if (par && ben.haploid[X_CHROMOSOME]![m]) haploidInside += 1;
      if (!isHomozygous(call)) {
        if (par) heterozygousInside += 1;
        else heterozygousOutside += 1;
      }
    });
    expect(heterozygousOutside).toBe(0);
    expect(haploidInside).toBe(0);
    expect(heterozygousInside).toBeGreaterThan(5);
    expect(ada.haploid[X_CHROMOSOME]).toBeNull();
    expect(ada.calls[X_CHROMOSOME]!.filter((call) => !isHomozygous(call)).length / markers.length).toBeGreaterThan(0.15);
    // Y: a male's own calls, none for a female; MT: everyone's, one copy.
    expect(ben.calls[Y_TABLE]!.every((call) => call !== NO_CALL && isHomozygous(call))).toBe(true);
    expect(ada.calls[Y_TABLE]!.every((call) => call === NO_CALL)).toBe(true);
    expect(ada.calls[MT_TABLE]).toEqual(makeKit(family, 'Cora', '23andMe-v5', { errorRate: 0, noCallRate: 0 }).calls[MT_TABLE]);
  });

  it('can be a male kit whose X reads as two copies', () => {
    const mixed = makeKit(family, 'Ben', '23andMe-v5', { heterozygousX: true, errorRate: 0, noCallRate: 0 });
    const calls = mixed.calls[X_CHROMOSOME]!;
    expect(calls.filter((call) => !isHomozygous(call)).length / calls.length).toBeGreaterThan(0.15);
    expect(mixed.haploid[X_CHROMOSOME]!.every((flag) => flag === 0)).toBe(true);
    expect(mixed.person.sex).toBe('male');
  });

  it('gives the comparison its genotypes: chromosomes 1–23, positions ascending, no Y or MT', () => {
    const kit = makeKit(family, 'Ben', 'FamilyTreeDNA');
    const genotypes = kitGenotypes(kit);
    expect([...genotypes.chromosomes.keys()].sort((a, b) => a - b)).toEqual(Array.from({ length: 23 }, (_, i) => i + 1));
    let total = 0;
    for (const [chromosome, { positions, calls }] of genotypes.chromosomes) {
      expect(calls.length).toBe(positions.length);
      total += positions.length;
      let ascending = true;
      for (let i = 1; i < positions.length; i += 1) if (!(positions[i]! > positions[i - 1]!)) ascending = false;
      expect(ascending).toBe(true);
      if (chromosome === X_CHROMOSOME) expect(Array.from(positions).some(inPar)).toBe(false);
    }
    expect(total).toBeGreaterThan(600_000);
    const withPars = kitGenotypes(kit, { includePseudoautosomal: true }).chromosomes.get(X_CHROMOSOME)!;
    expect(withPars.positions.length).toBe(kit.chip.markers[X_CHROMOSOME]!.length);
  });
});

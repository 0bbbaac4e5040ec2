import { buildFamily } from '../../../../test/dna/family.ts';
import { kitGenotypes, makeKit } from '../../../../test/dna/kits.ts';
import { threeGenerations } from '../../../../test/dna/pedigrees.ts';
import { rawFile, rawFileStream, type RawFileOptions } from '../../../../test/dna/raw-files.ts';
import type { ChipId } from '../../../../test/dna/chip-layouts.ts';
import type { DnaFileFormat } from './formats.ts';
import { parseDnaFile } from './parse-dna-file.ts';
import { expectRefused, firstDifference, readKit } from './test/read-kit.ts';

// The DNA test simulator's raw files (api/test/dna): a family's kits on each company's chip,
// written as the company writes them, read back into exactly the genotypes the simulator says
// the kit holds (kitGenotypes: chromosomes 1–23, the X's pseudo-autosomal markers left out).

const family = buildFamily(threeGenerations(), { seed: 11 });

describe("the simulator's raw files", () => {
  it.each([
    ['23andMe-v5', 'Ben', 'twenty_three_and_me', { compression: 'zip' }],
    ['AncestryDNA-v2', 'Ada', 'ancestry', { compression: 'zip', lineEnding: '\r\n' }],
    ['MyHeritage', 'Ben', 'myheritage', { compression: 'none', doubledQuotes: true }],
    ['FamilyTreeDNA', 'Ada', 'ftdna', { compression: 'gzip' }],
  ] satisfies [ChipId, string, DnaFileFormat, RawFileOptions][])('reads a %s file (%s’s) as its kit', async (chip, person, format, options) => {
    const kit = makeKit(family, person, chip);
    const parsed = await readKit(rawFile(kit, options));
    expect(parsed.format).toBe(format);
    expect(firstDifference(parsed.genotypes, kitGenotypes(kit))).toBeNull();
    expect(parsed.inferredSex).toBe(kit.person.sex);
    expect(parsed.skippedLines).toBe(0);
  });

  it('reads one streamed as it is written (a Node Readable, gzip’d on the way)', async () => {
    const kit = makeKit(family, 'Ben', 'AncestryDNA-v1');
    const parsed = await parseDnaFile(rawFileStream(kit, { compression: 'gzip' }));
    expect(parsed.version).toBe('v1');
    expect(firstDifference(parsed.genotypes, kitGenotypes(kit))).toBeNull();
  });

  it('refuses its hostile variants: positions on GRCh38 (even with no header to say so), a file cut short, many duplicates', async () => {
    const ftdna = makeKit(family, 'Ben', 'FamilyTreeDNA');
    expect((await expectRefused(rawFile(ftdna, { build: 38 }), 'DNA_NOT_GRCH37')).details.build).toBe(38);
    await expectRefused(rawFile(ftdna, { compression: 'gzip', truncateAt: 0.7 }), 'DNA_FILE_TRUNCATED');
    await expectRefused(rawFile(makeKit(family, 'Ada', '23andMe-v4'), { duplicateRate: 0.05 }), 'DNA_DUPLICATE_MARKERS');
  });
});

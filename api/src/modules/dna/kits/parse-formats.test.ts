import { Readable } from 'node:stream';
import { ALLELE, X_CHROMOSOME, genotypeByte } from '../genetics/genotypes.ts';
import { twentyThreeAndMeVersion, type DnaFileFormat } from './formats.ts';
import { parseDnaFile } from './parse-dna-file.ts';
import { firstDifference, packed, readKit } from './test/read-kit.ts';
import { syntheticKit } from './test/synthetic-kit.ts';

const FORMATS: DnaFileFormat[] = ['twenty_three_and_me', 'ancestry', 'myheritage', 'ftdna'];
const MARKERS = 110_000;
/** Kits for the variants below: smaller, read with a lower floor of markers. */
const SMALL = { markers: 30_000 };
const SMALL_FLOOR = { minMarkers: 10_000 };

describe('reading each company’s raw data file', () => {
  describe.each(FORMATS)('%s', (format) => {
    it('reads a whole kit, every genotype as written, Y and MT left out', async () => {
      const kit = syntheticKit({ format, markers: MARKERS, sex: 'female', seed: 11 });
      const parsed = await readKit(kit.bytes);
      expect(parsed.format).toBe(format);
      expect(parsed.container).toBe('plain');
      expect(parsed.build).toBe(37);
      expect(firstDifference(parsed.genotypes, kit.expected)).toBeNull();
      expect([...parsed.genotypes.chromosomes.keys()]).toEqual(Array.from({ length: 23 }, (_, i) => i + 1));
      const kept = [...kit.expected.chromosomes.values()].reduce((sum, c) => sum + c.positions.length, 0);
      expect(parsed.markers).toBe(kept);
      expect(parsed.noCalls).toBe([...kit.expected.chromosomes.values()].reduce((sum, c) => sum + c.calls.filter((call) => call === 0).length, 0));
      expect(parsed.noCalls).toBeGreaterThan(0);
      expect(parsed.droppedMarkers).toBe(kit.lines - kept);
      expect(parsed.inferredSex).toBe('female');
    });

    it.each(['gzip', 'zip'] as const)('reads it %s', async (container) => {
      const kit = syntheticKit({ format, ...SMALL, seed: 13 });
      const parsed = await readKit(packed(kit.bytes, container), SMALL_FLOOR);
      expect(parsed.container).toBe(container);
      expect(firstDifference(parsed.genotypes, kit.expected)).toBeNull();
    });

    it("reads a man's kit as a man's", async () => {
      const male = syntheticKit({ format, ...SMALL, sex: 'male', seed: 12 });
      const parsed = await readKit(male.bytes, SMALL_FLOOR);
      expect(firstDifference(parsed.genotypes, male.expected)).toBeNull();
      expect(parsed.inferredSex).toBe('male');
    });
  });

  it('names the version where the file tells it', async () => {
    const versions: Record<DnaFileFormat, string | null> = { twenty_three_and_me: 'v5', ancestry: 'v2', myheritage: 'MHv1.0', ftdna: null };
    for (const format of FORMATS) {
      const kit = syntheticKit({ format, markers: format === 'twenty_three_and_me' ? 640_000 : SMALL.markers, seed: 3 });
      expect((await readKit(kit.bytes, SMALL_FLOOR)).version).toBe(versions[format]);
    }
    // 23andMe's files do not say: the number of markers does.
    expect([960_000, 580_000, 640_000, 300_000].map(twentyThreeAndMeVersion)).toEqual(['v3', 'v4', 'v5', null]);
  });

  it('tells formats by content, not by a name: a 23andMe file inside a zip named like a MyHeritage one', async () => {
    const kit = syntheticKit({ format: 'twenty_three_and_me', ...SMALL });
    expect((await readKit(packed(kit.bytes, 'zip', 'MyHeritage_raw_dna_data.csv'), SMALL_FLOOR)).format).toBe('twenty_three_and_me');
  });

  it.each([
    ['Windows line endings', { format: 'twenty_three_and_me', lineEnding: '\r\n' }],
    ['Unix line endings in an AncestryDNA file', { format: 'ancestry', lineEnding: '\n' }],
    ['a byte order mark', { format: 'myheritage', bom: true }],
    ["MyHeritage's doubled quotes", { format: 'myheritage', doubleQuoted: true }],
    ['no line break after the last line', { format: 'ftdna', noFinalNewline: true }],
    ['markers out of order', { format: 'ancestry', shuffled: true }],
    ['a file with its comments removed', { format: 'twenty_three_and_me', comments: false }],
  ] as const)('reads %s', async (_, options) => {
    const kit = syntheticKit({ ...SMALL, seed: 5, ...options });
    const parsed = await readKit(kit.bytes, SMALL_FLOOR);
    expect(parsed.format).toBe(options.format);
    expect(firstDifference(parsed.genotypes, kit.expected)).toBeNull();
  });

  it('merges a few positions listed twice (23andMe lists some under an rsID and an internal id)', async () => {
    const kit = syntheticKit({ format: 'twenty_three_and_me', ...SMALL, duplicateShare: 0.005 });
    const parsed = await readKit(kit.bytes, SMALL_FLOOR);
    expect(parsed.duplicates).toBeGreaterThan(60);
    expect(firstDifference(parsed.genotypes, kit.expected)).toBeNull();
  });

  it('reads from a Node Readable and reports the bytes read as it goes', async () => {
    const kit = syntheticKit({ format: 'ancestry', ...SMALL });
    const gz = packed(kit.bytes, 'gzip');
    const seen: number[] = [];
    const stream = Readable.from([gz.subarray(0, 1000), gz.subarray(1000, 70_000), gz.subarray(70_000)]);
    const parsed = await parseDnaFile(stream, { ...SMALL_FLOOR, onProgress: (n) => seen.push(n) });
    expect(seen).toEqual([1000, 70_000, gz.length]);
    expect(parsed.bytesRead).toBe(gz.length);
    expect(firstDifference(parsed.genotypes, kit.expected)).toBeNull();
  });
});

describe('the lines each company writes', () => {
  /** A file of one format: its header, these rows, and enough ordinary rows on every chromosome. */
  function fileWith(head: string[], rows: string[], filler: (chromosome: string, position: number) => string, eol = '\n'): Buffer {
    const lines = [...head, ...rows];
    for (let c = 1; c <= 22; c++) for (let i = 0; i < 5000; i++) lines.push(filler(String(c), 1_000_000 + i * 100));
    return Buffer.from(lines.join(eol) + eol, 'latin1');
  }
  const options = { minMarkers: 1000 };

  it("23andMe: one letter on X, Y and MT, D/I, and '--'", async () => {
    const bytes = fileWith(
      ['# This data file generated by 23andMe at: Tue Mar 05 10:21:09 2024', '# We are using reference human assembly build 37 (also known as Annotation Release 104).', '# rsid\tchromosome\tposition\tgenotype'],
      ['rs100\tX\t5000000\tA', 'i700\tX\t5000100\tDI', 'rs101\tX\t5000200\t--', 'rs102\tY\t2800000\tG', 'rs103\tMT\t150\tT', 'i701\t1\t500\tII', 'rs104\tX\t100000\tAG'],
      (c, p) => `rs${p}${c}\t${c}\t${p}\tCT`,
    );
    const { genotypes, droppedMarkers } = await readKit(bytes, options);
    const x = genotypes.chromosomes.get(X_CHROMOSOME)!;
    // rs104 is in the first pseudo-autosomal region: not kept, like the Y and MT markers.
    expect([...x.positions]).toEqual([5000000, 5000100, 5000200]);
    expect([...x.calls]).toEqual([genotypeByte(ALLELE.A, ALLELE.A), genotypeByte(ALLELE.D, ALLELE.I), 0]);
    expect(genotypes.chromosomes.get(1)!.calls[0]).toBe(genotypeByte(ALLELE.I, ALLELE.I));
    expect(droppedMarkers).toBe(3);
  });

  it('AncestryDNA: 23 is X; 24, 25 (the X’s pseudo-autosomal part) and 26 not kept; 0 not called; spaces too', async () => {
    const bytes = fileWith(
      ['#AncestryDNA raw data download', '#Data was collected using AncestryDNA array version: V1.0', '#... human reference build 37.1 coordinates.', 'rsid\tchromosome\tposition\tallele1\tallele2'],
      ['rs1\t23\t5000000\tC\tC', 'rs2\t25\t200000\tA\tG', 'rs3\t24\t2800000\tT\tT', 'rs4\t26\t150\tA\tA', 'rs5\t23\t5000100\t0\t0', 'rs6 23 5000200 G T', 'rs7\t23\t5000300\tA\t0'],
      (c, p) => `rs${p}${c}\t${c}\t${p}\tT\tC`,
      '\r\n',
    );
    const parsed = await readKit(bytes, options);
    expect(parsed.version).toBe('v1');
    const x = parsed.genotypes.chromosomes.get(X_CHROMOSOME)!;
    expect([...x.positions]).toEqual([5000000, 5000100, 5000200, 5000300]);
    expect([...x.calls]).toEqual([genotypeByte(ALLELE.C, ALLELE.C), 0, genotypeByte(ALLELE.G, ALLELE.T), 0]);
    expect(parsed.droppedMarkers).toBe(3);
  });

  it("FamilyTreeDNA: unplaced markers, XY, one copy written '-A', a header row repeated part-way", async () => {
    const bytes = fileWith(
      ['RSID,CHROMOSOME,POSITION,RESULT', '"rs9","0","0","--"'],
      ['"rs1","XY","200000","AG"', '"rs2","MT","150","-A"', 'RSID,CHROMOSOME,POSITION,RESULT', '"rs3","X","5000000","-T"', '"rs4","X","5000100","--"'],
      (c, p) => `"rs${p}${c}","${c}","${p}","GG"`,
    );
    const parsed = await readKit(bytes, options);
    expect(parsed.format).toBe('ftdna');
    const x = parsed.genotypes.chromosomes.get(X_CHROMOSOME)!;
    expect([...x.positions]).toEqual([5000000, 5000100]);
    expect([...x.calls]).toEqual([genotypeByte(ALLELE.T, ALLELE.T), 0]);
    expect(parsed.skippedLines).toBe(0);
    expect(parsed.droppedMarkers).toBe(3);
  });

  it("FamilyTreeDNA's joined download: two gzip members, the second starting with its own header row", async () => {
    const kit = syntheticKit({ format: 'ftdna', ...SMALL });
    const text = kit.bytes.toString('latin1');
    const cut = text.indexOf('\n"rs', Math.floor(text.length / 2)) + 1;
    const second = Buffer.from(`RSID,CHROMOSOME,POSITION,RESULT\n${text.slice(cut)}`, 'latin1');
    const joined = Buffer.concat([packed(kit.bytes.subarray(0, cut), 'gzip'), packed(second, 'gzip')]);
    const parsed = await readKit(joined, SMALL_FLOOR);
    expect(parsed.skippedLines).toBe(0);
    expect(firstDifference(parsed.genotypes, kit.expected)).toBeNull();
  });

  it("MyHeritage: its '##' preamble and quoted fields; a FamilyTreeDNA-shaped file that names MyHeritage is MyHeritage's", async () => {
    const bytes = fileWith(
      ['##fileformat=MyHeritage', '##format=MHv1.0', '##chip=GSA', '##reference=build37', '# MyHeritage DNA raw data.', 'RSID,CHROMOSOME,POSITION,RESULT'],
      ['"rs1","X","5000000","CA"'],
      (c, p) => `"rs${p}${c}","${c}","${p}","AT"`,
    );
    const parsed = await readKit(bytes, options);
    expect(parsed.format).toBe('myheritage');
    expect(parsed.genotypes.chromosomes.get(X_CHROMOSOME)!.calls[0]).toBe(genotypeByte(ALLELE.A, ALLELE.C));
  });

  it('two calls for one position leave it not called; a call beside a no-call wins', async () => {
    const bytes = fileWith(
      ['# This data file generated by 23andMe at: today', '# rsid\tchromosome\tposition\tgenotype'],
      ['rs1\t1\t500\tAA', 'i1\t1\t500\tAG', 'rs2\t1\t600\t--', 'i2\t1\t600\tCC'],
      (c, p) => `rs${p}${c}\t${c}\t${p}\tCT`,
    );
    const one = (await readKit(bytes, options)).genotypes.chromosomes.get(1)!;
    expect([...one.positions.subarray(0, 2)]).toEqual([500, 600]);
    expect([...one.calls.subarray(0, 2)]).toEqual([0, genotypeByte(ALLELE.C, ALLELE.C)]);
  });
});

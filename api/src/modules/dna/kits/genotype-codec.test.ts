import { decodeGenotypes, encodeGenotypes } from './genotype-codec.ts';
import { KitStorageError } from './kit-storage-error.ts';
import { firstDifference } from './test/read-kit.ts';
import { syntheticKit } from './test/synthetic-kit.ts';

describe('storing genotypes compactly', () => {
  const kit = syntheticKit({ format: 'twenty_three_and_me', markers: 200_000, seed: 21 });
  const markers = [...kit.expected.chromosomes.values()].reduce((sum, c) => sum + c.positions.length, 0);

  it('decodes to exactly the genotypes encoded', () => {
    const stored = encodeGenotypes(kit.expected);
    expect(firstDifference(decodeGenotypes(stored), kit.expected)).toBeNull();
  });

  it('takes well under the five bytes a marker of the genotypes in memory', () => {
    // Positions in this made-up kit are spread evenly at random, the hardest case to compress.
    expect(encodeGenotypes(kit.expected).length / markers).toBeLessThan(3);
  });

  it('round-trips the edge cases: no chromosome, an empty one, one marker, the largest positions', () => {
    const cases = [
      new Map(),
      new Map([[5, { positions: new Uint32Array(0), calls: new Uint8Array(0) }]]),
      new Map([[23, { positions: Uint32Array.of(1), calls: Uint8Array.of(0x14) }]]),
      new Map([
        [1, { positions: Uint32Array.of(1, 2, 0x7f, 0x80, 0x3fff, 0x4000, 2 ** 28 - 1, 2 ** 32 - 1), calls: Uint8Array.of(0, 0x11, 0x12, 0x13, 0x14, 0x22, 0x56, 0x66) }],
        [22, { positions: Uint32Array.of(16_000_000), calls: Uint8Array.of(0x34) }],
      ]),
    ];
    for (const chromosomes of cases) {
      const genotypes = { chromosomes };
      expect(firstDifference(decodeGenotypes(encodeGenotypes(genotypes)), genotypes)).toBeNull();
    }
  });

  it('refuses to encode positions that do not ascend, or calls that do not match them', () => {
    expect(() => encodeGenotypes({ chromosomes: new Map([[1, { positions: Uint32Array.of(5, 5), calls: Uint8Array.of(1, 1) }]]) })).toThrow(/do not ascend/);
    expect(() => encodeGenotypes({ chromosomes: new Map([[1, { positions: Uint32Array.of(5), calls: Uint8Array.of(1, 1) }]]) })).toThrow(/calls/);
  });

  it('refuses bytes that are not stored genotypes, or were changed', () => {
    const stored = encodeGenotypes(kit.expected);
    const damaged = (change: (bytes: Buffer) => void) => {
      const copy = Buffer.from(stored);
      change(copy);
      return copy;
    };
    const corrupt = [
      Buffer.from('not a kit at all'),
      damaged((b) => (b[0] = 0x41)),
      damaged((b) => (b[4] = 9)),
      damaged((b) => (b[5] = 2)),
      damaged((b) => b.writeUInt32LE(0xffffffff, 6)),
      damaged((b) => (b[12] ^= 1)),
      damaged((b) => (b[Math.floor(b.length / 2)] ^= 0x10)),
      stored.subarray(0, stored.length - 100),
    ];
    for (const bytes of corrupt) {
      expect(() => decodeGenotypes(bytes)).toThrow(KitStorageError);
      try {
        decodeGenotypes(bytes);
      } catch (error) {
        expect((error as KitStorageError).code).toBe('DNA_KIT_CORRUPT');
      }
    }
  });
});

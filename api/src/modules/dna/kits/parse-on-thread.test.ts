import { randomBytes } from 'node:crypto';
import { Readable } from 'node:stream';
import { DnaFileError } from './dna-file-error.ts';
import { parseDnaFileOnThread } from './parse-on-thread.ts';
import { decodeGenotypes } from './genotype-codec.ts';
import { firstDifference, packed } from './test/read-kit.ts';
import { chunksOf, syntheticKit } from './test/synthetic-kit.ts';

const entry = new URL('./test/parse-thread-entry.ts', import.meta.url);

describe('reading a raw data file on a worker thread', () => {
  it('gives the same kit as on this thread, reporting the bytes read', async () => {
    const kit = syntheticKit({ format: 'twenty_three_and_me', markers: 30_000, sex: 'male' });
    const zipped = packed(kit.bytes, 'zip');
    const seen: number[] = [];
    const parsed = await parseDnaFileOnThread(entry, Readable.from([...chunksOf(zipped, 16 * 1024)]), { minMarkers: 10_000, onProgress: (n) => seen.push(n) });
    expect(firstDifference(parsed.genotypes, kit.expected)).toBeNull();
    expect(parsed).toMatchObject({ format: 'twenty_three_and_me', container: 'zip', inferredSex: 'male', bytesRead: zipped.length });
    expect(seen[seen.length - 1]).toBe(zipped.length);
    // Typed arrays still (moved across, not turned into plain objects); this test's realm has its own Uint32Array.
    expect(Object.prototype.toString.call(parsed.genotypes.chromosomes.get(1)!.positions)).toBe('[object Uint32Array]');
    // Packed for storage on the thread too: the same genotypes once unpacked.
    expect(firstDifference(decodeGenotypes(Buffer.from(parsed.packed)), kit.expected)).toBeNull();
  });

  it('hands back a refusal as the same DnaFileError, and stops reading the source', async () => {
    let handedOut = 0;
    function* random() {
      for (let i = 0; i < 400; i++) {
        handedOut++;
        yield randomBytes(64 * 1024);
      }
    }
    const error = await parseDnaFileOnThread(entry, random()).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(DnaFileError);
    expect((error as DnaFileError).dnaCode).toBe('DNA_FORMAT_UNKNOWN');
    expect((error as DnaFileError).status).toBe(400);
    expect(handedOut).toBeLessThanOrEqual(2);
  });

  it('passes the limits to the thread', async () => {
    const kit = syntheticKit({ format: 'ftdna', markers: 30_000 });
    const error = await parseDnaFileOnThread(entry, chunksOf(kit.bytes), { limits: { maxFileBytes: 128 * 1024 } }).catch((e: unknown) => e);
    expect((error as DnaFileError).dnaCode).toBe('DNA_TOO_LARGE');
  });
});

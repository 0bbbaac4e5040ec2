import { randomBytes } from 'node:crypto';
import { decodeGenotypes, encodeGenotypes } from './genotype-codec.ts';
import { decryptKit, encryptKit, readKitKeyId } from './kit-crypto.ts';
import { KitStorageError, type KitStorageErrorCode } from './kit-storage-error.ts';
import { firstDifference } from './test/read-kit.ts';
import { syntheticKit } from './test/synthetic-kit.ts';

const KEY = randomBytes(32);

function storageCode(run: () => unknown): KitStorageErrorCode {
  try {
    run();
  } catch (error) {
    if (error instanceof KitStorageError) return error.code;
    throw error;
  }
  throw new Error('No KitStorageError was thrown.');
}

/** Whether `haystack` holds any `window`-byte run of `needle`. */
function holdsRunOf(haystack: Buffer, needle: Uint8Array, window: number): boolean {
  for (let at = 0; at + window <= needle.length; at += window) {
    if (haystack.indexOf(Buffer.from(needle.subarray(at, at + window))) >= 0) return true;
  }
  return false;
}

describe('sealing stored kits', () => {
  const kit = syntheticKit({ format: 'ancestry', markers: 150_000, seed: 8 });
  const stored = encodeGenotypes(kit.expected);
  const sealed = encryptKit(stored, KEY, 'kit-key-2026');

  it('opens to the stored bytes, and so to the genotypes', () => {
    const opened = decryptKit(sealed, KEY);
    expect(opened.equals(stored)).toBe(true);
    expect(firstDifference(decodeGenotypes(opened), kit.expected)).toBeNull();
  });

  it('names its key, so a kit sealed with an older key is opened with that one', () => {
    const older = randomBytes(32);
    const oldKit = encryptKit(stored, older, 'kit-key-2025');
    expect(readKitKeyId(oldKit)).toBe('kit-key-2025');
    expect(readKitKeyId(sealed)).toBe('kit-key-2026');
    const keys = new Map([
      ['kit-key-2025', older],
      ['kit-key-2026', KEY],
    ]);
    expect(decryptKit(oldKit, keys).equals(stored)).toBe(true);
    expect(decryptKit(sealed, (id) => keys.get(id)).equals(stored)).toBe(true);
    expect(storageCode(() => decryptKit(oldKit, new Map([['kit-key-2026', KEY]])))).toBe('DNA_KIT_KEY_UNKNOWN');
  });

  it('holds nothing of the genotypes in clear: no run of their calls, bytes as even as random ones', () => {
    const calls = Buffer.concat([...kit.expected.chromosomes.values()].map((c) => c.calls));
    // The check can find a run: the encoded (not sealed) bytes hold the calls' raw bytes before compression would hide them.
    expect(holdsRunOf(Buffer.concat([Buffer.alloc(3), calls]), calls, 16)).toBe(true);
    expect(holdsRunOf(sealed, calls, 16)).toBe(false);
    for (const chromosome of kit.expected.chromosomes.values()) {
      expect(holdsRunOf(sealed, new Uint8Array(chromosome.positions.buffer), 16)).toBe(false);
    }
    // A chi-squared test of the byte counts: 255 degrees of freedom, mean 255, sd 22.6.
    const counts = new Array<number>(256).fill(0);
    for (const byte of sealed) counts[byte]++;
    const expected = sealed.length / 256;
    const chiSquared = counts.reduce((sum, count) => sum + (count - expected) ** 2 / expected, 0);
    expect(chiSquared).toBeLessThan(400);
    // The genotype text a file holds ("AG", "CT") is nowhere either.
    expect(sealed.includes(Buffer.from('rs10000'))).toBe(false);
  });

  it('seals the same bytes differently each time (a fresh IV)', () => {
    const again = encryptKit(stored, KEY, 'kit-key-2026');
    expect(again.equals(sealed)).toBe(false);
    expect(decryptKit(again, KEY).equals(stored)).toBe(true);
  });

  it('refuses the wrong key, and any changed byte, with a clear error', () => {
    expect(storageCode(() => decryptKit(sealed, randomBytes(32)))).toBe('DNA_KIT_TAMPERED');
    const headerBytes = 4 + 2 + 'kit-key-2026'.length;
    // A byte of the key id (authenticated too: the same key under another id does not open it),
    // of the IV, of the tag, of the ciphertext (first, middle, last).
    for (const at of [headerBytes - 1, headerBytes + 3, headerBytes + 12 + 5, headerBytes + 28, Math.floor(sealed.length / 2), sealed.length - 1]) {
      const changed = Buffer.from(sealed);
      changed[at] ^= 0x01;
      const code = storageCode(() => decryptKit(changed, (id) => (id.startsWith('kit-key') ? KEY : undefined)));
      expect([at, code]).toEqual([at, 'DNA_KIT_TAMPERED']);
    }
    try {
      decryptKit(sealed, randomBytes(32));
    } catch (error) {
      expect((error as Error).message).toMatch(/does not open with key "kit-key-2026"/);
    }
  });

  it('refuses what is not a sealed kit, and keys or key ids that cannot be', () => {
    expect(storageCode(() => decryptKit(stored, KEY))).toBe('DNA_KIT_CORRUPT');
    expect(storageCode(() => decryptKit(sealed.subarray(0, 20), KEY))).toBe('DNA_KIT_CORRUPT');
    expect(() => encryptKit(stored, randomBytes(16), 'k1')).toThrow(/32 bytes/);
    expect(() => encryptKit(stored, KEY, 'a key id with spaces')).toThrow(/key id/);
  });
});

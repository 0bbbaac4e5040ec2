import { createCipheriv, createDecipheriv, randomBytes } from 'node:crypto';
import { KitStorageError } from './kit-storage-error.ts';

/**
 * Sealing stored kits with AES-256-GCM, so the genotypes at rest (database, backups, object
 * storage) are unreadable without the server's key, and any change to them is detected.
 *
 *   "KFGE" · envelope version (1) · key id length (u8) · key id (ASCII) · IV (12 bytes) · tag (16 bytes) · ciphertext
 *
 * The key id names the key a kit was sealed with, so keys can be rotated: new kits are sealed with
 * the current key, older ones opened with theirs (and re-sealed at leisure). The header (key id
 * included) is authenticated with the ciphertext, so it cannot be swapped either.
 */

const MAGIC = Buffer.from('KFGE', 'latin1');
const ENVELOPE_VERSION = 1;
const IV_BYTES = 12;
const TAG_BYTES = 16;
const KEY_BYTES = 32;
const KEY_ID = /^[A-Za-z0-9._-]{1,64}$/;

/** The keys a server opens kits with: one key, a map by key id, or a lookup (undefined: not known). */
export type KitKeyring = Uint8Array | ReadonlyMap<string, Uint8Array> | ((keyId: string) => Uint8Array | undefined);

function checkKey(key: Uint8Array) {
  if (key.length !== KEY_BYTES) throw new RangeError(`A kit key is ${KEY_BYTES} bytes (AES-256), not ${key.length}.`);
}

/** Seals stored kit bytes (encodeGenotypes' output) with a 32-byte key, naming it by `keyId` (letters, digits, . _ -; at most 64). */
export function encryptKit(plain: Uint8Array, key: Uint8Array, keyId: string): Buffer {
  checkKey(key);
  if (!KEY_ID.test(keyId)) throw new RangeError('A kit key id is 1 to 64 letters, digits, dots, dashes or underscores.');
  const header = Buffer.concat([MAGIC, Buffer.from([ENVELOPE_VERSION, keyId.length]), Buffer.from(keyId, 'latin1')]);
  const iv = randomBytes(IV_BYTES);
  const cipher = createCipheriv('aes-256-gcm', key, iv);
  cipher.setAAD(header);
  const ciphertext = Buffer.concat([cipher.update(plain), cipher.final()]);
  return Buffer.concat([header, iv, cipher.getAuthTag(), ciphertext]);
}

interface Envelope {
  header: Buffer;
  keyId: string;
  iv: Buffer;
  tag: Buffer;
  ciphertext: Buffer;
}

function openEnvelope(sealed: Uint8Array): Envelope {
  const bytes = Buffer.from(sealed.buffer, sealed.byteOffset, sealed.byteLength);
  const corrupt = (why: string) => new KitStorageError('DNA_KIT_CORRUPT', `This is not a sealed kit: ${why}.`);
  if (bytes.length < MAGIC.length + 2 || !bytes.subarray(0, MAGIC.length).equals(MAGIC)) throw corrupt('it does not start as one does');
  if (bytes[4] !== ENVELOPE_VERSION) throw corrupt(`envelope version ${bytes[4]} is not one this server reads`);
  const headerBytes = MAGIC.length + 2 + bytes[5];
  if (bytes.length < headerBytes + IV_BYTES + TAG_BYTES) throw corrupt('it is too short');
  const keyId = bytes.toString('latin1', MAGIC.length + 2, headerBytes);
  if (!KEY_ID.test(keyId)) throw corrupt('its key id is not one');
  return {
    header: bytes.subarray(0, headerBytes),
    keyId,
    iv: bytes.subarray(headerBytes, headerBytes + IV_BYTES),
    tag: bytes.subarray(headerBytes + IV_BYTES, headerBytes + IV_BYTES + TAG_BYTES),
    ciphertext: bytes.subarray(headerBytes + IV_BYTES + TAG_BYTES),
  };
}

/** The id of the key a sealed kit needs (to re-seal kits sealed with an older key). */
export function readKitKeyId(sealed: Uint8Array): string {
  return openEnvelope(sealed).keyId;
}

function keyFor(keys: KitKeyring, keyId: string): Uint8Array | undefined {
  if (typeof keys === 'function') return keys(keyId);
  if (keys instanceof Uint8Array) return keys;
  return keys.get(keyId);
}

/**
 * Opens a sealed kit with the key its envelope names. Throws KitStorageError: DNA_KIT_KEY_UNKNOWN
 * when that key is not in `keys`, DNA_KIT_TAMPERED when the key does not open it or a byte was
 * changed (GCM cannot tell the two apart), DNA_KIT_CORRUPT when it is not a sealed kit at all.
 */
export function decryptKit(sealed: Uint8Array, keys: KitKeyring): Buffer {
  const envelope = openEnvelope(sealed);
  const key = keyFor(keys, envelope.keyId);
  if (!key) throw new KitStorageError('DNA_KIT_KEY_UNKNOWN', `This kit was sealed with key "${envelope.keyId}", which this server is not given.`);
  checkKey(key);
  const decipher = createDecipheriv('aes-256-gcm', key, envelope.iv, { authTagLength: TAG_BYTES });
  decipher.setAAD(envelope.header);
  decipher.setAuthTag(envelope.tag);
  try {
    return Buffer.concat([decipher.update(envelope.ciphertext), decipher.final()]);
  } catch {
    throw new KitStorageError('DNA_KIT_TAMPERED', `This kit does not open with key "${envelope.keyId}": the key is wrong or the stored bytes were changed.`);
  }
}

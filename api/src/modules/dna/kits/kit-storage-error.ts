/** Why stored kit bytes could not be read back. */
export type KitStorageErrorCode =
  /** Not the bytes of a stored kit (wrong magic, an unknown version, a checksum or structure that does not hold). */
  | 'DNA_KIT_CORRUPT'
  /** Sealed with a key the server is not given (a key id no longer configured). */
  | 'DNA_KIT_KEY_UNKNOWN'
  /** The key does not open it, or the sealed bytes were changed: AES-GCM's tag does not match. */
  | 'DNA_KIT_TAMPERED';

/**
 * Stored kit bytes that cannot be read back. Not the uploader's doing: a failure of the server or
 * its storage, to be logged (the app masks it); the code says which.
 */
export class KitStorageError extends Error {
  readonly code: KitStorageErrorCode;

  constructor(code: KitStorageErrorCode, message: string) {
    super(message);
    this.name = 'KitStorageError';
    this.code = code;
  }
}

import { AppError } from '../errors.ts';
import { t } from '../i18n.ts';
import type { Readable } from 'node:stream';

/** Bytes `start` to `end` of an object, both included, as in an HTTP Range header. */
export interface ByteRange {
  start: number;
  end: number;
}

export interface StoredObject {
  key: string;
  size: number;
  modified: Date;
}

/**
 * Where file contents live: a folder on disk or an S3-compatible bucket. Keys are relative paths
 * such as `memories/ab/5f0c….jpg`; what a key means (its owner, its type) is kept in the database.
 */
export interface ObjectStorage {
  /**
   * Streams `body` to `key`, replacing what was there. When the body fails or ends early the
   * write rejects and nothing is left under the key.
   */
  write(key: string, body: Readable, options: { contentType: string }): Promise<{ size: number }>;
  /** The object's bytes, or those of `range` (which should lie within the object, see stat). Rejects with StoredObjectMissing. */
  read(key: string, range?: ByteRange): Promise<Readable>;
  /** Size and last change, or null when there is no such object. */
  stat(key: string): Promise<Omit<StoredObject, 'key'> | null>;
  /** Removes the object; removing one that is already gone is not an error. */
  remove(key: string): Promise<void>;
  /** Every object whose key starts with `prefix`, in no promised order (for clean-up passes). */
  list(prefix: string): AsyncIterable<StoredObject>;
  /**
   * Removes what writes cut short by a crash left behind (a local folder's half-written files, a
   * bucket's unfinished multipart uploads) begun before `before`. Answers how many went.
   */
  removeUnfinished(before: Date): Promise<number>;
}

/** A read of a key that holds nothing. */
export class StoredObjectMissing extends Error {
  readonly key: string;

  constructor(key: string) {
    super(`No stored object under "${key}".`);
    this.name = 'StoredObjectMissing';
    this.key = key;
  }
}

/**
 * The storage could not be reached (a bucket's server down, slow or cut off): the same request may
 * work in a moment. An AppError, so that every transport answers 503 with its sentence.
 */
export class StorageUnavailable extends AppError {
  constructor(cause: unknown) {
    super('SERVICE_UNAVAILABLE', 503, t('storage:unavailable'));
    this.name = 'StorageUnavailable';
    this.cause = cause;
    this.retryAfter = 5;
  }
}

/** The storage has no room left (a full disk or quota): nothing more can be written until room is made. */
export class StorageFull extends AppError {
  constructor(cause: unknown) {
    super('SERVICE_UNAVAILABLE', 503, t('storage:full'));
    this.name = 'StorageFull';
    this.cause = cause;
    this.retryAfter = 60;
  }
}

/** A key that is not a plain relative path: a bug in the caller, never user input passed on. */
export class InvalidStorageKey extends Error {
  constructor(key: string, why: string) {
    super(`Invalid storage key ${JSON.stringify(key)}: ${why}.`);
    this.name = 'InvalidStorageKey';
  }
}

// eslint-disable-next-line no-control-regex
const CONTROL = /[\u0000-\u001f\u007f]/;

/**
 * Refuses anything but a plain relative path: no leading slash, backslash, control character,
 * empty segment, or segment starting with a dot (no `.`/`..`, and the local folder keeps its
 * unfinished writes under dot names). Answers the key.
 */
export function checkKey(key: string): string {
  if (key === '') throw new InvalidStorageKey(key, 'it is empty');
  if (Buffer.byteLength(key) > 1024) throw new InvalidStorageKey(key, 'it is longer than 1024 bytes');
  if (CONTROL.test(key)) throw new InvalidStorageKey(key, 'it contains a control character');
  if (key.includes('\\')) throw new InvalidStorageKey(key, 'it contains a backslash');
  if (key.startsWith('/')) throw new InvalidStorageKey(key, 'it is absolute');
  for (const segment of key.split('/')) {
    if (segment === '') throw new InvalidStorageKey(key, 'it has an empty segment');
    if (segment.startsWith('.')) throw new InvalidStorageKey(key, 'a segment starts with a dot');
  }
  return key;
}

/** A list prefix: empty, or the start of a valid key (it may end with a slash). */
export function checkPrefix(prefix: string): string {
  if (prefix !== '') checkKey(prefix.endsWith('/') ? prefix.slice(0, -1) : prefix);
  return prefix;
}

/** Refuses a range that is not whole numbers with 0 ≤ start ≤ end. */
export function checkRange(range: ByteRange | undefined): void {
  if (!range) return;
  const { start, end } = range;
  if (!Number.isSafeInteger(start) || !Number.isSafeInteger(end) || start < 0 || end < start) {
    throw new RangeError(`Invalid byte range ${start}-${end}.`);
  }
}

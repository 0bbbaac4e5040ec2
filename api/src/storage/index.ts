import type { StorageConfig } from '../config.ts';
import { LocalStorage } from './local-storage.ts';
import type { ObjectStorage } from './object-storage.ts';
import { S3Storage } from './s3-storage.ts';
import { storedBytes } from '../metrics.ts';
import { withStorageErrors } from './storage-errors.ts';

export { StoredObjectMissing, InvalidStorageKey, StorageUnavailable, StorageFull, type ObjectStorage, type StoredObject, type ByteRange } from './object-storage.ts';
export { LocalStorage } from './local-storage.ts';
export { S3Storage, ensureBucket, type S3StorageOptions } from './s3-storage.ts';

/**
 * The storage the configuration names, its written bytes counted in the metrics. Opening creates
 * nothing: a local folder appears with its first file.
 */
export function openStorage(config: StorageConfig): ObjectStorage {
  const storage = withStorageErrors(config.kind === 's3' ? new S3Storage(config) : new LocalStorage(config.dir));
  const write = storage.write.bind(storage);
  storage.write = async (key, body, options) => {
    const written = await write(key, body, options);
    storedBytes.inc(written.size);
    return written;
  };
  return storage;
}

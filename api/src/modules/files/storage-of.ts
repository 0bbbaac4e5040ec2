import type { Config } from '../../config.ts';
import { openStorage, type ObjectStorage } from '../../storage/index.ts';

const opened = new WeakMap<Config, ObjectStorage>();

/** The storage of this server's configuration, opened once (one per app in a process, as in the tests). */
export function storageOf(config: Config): ObjectStorage {
  let storage = opened.get(config);
  if (!storage) {
    storage = openStorage(config.storage);
    opened.set(config, storage);
  }
  return storage;
}

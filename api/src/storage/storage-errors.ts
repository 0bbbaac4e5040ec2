import { StorageFull, StorageUnavailable, StoredObjectMissing, InvalidStorageKey, type ObjectStorage } from './object-storage.ts';

const NETWORK = new Set(['ECONNREFUSED', 'ECONNRESET', 'ECONNABORTED', 'ETIMEDOUT', 'EPIPE', 'EHOSTUNREACH', 'ENETUNREACH', 'EHOSTDOWN', 'ENOTFOUND', 'EAI_AGAIN']);
const FULL = new Set(['ENOSPC', 'EDQUOT']);

/** What a storage failure stands for: the store unreachable, full, or something else (kept as it is). */
export function classifyStorageError(error: unknown): unknown {
  if (error instanceof StoredObjectMissing || error instanceof InvalidStorageKey || error instanceof StorageFull || error instanceof StorageUnavailable) return error;
  const e = error as { code?: unknown; name?: unknown; $metadata?: { httpStatusCode?: number }; cause?: unknown } | null;
  if (!e || typeof e !== 'object') return error;
  if (typeof e.code === 'string' && FULL.has(e.code)) return new StorageFull(error);
  if (typeof e.code === 'string' && NETWORK.has(e.code)) return new StorageUnavailable(error);
  if (e.name === 'TimeoutError' || e.name === 'RequestTimeout' || e.name === 'SlowDown' || e.name === 'ServiceUnavailable') return new StorageUnavailable(error);
  if ((e.$metadata?.httpStatusCode ?? 0) >= 500) return new StorageUnavailable(error);
  // The SDK sometimes wraps a socket failure in an error that keeps only its message.
  if (error instanceof Error && /\b(ECONNREFUSED|ECONNRESET|ETIMEDOUT|EHOSTUNREACH|ENETUNREACH|ENOTFOUND|EAI_AGAIN)\b|socket hang up/.test(error.message)) return new StorageUnavailable(error);
  if (e.cause && e.cause !== error) {
    const inner = classifyStorageError(e.cause);
    if (inner instanceof StorageFull || inner instanceof StorageUnavailable) return inner;
  }
  return error;
}

/**
 * The storage, its failures named: an unreachable store (StorageUnavailable) or a full disk
 * (StorageFull), which the app answers with 503 and a sentence instead of an unexpected error.
 */
export function withStorageErrors(storage: ObjectStorage): ObjectStorage {
  const named = <A extends unknown[], R>(work: (...args: A) => Promise<R>) => async (...args: A) => {
    try {
      return await work(...args);
    } catch (error) {
      throw classifyStorageError(error);
    }
  };
  for (const method of ['write', 'read', 'stat', 'remove', 'removeUnfinished'] as const) {
    const original = (storage[method] as (...args: unknown[]) => Promise<unknown>).bind(storage);
    (storage as unknown as Record<string, unknown>)[method] = named(original);
  }
  return storage;
}

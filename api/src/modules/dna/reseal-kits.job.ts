import { Readable } from 'node:stream';
import type { EntityManager } from '@mikro-orm/postgresql';
import type { Config } from '../../config.ts';
import { storageOf } from '../files/index.ts';
import { dnaKeysOf } from './dna-keys.ts';
import { decryptKit, encryptKit } from './kits/index.ts';
import { newKitStorageKey } from './kit-storage-key.ts';

/** The nightly job that re-seals kits sealed with a key other than the current one. */
export const RESEAL_DNA_KITS = 'reseal_dna_kits';

/** What a re-sealing run did. */
export interface ResealOutcome {
  resealed: number;
  /** Kits whose key this server is not given (or whose stored object does not open): left as they are. */
  failed: number;
}

/**
 * Re-seals up to `limit` kits sealed with a key other than DNA_KEYS' first: each is opened with the
 * key it names, sealed with the current key into a new stored object, the row moved to it only if
 * it still points at the old object (a kit deleted meanwhile keeps nothing), and the old object
 * removed. A kit that does not open is counted and left for its owner to delete or upload again.
 */
export async function resealKits(config: Config, em: EntityManager, limit = 1000, log: (message: string) => void = () => {}): Promise<ResealOutcome> {
  const keys = dnaKeysOf(config);
  const storage = storageOf(config);
  const rows = await em.execute<{ id: string; raw_data_key: string }[]>(
    'select id, raw_data_key from dna_profiles where key_id <> ? order by created_at, id limit ?',
    [keys.currentId, limit],
  );
  const outcome: ResealOutcome = { resealed: 0, failed: 0 };
  for (const row of rows) {
    let sealed: Buffer;
    try {
      const chunks: Buffer[] = [];
      for await (const chunk of await storage.read(row.raw_data_key)) chunks.push(chunk as Buffer);
      sealed = encryptKit(decryptKit(Buffer.concat(chunks), keys.byId), keys.current, keys.currentId);
    } catch (error) {
      outcome.failed++;
      log(`DNA kit ${row.id} was not re-sealed: ${error instanceof Error ? error.message : String(error)}`);
      continue;
    }
    const key = newKitStorageKey();
    await storage.write(key, Readable.from([sealed]), { contentType: 'application/octet-stream' });
    const moved = await em.execute<{ id: string }[]>(
      'update dna_profiles set raw_data_key = ?, key_id = ?, stored_bytes = ?, updated_at = now() where id = ?::uuid and raw_data_key = ? returning id',
      [key, keys.currentId, sealed.length, row.id, row.raw_data_key],
    );
    await storage.remove(moved.length ? row.raw_data_key : key);
    if (moved.length) outcome.resealed++;
  }
  return outcome;
}

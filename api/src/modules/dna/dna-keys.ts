import { randomBytes } from 'node:crypto';
import type { MikroORM } from '@mikro-orm/postgresql';
import type { Config } from '../../config.ts';
import { sharedSecret } from '../../db/shared-secrets.ts';

/** The keys a server seals and opens kits with: the one new kits are sealed with, and every key by id. */
export interface DnaKeys {
  currentId: string;
  current: Uint8Array;
  byId: ReadonlyMap<string, Uint8Array>;
}

/** The id of the key the servers generate when DNA_KEYS is not set. */
export const GENERATED_KEY_ID = 'generated-1';

const loaded = new WeakMap<Config, DnaKeys>();

/** Reads DNA_KEYS' pairs (already checked by loadConfig), the first being the current key. */
export function parseDnaKeys(value: string): DnaKeys {
  const byId = new Map<string, Uint8Array>();
  for (const pair of value.split(',')) {
    const [id, key] = pair.trim().split(':');
    byId.set(id, Buffer.from(key, 'base64'));
  }
  const [currentId] = byId.keys();
  return { currentId, current: byId.get(currentId)!, byId };
}

/**
 * Loads the server's DNA keys once, at start: DNA_KEYS when set; otherwise one key the first server
 * generates and keeps in the database (server_secrets), which every server then reads. A key from
 * DNA_KEYS with the generated key's id stands in for it, so an installation can move the generated
 * key out of the database (docs/dna.md).
 */
export async function loadDnaKeys(config: Config, orm: MikroORM): Promise<DnaKeys> {
  const keys = config.dna.keys
    ? parseDnaKeys(config.dna.keys)
    : parseDnaKeys(`${GENERATED_KEY_ID}:${await sharedSecret(orm, 'dna-key', () => randomBytes(32).toString('base64'))}`);
  loaded.set(config, keys);
  return keys;
}

/** The keys loadDnaKeys read for this configuration. */
export function dnaKeysOf(config: Config): DnaKeys {
  const keys = loaded.get(config);
  if (!keys) throw new Error('The DNA keys are read when the app starts (loadDnaKeys).');
  return keys;
}

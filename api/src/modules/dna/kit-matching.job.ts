import type { EntityManager, MikroORM } from '@mikro-orm/postgresql';
import type { Config } from '../../config.ts';
import { enqueueJob, type JobHandler, type PeriodicJob } from '../../jobs/index.ts';
import { StoredObjectMissing } from '../../storage/index.ts';
import { storageOf } from '../files/index.ts';
import { dnaKeysOf } from './dna-keys.ts';
import { kitsToCompareWith, kitToRead, storeComparison, writeProgress } from './dna-comparison.repository.ts';
import { compareKits } from './genetics/compare-kits.ts';
import { loadGeneticMap } from './genetics/genetic-map.ts';
import type { Genotypes } from './genetics/genotypes.ts';
import { decodeGenotypes, decryptKit } from './kits/index.ts';
import { RESEAL_DNA_KITS, resealKits } from './reseal-kits.job.ts';

/** The job that brings one kit's comparisons up to date. */
export const COMPARE_DNA_KIT = 'compare_dna_kit';

/** Adds the job comparing kit `kitId` (one waiting job per kit), in `em`'s transaction. */
export const enqueueKitMatching = (em: EntityManager, kitId: string) => enqueueJob(em, COMPARE_DNA_KIT, { kitId }, { jobKey: `${COMPARE_DNA_KIT}:${kitId}` });

/** A stored kit's genotypes, opened with the server's keys. */
async function openKit(config: Config, key: string): Promise<Genotypes> {
  const chunks: Buffer[] = [];
  for await (const chunk of await storageOf(config).read(key)) chunks.push(chunk as Buffer);
  return decodeGenotypes(decryptKit(Buffer.concat(chunks), dnaKeysOf(config).byId));
}

/**
 * Compares kit `kitId` with every kit it may be compared with and has not been (both owners agreed,
 * or one owner's two kits), one pair at a time with the GRCh37 genetic map, storing each result and
 * writing the progress on the kit (`compared_count` of `compare_total`, `status`). A pair whose
 * agreement was withdrawn meanwhile is not stored. Answers how many comparisons were stored.
 */
export async function compareKitWithOthers(config: Config, em: EntityManager, kitId: string): Promise<number> {
  const kit = await kitToRead(em, kitId);
  if (!kit) return 0;
  const others = await kitsToCompareWith(em, kitId);
  await writeProgress(em, kitId, { compared: 0, total: others.length, done: others.length === 0 });
  if (!others.length) return 0;
  const map = loadGeneticMap();
  const mine = await openKit(config, kit.raw_data_key);
  let stored = 0;
  for (const [i, other] of others.entries()) {
    // A kit deleted during the run is passed over (its row, and so its place in the pair, is gone too).
    const theirs = await openKit(config, other.raw_data_key).catch((error: unknown) => {
      if (error instanceof StoredObjectMissing) return null;
      throw error;
    });
    if (!theirs) continue;
    const [a, b] = kit.id < other.id ? [kit.id, other.id] : [other.id, kit.id];
    const result = kit.id < other.id ? compareKits(mine, theirs, map) : compareKits(theirs, mine, map);
    if (await storeComparison(em, a, b, JSON.parse(JSON.stringify(result)) as Record<string, unknown>)) stored++;
    await writeProgress(em, kitId, { compared: i + 1, total: others.length, done: false });
  }
  await writeProgress(em, kitId, { compared: others.length, total: others.length, done: true });
  return stored;
}

/** The DNA module's jobs: a kit's comparisons, and the nightly re-sealing of kits after a key rotation. */
export function dnaJobs(config: Config, orm: MikroORM, log: (message: string) => void = () => {}): { tasks: Record<string, JobHandler>; crontab: PeriodicJob[] } {
  return {
    tasks: {
      [COMPARE_DNA_KIT]: async (payload) => void (await compareKitWithOthers(config, orm.em.fork(), String((payload as { kitId?: unknown }).kitId))),
      [RESEAL_DNA_KITS]: async () => void (await resealKits(config, orm.em.fork(), 1000, log)),
    },
    crontab: [{ task: RESEAL_DNA_KITS, schedule: '45 3 * * *' }],
  };
}

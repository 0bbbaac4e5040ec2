import { storageOf } from '../files/index.ts';
import type { ServiceContext } from '../service-context.ts';
import { DnaKit } from './dna-kit.entity.ts';
import { getDnaKit } from './dna-kit.service.ts';

/**
 * Deletes one of the viewer's kits for good: first the sealed genotypes' stored object, then its
 * row, and with it (the database cascades) every agreement to match and every comparison it is part
 * of, in one transaction; answers its id. In that order, a failure part-way leaves the kit listed for its owner to
 * delete again — never genotypes kept with no row to find them by.
 */
export async function deleteDnaKit(sc: ServiceContext, id: string): Promise<string> {
  const kit = await getDnaKit(sc, id, 'delete');
  await storageOf(sc.config).remove(kit.rawDataKey);
  await sc.em.transactional(async (tx) => {
    await tx.nativeDelete(DnaKit, { id: kit.id });
  });
  return kit.id;
}

/**
 * Deletes every kit of a user who is leaving for good (account deletion): their stored genotypes
 * first, then the rows, with their agreements to match and their comparisons.
 */
export async function deleteDnaKitsOf(sc: ServiceContext, userId: string): Promise<void> {
  const rows = await sc.em.execute<{ id: string; raw_data_key: string }[]>('select id, raw_data_key from dna_profiles where user_id = ?::uuid', [userId]);
  const storage = storageOf(sc.config);
  for (const row of rows) await storage.remove(row.raw_data_key);
  await sc.em.execute('delete from dna_profiles where user_id = ?::uuid', [userId]);
}

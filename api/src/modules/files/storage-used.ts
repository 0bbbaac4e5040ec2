import type { EntityManager } from '@mikro-orm/postgresql';

/** Bytes of stored files (uploads and the pictures made from them) each of these users owns. */
export async function storageUsedBy(em: EntityManager, userIds: string[]): Promise<Map<string, number>> {
  if (!userIds.length) return new Map();
  const rows = await em.execute<{ owner_id: string; bytes: string }[]>(
    `select owner_id, sum(size)::text as bytes from stored_files where owner_id = any(string_to_array(?, ',')::uuid[]) group by owner_id`,
    [userIds.join(',')],
  );
  return new Map(rows.map((r) => [r.owner_id, Number(r.bytes)]));
}

/** Everything stored: bytes and files in all, on every server's shared storage. */
export async function storageTotals(em: EntityManager) {
  const [row] = await em.execute<{ bytes: string; files: string }[]>('select coalesce(sum(size), 0)::text as bytes, count(*)::text as files from stored_files');
  return { bytes: Number(row.bytes), files: Number(row.files) };
}

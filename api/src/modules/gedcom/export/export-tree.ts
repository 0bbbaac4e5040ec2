import type { EntityManager } from '@mikro-orm/postgresql';
import type { JobCounts } from '../gedcom-job.entity.ts';
import { readIndex } from './export-rows.ts';
import { readKept, viewerName } from './kept-rows.ts';
import { requireGrantOf } from '../../trees/index.ts';
import { peopleScope } from './export-scope.ts';
import { writeFile } from './file-writer.ts';
import type { GedcomVersion } from './lines.ts';
import { PeopleReader } from './people-reader.ts';

export interface ExportOptions {
  version: GedcomVersion;
  /** Only this person's ancestors and descendants, with their partners. */
  branchOf?: string | null;
  /** Where each person's photo is in the archive being written, by member id. */
  mediaPaths?: Map<string, string>;
}

/** Takes the file's text piece by piece; the caller encodes it (UTF-8). */
export type ExportSink = (chunk: string) => void | Promise<void>;

/** People read and written per batch. */
const BATCH = 5_000;

/**
 * Writes a tree as a GEDCOM file: the people the viewer sees (a living person's details withheld as
 * on screen), their families, and for owners and editors the records kept from imports, each
 * patched where the person has changed since. A tree the viewer cannot see is NOT_FOUND.
 */
export async function exportTree(
  em: EntityManager,
  viewer: { id: string },
  treeId: string,
  options: ExportOptions,
  sink: ExportSink,
  onProgress?: (peopleDone: number, peopleTotal: number) => void,
): Promise<{ counts: JobCounts }> {
  const grant = await requireGrantOf(em, viewer.id, treeId);
  const run = async (tx: EntityManager) => {
    const scope = await peopleScope(tx, grant, viewer.id, options.branchOf);
    const [{ snapshot }] = await tx.execute<{ snapshot: string }[]>('select pg_export_snapshot() as snapshot');
    // The edges and the people are read on a second connection, in this same snapshot, while this
    // one reads the people's order and the families are worked out here.
    const people = new PeopleReader(em, snapshot, scope, grant.treeId, BATCH);
    try {
      const index = await readIndex(tx, scope, grant.treeId, people.edges);
      const { families, others } = scope.keep ? await readKept(tx, grant.treeId) : { families: [], others: [] };
      const submitterName = await viewerName(tx, viewer.id);
      return await writeFile({ ...options, index, families, others, submitterName, people }, sink, onProgress);
    } finally {
      await people.stop();
    }
  };
  // One snapshot for every read, so that people, edges and kept records agree.
  if (em.isInTransaction()) return run(em);
  return em.fork().transactional(
    async (tx) => {
      // The file's order is sorted in memory rather than on disk.
      await tx.execute(`set local work_mem = '64MB'`);
      return run(tx);
    },
    { isolationLevel: 'repeatable read', readOnly: true },
  );
}

import type { EntityManager } from '@mikro-orm/postgresql';
import { notifyUsers } from '../../notifications/index.ts';
import type { GedcomJobKind } from '../../../generated/graphql.ts';
import type { GedcomJob } from '../gedcom-job.entity.ts';
import { log } from '../../../log.ts';
import { tIn, tKey } from '../../../i18n.ts';

/** How a job ended, or that it waits for its user. */
export type JobEnding = 'done' | 'failed' | 'awaiting_choices';

const SENTENCES: Record<GedcomJobKind, Record<JobEnding, string>> = {
  import: {
    done: tKey('gedcom:notice.importDone'),
    failed: tKey('gedcom:notice.importFailed'),
    awaiting_choices: tKey('gedcom:notice.importWaiting'),
  },
  export: {
    done: tKey('gedcom:notice.exportDone'),
    failed: tKey('gedcom:notice.exportFailed'),
    awaiting_choices: tKey('gedcom:notice.exportWaiting'),
  },
};

/**
 * Tells the user who started a job that it has ended, or that a merge waits for their choices: a
 * large file takes minutes, and they may have left the page. The notice opens the job on the tree
 * page (of `treeId`, the tree a new import made, else the job's). A job the user cancelled is not
 * announced. A notice that cannot be written is logged: the job's own outcome stands.
 */
export async function noticeJobEnd(em: EntityManager, job: GedcomJob, ending: JobEnding, treeId = job.tree?.id ?? null): Promise<void> {
  const params = new URLSearchParams({ ...(treeId ? { tree: treeId } : {}), gedcomJob: job.id });
  await notifyUsers(em, {
    kind: 'gedcom_job',
    userIds: [job.user.id],
    actorId: null,
    message: (language) => tIn(language, SENTENCES[job.kind][ending], { file: job.fileName }),
    link: `/family-tree?${params}`,
    objectId: job.id,
  }).catch((error: unknown) => log.error({ err: error, job: job.id }, 'The notice of a GEDCOM job was not written'));
}

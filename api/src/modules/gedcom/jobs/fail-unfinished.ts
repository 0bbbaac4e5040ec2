import type { EntityManager } from '@mikro-orm/postgresql';
import type { Config } from '../../../config.ts';
import { GedcomJob } from '../gedcom-job.entity.ts';
import { removeStored } from '../gedcom-file.ts';
import { exportKeyOf } from './export-runner.ts';
import { FINISHED, updateJob } from './job-context.ts';
import { noticeJobEnd } from './job-notice.ts';
import type { Language } from '../../../i18n.ts';
import { recipientLanguage } from '../../../mail/recipient-language.ts';

/**
 * Ends a job whose run stopped without ending it (its process ran out of memory): failed with
 * `sentence` in its user's language, its upload or half-written export removed, its user told. A
 * job already ended is left.
 */
export async function failUnfinished(config: Config, em: EntityManager, id: string, sentence: (language: Language) => string): Promise<void> {
  const job = await em.findOne(GedcomJob, { id }, { populate: ['user'] });
  if (!job || (FINISHED as readonly string[]).includes(job.state)) return;
  await updateJob(em, id, { state: 'failed', error: sentence(recipientLanguage(job.user)), finishedAt: new Date(), fileKey: null });
  await removeStored(config, job.kind === 'export' ? exportKeyOf(job) : job.fileKey);
  await noticeJobEnd(em, job, 'failed');
}

import type { EntityManager } from '@mikro-orm/postgresql';
import { tIn, type Language } from '../../i18n.ts';
import { recordActivity } from '../activity/index.ts';
import { notifyUsers } from '../notifications/index.ts';
import { publicName, type User } from '../users/index.ts';
import { answerAudience } from './daily-moment.repository.ts';

/**
 * Tells the family of a first answer of the day, in the caller's transaction: the activity record,
 * and a notification to the tree's other readers (exactly those who may read the answer), each in
 * their language and within their notification settings.
 */
export async function tellOfAnswer(em: EntityManager, author: User, answer: { id: string; treeId: string; treeName: string }) {
  recordActivity(em, { actor: author, verb: 'moment_answered', objectType: 'moment_answer', objectId: answer.id, treeId: answer.treeId, data: { treeName: answer.treeName } });
  await em.flush();
  const audience = await answerAudience(em, answer.treeId, author.id);
  await notifyUsers(em, {
    kind: 'moment_answered',
    userIds: audience,
    actorId: author.id,
    objectId: answer.id,
    link: `/daily-prompts?${new URLSearchParams({ tree: answer.treeId })}#${answer.id}`,
    message: (language: Language) => tIn(language, 'daily-moments:notice.answered', { name: publicName(author, language), tree: answer.treeName }),
  });
}

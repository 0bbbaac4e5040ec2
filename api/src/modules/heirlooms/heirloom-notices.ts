import type { EntityManager } from '@mikro-orm/postgresql';
import { recordActivity } from '../activity/index.ts';
import { notifyUsers } from '../notifications/index.ts';
import { fullName } from '../family/index.ts';
import { tIn, type Language } from '../../i18n.ts';
import { publicName, type User } from '../users/index.ts';
import { userReads } from './heirloom.repository.ts';

/** A person a notice names: their name and their own user, when they confirmed they are them. */
interface Person {
  firstName: string;
  lastName: string;
  linkedUser?: { id: string } | null;
  linkConfirmed: boolean;
}

/** Where an heirloom opens in the app. */
export const heirloomLink = (id: string) => `/heirlooms/${id}`;

/**
 * Records the adding of an heirloom in the activity record, read as the heirloom is (by the tree's
 * readers who may read it). Never its value. In the caller's transaction.
 */
export function tellOfHeirloom(em: EntityManager, recorder: User, heirloom: { id: string; name: string; treeId: string }) {
  recordActivity(em, { actor: recorder, verb: 'heirloom_added', objectType: 'heirloom', objectId: heirloom.id, treeId: heirloom.treeId, data: { title: heirloom.name } });
}

/**
 * Records that an heirloom passed to someone (the activity record, read as the heirloom is) and
 * tells that person's own user, if they confirmed they are them and read it. In the caller's
 * transaction, after its flush.
 */
export async function tellOfPassing(em: EntityManager, actor: User, heirloom: { id: string; name: string; treeId: string }, from: Person | null, to: Person) {
  recordActivity(em, {
    actor,
    verb: 'heirloom_passed',
    objectType: 'heirloom',
    objectId: heirloom.id,
    treeId: heirloom.treeId,
    data: { title: heirloom.name, fromName: from ? fullName(from) : null, toName: fullName(to) },
  });
  const userId = to.linkConfirmed ? (to.linkedUser?.id ?? null) : null;
  if (!userId || userId === actor.id || !(await userReads(em, heirloom.id, userId))) return;
  await notifyUsers(em, {
    kind: 'heirloom_passed',
    userIds: [userId],
    actorId: actor.id,
    link: heirloomLink(heirloom.id),
    objectId: heirloom.id,
    message: (language: Language) => tIn(language, 'heirlooms:notice.passedToYou', { name: publicName(actor, language), title: heirloom.name }),
  });
}

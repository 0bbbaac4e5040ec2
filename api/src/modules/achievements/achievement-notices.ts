import type { EntityManager } from '@mikro-orm/postgresql';
import { recordActivity } from '../activity/index.ts';
import { notifyUsers } from '../notifications/index.ts';
import { fullName } from '../family/index.ts';
import { tIn, type Language } from '../../i18n.ts';
import { publicName, type User } from '../users/index.ts';
import { readersOf } from './achievement.repository.ts';

/** What a notice about an achievement names: its id and title, and its person. */
interface Told {
  id: string;
  title: string;
  treeId: string;
  member: { id: string; firstName: string; lastName: string; linkedUser?: { id: string } | null; linkConfirmed: boolean };
}

const linkOf = (a: Told) => `/achievements#${a.id}`;

/**
 * Records the recording (the activity record, read as the achievement is) and tells the person's
 * relatives: every reader of the person's tree who reads the achievement (who sees the person with
 * their details), the person's own user among them. In the caller's transaction, after its flush.
 */
export async function tellOfAchievement(em: EntityManager, recorder: User, achievement: Told) {
  const person = fullName(achievement.member);
  recordActivity(em, {
    actor: recorder,
    verb: 'achievement_recorded',
    objectType: 'achievement',
    objectId: achievement.id,
    treeId: achievement.treeId,
    data: { memberName: person, title: achievement.title },
  });
  const relatives = await readersOf(em, achievement.id, { userIds: [], everyReader: true });
  await notifyUsers(em, {
    kind: 'achievement_recorded',
    userIds: relatives,
    actorId: recorder.id,
    link: linkOf(achievement),
    objectId: achievement.id,
    message: (language: Language) => tIn(language, 'achievements:notice.recorded', { name: publicName(recorder, language), person, title: achievement.title }),
  });
}

/** Tells the recorder and the person's own user (each only if they still read it) that someone celebrated it. */
export async function tellOfCelebration(em: EntityManager, celebrant: User, achievement: Told & { recorderId: string | null }) {
  const personUser = achievement.member.linkConfirmed ? (achievement.member.linkedUser?.id ?? null) : null;
  const candidates = [achievement.recorderId, personUser].filter((id): id is string => id !== null && id !== celebrant.id);
  if (!candidates.length) return;
  const told = await readersOf(em, achievement.id, { userIds: candidates, everyReader: false });
  const person = fullName(achievement.member);
  await notifyUsers(em, {
    kind: 'achievement_celebrated',
    userIds: told,
    actorId: celebrant.id,
    link: linkOf(achievement),
    objectId: achievement.id,
    message: (language: Language) => tIn(language, 'achievements:notice.celebrated', { name: publicName(celebrant, language), person, title: achievement.title }),
  });
}

import type { EntityManager } from '@mikro-orm/postgresql';
import { achievementScope } from '../../policies/achievement.policy.ts';

// A user's own data export: the achievements they recorded and the ones they celebrated, as far as
// they still read them (an achievement of someone they no longer see is the tree's, not theirs).
// Account deletion needs nothing here: achievements belong to the person's tree and stay, their
// recorder becomes unknown (recorded_by_id: on delete set null), celebrations go with the account
// (on delete cascade).

/** The achievements a user recorded that they still read, oldest first. */
export async function achievementsRecordedBy(em: EntityManager, userId: string) {
  const readable = achievementScope('a', { id: userId });
  return em.execute<{ id: string; person: string; achievementType: string; title: string; description: string | null; date: string | null; createdAt: Date; updatedAt: Date }[]>(
    `select a.id, trim(m.first_name || ' ' || m.last_name) as person, a.achievement_type as "achievementType", a.title, a.description, a.date,
       a.created_at as "createdAt", a.updated_at as "updatedAt"
     from family_achievements a join family_members m on m.id = a.member_id
     where a.recorded_by_id = ?::uuid and ${readable.text} order by a.created_at, a.id`,
    [userId, ...readable.params],
  );
}

/** The achievements a user celebrated that they still read, in the order celebrated. */
export async function celebrationsBy(em: EntityManager, userId: string) {
  const readable = achievementScope('a', { id: userId });
  return em.execute<{ achievementId: string; person: string; title: string; celebratedAt: Date }[]>(
    `select a.id as "achievementId", trim(m.first_name || ' ' || m.last_name) as person, a.title, c.created_at as "celebratedAt"
     from achievement_celebrations c join family_achievements a on a.id = c.achievement_id join family_members m on m.id = a.member_id
     where c.user_id = ?::uuid and ${readable.text} order by c.created_at, a.id`,
    [userId, ...readable.params],
  );
}

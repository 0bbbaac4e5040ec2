import type { EntityManager } from '@mikro-orm/postgresql';
import type { User } from '../users/user.entity.ts';
import { FamilyMember } from './family-member.entity.ts';

/**
 * Keeps the member that stands for a user in their own tree in step with the profile: name, photo
 * and birth date. Creates it with the user. Staged in `em`; saved with the profile change.
 */
export async function syncSelfMember(em: EntityManager, user: User) {
  const self = (await em.findOne(FamilyMember, { owner: user, isSelf: true })) ?? em.create(FamilyMember, {
    owner: user,
    linkedUser: user,
    isSelf: true,
    firstName: '',
    lastName: '',
  });
  self.firstName = user.firstName || user.email.split('@')[0];
  self.lastName = user.lastName ?? '';
  self.dateOfBirth = user.dateOfBirth ?? null;
  self.profilePicture = user.profileImage ?? null;
  return self;
}

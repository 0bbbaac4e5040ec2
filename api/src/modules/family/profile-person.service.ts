import type { EntityManager } from '@mikro-orm/postgresql';
import type { User } from '../users/user.entity.ts';
import { defaultTreeName, stageTree } from '../trees/index.ts';
import { FamilyMember } from './family-member.entity.ts';

/** The name a person mirroring a profile shows. */
const profileName = (user: User) => ({ firstName: user.firstName || user.email.split('@')[0], lastName: user.lastName ?? '' });

/**
 * Stages a new user's own tree with the person that stands for them, which mirrors their profile
 * (name, photo, birth date). Saved with the user.
 */
export function stageHomeTree(em: EntityManager, user: User) {
  const tree = stageTree(em, user, defaultTreeName(user));
  em.create(FamilyMember, { tree, linkedUser: user, linkConfirmed: true, mirrorsProfile: true, ...profileName(user) });
  return tree;
}

/**
 * Keeps every person that mirrors a user's profile in step with it: name, photo and birth date.
 * Staged in `em`; saved with the profile change.
 */
export async function syncProfilePeople(em: EntityManager, user: User) {
  const people = await em.find(FamilyMember, { linkedUser: user, mirrorsProfile: true });
  for (const person of people) {
    Object.assign(person, profileName(user));
    person.dateOfBirth = user.dateOfBirth ?? null;
    person.profilePicture = user.profileImage ?? null;
  }
  return people;
}

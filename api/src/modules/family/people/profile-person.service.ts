import type { EntityManager } from '@mikro-orm/postgresql';
import type { User } from '../../users/index.ts';
import { FamilyMember } from './family-member.entity.ts';
import { dateFromIso } from '../../../../../shared/dates/index.ts';
import { lifeDateFields, storedFrom } from './life-dates.ts';

/**
 * What a person standing for a user takes from their profile: name, photo and birth date — but not
 * a birthday the user hides, since trees are shared with other people — and their gender once they
 * gave it (until then the tree's editors may set it).
 */
const profileFields = (user: User) => ({
  firstName: user.firstName || user.email.split('@')[0],
  lastName: user.lastName ?? '',
  ...lifeDateFields('birth', storedFrom(user.privacySettings?.showBirthday === false || !user.dateOfBirth ? null : dateFromIso(user.dateOfBirth))),
  profilePicture: user.profileImage ?? null,
  ...(user.gender ? { gender: user.gender } : {}),
});

/** Stages the person that stands for a user in a tree: linked, confirmed, mirroring their profile. */
export function stageProfilePerson(em: EntityManager, tree: string | { id: string }, user: User) {
  // No gender said is no gender shown, rather than the 'other' a new member gets by default.
  return em.create(FamilyMember, { tree: typeof tree === 'string' ? tree : tree.id, linkedUser: user, linkConfirmed: true, mirrorsProfile: true, gender: null, ...profileFields(user) });
}

/** Keeps every person that mirrors a user's profile in step with it. Staged in `em`; saved with the profile change. */
export async function syncProfilePeople(em: EntityManager, user: User) {
  const people = await em.find(FamilyMember, { linkedUser: user, mirrorsProfile: true });
  for (const person of people) Object.assign(person, profileFields(user));
  return people;
}

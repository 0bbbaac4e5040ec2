import type { EntityManager } from '@mikro-orm/postgresql';
import { FamilyMember } from './family-member.entity.ts';

/**
 * The people who stood for a leaving user in family trees stay as people of those trees, but no
 * longer show the user's profile photo (it is removed with the account) nor follow their profile.
 */
export async function forgetProfileMirrorsOf(em: EntityManager, userId: string) {
  await em.nativeUpdate(FamilyMember, { linkedUser: userId, mirrorsProfile: true }, { mirrorsProfile: false, profilePicture: null });
}

import type { EntityManager } from '@mikro-orm/postgresql';
import { User } from './user.entity.ts';

/** Everything a user's profile holds, for their own data export. */
export function profileForExport(user: User) {
  return {
    id: user.id,
    email: user.email,
    firstName: user.firstName ?? null,
    lastName: user.lastName ?? null,
    dateOfBirth: user.dateOfBirth ?? null,
    gender: user.gender ?? null,
    phone: user.phone ?? null,
    address: user.address ?? null,
    bio: user.bio ?? null,
    occupation: user.occupation ?? null,
    relationshipStatus: user.relationshipStatus ?? null,
    hometown: user.hometown ?? null,
    currentCity: user.currentCity ?? null,
    location: user.location ?? null,
    interests: user.interests ?? [],
    socialMedia: user.socialMedia ?? null,
    privacySettings: user.privacySettings,
    role: user.role,
    createdAt: user.createdAt,
    profilePhoto: user.profileImage ?? null,
  };
}

/** Removes a user's row; what hangs on it goes by the foreign keys' rules (cascade, or set null). */
export async function deleteUserRecord(em: EntityManager, userId: string) {
  await em.nativeDelete(User, { id: userId });
}

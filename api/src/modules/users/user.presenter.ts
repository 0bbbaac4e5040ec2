import { profileImageUrl, type User } from './user.entity.ts';

/** The current user as the REST client reads it (spec section 3, "Current user"). */
export function presentUser(user: User) {
  return {
    id: user.id,
    claims: { sub: user.sub },
    email: user.email,
    firstName: user.firstName,
    lastName: user.lastName,
    profileImageUrl: profileImageUrl(user),
    isOnboarded: user.isOnboarded,
    dateOfBirth: user.dateOfBirth,
    phone: user.phone,
    address: user.address,
    bio: user.bio,
    occupation: user.occupation,
    relationshipStatus: user.relationshipStatus,
    hometown: user.hometown,
    currentCity: user.currentCity,
    location: user.location,
    interests: user.interests,
    socialMedia: user.socialMedia,
    privacySettings: user.privacySettings,
    createdAt: user.createdAt,
    updatedAt: user.updatedAt,
  };
}

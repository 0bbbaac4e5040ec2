import { requestLanguage, tIn, type Language } from '../../i18n.ts';
import type { User } from './user.entity.ts';

// How a user is shown: names and photo address for other modules and the transports, and the
// REST shape of the current user.

/** Given and family name joined, or the email when neither is known: for the user themself. */
export const displayName = (user: User) => [user.firstName, user.lastName].filter(Boolean).join(' ') || user.email;

/**
 * The name other users see: never the email, which has its own privacy setting. A user without a
 * name is "A Kinfolk member" in `language` (the reader's: by default the one asking).
 */
export const publicName = (user: User, language: Language = requestLanguage()) =>
  [user.firstName, user.lastName].filter(Boolean).join(' ') || tIn(language, 'users:aKinfolkMember');

/** Where the profile photo is served, if there is one. */
export const profileImageUrl = (user: User) => (user.profileImage ? `/uploads/${user.profileImage}` : null);

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

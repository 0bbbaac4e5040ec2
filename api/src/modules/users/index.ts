// What other modules (and sign-in) use of the users module.
export { findUserById, findUsersByIds, findUserByEmail, findUserBySubject, findUserForClaims, createUser, countUsers, searchAccounts, userFromRow, rememberBrowserLanguage, firstAdministrator } from './user.service.ts';
export { displayName, publicName, profileImageUrl } from './user.presenter.ts';
export type { User, UserRole } from './user.entity.ts';
export { profileForExport, deleteUserRecord } from './user-export.ts';
export { reactToUsers, type UserReactions } from './user-reactions.ts';

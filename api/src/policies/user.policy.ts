import type { User } from '../modules/users/user.entity.ts';

const isSelf = (viewer: User, user: User) => viewer.id === user.id;

const isAdministrator = (viewer: User) => viewer.role === 'admin';

export const userPolicy = {
  read: isSelf,
  update: isSelf,
  /** See every account and create password reset links for them. */
  administer: isAdministrator,
};

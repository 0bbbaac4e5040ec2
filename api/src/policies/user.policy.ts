import type { User } from '../modules/users/user.entity.ts';

const isSelf = (viewer: User, user: User) => viewer.id === user.id;

export const userPolicy = {
  read: isSelf,
  update: isSelf,
};

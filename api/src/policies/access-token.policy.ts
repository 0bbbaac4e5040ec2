import type { User } from '../modules/users/user.entity.ts';
import type { AccessToken } from '../modules/tokens/access-token.entity.ts';

const isOwner = (viewer: User, token: AccessToken) => token.user.id === viewer.id;

export const accessTokenPolicy = {
  read: isOwner,
  revoke: isOwner,
};

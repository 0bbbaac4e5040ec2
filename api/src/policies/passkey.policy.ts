import type { User } from '../modules/users/user.entity.ts';
import type { Passkey } from '../modules/accounts/passkey.entity.ts';

const isOwner = (viewer: User, passkey: Passkey) => passkey.user.id === viewer.id;

export const passkeyPolicy = {
  remove: isOwner,
};

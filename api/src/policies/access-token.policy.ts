import type { Actor } from './actor.ts';
import type { AccessToken } from '../modules/tokens/access-token.entity.ts';

const isOwner = (actor: Actor, token: AccessToken) => token.user.id === actor.user.id;

export const accessTokenPolicy = {
  read: isOwner,
  revoke: isOwner,
} as const;

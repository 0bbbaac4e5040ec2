import type { Actor } from './actor.ts';
import type { Passkey } from '../modules/accounts/passkey.entity.ts';

const isOwner = (actor: Actor, passkey: Passkey) => passkey.user.id === actor.user.id;

export const passkeyPolicy = {
  remove: isOwner,
} as const;

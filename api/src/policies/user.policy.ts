import type { Actor } from './actor.ts';
import type { User } from '../modules/users/user.entity.ts';

const isSelf = (actor: Actor, user: User) => actor.user.id === user.id;

const isAdministrator = (actor: Actor) => actor.user.role === 'admin';

export const userPolicy = {
  read: isSelf,
  update: isSelf,
  /** See every account and create password reset links for them. */
  administer: isAdministrator,
} as const;

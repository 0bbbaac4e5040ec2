import type { Actor } from './actor.ts';
import type { User } from '../modules/users/user.entity.ts';

const isSelf = (actor: Actor, user: User) => actor.user.id === user.id;

const isAdministrator = (actor: Actor) => actor.user.role === 'admin';

/** A profile field other users see only where its owner shows it (their privacy settings). */
const shown = (setting: 'showEmail' | 'showPhone' | 'showAddress' | 'showBirthday') => (actor: Actor, user: User) => isSelf(actor, user) || Boolean(user.privacySettings?.[setting]);

export const userPolicy = {
  read: isSelf,
  update: isSelf,
  /** See every account and create password reset links for them. */
  administer: isAdministrator,
  seeEmail: shown('showEmail'),
  seePhone: shown('showPhone'),
  seeAddress: shown('showAddress'),
  seeBirthday: shown('showBirthday'),
} as const;

/**
 * The same settings as SQL conditions on `users` row `alias`, for searches and suggestions that
 * match on these fields: a hidden field is never matched, so a result never reveals it. (The
 * defaults are those of DEFAULT_PRIVACY: email hidden, birthday shown.)
 */
export const emailShownSql = (alias: string) => `coalesce((${alias}.privacy_settings->>'showEmail')::boolean, false)`;
export const birthdayShownSql = (alias: string) => `coalesce((${alias}.privacy_settings->>'showBirthday')::boolean, true)`;

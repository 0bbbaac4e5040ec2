import type { Actor } from './actor.ts';
import type { User } from '../modules/users/user.entity.ts';

/** A user as the rules about them as a whole need them: who they are. */
type UserRef = Pick<User, 'id'>;

/** A user a person of a tree may be said to be: whether they have access to (or an invitation to) that tree, and whether they are one of the linker's connections. */
export interface LinkTarget {
  user: UserRef;
  inTree: boolean;
  connected: boolean;
}

const isSelf = (actor: Actor, user: UserRef) => actor.user.id === user.id;

const isAdministrator = (actor: Actor) => actor.user.role === 'admin';

/** A profile field other users see only where its owner shows it (their privacy settings). */
const shown = (setting: 'showEmail' | 'showPhone' | 'showAddress' | 'showBirthday') => (actor: Actor, user: User) => isSelf(actor, user) || Boolean(user.privacySettings?.[setting]);

export const userPolicy = {
  read: isSelf,
  update: isSelf,
  /** Act in their name (a connection request sent as them): themselves alone. */
  actAs: isSelf,
  /** The earlier REST client's lists by user (their memories, their circles): their own alone. */
  listMemoriesOf: isSelf,
  listCirclesOf: isSelf,
  /** Say a person of a tree is this user: the linker themself, someone with access to the tree (or invited to it), or one of the linker's connections. */
  linkPersonTo: (actor: Actor, target: LinkTarget) => isSelf(actor, target.user) || target.inTree || target.connected,
  /** Ask them to connect: anyone else, while their settings accept connection requests. */
  requestConnection: (actor: Actor, user: User) => !isSelf(actor, user) && Boolean(user.privacySettings?.allowFamilyConnections),
  /** Delete the account: its holder, unless they are the server's administrator. */
  deleteAccount: (actor: Actor, user: UserRef) => isSelf(actor, user) && !isAdministrator(actor),
  /** See every account and create password reset links for them. */
  administer: isAdministrator,
  /** Disable or enable an account: the administrator, never their own. */
  disable: (actor: Actor, user: UserRef) => isAdministrator(actor) && !isSelf(actor, user),
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

/** requestConnection's setting as SQL on `users` row `alias`: whether they accept connection requests (searches and suggestions leave out those who do not). */
export const acceptsConnectionsSql = (alias: string) => `coalesce((${alias}.privacy_settings->>'allowFamilyConnections')::boolean, true)`;

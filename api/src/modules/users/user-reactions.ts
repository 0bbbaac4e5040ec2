import type { EntityManager } from '@mikro-orm/postgresql';
import type { User } from './user.entity.ts';

/**
 * What other modules do when a user comes or their profile changes — the family module gives every
 * new user a tree of their own and keeps the people who stand for a user in step with their profile.
 * They register here at start (modules/wiring.ts), so that users depends on none of them.
 */
export interface UserReactions {
  /** A new user was staged (saved with them): stage what comes with an account. */
  userStaged(em: EntityManager, user: User): void;
  /** A user's profile changed (staged in `em`, saved with the change). */
  profileChanged(em: EntityManager, user: User): Promise<unknown>;
}

const reactions: UserReactions[] = [];

/** Registers what a module does when users come or change (once per module, at start). */
export function reactToUsers(reaction: UserReactions) {
  if (!reactions.includes(reaction)) reactions.push(reaction);
}

/** Every user has a home tree: a user staged before the modules were wired would silently lack one. */
function wired() {
  if (reactions.length === 0) throw new Error('No module reacts to users: call wireModules() at start.');
  return reactions;
}

export function userStaged(em: EntityManager, user: User) {
  for (const reaction of wired()) reaction.userStaged(em, user);
}

export async function profileChanged(em: EntityManager, user: User) {
  for (const reaction of wired()) await reaction.profileChanged(em, user);
}

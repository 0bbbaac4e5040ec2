import type { User } from '../modules/users/user.entity.ts';
import type { GrantCache, TreeGrant } from '../modules/trees/grant.ts';

/**
 * Who is asking, as a rule sees them: the signed-in user and their grants in the trees the request
 * has loaded. A tree whose grant was not loaded counts as one the user has no access to, so a
 * forgotten load refuses instead of allowing.
 */
export interface Actor {
  user: User;
  grant(treeId: string): TreeGrant | null;
}

/** What a service has at hand to build the actor from (a ServiceContext fits). */
export interface ActorSource {
  viewer: User | null;
  grants?: GrantCache;
}

export const actorOf = (user: User, grants?: GrantCache): Actor => ({ user, grant: (treeId) => grants?.get(treeId) ?? null });

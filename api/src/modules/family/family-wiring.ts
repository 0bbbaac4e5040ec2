import type { EntityManager } from '@mikro-orm/postgresql';
import { reactToUsers, type User } from '../users/index.ts';
import { defaultTreeName, provideTreePeople, stageTree } from '../trees/index.ts';
import { FamilyMember } from './people/family-member.entity.ts';
import { getMember } from './people/member.service.ts';
import { linkMember } from './people/link.service.ts';
import { familyStats } from './people/family-stats.service.ts';
import { stageProfilePerson, syncProfilePeople } from './people/profile-person.service.ts';
import { hasLimitedAccess, refreshBranches } from './branches/branch.repository.ts';
import { branchRoot } from './branches/branch-root.ts';

/** Works out a tree's limited branches again after a change of who may see what (under the tree's lock). */
export async function refreshTreeBranches(em: EntityManager, treeId: string) {
  if (await hasLimitedAccess(em, treeId)) await refreshBranches(em, treeId);
  else await em.execute(`delete from branch_members b using tree_access a where b.access_id = a.id and a.tree_id = ?::uuid`, [treeId]);
}

/** A new user's own tree, with the person that stands for them. Saved with the user. */
function stageHomeTree(em: EntityManager, user: User) {
  const tree = stageTree(em, user, defaultTreeName(user));
  stageProfilePerson(em, tree, user);
  return tree;
}

const userReactions = { userStaged: stageHomeTree, profileChanged: syncProfilePeople };

/**
 * The family module builds on users and trees; what they need of people it hands them here, at
 * start, instead of their importing family (dependencies one way).
 */
export function wireFamily() {
  reactToUsers(userReactions);
  provideTreePeople({
    stageOwnerPerson: (em, treeId, owner) => void stageProfilePerson(em, treeId, owner),
    photoKeysOf: async (em, treeId) =>
      (await em.find(FamilyMember, { tree: treeId, profilePicture: { $ne: null }, mirrorsProfile: false })).map((p) => p.profilePicture!).filter(Boolean),
    refreshBranches: refreshTreeBranches,
    visibleMember: (sc, memberId, action) => getMember(sc, memberId, action),
    linkMember,
    branchRoot,
    memberCount: async (sc, treeId) => (await familyStats(sc, treeId)).memberCount,
  });
}

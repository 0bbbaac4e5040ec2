// What other modules use of the family module.
import type { EntityManager } from '@mikro-orm/postgresql';
import type { ServiceContext } from '../service-context.ts';
import { hasLimitedAccess, refreshBranches } from './branch.repository.ts';
import { FamilyMember } from './family-member.entity.ts';
import { canSeeMember, fullName } from './member.service.ts';
import { can } from '../../policies/authorize.ts';

export { stageHomeTree, syncProfilePeople } from './profile-person.service.ts';
export { GENDERS, type Gender } from './family-member.entity.ts';
export { MAX_BRANCH_STEPS } from './branch.repository.ts';
export { getMember, fullName } from './member.service.ts';
export { linkMember } from './link.service.ts';
export { familyStats } from './family-stats.service.ts';
export { MAX_GENERATIONS, prepareWholeWindow } from './tree-window.service.ts';
export { datesShown, hidesLivingDates, livingDatesShownSql, type DatedPerson } from './dated-people.ts';
export { presentPersonSummary, type PersonFacts, type PersonSummary } from './person-summary.presenter.ts';

/** Works out a tree's limited branches again after a change of who may see what (under the tree's lock). */
export async function refreshTreeBranches(em: EntityManager, treeId: string) {
  if (await hasLimitedAccess(em, treeId)) await refreshBranches(em, treeId);
  else await em.execute(`delete from branch_members b using tree_access a where b.access_id = a.id and a.tree_id = ?::uuid`, [treeId]);
}

/**
 * The name of the person at the top of a branch, as long as they are in the tree and the viewer
 * sees them: someone outside the viewer's own branch is not named through another user's limit.
 */
export async function branchRootName(sc: ServiceContext, memberId: string, theirOwnBranch = false): Promise<string | null> {
  const member = await sc.em.findOne(FamilyMember, { id: memberId });
  return member && (theirOwnBranch || (await canSeeMember(sc, member))) ? fullName(member) : null;
}
export { RELATIONSHIP_TYPES } from './relationship.service.ts';

/** People's photos are read by whoever sees the person with their details (see files/file-readers.ts). */
export function allowPhotoReads(allow: (purpose: 'member-photo', reader: (sc: ServiceContext, key: string) => Promise<boolean>) => void) {
  allow('member-photo', async (sc, key) => {
    const people = await sc.em.find(FamilyMember, { profilePicture: key }, { limit: 5 });
    for (const person of people) {
      if ((await canSeeMember(sc, person)) && can(sc, 'seeDetails', 'FamilyMember', person)) return true;
    }
    return false;
  });
}
export { existingEdges, insertKeptRecords, insertMembers, insertRelationships, type BulkEdge, type BulkMember, type BulkTarget, type KeptFamilyRecord, type KeptOtherRecord, type KeptPersonRecord, type KeptRecords } from './bulk-import.repository.ts';
export { updateMembers, updatePartnerships, type MemberChange, type PartnershipChange } from './bulk-update.repository.ts';
export { BulkWriter, orderedId } from './bulk-copy.ts';
export { forgetProfileMirrorsOf } from './leaving-owner.ts';
export { deleteTreeOfLeavingOwner } from './tree-commands.ts';

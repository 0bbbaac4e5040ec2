// What other modules use of the family module.

export { wireFamily, refreshTreeBranches } from './family-wiring.ts';
export type { Gender } from './people/family-member.entity.ts';
export { MAX_BRANCH_STEPS } from './branches/branch.repository.ts';
export { getMember, fullName, membersByIds, visibleAmong } from './people/member.service.ts';
export { linkMember } from './people/link.service.ts';
export { MAX_GENERATIONS, prepareWholeWindow } from './tree-window/tree-window.service.ts';
export { datesShown, hidesLivingDates, livingDatesShownSql, type DatedPerson } from './people/dated-people.ts';
export { presentDate, storedFrom, type StoredDate } from './people/life-dates.ts';
export { presentPersonSummary, type PersonFacts, type PersonSummary } from './people/person-summary.presenter.ts';
export { ancestorBirthPlaces, type AncestorBirthPlace, type AncestorBirthPlaces } from './ancestry/ancestor-places.service.ts';

export { bloodRelation, bloodRelationsTo, type BloodRelation } from './kinship/blood-relation.service.ts';
export { kinshipName, type Sex } from './kinship/kinship.ts';

export { RELATIONSHIP_TYPES, type RelationshipType } from './relationships/relationship-types.ts';
export { analyzeTreeTables, copyTo, existingEdges, insertMembers, insertRelationships, type BulkEdge, type BulkMember, type BulkTarget } from './bulk/bulk-import.repository.ts';
export { updateMembers, updatePartnerships, type MemberChange, type PartnershipChange } from './bulk/bulk-update.repository.ts';
export { BulkWriter, clip, orderedId } from './bulk/bulk-copy.ts';
export { forgetProfileMirrorsOf } from './people/leaving-owner.ts';
export { treeFacts, treePeopleCount, type TreeFacts, type PersonFactsRow, type ParentFactsRow, type PartnerFactsRow } from './snapshot/tree-facts.repository.ts';
export { providePersonReferences, referenceColumn, type PersonReferences, type MovedReferences } from './merge/person-references.ts';
export { branchRootReferences } from './branches/branch-root-references.ts';

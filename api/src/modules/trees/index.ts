// What other modules use of the trees module.
export { loadGrant, knownGrant, requireGrant, requireGrantOf, viewerGrants, forgetGrants, rememberGrant, grantRowsSql, toGrant, GRANT_ORDER, type GrantRow } from './grant.service.ts';
export { defaultTreeName, stageTree, getTree, listTrees, currentTreeId, markTreeOpened, configureTree, treeAccessList, pendingTreeInvitations, viewerRole, treeOwner, removeTreeRecord, homeTreeId, switchFaceSuggestions, type TreeSettings } from './tree.service.ts';
export type { TreeGrant, GrantCache } from './grant.ts';
export type { TreeRole, BranchKind, AccessStatus } from './tree-access.entity.ts';
export { TREE_ROLES } from './tree-access.entity.ts';
export { treeName } from './tree.input.ts';
export { findAccess, stageAccess, deleteAccessOf, type NewAccess } from './access.repository.ts';
export type { TreeAccess } from './tree-access.entity.ts';
export { provideTreePeople, type TreePeople } from './tree-people.ts';

import { referenceColumn } from '../merge/person-references.ts';

/**
 * The branch a relative's access to a tree is limited to names its root person
 * (`tree_access.branch_root_id`, no foreign key: the grant outlives a person removed): a merge of
 * that person moves the root to the kept person, so the relative keeps the same branch, and the
 * undo moves it back.
 */
export const branchRootReferences = referenceColumn({ kind: 'branchLimits', table: 'tree_access', column: 'branch_root_id', key: 'id' });

import type { BranchKind, TreeRole } from './tree-access.entity.ts';

/**
 * What a user may do in one tree, as the policies read it: their role, whether a branch limits
 * them, and the tree's privacy settings. Loaded once per request and tree (grant.service.ts).
 */
export interface TreeGrant {
  treeId: string;
  treeName: string;
  /** The user's access row; a limited user's visible people are kept under its id. */
  accessId: string;
  role: TreeRole;
  /** The branch a limited editor or viewer is kept to; null: the whole tree. Owners are never limited. */
  branch: BranchKind | null;
  showLivingDetails: boolean;
  livingYears: number;
}

/** The grants a request has loaded, by tree id (null: the viewer has no access to that tree). */
export type GrantCache = Map<string, TreeGrant | null>;

import { defineEntity, p } from '@mikro-orm/postgresql';
import { TreeAccess } from '../../trees/tree-access.entity.ts';
import { FamilyMember } from '../people/family-member.entity.ts';

/**
 * The people a branch-limited editor or viewer may see, worked out from the tree whenever the tree
 * or the limit changes (branch.repository.ts). Every read applies it as a plain join, so limiting
 * someone costs an index lookup per row instead of a walk of the tree.
 */
const BranchMemberSchema = defineEntity({
  name: 'BranchMember',
  tableName: 'branch_members',
  properties: {
    access: () => p.manyToOne(TreeAccess).primary().deleteRule('cascade'),
    member: () => p.manyToOne(FamilyMember).primary().deleteRule('cascade').index(),
  },
});

export class BranchMember extends BranchMemberSchema.class {}
BranchMemberSchema.setClass(BranchMember);

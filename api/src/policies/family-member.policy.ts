import type { User } from '../modules/users/user.entity.ts';
import type { FamilyMember } from '../modules/family/family-member.entity.ts';

const inOwnTree = (viewer: User, member: FamilyMember) => member.owner.id === viewer.id;

export const familyMemberPolicy = {
  read: inOwnTree,
  update: inOwnTree,
  relate: inOwnTree,
  // The member that stands for the owner goes only with the account.
  delete: (viewer: User, member: FamilyMember) => inOwnTree(viewer, member) && !member.isSelf,
};

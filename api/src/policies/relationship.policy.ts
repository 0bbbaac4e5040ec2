import type { User } from '../modules/users/user.entity.ts';
import type { FamilyRelationship } from '../modules/family/relationship.entity.ts';

const inOwnTree = (viewer: User, edge: FamilyRelationship) => edge.owner.id === viewer.id;

export const relationshipPolicy = {
  read: inOwnTree,
  delete: inOwnTree,
};

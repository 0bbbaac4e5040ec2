import type { Gender, RelationshipType } from '../gql/graphql';

/** The relationship types in the order pickers list them. */
export const relationshipTypes: readonly RelationshipType[] = [
  'parent',
  'child',
  'sibling',
  'spouse',
  'grandparent',
  'grandchild',
  'uncle',
  'aunt',
  'cousin',
  'other',
];

export const relationshipTypeLabels: Record<RelationshipType, string> = {
  parent: 'Parent',
  child: 'Child',
  sibling: 'Sibling',
  spouse: 'Spouse',
  grandparent: 'Grandparent',
  grandchild: 'Grandchild',
  uncle: 'Uncle',
  aunt: 'Aunt',
  cousin: 'Cousin',
  other: 'Other',
};

/** The noun for a sentence such as "Ann is Bob's parent". */
export const relationshipTypeNouns: Record<RelationshipType, string> = {
  parent: 'parent',
  child: 'child',
  sibling: 'sibling',
  spouse: 'spouse',
  grandparent: 'grandparent',
  grandchild: 'grandchild',
  uncle: 'uncle',
  aunt: 'aunt',
  cousin: 'cousin',
  other: 'relative',
};

export const genders: readonly Gender[] = ['male', 'female', 'other'];

export const genderLabels: Record<Gender, string> = {
  male: 'Male',
  female: 'Female',
  other: 'Other',
};

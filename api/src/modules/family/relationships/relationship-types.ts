/**
 * How a person is related to another, in the words a user chooses when adding a relative or asking
 * to connect: the schema's RelationshipType (graphql/schema-enums.ts stops the type check when the
 * two disagree).
 */
export const RELATIONSHIP_TYPES = ['parent', 'child', 'sibling', 'spouse', 'grandparent', 'grandchild', 'uncle', 'aunt', 'cousin', 'other'] as const;

export type RelationshipType = (typeof RELATIONSHIP_TYPES)[number];

import type { RelationshipType } from '../../../generated/graphql.ts';

const WORDS: Record<RelationshipType, string> = {
  parent: 'a parent of',
  child: 'a child of',
  spouse: 'the partner of',
  sibling: 'a sibling of',
  grandparent: 'a grandparent of',
  grandchild: 'a grandchild of',
  uncle: 'an uncle of',
  aunt: 'an aunt of',
  cousin: 'a cousin of',
  other: 'related to',
};

/**
 * "a parent of": how the first person relates to the second, kept in English with a recorded
 * relationship's event (its `relationshipType` too): the activity feed words it for each reader
 * (events/event.presenter.ts), and reads these words on entries recorded before the type was kept.
 */
export const describeEdge = (type: RelationshipType) => WORDS[type];

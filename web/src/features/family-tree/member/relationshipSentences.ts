import type { PartnerKind, RelationshipKind } from '../../../gql/graphql';

/** A stored edge as the details panel reads it. */
export interface RelationshipEdge {
  id: string;
  kind: RelationshipKind;
  fromId: string;
  toId: string;
  partnerKind?: PartnerKind | null;
}

const partnerKindLabels: Record<PartnerKind, string> = {
  married: 'married',
  partner: 'not married',
  divorced: 'divorced',
  separated: 'separated',
};

const UNKNOWN_BETWEEN = ' — people in between unknown';

/** The member at the other end of `edge` from `memberId`. */
export function otherMemberId(edge: RelationshipEdge, memberId: string): string {
  return edge.fromId === memberId ? edge.toId : edge.fromId;
}

/**
 * How `memberId` is related to the other member of `edge`, as a sentence such as
 * "Parent of Anne Milbanke" or "Grandparent of Ada — people in between unknown".
 */
export function relationshipSentence(edge: RelationshipEdge, memberId: string, otherName: string): string {
  const isFrom = edge.fromId === memberId;
  switch (edge.kind) {
    case 'parent':
      return `${isFrom ? 'Parent' : 'Child'} of ${otherName}`;
    case 'partner':
      return `Partner of ${otherName}${edge.partnerKind ? ` (${partnerKindLabels[edge.partnerKind]})` : ''}`;
    case 'sibling':
      return `Sibling of ${otherName}`;
    case 'grandparent':
      return `${isFrom ? 'Grandparent' : 'Grandchild'} of ${otherName}${UNKNOWN_BETWEEN}`;
    case 'uncle_aunt':
      return `${isFrom ? 'Uncle or aunt' : 'Niece or nephew'} of ${otherName}${UNKNOWN_BETWEEN}`;
    case 'cousin':
      return `Cousin of ${otherName}${UNKNOWN_BETWEEN}`;
    default:
      return `Related to ${otherName}`;
  }
}

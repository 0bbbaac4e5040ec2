import type { PartnerKind, Pedigree, RelationshipKind } from '../../../gql/graphql';

/** A stored edge as the details panel reads it. */
export interface RelationshipEdge {
  id: string;
  kind: RelationshipKind;
  fromId: string;
  toId: string;
  partnerKind?: PartnerKind | null;
  start?: { text: string } | null;
  startPlace?: string | null;
  end?: { text: string } | null;
  pedigree?: Pedigree | null;
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

/** What `memberId` is to the other member of `edge`, e.g. "Parent" or "Niece or nephew". */
function roleOf(edge: RelationshipEdge, memberId: string): string | null {
  const isFrom = edge.fromId === memberId;
  switch (edge.kind) {
    case 'parent':
      return isFrom ? 'Parent' : 'Child';
    case 'partner':
      return 'Partner';
    case 'sibling':
      return 'Sibling';
    case 'grandparent':
      return isFrom ? 'Grandparent' : 'Grandchild';
    case 'uncle_aunt':
      return isFrom ? 'Uncle or aunt' : 'Niece or nephew';
    case 'cousin':
      return 'Cousin';
    default:
      return null;
  }
}

/** Typed links that skip people: say that those in between are not known. */
const skipsPeople = new Set<RelationshipKind>(['grandparent', 'uncle_aunt', 'cousin']);

/**
 * How `memberId` is related to the other member of `edge`, as a sentence such as
 * "Parent of Anne Milbanke" or "Grandparent of Ada — people in between unknown"; when the other
 * member is the viewer, spoken to them: "Your parent", "Your cousin — people in between unknown".
 */
export function relationshipSentence(edge: RelationshipEdge, memberId: string, otherName: string, otherIsViewer = false): string {
  const role = roleOf(edge, memberId);
  if (!role) return otherIsViewer ? 'Related to you' : `Related to ${otherName}`;
  const partnerKind = edge.kind === 'partner' && edge.partnerKind ? ` (${partnerKindLabels[edge.partnerKind]})` : '';
  const between = skipsPeople.has(edge.kind) ? UNKNOWN_BETWEEN : '';
  const relation = otherIsViewer ? `Your ${role.toLowerCase()}` : `${role} of ${otherName}`;
  return `${relation}${partnerKind}${between}`;
}

const endWords: Partial<Record<PartnerKind, string>> = { divorced: 'Divorced', separated: 'Separated' };
const pedigreeWords: Partial<Record<Pedigree, string>> = { adopted: 'Adopted', foster: 'Fostered' };

/**
 * What else is known of an edge, e.g. "Married 12 March 1850 in Dublin · Divorced 1860" or
 * "Adopted"; null when nothing is.
 */
export function relationshipFacts(edge: RelationshipEdge): string | null {
  const facts: string[] = [];
  if (edge.kind === 'partner') {
    const when = edge.start?.text;
    const where = edge.startPlace ? `in ${edge.startPlace}` : null;
    if (when || where) facts.push([edge.partnerKind === 'partner' ? 'Began' : 'Married', when, where].filter(Boolean).join(' '));
    if (edge.end) facts.push(`${(edge.partnerKind && endWords[edge.partnerKind]) ?? 'Ended'} ${edge.end.text}`);
  }
  const pedigree = edge.kind === 'parent' && edge.pedigree ? pedigreeWords[edge.pedigree] : undefined;
  if (pedigree) facts.push(pedigree);
  return facts.length > 0 ? facts.join(' · ') : null;
}

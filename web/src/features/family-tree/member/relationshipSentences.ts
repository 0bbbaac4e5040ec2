import type { Gender, PartnerKind, Pedigree, RelationshipKind } from '../../../gql/graphql';
import { i18n, tKey } from '../../../lib/i18n';
import { kinNoun, type KinNoun } from '../kinWords';

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
  married: tKey('familyTree:relationRow.married'),
  partner: tKey('familyTree:relationRow.notMarried'),
  divorced: tKey('familyTree:relationRow.divorced'),
  separated: tKey('familyTree:relationRow.separated'),
};

/** The member at the other end of `edge` from `memberId`. */
export function otherMemberId(edge: RelationshipEdge, memberId: string): string {
  return edge.fromId === memberId ? edge.toId : edge.fromId;
}

/** What `memberId` is to the other member of `edge`, e.g. "parent" or "niece or nephew". */
function roleOf(edge: RelationshipEdge, memberId: string): KinNoun | null {
  const isFrom = edge.fromId === memberId;
  switch (edge.kind) {
    case 'parent':
      return isFrom ? 'parent' : 'child';
    case 'partner':
      return 'partner';
    case 'sibling':
      return 'sibling';
    case 'grandparent':
      return isFrom ? 'grandparent' : 'grandchild';
    case 'uncle_aunt':
      return isFrom ? 'uncleOrAunt' : 'nieceOrNephew';
    case 'cousin':
      return 'cousin';
    default:
      return null;
  }
}

/** Typed links that skip people: say that those in between are not known. */
const skipsPeople = new Set<RelationshipKind>(['grandparent', 'uncle_aunt', 'cousin']);

const upperFirst = (text: string) => text.charAt(0).toLocaleUpperCase() + text.slice(1);

/**
 * How `memberId` (of `gender`, when known) is related to the other member of `edge`, as a sentence
 * such as "Parent of Anne Milbanke" or "Grandparent of Ada — people in between unknown"; when the
 * other member is the viewer, spoken to them: "Your parent", "Your cousin — people in between unknown".
 */
export function relationshipSentence(edge: RelationshipEdge, memberId: string, otherName: string, otherIsViewer = false, gender?: Gender | null): string {
  const role = roleOf(edge, memberId);
  if (!role) return otherIsViewer ? i18n.t('familyTree:relationRow.relatedToYou') : i18n.t('familyTree:relationRow.relatedTo', { name: otherName });
  const noun = kinNoun(role, gender);
  const relation = otherIsViewer ? i18n.t('familyTree:relationRow.yours', { role: noun }) : upperFirst(i18n.t('familyTree:relationRow.of', { role: noun, name: otherName }));
  if (edge.kind === 'partner' && edge.partnerKind) return i18n.t('familyTree:relationRow.withKind', { relation, kind: i18n.t(partnerKindLabels[edge.partnerKind]) });
  if (skipsPeople.has(edge.kind)) return i18n.t('familyTree:relationRow.unknownBetween', { relation });
  return relation;
}

const endWords: Partial<Record<PartnerKind, string>> = { divorced: tKey('familyTree:facts.divorced'), separated: tKey('familyTree:facts.separated') };
const pedigreeWords: Partial<Record<Pedigree, string>> = { adopted: tKey('familyTree:facts.adopted'), foster: tKey('familyTree:facts.fostered') };

/** How a partnership began: "Married about 1850 in Dublin", "Began 1901", "Married in Dublin". */
function beginning(married: boolean, when: string | undefined, place: string | null | undefined): string | null {
  if (when && place) return married ? i18n.t('familyTree:facts.marriedWhenWhere', { when, place }) : i18n.t('familyTree:facts.beganWhenWhere', { when, place });
  if (when) return married ? i18n.t('familyTree:facts.marriedWhen', { when }) : i18n.t('familyTree:facts.beganWhen', { when });
  if (place) return married ? i18n.t('familyTree:facts.marriedWhere', { place }) : i18n.t('familyTree:facts.beganWhere', { place });
  return null;
}

/**
 * What else is known of an edge, e.g. "Married 12 March 1850 in Dublin · Divorced 1860" or
 * "Adopted"; null when nothing is.
 */
export function relationshipFacts(edge: RelationshipEdge): string | null {
  const facts: string[] = [];
  if (edge.kind === 'partner') {
    const began = beginning(edge.partnerKind !== 'partner', edge.start?.text, edge.startPlace);
    if (began) facts.push(began);
    if (edge.end) facts.push(i18n.t((edge.partnerKind && endWords[edge.partnerKind]) ?? tKey('familyTree:facts.ended'), { when: edge.end.text }));
  }
  const pedigree = edge.kind === 'parent' && edge.pedigree ? pedigreeWords[edge.pedigree] : undefined;
  if (pedigree) facts.push(i18n.t(pedigree));
  return facts.length > 0 ? facts.join(' · ') : null;
}

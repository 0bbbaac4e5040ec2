import { t } from '../../../i18n.ts';
import type { ServiceContext } from '../../service-context.ts';
import type { FamilyMember } from '../people/family-member.entity.ts';
import { fullName, membersByIds, visibleAmong } from '../people/member.service.ts';
import type { FieldComparison } from './merge-fields.ts';
import { mayMerge, mergePair, personRows } from './merge-pair.ts';
import { planMerge } from './merge-plan.ts';
import { personReferences, type ReferenceKind } from './person-references.ts';
import type { EdgeMove } from './relationship-moves.ts';

/** How a relative is related to the merged person, as the schema's PeopleMergeRelation names it. */
export type MergeRelation = 'parent' | 'child' | 'partner' | 'sibling' | 'grandparent' | 'grandchild' | 'uncle_aunt' | 'niece_nephew' | 'cousin';

/** A relationship of the merged person given to the kept one. */
export interface MergeRelationship {
  relation: MergeRelation;
  person: FamilyMember;
  alreadyShared: boolean;
}

/** What a merge would do, for the preview. */
export interface PeopleMergePreview {
  keep: FamilyMember;
  merged: FamilyMember;
  fields: FieldComparison[];
  relationships: MergeRelationship[];
  moves: { holding: ReferenceKind; count: number }[];
  blocker: string | null;
}

/** How the other person of an edge is related to the merged person. */
export function relationOf(edge: Pick<EdgeMove, 'kind' | 'from' | 'otherId'>): MergeRelation {
  const above = edge.from === edge.otherId;
  switch (edge.kind) {
    case 'parent': return above ? 'parent' : 'child';
    case 'grandparent': return above ? 'grandparent' : 'grandchild';
    case 'uncle_aunt': return above ? 'uncle_aunt' : 'niece_nephew';
    default: return edge.kind;
  }
}

/** How many of each kind every module holds about a person (kinds with none left out). */
export async function holdingsOf(sc: ServiceContext, personId: string): Promise<{ holding: ReferenceKind; count: number }[]> {
  const counts = new Map<ReferenceKind, number>();
  for (const reference of personReferences()) counts.set(reference.kind, (counts.get(reference.kind) ?? 0) + (await reference.count(sc.em, personId)));
  return [...counts].filter(([, count]) => count > 0).map(([holding, count]) => ({ holding, count }));
}

/**
 * What merging `mergeId` into `keepId` would do, for whoever may change both people: their details
 * side by side, the relationships and what else moves, and why it cannot be done if it cannot.
 */
export async function previewPeopleMerge(sc: ServiceContext, keepId: string, mergeId: string): Promise<PeopleMergePreview> {
  const pair = await mergePair(sc, keepId, mergeId, 'preview');
  const rows = await personRows(sc.em, [pair.keep.id, pair.merged.id]);
  const plan = await planMerge(sc.em, pair, rows.get(pair.keep.id)!, rows.get(pair.merged.id)!);
  const others = await membersByIds(sc, plan.edges.map((e) => e.otherId));
  const seen = new Map((await visibleAmong(sc, others)).map((m) => [m.id, m]));
  const relationships = plan.edges
    .filter((e) => seen.has(e.otherId))
    .map((e) => ({ relation: relationOf(e), person: seen.get(e.otherId)!, alreadyShared: e.shared }));
  // A limited editor's merge may not touch people outside their branch (writeTree refuses it).
  const outside = plan.edges.length > relationships.length ? t('family:tree.outsideBranch') : null;
  const mirrors = mayMerge(sc, pair) ? null : t('merge:profilePerson', { name: fullName(pair.merged) });
  return {
    ...pair,
    fields: plan.fields,
    relationships,
    moves: await holdingsOf(sc, pair.merged.id),
    blocker: plan.blocker ?? mirrors ?? outside,
  };
}

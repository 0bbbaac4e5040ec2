import type { EntityManager } from '@mikro-orm/postgresql';
import { requestLanguage, t, tKey } from '../../../i18n.ts';
import { fullName } from '../people/member.service.ts';
import type { RelationshipKind } from '../relationships/relationship.entity.ts';
import { linkedToOthers, mergeFields, type FieldComparison, type PersonRow } from './merge-fields.ts';
import type { MergePair } from './merge-pair.ts';
import { planEdgeMoves, type EdgeMove } from './relationship-moves.ts';

// Everything a merge will do, worked out before anything is written: the preview shows it, the
// merge checks it again under the tree's lock and writes it.

/** The relationships as a refusal names them ("each other's parent and child"). */
const DIRECT: Record<RelationshipKind, string> = {
  parent: tKey('merge:relation.parent'),
  partner: tKey('merge:relation.partner'),
  sibling: tKey('merge:relation.sibling'),
  grandparent: tKey('merge:relation.grandparent'),
  uncle_aunt: tKey('merge:relation.uncleAunt'),
  cousin: tKey('merge:relation.cousin'),
};

/** What merging a pair does, or why it cannot be done. */
export interface MergePlan {
  changes: PersonRow;
  fields: FieldComparison[];
  edges: EdgeMove[];
  /** The first reason the merge cannot be done, in a sentence; null when it can. */
  blocker: string | null;
}

/** Works out a merge of `pair` from the people's rows as they are now. */
export async function planMerge(em: EntityManager, pair: MergePair, keepRow: PersonRow, mergedRow: PersonRow): Promise<MergePlan> {
  const names = { keep: fullName(pair.keep), merged: fullName(pair.merged) };
  const { changes, fields } = mergeFields(keepRow, mergedRow, requestLanguage());
  const edgePlan = await planEdgeMoves(em, pair.keep.id, pair.merged.id);
  let blocker: string | null = null;
  if (edgePlan.blocker?.key === 'directRelative') blocker = t('merge:directRelative', { ...names, relation: t(DIRECT[edgePlan.blocker.kind ?? 'parent']) });
  else if (edgePlan.blocker?.key === 'ancestor') blocker = t('merge:ancestor', names);
  else if (edgePlan.blocker?.key === 'tooManyParents') blocker = t('merge:tooManyParents', names);
  else if (linkedToOthers(keepRow, mergedRow)) blocker = t('merge:bothLinked', names);
  return { changes, fields, edges: edgePlan.moves, blocker };
}

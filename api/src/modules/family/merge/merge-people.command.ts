import { randomUUID } from 'node:crypto';
import { fullName } from '../../../../../shared/people/index.ts';
import { invalid } from '../../../errors.ts';
import { requireViewer } from '../../../policies/authorize.ts';
import { recordActivity } from '../../activity/index.ts';
import type { ServiceContext } from '../../service-context.ts';
import type { FamilyMember } from '../people/family-member.entity.ts';
import { getMember } from '../people/member.service.ts';
import { writeTree } from '../people/tree-write.ts';
import { mergePair, personRows } from './merge-pair.ts';
import { planMerge } from './merge-plan.ts';
import { PersonMerge, type MergeMoves } from './person-merge.entity.ts';
import { personReferences } from './person-references.ts';
import { applyEdgeMoves } from './relationship-moves.ts';
import { writeColumns } from './person-columns.ts';

/**
 * Merges `mergeId` into `keepId`, two people of one tree who are the same person, in one
 * transaction under the tree's lock: every module moves what it holds about the merged person, the
 * relationships move (one both had is kept once), the kept person's blanks are filled from the
 * merged one, who then leaves the tree. The merge is recorded whole so that it can be undone.
 */
export async function mergePeople(sc: ServiceContext, keepId: string, mergeId: string): Promise<{ merge: PersonMerge; person: FamilyMember }> {
  const viewer = requireViewer(sc.viewer);
  const first = await mergePair(sc, keepId, mergeId, 'merge');
  const merge = await writeTree(sc, first.keep.tree.id, async (tx) => {
    // Checked again under the lock: either may have changed or gone since.
    const pair = await mergePair(tx, keepId, mergeId, 'merge');
    const rows = await personRows(tx.em, [pair.keep.id, pair.merged.id]);
    const [keepRow, mergedRow] = [rows.get(pair.keep.id)!, rows.get(pair.merged.id)!];
    const plan = await planMerge(tx.em, pair, keepRow, mergedRow);
    if (plan.blocker) throw invalid(plan.blocker);
    tx.touched.add(pair.keep.id);
    for (const edge of plan.edges) tx.touched.add(edge.otherId);
    const references: MergeMoves['references'] = {};
    for (const reference of personReferences()) references[reference.name] = await reference.move(tx.em, pair.merged.id, pair.keep.id);
    const edges = await applyEdgeMoves(tx.em, plan.edges);
    await tx.em.execute(`delete from family_members where id = ?::uuid`, [pair.merged.id]);
    await writeColumns(tx.em, pair.keep.id, plan.changes);
    const record = tx.em.create(PersonMerge, {
      id: randomUUID(), tree: tx.treeId, keepId: pair.keep.id, mergedId: pair.merged.id, mergedBy: viewer,
      mergedPerson: mergedRow, keptBefore: keepRow, moves: { fields: plan.changes, edges, references },
    });
    recordActivity(tx.em, {
      actor: tx.viewer, verb: 'people_merged', objectType: 'member', objectId: pair.keep.id, treeId: tx.treeId,
      data: { memberName: fullName(pair.keep), fromName: fullName(pair.merged), toName: fullName(pair.keep), mergedId: pair.merged.id, mergeId: record.id },
    });
    return record;
  });
  return { merge, person: await getMember(sc, keepId) };
}

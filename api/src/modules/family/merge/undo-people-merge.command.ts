import { ForeignKeyConstraintViolationException, UniqueConstraintViolationException } from '@mikro-orm/postgresql';
import { t, tKey } from '../../../i18n.ts';
import { AppError, invalid } from '../../../errors.ts';
import { authorize, requireViewer } from '../../../policies/authorize.ts';
import { isUuid } from '../../../input/validation.ts';
import { recordActivity } from '../../activity/index.ts';
import type { ServiceContext } from '../../service-context.ts';
import { loadGrant } from '../../trees/index.ts';
import { findUserById } from '../../users/index.ts';
import type { FamilyMember } from '../people/family-member.entity.ts';
import { getMember } from '../people/member.service.ts';
import { writeTree, type TreeWriteContext } from '../people/tree-write.ts';
import type { PersonRow } from './merge-fields.ts';
import { personRows } from './merge-pair.ts';
import { PersonMerge } from './person-merge.entity.ts';
import { insertPersonRow, writeColumns } from './person-columns.ts';
import { personReferences, type ReferenceKind } from './person-references.ts';
import { edgesChangedSince, undoEdgeMoves } from './relationship-moves.ts';

/** What a refusal names for each kind of thing moved ("2 of the photo tags …"). */
const HOLDINGS: Record<ReferenceKind, string> = {
  photoTags: tKey('merge:holding.photoTags'),
  stories: tKey('merge:holding.stories'),
  achievements: tKey('merge:holding.achievements'),
  heirloomOwners: tKey('merge:holding.heirloomOwners'),
  heirloomsIntended: tKey('merge:holding.heirloomsIntended'),
  dnaKits: tKey('merge:holding.dnaKits'),
  gedcomRecords: tKey('merge:holding.gedcomRecords'),
  faces: tKey('merge:holding.faces'),
  insights: tKey('merge:holding.insights'),
  branchLimits: tKey('merge:holding.branchLimits'),
};

const mergeNotFound = () => new AppError('NOT_FOUND', 404, t('merge:notFound'));
const nameIn = (row: Record<string, unknown>) => `${String(row.first_name ?? '')} ${String(row.last_name ?? '')}`.trim();

/** A merge of a tree the viewer reads, for the action; NOT_FOUND for any other id. */
async function findMerge(sc: ServiceContext, id: string, refresh = false): Promise<PersonMerge> {
  requireViewer(sc.viewer);
  const merge = isUuid(id) ? await sc.em.findOne(PersonMerge, { id }, { refresh }) : null;
  if (!merge || !(await loadGrant(sc, merge.tree.id))) throw mergeNotFound();
  authorize(sc, 'undo', 'PersonMerge', merge, t('family:tree.viewOnly'));
  return merge;
}

/** Why the merge can no longer be undone, in a sentence; null when it can. */
async function undoBlocker(tx: TreeWriteContext, merge: PersonMerge, keepRow: PersonRow | undefined): Promise<string | null> {
  const names = { keep: nameIn(merge.keptBefore), merged: nameIn(merge.mergedPerson) };
  if (!keepRow) return t('merge:undo.keepGone', names);
  const fields = Object.entries(merge.moves.fields).filter(([column, value]) => JSON.stringify(keepRow[column] ?? null) !== JSON.stringify(value ?? null));
  if (fields.length) return t('merge:undo.fieldsChanged', names);
  const edges = await edgesChangedSince(tx.em, merge.moves.edges.moved);
  if (edges) return t('merge:undo.edgesChanged', { ...names, count: edges });
  for (const reference of personReferences()) {
    const done = merge.moves.references[reference.name];
    const changed = done ? await reference.changedSince(tx.em, merge.keepId, done) : 0;
    if (changed) return t('merge:undo.referencesChanged', { ...names, count: changed, what: t(HOLDINGS[reference.kind], { count: changed }) });
  }
  return null;
}

/**
 * Undoes a merge: the merged person comes back with their id and their row as it was, the kept
 * person's details the merge filled in are emptied again, and the relationships and every module's
 * rows it moved go back. Refused, with nothing changed, when it was undone already or what it moved
 * changed since (the kept person removed, a moved relationship deleted …); the sentence says what.
 */
export async function undoPeopleMerge(sc: ServiceContext, mergeId: string): Promise<{ merge: PersonMerge; person: FamilyMember; restored: FamilyMember }> {
  const viewer = requireViewer(sc.viewer);
  const found = await findMerge(sc, mergeId);
  let merge: PersonMerge;
  try {
    merge = await writeTree(sc, found.tree.id, async (tx) => {
      const record = await findMerge(tx, mergeId, true);
      if (record.undoneAt) throw invalid(t('merge:undo.already'));
      const rows = await personRows(tx.em, [record.keepId, record.mergedId]);
      if (rows.has(record.mergedId)) throw invalid(t('merge:undo.already'));
      const blocker = await undoBlocker(tx, record, rows.get(record.keepId));
      if (blocker) throw invalid(blocker);
      // The kept person must be someone the viewer sees (a limited editor's branch).
      await getMember(tx, record.keepId, 'update');
      const before = record.keptBefore;
      await writeColumns(tx.em, record.keepId, Object.fromEntries(Object.keys(record.moves.fields).map((c) => [c, before[c] ?? null])));
      const person = { ...record.mergedPerson };
      // The user the person was linked to may have left since.
      if (person.linked_user_id && !(await findUserById(tx.em, String(person.linked_user_id)))) Object.assign(person, { linked_user_id: null, link_confirmed: false });
      await insertPersonRow(tx.em, person);
      await undoEdgeMoves(tx.em, record.moves.edges.moved, record.moves.edges.dropped);
      for (const reference of [...personReferences()].reverse()) {
        const done = record.moves.references[reference.name];
        if (done) await reference.moveBack(tx.em, record.mergedId, record.keepId, done);
      }
      tx.touched.add(record.keepId).add(record.mergedId);
      for (const edge of record.moves.edges.moved) tx.touched.add(edge.newFrom === record.keepId ? edge.newTo : edge.newFrom);
      for (const edge of record.moves.edges.dropped) tx.touched.add(String(edge.from_id === record.mergedId ? edge.to_id : edge.from_id));
      record.undoneAt = new Date();
      record.undoneBy = viewer;
      recordActivity(tx.em, {
        actor: tx.viewer, verb: 'people_unmerged', objectType: 'member', objectId: record.mergedId, treeId: tx.treeId,
        data: { memberName: nameIn(record.mergedPerson), fromName: nameIn(record.mergedPerson), toName: nameIn(record.keptBefore), mergeId: record.id },
      });
      return record;
    });
  } catch (error) {
    // Something the merge moved depends on a row deleted since (a memory, a story, a relative).
    if (error instanceof ForeignKeyConstraintViolationException || error instanceof UniqueConstraintViolationException) throw invalid(t('merge:undo.removedSince', { merged: nameIn(found.mergedPerson) }));
    throw error;
  }
  return { merge, person: await getMember(sc, merge.keepId), restored: await getMember(sc, merge.mergedId) };
}

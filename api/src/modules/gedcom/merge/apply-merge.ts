import type { EntityManager } from '@mikro-orm/postgresql';
import { lockTrees } from '../../../db/tree-lock.ts';
import { refreshTreeBranches, updateMembers, type MemberChange } from '../../family/index.ts';
import type { JobCounts, MergeChoices, MergePreview, ReportLine } from '../gedcom-job.entity.ts';
import { GedcomCancelledError } from '../import/errors.ts';
import { storedDate } from '../import/gedcom-date.ts';
import { writePlan } from '../import/write-plan.ts';
import type { ImportPlan, PersonFields, PlannedFamily } from '../plan/types.ts';
import { mergeFamilies } from './apply-families.ts';
import { dropReplacedOthers, replacePersonRecords } from './kept-records.ts';
import { previewMerge, type PersonMerge } from './preview-merge.ts';

export interface MergeOptions {
  /** People merged or written so far, and records (people, families, other records) of the file's. */
  onProgress?: (peopleDone: number, recordsDone: number) => void | Promise<void>;
  /** Asked between steps; true stops the merge (GedcomCancelledError) and the caller's transaction rolls back. */
  shouldStop?: () => Promise<boolean>;
  /** A new person's photo as the file names it → the stored picture. */
  photos?: Map<string, string>;
}

export interface MergeResult {
  /** Every person of the file → their member id, found or added. */
  memberIds: Map<string, string>;
  /** People and families added or changed, other records kept. */
  counts: JobCounts;
  /** What was merged, worked out again at the time of writing. */
  preview: MergePreview;
  /** Links the tree's rules left out. */
  report: ReportLine[];
}

/** Which side a conflict takes. */
export type Side = (conflictId: string) => 'mine' | 'theirs';

/**
 * Merges a mapped file into a tree inside the caller's transaction: people found take the file's
 * changes (a conflict the side chosen), keep the file's records, and are linked as the file says;
 * the rest of the file is written as new. People with no change are not written.
 */
export async function applyMerge(em: EntityManager, treeId: string, plan: ImportPlan, choices: MergeChoices, options: MergeOptions = {}): Promise<MergeResult> {
  // Held from the comparison on, so the tree compared is the tree written.
  await lockTrees(em, [treeId]);
  const checkpoint = async (peopleDone: number) => {
    await options.onProgress?.(peopleDone, peopleDone);
    if (await options.shouldStop?.()) throw new GedcomCancelledError();
  };
  const analysis = await previewMerge(em, treeId, plan);
  const side: Side = (id) => choices.choices[id] ?? choices.otherwise;

  const changes = analysis.people.flatMap((person) => memberChange(person, side) ?? []);
  await updateMembers(em, treeId, changes);
  await replacePersonRecords(
    em,
    treeId,
    analysis.people
      .filter((p) => p.keepRecord)
      .map(({ planned: p, memberId }) => ({ memberId, source: plan.source, xref: p.xref, uid: p.uid, refn: p.refn, position: p.position, record: p.text })),
  );
  const found = analysis.people.length;
  await checkpoint(found);

  await dropReplacedOthers(em, treeId, plan.source, plan.others);
  // The writer adds the new people and families; the people found that new families name go with them, as known.
  const known = knownTo(analysis.newFamilies, analysis.matches);
  const people = [...analysis.newPeople, ...analysis.people.filter((p) => known.has(p.planned.xref)).map((p) => p.planned)];
  const written = await writePlan(em, { ...plan, people, families: analysis.newFamilies }, {
    treeId,
    source: plan.source,
    known,
    photos: options.photos,
    onProgress: (people, records) => options.onProgress?.(found + people, found + records),
    shouldStop: options.shouldStop,
  });
  const memberIds = new Map([...analysis.matches, ...written.memberIds]);
  // New families' parent links to people found are added as the tree's rules allow, with those of the families found.
  const report = await mergeFamilies(em, treeId, plan.source, analysis.families, memberIds, side, written.toKnownChildren);
  await refreshTreeBranches(em, treeId);

  const changedFamilies = analysis.families.filter((f) => f.take.length || f.conflicts.length || f.newLinks.length).length;
  return {
    memberIds,
    counts: {
      people: analysis.newPeople.length + changes.length,
      families: analysis.newFamilies.length + changedFamilies,
      otherRecords: plan.others.length,
      media: written.counts.media,
    },
    preview: analysis.preview,
    report,
  };
}

/** The people found that these families name, by xref → member id. */
function knownTo(families: readonly PlannedFamily[], matches: Map<string, string>): Map<string, string> {
  const known = new Map<string, string>();
  for (const family of families) {
    for (const xref of [...family.partners, ...family.children.map((child) => child.xref)]) {
      const id = matches.get(xref);
      if (id) known.set(xref, id);
    }
  }
  return known;
}

const DATED = { birthDate: 'birth', christeningDate: 'christening', deathDate: 'death', burialDate: 'burial' } as const;

/** The fields of a person the merge changes, or null. */
function memberChange(person: PersonMerge, side: Side): MemberChange | null {
  const fields = [...person.take, ...person.conflicts.filter((field) => side(`${person.memberId}:${field}`) === 'theirs')];
  if (fields.length === 0) return null;
  const theirs = person.planned.fields;
  const change: MemberChange = { id: person.memberId };
  for (const field of fields) {
    if (field in DATED) {
      const key = DATED[field as keyof typeof DATED];
      change[key] = storedDate(theirs[field as keyof typeof DATED]);
    } else {
      (change as unknown as Record<string, PersonFields[keyof PersonFields]>)[field] = theirs[field];
    }
  }
  return change;
}

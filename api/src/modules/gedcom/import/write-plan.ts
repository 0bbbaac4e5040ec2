import type { EntityManager } from '@mikro-orm/postgresql';
import { lockTrees } from '../../../db/tree-lock.ts';
import { BulkWriter, existingEdges, insertKeptRecords, insertMembers, insertRelationships, orderedId, refreshTreeBranches, type BulkEdge, type BulkMember } from '../../family/index.ts';
import { recordToText } from '../records/record-text.ts';
import type { ImportPlan, PlannedFamily, PlannedPerson } from '../plan/types.ts';
import type { JobCounts } from '../gedcom-job.entity.ts';
import { GedcomCancelledError } from './errors.ts';
import { storedDate, type StoredDate } from './gedcom-date.ts';

/** People (or families, or kept records) written per statement; progress and cancelling are checked between. */
export const WRITE_BATCH = 5000;

export interface WriteOptions {
  treeId: string;
  /** The program that wrote the file, which scopes its xrefs; the plan's HEAD.SOUR unless given. */
  source?: string;
  /** People of the file already in the tree (a merge), by xref: they are not written again, only related. */
  known?: Map<string, string>;
  /** A person's photo as the file names it (OBJE FILE) → the stored picture to show. */
  photos?: Map<string, string>;
  onProgress?: (peopleDone: number) => void | Promise<void>;
  /** Asked between batches; true stops the import (GedcomCancelledError), and the caller's transaction rolls back. */
  shouldStop?: () => Promise<boolean>;
}

export interface WriteResult {
  /** Every person of the plan (new or known) by xref → member id. */
  memberIds: Map<string, string>;
  counts: JobCounts;
}

/**
 * Writes a mapped file into a tree inside the caller's transaction (`em` is in it): its people,
 * their partnerships and parents, and every record kept whole for export. The tree's lock is held
 * so no other change interleaves; its revision moves on by itself (database triggers), which is
 * what makes kept tree windows be read again.
 */
export async function writePlan(em: EntityManager, plan: ImportPlan, options: WriteOptions): Promise<WriteResult> {
  const { treeId } = options;
  await lockTrees(em, [treeId]);
  const known = options.known ?? new Map<string, string>();
  const memberIds = new Map<string, string>();
  for (const person of plan.people) memberIds.set(person.xref, known.get(person.xref) ?? orderedId());
  const recorded = known.size ? await existingEdges(em, treeId, [...known.values()]) : new Set<string>();

  // The database writes one batch while the next is prepared; the connection is the writer's until it finishes.
  const writer = new BulkWriter(em);
  let counts: JobCounts;
  try {
    counts = await writeRows(writer, plan, { ...options, source: options.source ?? plan.source, known }, memberIds, recorded);
  } catch (error) {
    await writer.finish().catch(() => undefined);
    throw error;
  }
  await writer.finish();
  // Branch-limited users see the new people that fall inside their branch, as after any change.
  await refreshTreeBranches(em, treeId);
  return { memberIds, counts };
}

async function writeRows(writer: BulkWriter, plan: ImportPlan, options: WriteOptions & { source: string; known: Map<string, string> }, memberIds: Map<string, string>, recorded: Set<string>): Promise<JobCounts> {
  const { treeId, source } = options;
  const checkpoint = async (peopleDone: number | null) => {
    if (peopleDone !== null) await options.onProgress?.(peopleDone);
    if (await options.shouldStop?.()) throw new GedcomCancelledError();
  };
  const dateOf = datesRead();
  const fresh = plan.people.filter((person) => !options.known.has(person.xref));
  let media = 0;
  for (let i = 0; i < fresh.length; i += WRITE_BATCH) {
    const batch = fresh.slice(i, i + WRITE_BATCH);
    const members = batch.map((person) => memberOf(person, memberIds.get(person.xref)!, options.photos, dateOf));
    media += members.filter((m) => m.profilePicture).length;
    await insertMembers(writer, treeId, members);
    await insertKeptRecords(writer, treeId, {
      kind: 'person',
      rows: batch.map((p) => ({ memberId: memberIds.get(p.xref)!, source, xref: p.xref, uid: p.uid, refn: p.refn, position: p.position, record: recordToText(p.record) })),
    });
    await checkpoint(i + batch.length);
  }

  const edges = edgesOf(plan.families, memberIds, dateOf).filter((e) => !recorded.has(`${e.fromId}:${e.toId}:${e.kind}`));
  for (let i = 0; i < edges.length; i += WRITE_BATCH * 2) {
    await insertRelationships(writer, treeId, edges.slice(i, i + WRITE_BATCH * 2));
    await checkpoint(null);
  }

  for (let i = 0; i < plan.families.length; i += WRITE_BATCH) {
    const rows = plan.families.slice(i, i + WRITE_BATCH).map((f) => {
      const [partner1, partner2] = [f.partners[0], f.partners[1]].map((xref) => (xref ? (memberIds.get(xref) ?? null) : null));
      const children = f.children.flatMap((c) => memberIds.get(c.xref) ?? []);
      return { source, xref: f.xref, uid: f.uid, partner1, partner2, children, position: f.position, record: recordToText(f.record) };
    });
    await insertKeptRecords(writer, treeId, { kind: 'family', rows });
    await checkpoint(null);
  }

  for (let i = 0; i < plan.others.length; i += WRITE_BATCH) {
    const rows = plan.others.slice(i, i + WRITE_BATCH).map((o) => ({ source, xref: o.xref, tag: o.tag, position: o.position, record: recordToText(o.record) }));
    await insertKeptRecords(writer, treeId, { kind: 'other', rows });
    await checkpoint(null);
  }
  return { people: fresh.length, families: plan.families.length, otherRecords: plan.others.length, media };
}

/** Reads dates, each text once: a file writes the same few (a year, a day) many times. */
function datesRead(): (text: string | null) => StoredDate {
  const read = new Map<string, StoredDate>();
  return (text) => {
    if (text === null) return storedDate(null);
    let date = read.get(text);
    if (!date) read.set(text, (date = storedDate(text)));
    return date;
  };
}

function memberOf(person: PlannedPerson, id: string, photos: Map<string, string> | undefined, dateOf: (text: string | null) => StoredDate): BulkMember {
  const f = person.fields;
  return {
    id,
    firstName: f.firstName,
    lastName: f.lastName,
    otherNames: f.otherNames,
    gender: f.gender,
    birth: dateOf(f.birthDate),
    birthPlace: f.birthPlace,
    christening: dateOf(f.christeningDate),
    christeningPlace: f.christeningPlace,
    death: dateOf(f.deathDate),
    deathPlace: f.deathPlace,
    burial: dateOf(f.burialDate),
    burialPlace: f.burialPlace,
    occupation: f.occupation,
    bio: f.bio,
    isAlive: f.isAlive,
    profilePicture: (person.photo && photos?.get(person.photo)) || null,
  };
}

/**
 * The edges the families make: one partner edge per pair (smaller id first) and one parent edge
 * from each partner to each child. A pair with several families (a remarriage) is shown as its
 * latest partnership: the family married last (on a tie, the later in the file); a family with no
 * marriage date is taken for the same marriage written again and only fills in what is missing.
 * Every family stays whole in its kept record.
 */
function edgesOf(families: readonly PlannedFamily[], memberIds: Map<string, string>, dateOf: (text: string | null) => StoredDate): BulkEdge[] {
  const partners = new Map<string, Partnership>();
  const parents = new Map<string, BulkEdge>();
  for (const family of families) {
    const pair = [...new Set(family.partners.flatMap((xref) => memberIds.get(xref) ?? []))].sort();
    if (pair.length === 2) {
      const { partnerKind, marriageDate, marriagePlace, divorceDate } = family.fields;
      const key = pair.join(':');
      const next: Partnership = { fromId: pair[0], toId: pair[1], kind: 'partner', partnerKind: partnerKind ?? 'married', start: dateOf(marriageDate), startPlace: marriagePlace, end: dateOf(divorceDate) };
      partners.set(key, latest(partners.get(key), next));
    }
    for (const child of family.children) {
      const childId = memberIds.get(child.xref);
      if (!childId) continue;
      for (const parentId of pair) {
        const key = `${parentId}:${childId}`;
        if (parentId !== childId && !parents.has(key)) parents.set(key, { fromId: parentId, toId: childId, kind: 'parent', pedigree: child.pedigree });
      }
    }
  }
  return [...partners.values(), ...parents.values()];
}

type Partnership = BulkEdge & { start: StoredDate; end: StoredDate };

/** The partnership a pair shows, of the one shown so far and another family of theirs (see edgesOf). */
function latest(shown: Partnership | undefined, next: Partnership): Partnership {
  if (!shown) return next;
  if (!next.start.value) {
    // Undated: the same marriage written again, which may say what the first record did not.
    shown.startPlace ??= next.startPlace;
    if (!shown.end.value && next.end.value) [shown.end, shown.partnerKind] = [next.end, next.partnerKind];
    return shown;
  }
  return shown.start.value && (shown.start.earliest ?? '') > (next.start.earliest ?? '') ? shown : next;
}

import type { EntityManager } from '@mikro-orm/postgresql';
import { lockTrees } from '../../../db/tree-lock.ts';
import { BulkWriter, existingEdges, insertMembers, insertRelationships, orderedId, refreshTreeBranches, type BulkEdge, type BulkMember } from '../../family/index.ts';
import { insertKeptRecords } from '../kept-records.repository.ts';
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
  /**
   * People written so far, and records (people, families with their links, other records) out of
   * the plan's people, families and other records: a large file spends much of its time after the
   * last person, on families.
   */
  onProgress?: (peopleDone: number, recordsDone: number) => void | Promise<void>;
  /** Asked between batches; true stops the import (GedcomCancelledError), and the caller's transaction rolls back. */
  shouldStop?: () => Promise<boolean>;
}

/** A link a family of the file asks for, with the family's line (for the report, should the tree's rules leave it out). */
export type LinkRequest = { edge: BulkEdge; line: number };

export interface WriteResult {
  /** Every person of the plan (new or known) by xref → member id. */
  memberIds: Map<string, string>;
  counts: JobCounts;
  /**
   * Parent links to people already in the tree (`known`), not written: the tree's other parents of
   * theirs are not in the file, so the caller checks them against the tree's rules first.
   */
  toKnownChildren: LinkRequest[];
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
  let written: Omit<WriteResult, 'memberIds'>;
  try {
    written = await writeRows(writer, plan, { ...options, source: options.source ?? plan.source, known }, memberIds, recorded);
  } catch (error) {
    await writer.finish().catch(() => undefined);
    throw error;
  }
  await writer.finish();
  // Branch-limited users see the new people that fall inside their branch, as after any change.
  await refreshTreeBranches(em, treeId);
  return { memberIds, ...written };
}

async function writeRows(
  writer: BulkWriter,
  plan: ImportPlan,
  options: WriteOptions & { source: string; known: Map<string, string> },
  memberIds: Map<string, string>,
  recorded: Set<string>,
): Promise<Omit<WriteResult, 'memberIds'>> {
  const { treeId, source } = options;
  const fresh = plan.people.filter((person) => !options.known.has(person.xref));
  const families = plan.families.length;
  const checkpoint = async (peopleDone: number, recordsDone: number) => {
    await options.onProgress?.(peopleDone, Math.floor(recordsDone));
    if (await options.shouldStop?.()) throw new GedcomCancelledError();
  };
  const dateOf = datesRead();
  let media = 0;
  for (let i = 0; i < fresh.length; i += WRITE_BATCH) {
    const batch = fresh.slice(i, i + WRITE_BATCH);
    const members = batch.map((person) => memberOf(person, memberIds.get(person.xref)!, options.photos, dateOf));
    media += members.filter((m) => m.profilePicture).length;
    await insertMembers(writer, treeId, members);
    await insertKeptRecords(writer, treeId, {
      kind: 'person',
      rows: batch.map((p) => ({ memberId: memberIds.get(p.xref)!, source, xref: p.xref, uid: p.uid, refn: p.refn, position: p.position, record: p.text })),
    });
    await checkpoint(i + batch.length, i + batch.length);
  }

  const knownIds = new Set(options.known.values());
  const toKnownChildren: LinkRequest[] = [];
  const edges: BulkEdge[] = [];
  for (const request of edgesOf(plan.families, memberIds, dateOf)) {
    const { edge } = request;
    if (recorded.has(`${edge.fromId}:${edge.toId}:${edge.kind}`)) continue;
    if (edge.kind === 'parent' && knownIds.has(edge.toId)) toKnownChildren.push(request);
    else edges.push(edge);
  }
  // The links are the first half of the families' share, their kept records the second.
  for (let i = 0; i < edges.length; i += WRITE_BATCH * 2) {
    const batch = edges.slice(i, i + WRITE_BATCH * 2);
    await insertRelationships(writer, treeId, batch);
    await checkpoint(fresh.length, fresh.length + (families / 2) * ((i + batch.length) / edges.length));
  }

  for (let i = 0; i < plan.families.length; i += WRITE_BATCH) {
    const rows = plan.families.slice(i, i + WRITE_BATCH).map((f) => {
      const [partner1, partner2] = [f.partners[0], f.partners[1]].map((xref) => (xref ? (memberIds.get(xref) ?? null) : null));
      const children = f.children.flatMap((c) => memberIds.get(c.xref) ?? []);
      return { source, xref: f.xref, uid: f.uid, partner1, partner2, children, position: f.position, record: f.text };
    });
    await insertKeptRecords(writer, treeId, { kind: 'family', rows });
    await checkpoint(fresh.length, fresh.length + families / 2 + (i + rows.length) / 2);
  }

  for (let i = 0; i < plan.others.length; i += WRITE_BATCH) {
    const rows = plan.others.slice(i, i + WRITE_BATCH).map((o) => ({ source, xref: o.xref, tag: o.tag, position: o.position, record: o.text }));
    await insertKeptRecords(writer, treeId, { kind: 'other', rows });
    await checkpoint(fresh.length, fresh.length + families + i + rows.length);
  }
  return { counts: { people: fresh.length, families: plan.families.length, otherRecords: plan.others.length, media }, toKnownChildren };
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
function edgesOf(families: readonly PlannedFamily[], memberIds: Map<string, string>, dateOf: (text: string | null) => StoredDate): LinkRequest[] {
  const partners = new Map<string, { edge: Partnership; line: number }>();
  const parents = new Map<string, LinkRequest>();
  for (const family of families) {
    const pair = [...new Set(family.partners.flatMap((xref) => memberIds.get(xref) ?? []))].sort();
    if (pair.length === 2 && family.fields.partnerKind !== null) {
      const { partnerKind, marriageDate, marriagePlace, divorceDate } = family.fields;
      const key = pair.join(':');
      const next: Partnership = { fromId: pair[0], toId: pair[1], kind: 'partner', partnerKind: partnerKind ?? 'married', start: dateOf(marriageDate), startPlace: marriagePlace, end: dateOf(divorceDate) };
      const shown = partners.get(key);
      partners.set(key, { edge: latest(shown?.edge, next), line: shown?.line ?? family.line });
    }
    for (const child of family.children) {
      const childId = memberIds.get(child.xref);
      if (!childId) continue;
      for (const parentId of pair) {
        const key = `${parentId}:${childId}`;
        if (parentId !== childId && !parents.has(key)) parents.set(key, { edge: { fromId: parentId, toId: childId, kind: 'parent', pedigree: child.pedigree }, line: family.line });
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

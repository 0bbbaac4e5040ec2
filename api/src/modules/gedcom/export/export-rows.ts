import type { EntityManager } from '@mikro-orm/postgresql';
import type { PeopleScope } from './export-scope.ts';

// What an export reads, in plain SQL, no entities: a tree may hold 100,000 people, so each large
// read is one value (JSON, or fixed-width text for the most numerous) rather than a row per item,
// which costs more to decode than the file costs to write. People are numbered 0… in the order of
// the file.

/** An exported person as the families and pointers need them. */
export interface PersonKey {
  id: string;
  gender: string | null;
  /** False: a living person a viewer sees by name only. */
  shown: boolean;
  /** The kept record's id, the program it came from and its place among the file's records. */
  xref: string | null;
  source: string | null;
  position: number | null;
}

/** The parent edges among exported people: child n's parents are entries start[n] … start[n + 1] - 1, by number. */
export interface ParentLinks {
  start: Int32Array;
  parent: Int32Array;
  pedigree: (string | null)[];
}

/** A partner edge between two exported people (by number, a < b), with the partnership's dates. */
export interface PartnerEdge {
  a: number;
  b: number;
  partnerKind: string | null;
  startValue: string | null;
  /** An exact day (partnerships added in the app), as a GEDCOM date. */
  startDate: string | null;
  startPlace: string | null;
  endValue: string | null;
  endDate: string | null;
}

export interface ExportIndex {
  people: PersonKey[];
  /** A person's number by member id. */
  numberOf: Map<string, number>;
  parents: ParentLinks;
  partners: PartnerEdge[];
}

export type Json = (string | number | boolean | null)[];

/** A parent edge as text: the child's and the parent's ids and the pedigree's first letter. */
const PARENT_WIDTH = 73;
const PERSON_WIDTH = 38;
const GENDERS: Record<string, string> = { m: 'male', f: 'female', o: 'other' };
const PEDIGREE_CODES: Record<string, string | null> = { a: 'adopted', b: 'birth', f: 'foster', '-': null };

/**
 * Who is in the export and how they are joined: everyone in the order of the file, the parent edges,
 * the partner edges. Edges are read by tree and matched to the people here: a join would leave the
 * planner a choice that, on a tree just filled by an import (no statistics yet), can turn quadratic.
 */
export async function readIndex(em: EntityManager, scope: PeopleScope, treeId: string): Promise<ExportIndex> {
  // Each person as fixed-width text: the id, the gender's first letter, whether details are shown.
  const [{ people: text }] = await em.execute<{ people: string | null }[]>(
    `select string_agg(m.id::text || coalesce(left(m.gender, 1), '-') || case when ${scope.shown} then 't' else 'f' end, '' order by ${scope.order}) as people
     from family_members m ${scope.join} where ${scope.where}`,
    [...scope.shownParams, ...scope.params],
  );
  const people: PersonKey[] = [];
  const numberOf = new Map<string, number>();
  for (let at = 0; at < (text?.length ?? 0); at += PERSON_WIDTH) {
    const id = text!.slice(at, at + 36);
    numberOf.set(id, people.length);
    people.push({ id, gender: GENDERS[text![at + 36]] ?? null, shown: text![at + 37] === 't', xref: null, source: null, position: null });
  }
  if (scope.keep) {
    const [{ kept }] = await em.execute<{ kept: Json[] | null }[]>(`select json_agg(json_build_array(member_id, xref, source, position)) as kept from gedcom_person_records where tree_id = ?::uuid`, [treeId]);
    for (const [id, xref, source, position] of kept ?? []) {
      const person = people[numberOf.get(id as string) ?? -1];
      if (person) Object.assign(person, { xref, source, position });
    }
  }
  const [{ parents }] = await em.execute<{ parents: string | null }[]>(
    `select string_agg(r.to_id::text || r.from_id::text || coalesce(left(r.pedigree, 1), '-'), '') as parents from family_relationships r where r.tree_id = ?::uuid and r.kind = 'parent'`,
    [treeId],
  );
  // Plain days (partnerships added in the app) come as GEDCOM dates: 2015-06-01 is 1 JUN 2015.
  const day = (column: string) => `upper(to_char(${column}, 'FMDD Mon FMYYYY'))`;
  const [{ partners: pairs }] = await em.execute<{ partners: Json[] | null }[]>(
    `select json_agg(json_build_array(r.from_id, r.to_id, r.partner_kind, r.start_value, ${day('r.start_date')}, r.start_place, r.end_value, ${day('r.end_date')})) as partners
     from family_relationships r where r.tree_id = ?::uuid and r.kind = 'partner'`,
    [treeId],
  );
  const partners: PartnerEdge[] = [];
  for (const [from, to, partnerKind, startValue, startDate, startPlace, endValue, endDate] of pairs ?? []) {
    const x = numberOf.get(from as string);
    const y = numberOf.get(to as string);
    if (x === undefined || y === undefined) continue;
    partners.push({ a: Math.min(x, y), b: Math.max(x, y), partnerKind, startValue, startDate, startPlace, endValue, endDate } as PartnerEdge);
  }
  // In the order of the file: partnerships by their first partner.
  partners.sort((p, q) => p.a - q.a || p.b - q.b);
  return { people, numberOf, parents: parentLinks(parents ?? '', numberOf, people.length), partners };
}

/** Reads the parent edges between exported people and groups them by child (a counting sort: no comparisons). */
function parentLinks(text: string, numberOf: Map<string, number>, count: number): ParentLinks {
  const edges = text.length / PARENT_WIDTH;
  const childOf = new Int32Array(edges);
  const parentOf = new Int32Array(edges);
  const codes: string[] = [];
  let found = 0;
  for (let at = 0; at < text.length; at += PARENT_WIDTH) {
    const child = numberOf.get(text.slice(at, at + 36));
    const parent = numberOf.get(text.slice(at + 36, at + 72));
    if (child === undefined || parent === undefined) continue;
    childOf[found] = child;
    parentOf[found] = parent;
    codes[found++] = text[at + 72];
  }
  const start = new Int32Array(count + 1);
  for (let i = 0; i < found; i++) start[childOf[i] + 1]++;
  for (let n = 0; n < count; n++) start[n + 1] += start[n];
  const next = start.slice(0, count);
  const parent = new Int32Array(found);
  const pedigree = new Array<string | null>(found);
  for (let i = 0; i < found; i++) {
    const at = next[childOf[i]]++;
    parent[at] = parentOf[i];
    pedigree[at] = PEDIGREE_CODES[codes[i]] ?? null;
  }
  return { start, parent, pedigree };
}

/** A person's fields as written; those a viewer may not see are null. */
export interface PersonRow {
  id: string;
  firstName: string;
  lastName: string;
  otherNames: string[];
  gender: 'male' | 'female' | 'other';
  isAlive: boolean;
  birthDate: string | null;
  birthPlace: string | null;
  christeningDate: string | null;
  christeningPlace: string | null;
  deathDate: string | null;
  deathPlace: string | null;
  burialDate: string | null;
  burialPlace: string | null;
  occupation: string | null;
  bio: string | null;
  photo: string | null;
  /** The kept record's text (owners and editors). */
  record: string | null;
}

export interface KeptFamilyRow {
  xref: string;
  source: string;
  partner1: string | null;
  partner2: string | null;
  /** The children the record listed (member ids), in its order. */
  children: string[];
  position: number;
  record: string;
}

export interface KeptOtherRow {
  xref: string | null;
  source: string;
  tag: string;
  position: number;
  record: string;
}

/** The records kept from imports: families, and every other record. */
export async function readKept(em: EntityManager, treeId: string): Promise<{ families: KeptFamilyRow[]; others: KeptOtherRow[] }> {
  const families = await em.execute<KeptFamilyRow[]>(
    `select xref, source, partner1_id as partner1, partner2_id as partner2, children, position, record from gedcom_family_records where tree_id = ?::uuid order by position`,
    [treeId],
  );
  const others = await em.execute<KeptOtherRow[]>(`select xref, source, tag, position, record from gedcom_other_records where tree_id = ?::uuid order by position`, [treeId]);
  return { families, others };
}

/** The viewer's name, for the file's submitter. */
export async function viewerName(em: EntityManager, viewerId: string): Promise<string> {
  const [row] = await em.execute<{ first_name: string | null; last_name: string | null }[]>(`select first_name, last_name from users where id = ?::uuid`, [viewerId]);
  return [row?.first_name, row?.last_name].filter(Boolean).join(' ') || 'Kinfolk user';
}

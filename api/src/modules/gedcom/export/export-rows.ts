import type { EntityManager } from '@mikro-orm/postgresql';
import type { PersonFields } from '../plan/types.ts';
import { cleanText, type PeopleScope } from './export-scope.ts';

// Who is in an export and how they are joined, read in plain SQL, no entities: a tree may hold
// 100,000 people, so each large read is one text value (fixed width, or parted by control
// characters, see cleanText) rather than a row per item, which costs more to decode than the file
// costs to write. People are numbered 0… in the order of the file.

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
  /** People's numbers by member id. */
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

/** The tree's parent and partner edges as read, before they are matched to the people. */
export interface EdgeTexts {
  parents: string;
  partners: string;
}

/** The tree's parent and partner edges in one pass; free text is cleaned of the characters that part fields and rows. */
export async function readEdges(em: EntityManager, treeId: string): Promise<EdgeTexts> {
  const partner = ['r.from_id', 'r.to_id', 'r.partner_kind', cleanText('r.start_value'), 'r.start_date', cleanText('r.start_place'), cleanText('r.end_value'), 'r.end_date'];
  const [row] = await em.execute<{ parents: string | null; partners: string | null }[]>(
    `select string_agg(r.to_id::text || r.from_id::text || coalesce(left(r.pedigree, 1), '-'), '') filter (where r.kind = 'parent') as parents,
       string_agg(concat(${partner.join(", E'\\x1f', ")}), E'\\x1e') filter (where r.kind = 'partner') as partners
     from family_relationships r where r.tree_id = ?::uuid and r.kind in ('parent', 'partner')`,
    [treeId],
  );
  return { parents: row.parents ?? '', partners: row.partners ?? '' };
}

/**
 * Who is in the export and how they are joined: everyone in the order of the file, and the edges
 * (read elsewhere meanwhile) among them. Edges are read by tree and matched to the people here: a
 * join would leave the planner a choice that, on a tree just filled by an import (no statistics
 * yet), can turn quadratic.
 */
export async function readIndex(em: EntityManager, scope: PeopleScope, treeId: string, edges: Promise<EdgeTexts>): Promise<ExportIndex> {
  const { people, numberOf } = await readPeople(em, scope, treeId);
  const { parents, partners } = await edges;
  return { people, numberOf, parents: parentLinks(parents, numberOf, people.length), partners: partnerEdges(partners, numberOf) };
}

/** Everyone in the export in the order of the file, each as fixed-width text: the id, the gender's first letter, whether details are shown. */
async function readPeople(em: EntityManager, scope: PeopleScope, treeId: string) {
  const [{ people: text }] = await em.execute<{ people: string | null }[]>(
    `select string_agg(m.id::text || coalesce(left(m.gender, 1), '-') || case when ${scope.shown} then 't' else 'f' end, '' order by ${scope.order}) as people
     from family_members m ${scope.join} where ${scope.where}`,
    [...scope.shownParams, ...scope.params],
  );
  const people: PersonKey[] = [];
  for (let at = 0; at < (text?.length ?? 0); at += PERSON_WIDTH) {
    people.push({ id: text!.slice(at, at + 36), gender: GENDERS[text![at + 36]] ?? null, shown: text![at + 37] === 't', xref: null, source: null, position: null });
  }
  const numberOf = new Map(people.map((person, n) => [person.id, n]));
  if (scope.keep) {
    const [{ kept }] = await em.execute<{ kept: Json[] | null }[]>(`select json_agg(json_build_array(member_id, xref, source, position)) as kept from gedcom_person_records where tree_id = ?::uuid`, [treeId]);
    for (const [id, xref, source, position] of kept ?? []) {
      const person = people[numberOf.get(id as string) ?? -1];
      if (person) Object.assign(person, { xref, source, position });
    }
  }
  return { people, numberOf };
}

/** The partner edges between exported people, by their first partner. */
function partnerEdges(text: string, numberOf: Map<string, number>): PartnerEdge[] {
  const partners: PartnerEdge[] = [];
  for (const pair of text ? text.split('\x1e') : []) {
    const [from, to, partnerKind, startValue, startDate, startPlace, endValue, endDate] = pair.split('\x1f');
    const x = numberOf.get(from);
    const y = numberOf.get(to);
    if (x === undefined || y === undefined) continue;
    partners.push({
      a: x < y ? x : y,
      b: x < y ? y : x,
      partnerKind: partnerKind || null,
      startValue: startValue || null,
      startDate: gedcomDay(startDate),
      startPlace: startPlace || null,
      endValue: endValue || null,
      endDate: gedcomDay(endDate),
    });
  }
  return partners.sort((p, q) => p.a - q.a || p.b - q.b);
}

const MONTHS = ['JAN', 'FEB', 'MAR', 'APR', 'MAY', 'JUN', 'JUL', 'AUG', 'SEP', 'OCT', 'NOV', 'DEC'];

/** A plain ISO day (partnerships added in the app) as a GEDCOM date: `2015-06-01` → `1 JUN 2015`. */
export function gedcomDay(iso: string): string | null {
  if (!iso) return null;
  const year = iso.slice(0, 4);
  return `${Number(iso.slice(8, 10))} ${MONTHS[Number(iso.slice(5, 7)) - 1]} ${year[0] === '0' ? year.slice(1) : year}`;
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
export interface PersonRow extends PersonFields {
  id: string;
  photo: string | null;
  /** The kept record's text (owners and editors). */
  record: string | null;
}

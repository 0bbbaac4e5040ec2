import type { EntityManager } from '@mikro-orm/postgresql';
import type { Gender } from '../people/family-member.entity.ts';
import type { StoredDate } from '../people/life-dates.ts';
import { BulkWriter, clip, copyRows, orderedId, type CopyValue } from './bulk-copy.ts';

// Many people and relationships written at once (an imported file): COPY on the caller's
// transaction, ids made here, no entity per row. Nothing checks the tree's rules (two parents at
// most, no ancestry loop): the caller brings rows that keep them. Given an entity manager, each
// function returns once its rows are written; given a BulkWriter (one per transaction), once they
// are on their way, so a large import prepares its next rows while the database writes these.

/** Where rows go: the transaction of an entity manager, or a writer on it. */
export type BulkTarget = EntityManager | BulkWriter;

/** Rows of a table written by COPY to `to`; also for a module writing its own rows in the same import (GEDCOM's kept records). */
export const copyTo = <T>(to: BulkTarget, table: string, columns: readonly string[], items: readonly T[], row: (item: T) => CopyValue[]) =>
  to instanceof BulkWriter ? to.copy(table, columns, items, row) : copyRows(to, table, columns, items, row);

const NO_DATE: StoredDate = { value: null, earliest: null, latest: null };

/** A new person, every field as stored; dates as the shared date model's value and span. */
export interface BulkMember {
  id: string;
  firstName: string;
  lastName: string;
  otherNames: string[];
  gender: Gender;
  birth: StoredDate;
  birthPlace: string | null;
  christening: StoredDate;
  christeningPlace: string | null;
  death: StoredDate;
  deathPlace: string | null;
  burial: StoredDate;
  burialPlace: string | null;
  occupation: string | null;
  bio: string | null;
  isAlive: boolean;
  profilePicture: string | null;
}

/** A new edge: `parent` from the parent to the child, `partner` with the smaller id first. */
export interface BulkEdge {
  fromId: string;
  toId: string;
  kind: 'parent' | 'partner';
  partnerKind?: 'married' | 'partner' | 'divorced' | 'separated' | null;
  start?: StoredDate;
  startPlace?: string | null;
  end?: StoredDate;
  pedigree?: 'birth' | 'adopted' | 'foster' | null;
}

const MEMBER_COLUMNS = [
  'id', 'created_at', 'updated_at', 'tree_id', 'first_name', 'last_name', 'other_names', 'gender',
  'birth_date', 'birth_earliest', 'birth_latest', 'birth_place', 'christening_date', 'christening_earliest', 'christening_latest', 'christening_place',
  'death_date', 'death_earliest', 'death_latest', 'death_place', 'burial_date', 'burial_earliest', 'burial_latest', 'burial_place',
  'occupation', 'bio', 'is_alive', 'profile_picture',
];

const dated = (date: StoredDate, place: string | null) => [clip(date.value, 200), date.earliest, date.latest, clip(place, 200)];

/** Inserts people into a tree. */
export async function insertMembers(to: BulkTarget, treeId: string, members: readonly BulkMember[]): Promise<void> {
  const now = new Date().toISOString();
  await copyTo(to, 'family_members', MEMBER_COLUMNS, members, (m) => [
    m.id, now, now, treeId, clip(m.firstName, 100), clip(m.lastName, 100), m.otherNames, m.gender,
    ...dated(m.birth, m.birthPlace), ...dated(m.christening, m.christeningPlace), ...dated(m.death, m.deathPlace), ...dated(m.burial, m.burialPlace),
    clip(m.occupation, 200), m.bio, m.isAlive, clip(m.profilePicture, 200),
  ]);
}

const EDGE_COLUMNS = [
  'id', 'created_at', 'tree_id', 'from_id', 'to_id', 'kind', 'partner_kind', 'start_date', 'end_date',
  'start_value', 'start_earliest', 'start_latest', 'start_place', 'end_value', 'end_earliest', 'end_latest', 'pedigree',
];

/** The one day a date means, for the exact-date columns older clients read. */
const exactDay = (date: StoredDate) => (date.value && date.earliest && date.earliest === date.latest ? date.earliest : null);

/** Inserts edges into a tree; their people must be in it already. */
export async function insertRelationships(to: BulkTarget, treeId: string, edges: readonly BulkEdge[]): Promise<void> {
  const now = new Date().toISOString();
  await copyTo(to, 'family_relationships', EDGE_COLUMNS, edges, (e) => {
    const [start, end] = [e.start ?? NO_DATE, e.end ?? NO_DATE];
    return [
      orderedId(), now, treeId, e.fromId, e.toId, e.kind, e.partnerKind ?? null, exactDay(start), exactDay(end),
      clip(start.value, 200), start.earliest, start.latest, clip(e.startPlace, 200), clip(end.value, 200), end.earliest, end.latest, e.pedigree ?? null,
    ];
  });
}

/** Which of these pairs already have an edge of the kind in the tree (`from:to:kind`), for a merge into people already there. */
export async function existingEdges(em: EntityManager, treeId: string, memberIds: readonly string[]): Promise<Set<string>> {
  if (memberIds.length === 0) return new Set();
  const rows = await em.execute<{ from_id: string; to_id: string; kind: string }[]>(
    `select from_id, to_id, kind from family_relationships
      where tree_id = ?::uuid and from_id = any(?::uuid[]) and to_id = any(?::uuid[]) and kind in ('parent', 'partner')`,
    [treeId, `{${memberIds.join(',')}}`, `{${memberIds.join(',')}}`],
  );
  return new Set(rows.map((r) => `${r.from_id}:${r.to_id}:${r.kind}`));
}

/** Fresh planner statistics for the people and relationships tables, once a large import has grown them. */
export async function analyzeTreeTables(em: EntityManager): Promise<void> {
  await em.execute('analyze family_members, family_relationships');
}

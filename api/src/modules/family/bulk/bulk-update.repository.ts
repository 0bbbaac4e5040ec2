import type { EntityManager } from '@mikro-orm/postgresql';
import type { Gender } from '../people/family-member.entity.ts';
import { exactDay, type StoredDate } from '../people/life-dates.ts';
import { clip } from './bulk-copy.ts';

// Many people and partnerships changed at once (a file merged into a tree): one UPDATE … FROM
// unnest(…) per batch and per set of columns changed, no entity per row. A row changes only the
// columns it names; the others keep their value.

/** Rows per statement. */
const BATCH = 5000;

/** A person's changed fields; dates as the shared date model's value and span. */
export interface MemberChange {
  id: string;
  firstName?: string;
  lastName?: string;
  otherNames?: string[];
  gender?: Gender;
  birth?: StoredDate;
  birthPlace?: string | null;
  christening?: StoredDate;
  christeningPlace?: string | null;
  death?: StoredDate;
  deathPlace?: string | null;
  burial?: StoredDate;
  burialPlace?: string | null;
  occupation?: string | null;
  bio?: string | null;
  isAlive?: boolean;
}

/** A partnership's changed fields. */
export interface PartnershipChange {
  id: string;
  partnerKind?: 'married' | 'partner' | 'divorced' | 'separated';
  start?: StoredDate;
  startPlace?: string | null;
  end?: StoredDate;
}

type SqlValue = string | boolean | null;
/** A column a change sets: its name, its type in SQL, and its value taken from the field. */
type Column = [name: string, type: string, value: (field: never) => SqlValue];

const text = (length: number): ((value: string | null) => SqlValue) => (value) => clip(value, length);
const dated = (prefix: string, valueColumn = `${prefix}_date`): Column[] => [
  [valueColumn, 'text', (d: StoredDate) => clip(d.value, 200)],
  [`${prefix}_earliest`, 'date', (d: StoredDate) => d.earliest],
  [`${prefix}_latest`, 'date', (d: StoredDate) => d.latest],
];

const MEMBER_COLUMNS: Record<Exclude<keyof MemberChange, 'id'>, Column[]> = {
  firstName: [['first_name', 'text', text(100)]],
  lastName: [['last_name', 'text', text(100)]],
  // Each row's names travel as one array literal, read back into an array per row.
  otherNames: [['other_names', 'text[]', (names: string[]) => arrayLiteral(names)]],
  gender: [['gender', 'text', (g: Gender) => g]],
  birth: dated('birth'),
  birthPlace: [['birth_place', 'text', text(200)]],
  christening: dated('christening'),
  christeningPlace: [['christening_place', 'text', text(200)]],
  death: dated('death'),
  deathPlace: [['death_place', 'text', text(200)]],
  burial: dated('burial'),
  burialPlace: [['burial_place', 'text', text(200)]],
  occupation: [['occupation', 'text', text(200)]],
  bio: [['bio', 'text', (bio: string | null) => bio]],
  isAlive: [['is_alive', 'boolean', (alive: boolean) => alive]],
};

const PARTNERSHIP_COLUMNS: Record<Exclude<keyof PartnershipChange, 'id'>, Column[]> = {
  partnerKind: [['partner_kind', 'text', (kind: string) => kind]],
  // The exact-day column older clients read moves with the date.
  start: [...dated('start', 'start_value'), ['start_date', 'date', (d: StoredDate) => exactDay(d)]],
  startPlace: [['start_place', 'text', text(200)]],
  end: [...dated('end', 'end_value'), ['end_date', 'date', (d: StoredDate) => exactDay(d)]],
};

/** Changes people of a tree; rows of other trees are left alone. */
export async function updateMembers(em: EntityManager, treeId: string, changes: readonly MemberChange[]): Promise<void> {
  await updateRows(em, 'family_members', treeId, MEMBER_COLUMNS, changes, 'updated_at = now()');
}

/** Changes partner edges of a tree (kind, dates, place). */
export async function updatePartnerships(em: EntityManager, treeId: string, changes: readonly PartnershipChange[]): Promise<void> {
  await updateRows(em, 'family_relationships', treeId, PARTNERSHIP_COLUMNS, changes, null);
}

async function updateRows<T extends { id: string }>(
  em: EntityManager,
  table: string,
  treeId: string,
  columnsOf: Record<string, Column[]>,
  changes: readonly T[],
  also: string | null,
): Promise<void> {
  // Rows changing the same fields share a statement.
  const groups = new Map<string, T[]>();
  for (const change of changes) {
    const fields = Object.keys(change).filter((key) => key !== 'id' && change[key as keyof T] !== undefined && key in columnsOf);
    if (fields.length === 0) continue;
    const key = fields.sort().join(',');
    groups.set(key, [...(groups.get(key) ?? []), change]);
  }
  for (const [key, rows] of groups) {
    const fields = key.split(',');
    const columns = fields.flatMap((field) => columnsOf[field].map(([name, type, value]) => ({ field, name, type, value: value as (v: unknown) => SqlValue })));
    const sets = columns.map((c) => `"${c.name}" = v."${c.name}"${c.type === 'text[]' ? '::text[]' : ''}`);
    if (also) sets.push(also);
    const unnest = ['?::uuid[]', ...columns.map((c) => `?::${c.type === 'text[]' ? 'text' : c.type}[]`)].join(', ');
    const names = ['id', ...columns.map((c) => `"${c.name}"`)].join(', ');
    const sql = `update "${table}" t set ${sets.join(', ')} from unnest(${unnest}) as v(${names}) where t.id = v.id and t.tree_id = ?::uuid`;
    for (let i = 0; i < rows.length; i += BATCH) {
      const batch = rows.slice(i, i + BATCH);
      const params = [
        arrayLiteral(batch.map((row) => row.id)),
        ...columns.map((c) => arrayLiteral(batch.map((row) => sqlText(c.value(row[c.field as keyof T]))))),
        treeId,
      ];
      await em.execute(sql, params);
    }
  }
}

const sqlText = (value: SqlValue): string | null => (value === null ? null : typeof value === 'boolean' ? (value ? 't' : 'f') : value);

/** A PostgreSQL array literal: every element quoted, NULL for null. */
function arrayLiteral(items: readonly (string | null)[]): string {
  return `{${items.map((item) => (item === null ? 'NULL' : `"${item.replace(/["\\]/g, '\\$&')}"`)).join(',')}}`;
}

import type { EntityManager } from '@mikro-orm/postgresql';

// What other modules hold about a person (photo tags, stories, achievements …) is theirs to move
// when two people of a tree are merged: each module hands the family module, at start
// (modules/wiring.ts), one PersonReferences for each of its tables that names people. The family
// module calls them inside the merge's transaction and keeps what they answer for the undo.

/** What one table's move did: the rows moved to the kept person (their keys) and those dropped as doubles (whole, to put back). */
export interface MovedReferences {
  moved: string[];
  dropped: Record<string, unknown>[];
}

/** The kinds of thing a merge moves, as the preview counts them. */
export const REFERENCE_KINDS = ['photoTags', 'stories', 'achievements', 'heirloomOwners', 'heirloomsIntended', 'dnaKits', 'gedcomRecords', 'faces', 'insights', 'branchLimits'] as const;
export type ReferenceKind = (typeof REFERENCE_KINDS)[number];

/** One table's references to people, as its owning module moves them. */
export interface PersonReferences {
  /** What it is, for the preview's count. */
  kind: ReferenceKind;
  /** Its own name among all (`table.column`), under which a merge keeps what it moved. */
  name: string;
  /** The table, and the columns of it that name people, for the check that every one has a mover. */
  table: string;
  columns: readonly string[];
  /** How many of its rows name the person. */
  count(em: EntityManager, personId: string): Promise<number>;
  /** Moves the rows of `fromId` to `toId`; a row `toId` already has an equal of is dropped instead. */
  move(em: EntityManager, fromId: string, toId: string): Promise<MovedReferences>;
  /** How many of the moved rows no longer name `toId` (deleted or changed since): an undo is refused then. */
  changedSince(em: EntityManager, toId: string, done: MovedReferences): Promise<number>;
  /** Moves the moved rows back to `fromId` and puts the dropped ones back. */
  moveBack(em: EntityManager, fromId: string, toId: string, done: MovedReferences): Promise<void>;
}

/** How a table names people: its column, the key that tells its rows apart, and the columns a person has at most one row of. */
export interface ReferenceColumn {
  kind: ReferenceKind;
  table: string;
  column: string;
  /** A column whose value tells the table's rows of one person apart (`id`, or `story_id` for story tags). */
  key: string;
  /** With the person, the columns that make a row one of a kind (`memory_id` of a photo tag): the merged person's row is dropped when the kept one has its equal. */
  unique?: readonly string[];
}

const ident = (name: string) => {
  if (!/^[a-z_][a-z0-9_]*$/.test(name)) throw new Error(`Not a plain SQL name: ${name}`);
  return `"${name}"`;
};

/**
 * The PersonReferences of a table whose column names a person, moved by plain statements on that
 * table alone (the module that owns the table declares it and hands it in).
 */
export function referenceColumn(spec: ReferenceColumn): PersonReferences {
  const [table, column, key] = [ident(spec.table), ident(spec.column), ident(spec.key)];
  const same = (spec.unique ?? []).map((c) => `b.${ident(c)} is not distinct from a.${ident(c)}`);
  return {
    kind: spec.kind,
    name: `${spec.table}.${spec.column}`,
    table: spec.table,
    columns: [spec.column],
    async count(em, personId) {
      const [row] = await em.execute<{ n: string }[]>(`select count(*) as n from ${table} where ${column} = ?::uuid`, [personId]);
      return Number(row.n);
    },
    async move(em, fromId, toId) {
      const dropped = spec.unique
        ? (await em.execute<{ row: Record<string, unknown> }[]>(
          `delete from ${table} a where a.${column} = ?::uuid and exists (select 1 from ${table} b where b.${column} = ?::uuid${same.map((s) => ` and ${s}`).join('')})
           returning to_jsonb(a.*) as row`, [fromId, toId])).map((r) => r.row)
        : [];
      const moved = await em.execute<{ key: string }[]>(`update ${table} set ${column} = ?::uuid where ${column} = ?::uuid returning ${key}::text as key`, [toId, fromId]);
      return { moved: moved.map((r) => r.key), dropped };
    },
    async changedSince(em, toId, done) {
      if (!done.moved.length) return 0;
      const [row] = await em.execute<{ n: string }[]>(
        `select count(*) as n from ${table} where ${column} = ?::uuid and ${key}::text in (select jsonb_array_elements_text(?::jsonb))`, [toId, JSON.stringify(done.moved)]);
      return done.moved.length - Number(row.n);
    },
    async moveBack(em, fromId, toId, done) {
      if (done.moved.length) {
        await em.execute(`update ${table} set ${column} = ?::uuid where ${column} = ?::uuid and ${key}::text in (select jsonb_array_elements_text(?::jsonb))`, [fromId, toId, JSON.stringify(done.moved)]);
      }
      if (done.dropped.length) {
        await em.execute(`insert into ${table} select * from jsonb_populate_recordset(null::${table}, ?::jsonb)`, [JSON.stringify(done.dropped)]);
      }
    },
  };
}

const registered: PersonReferences[] = [];

/** Hands the family module a module's references to people (at start, from modules/wiring.ts). */
export function providePersonReferences(...references: PersonReferences[]): void {
  for (const reference of references) {
    if (!registered.some((r) => r.name === reference.name)) registered.push(reference);
  }
}

/** Every module's references to people, in the order they were handed in. */
export const personReferences = (): readonly PersonReferences[] => registered;

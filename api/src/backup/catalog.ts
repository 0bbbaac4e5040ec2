import type pg from 'pg';

/** The schemas a backup holds: the app's tables and the job queue's. */
export const SCHEMAS = ['public', 'graphile_worker'];
/** Tables a backup leaves out: which migrations ran is checked, not copied (each side's migrator keeps its own). */
const LEFT_OUT = new Set(['public.mikro_orm_migrations', 'graphile_worker.migrations']);

export interface TableEntry {
  /** `schema.table`, as written in SQL with quotes by `quoted`. */
  name: string;
  /** Columns copied, in order (generated columns are left for the database to compute). */
  columns: string[];
}

export interface SequenceEntry {
  name: string;
  /** Null when the sequence was never used. */
  lastValue: string | null;
}

/** `schema.table` quoted for SQL. */
export const quoted = (name: string) =>
  name
    .split('.')
    .map((part) => `"${part.replace(/"/g, '""')}"`)
    .join('.');

/**
 * The tables of the backed-up schemas, ordered so that every table comes after the tables its
 * foreign keys point to (a restore loads them in this order), with their copied columns.
 */
export async function tablesInLoadOrder(client: pg.ClientBase): Promise<TableEntry[]> {
  const { rows: tables } = await client.query<{ name: string; columns: string[] }>(
    `select n.nspname || '.' || c.relname as name, array_agg(a.attname::text order by a.attnum) as columns
       from pg_class c
       join pg_namespace n on n.oid = c.relnamespace
       join pg_attribute a on a.attrelid = c.oid and a.attnum > 0 and not a.attisdropped and a.attgenerated = ''
      where c.relkind = 'r' and n.nspname = any($1)
      group by 1 order by 1`,
    [SCHEMAS],
  );
  const { rows: keys } = await client.query<{ child: string; parent: string }>(
    `select cn.nspname || '.' || cl.relname as child, pn.nspname || '.' || pl.relname as parent
       from pg_constraint k
       join pg_class cl on cl.oid = k.conrelid join pg_namespace cn on cn.oid = cl.relnamespace
       join pg_class pl on pl.oid = k.confrelid join pg_namespace pn on pn.oid = pl.relnamespace
      where k.contype = 'f' and k.conrelid <> k.confrelid and cn.nspname = any($1)`,
    [SCHEMAS],
  );
  const kept = tables.filter((t) => !LEFT_OUT.has(t.name));
  const parents = new Map(kept.map((t) => [t.name, new Set<string>()]));
  for (const { child, parent } of keys) parents.get(child)?.add(parent);
  const ordered: TableEntry[] = [];
  const placed = new Set<string>();
  const visiting = new Set<string>();
  const place = (table: TableEntry) => {
    if (placed.has(table.name)) return;
    if (visiting.has(table.name)) throw new Error(`The foreign keys of ${table.name} form a cycle: a backup cannot order its tables.`);
    visiting.add(table.name);
    for (const parent of parents.get(table.name) ?? []) {
      const found = kept.find((t) => t.name === parent);
      if (found) place(found);
    }
    visiting.delete(table.name);
    placed.add(table.name);
    ordered.push(table);
  };
  for (const table of kept) place(table);
  return ordered;
}

/** The sequences of the backed-up schemas and where each stands. */
export async function sequences(client: pg.ClientBase): Promise<SequenceEntry[]> {
  const { rows } = await client.query<{ name: string; last_value: string | null }>(
    `select schemaname || '.' || sequencename as name, last_value::text from pg_sequences where schemaname = any($1) order by 1`,
    [SCHEMAS],
  );
  return rows.map((r) => ({ name: r.name, lastValue: r.last_value }));
}

/** The names of the app's migrations applied to this database, in order. */
export async function appliedMigrations(client: pg.ClientBase): Promise<string[]> {
  const { rows } = await client.query<{ name: string }>('select name from mikro_orm_migrations order by id');
  return rows.map((r) => r.name);
}

import { createHash } from 'node:crypto';
import type { EntityManager, PostgreSqlConnection } from '@mikro-orm/postgresql';

// Hot reads (the timeline's, the daily-moments feed's) run as named prepared statements on the
// ORM's pool: their text never depends on the values (the viewer, their trees and circles are
// parameters), so PostgreSQL plans each once per connection (the sessions' plan_cache_mode keeps
// the generic plan) instead of on every request. Planning a statement with its policy scopes
// costs more than running it.

/**
 * The parameters of a statement built in pieces, referenced by name: each is numbered ($n) when
 * first used, so the statement's text depends only on the order it was built in.
 */
export class Params {
  readonly values: unknown[] = [];
  private readonly refs = new Map<string, string>();

  /** `$n::type` for the named value (the value given the first time counts). */
  ref(name: string, type: string, value: unknown): string {
    let ref = this.refs.get(name);
    if (!ref) {
      this.values.push(value);
      ref = `$${this.values.length}::${type}`;
      this.refs.set(name, ref);
    }
    return ref;
  }
}

/** A statement written with `?` placeholders (as the policies' scopes are), numbered in order. */
export function numbered(text: string): string {
  let n = 0;
  return text.replace(/\?/g, () => `$${++n}`);
}

/** The name of each statement's text: it changes whenever the text does. */
const names = new Map<string, string>();
const nameOf = (prefix: string, text: string) => {
  let name = names.get(text);
  if (!name) names.set(text, (name = `${prefix}_${createHash('sha1').update(text).digest('hex').slice(0, 12)}`));
  return name;
};

/** Runs a statement prepared under its name. */
export async function runPrepared<T>(em: EntityManager, prefix: string, text: string, values: unknown[]): Promise<T[]> {
  const pool = await (em.getConnection() as PostgreSqlConnection).getNativeClient();
  const result = await pool.query({ name: nameOf(prefix, text), text, values });
  return result.rows as T[];
}

/**
 * Runs a statement written with `?` placeholders (a repository's text with policy scopes put in)
 * prepared under its name. Inside a transaction it runs on the transaction's connection instead,
 * unprepared, so it sees what the transaction wrote.
 */
export async function runPreparedOrInTransaction<T>(em: EntityManager, prefix: string, text: string, values: unknown[]): Promise<T[]> {
  if (em.isInTransaction()) return em.execute<T[]>(text, values);
  return runPrepared<T>(em, prefix, numbered(text), values);
}

// Scopes are SQL conditions that repositories put into their statements. A scope is built for its
// reader and carries its own parameters, so a repository places the text and passes the parameters
// on, and nobody edits a policy's SQL to change whom it is for.

/** A piece of SQL and its parameters, in the order of its `?` placeholders. */
export interface Sql {
  readonly text: string;
  readonly params: readonly unknown[];
}

/**
 * A uuid a scope is written for: a value, bound as a parameter, or an SQL expression that holds it
 * (a column, to find every reader of a row; a numbered parameter of a prepared statement).
 */
export type Uuid = { readonly id: string } | { readonly sql: string };

/** The user a scope finds rows for. */
export type Reader = Uuid;

/** A value bound as a parameter, cast to a PostgreSQL type. */
export const bound = (value: unknown, type: string): Sql => ({ text: `?::${type}`, params: [value] });

export const ALWAYS: Sql = { text: 'true', params: [] };

/** Whether a condition holds for every row, so a statement that only asks for it need not run. */
export const holdsAlways = (condition: Sql) => condition.text === ALWAYS.text;

const uuidSql = (uuid: Uuid): Sql => ('id' in uuid ? bound(uuid.id, 'uuid') : { text: uuid.sql, params: [] });

/**
 * The text of a condition written for SQL expressions only (its reader a column or a numbered
 * parameter), for statements that number their own parameters: it has no placeholders.
 */
export function inlined(condition: Sql): string {
  if (condition.params.length) throw new Error('This statement names its values itself: write the condition for SQL expressions.');
  return condition.text;
}

/**
 * SQL with pieces put in, in order: a string is SQL text (an alias, a column), an Sql brings its
 * text and parameters, a Uuid its placeholder (and value) or its expression.
 */
export function sql(strings: TemplateStringsArray, ...pieces: (string | Sql | Uuid)[]): Sql {
  let text = strings[0];
  const params: unknown[] = [];
  pieces.forEach((piece, i) => {
    const part = typeof piece === 'string' ? { text: piece, params: [] } : 'text' in piece ? piece : uuidSql(piece);
    text += part.text + strings[i + 1];
    params.push(...part.params);
  });
  return { text, params };
}

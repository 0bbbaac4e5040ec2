import type { EntityManager } from '@mikro-orm/postgresql';
import type { CompiledQuery, ControlledTransaction } from 'kysely';
import { from as copyFrom } from 'pg-copy-streams';
import { finished } from 'node:stream/promises';
import { randomBytes } from 'node:crypto';

let lastMs = 0;
let sequence = 0;
let randomHex = '';
let randomAt = 0;

/**
 * A new id that sorts after the ones made before it (a version 7 UUID: the time in milliseconds,
 * then a counter, then random bits): rows written in bulk then land at the end of each index on
 * their ids instead of all over it, which makes a large import cheaper to index.
 */
export function orderedId(): string {
  const now = Date.now();
  if (now > lastMs) [lastMs, sequence] = [now, 0];
  else if (++sequence > 0xfff) [lastMs, sequence] = [lastMs + 1, 0];
  if (randomAt + 16 > randomHex.length) [randomHex, randomAt] = [randomBytes(8192).toString('hex'), 0];
  const random = randomHex.slice(randomAt, (randomAt += 16));
  const time = lastMs.toString(16).padStart(12, '0');
  const variant = ((parseInt(random[0], 16) & 0x3) | 0x8).toString(16);
  return `${time.slice(0, 8)}-${time.slice(8)}-7${sequence.toString(16).padStart(3, '0')}-${variant}${random.slice(1, 4)}-${random.slice(4)}`;
}

/** A value of one column of a COPY row. */
export type CopyValue = string | number | boolean | null | undefined | readonly string[];

const ESCAPES: Record<string, string> = { '\\': '\\\\', '\t': '\\t', '\n': '\\n', '\r': '\\r', '\0': '' };
const SPECIAL = /[\\\t\n\r\0]/;
const SPECIALS = /[\\\t\n\r\0]/g;

/** Text as a field of COPY's text format (tab-separated, backslash escapes). */
const escapeText = (text: string) => (SPECIAL.test(text) ? text.replace(SPECIALS, (c) => ESCAPES[c]) : text);

/** A PostgreSQL array literal of texts: every element quoted. */
const arrayLiteral = (items: readonly string[]) => `{${items.map((item) => `"${item.replace(/["\\]/g, '\\$&')}"`).join(',')}}`;

/** One COPY field: `\N` for null. */
export function copyField(value: CopyValue): string {
  if (value === null || value === undefined) return '\\N';
  if (typeof value === 'string') return escapeText(value);
  if (typeof value === 'boolean') return value ? 't' : 'f';
  if (typeof value === 'number') return String(value);
  return escapeText(arrayLiteral(value));
}

/** Text cut to a column's length, so one long value never fails a whole import. */
export const clip = (text: string | null | undefined, length: number): string | null => (text == null ? null : text.length > length ? text.slice(0, length) : text);

/** Rows as COPY's text format. */
function copyText<T>(items: readonly T[], row: (item: T) => CopyValue[]): string {
  let text = '';
  for (const item of items) {
    const fields = row(item);
    let line = copyField(fields[0]);
    for (let i = 1; i < fields.length; i++) line += `\t${copyField(fields[i])}`;
    text += `${line}\n`;
  }
  return text;
}

/**
 * Writes rows with COPY FROM STDIN on the connection of a transaction, so they are saved or dropped
 * with everything else it writes. One statement runs at a time, in the order given; `copy` returns
 * once its rows are on their way, so the next rows are prepared while the database writes these.
 * `finish` waits for the last statement (and throws the first failure); the transaction's
 * connection is free for other statements only after it.
 */
export class BulkWriter {
  readonly #trx: ControlledTransaction<object>;
  #running: Promise<void> = Promise.resolve();

  constructor(em: EntityManager) {
    const trx = em.getTransactionContext<ControlledTransaction<object>>();
    if (!trx) throw new Error('Writing rows in bulk needs a transaction');
    this.#trx = trx;
  }

  /** Writes `items` into `table`; `row` gives each one's fields in the order of `columns`. */
  async copy<T>(table: string, columns: readonly string[], items: readonly T[], row: (item: T) => CopyValue[]): Promise<void> {
    if (items.length === 0) return;
    const text = copyText(items, row);
    await this.#running;
    const stream = copyFrom(`copy "${table}" (${columns.map((c) => `"${c}"`).join(', ')}) from stdin`);
    const done = finished(stream);
    done.catch(() => undefined); // awaited by the next statement or by finish()
    this.#running = done;
    // pg runs a "submittable" query object in place of SQL text, on whichever of its clients the
    // statement is given to: handed through the transaction's own connection, the COPY joins it.
    const copy = { sql: stream, parameters: [] } as unknown as CompiledQuery;
    await this.#trx.getExecutor().provideConnection((connection) => connection.executeQuery(copy));
    // On its way once the connection took it (a statement refused at once never takes it).
    await Promise.race([new Promise<void>((resolve) => stream.write(text, () => resolve())), done]);
    stream.end();
  }

  async finish(): Promise<void> {
    await this.#running;
  }
}

/** Writes rows into `table` with one COPY on `em`'s transaction, and waits until they are written. */
export async function copyRows<T>(em: EntityManager, table: string, columns: readonly string[], items: readonly T[], row: (item: T) => CopyValue[]): Promise<void> {
  const writer = new BulkWriter(em);
  await writer.copy(table, columns, items, row);
  await writer.finish();
}

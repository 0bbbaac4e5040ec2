import * as yup from 'yup';
import { invalid } from '../errors.ts';
import { parseOptionalDate, type GenealogyDate } from '../../../shared/dates/index.ts';

/** Validates against yup rules, collecting every field's first message into one BAD_USER_INPUT. */
export async function check<S extends yup.AnyObjectSchema>(rules: S, input: unknown): Promise<yup.InferType<S>> {
  try {
    return await rules.validate(input, { abortEarly: false, stripUnknown: true });
  } catch (error) {
    if (!(error instanceof yup.ValidationError)) throw error;
    const fields: Record<string, string> = {};
    for (const e of error.inner.length ? error.inner : [error]) {
      const key = (e.path ?? 'input').replace(/\[\d+\]$/, '');
      fields[key] ??= e.message;
    }
    throw refusedFields(fields);
  }
}

/** One BAD_USER_INPUT naming each refused field with its message. */
export function refusedFields(fields: Record<string, string>) {
  const summary = Object.entries(fields).map(([k, m]) => `${k}: ${m}`).join('; ');
  return invalid(`Invalid input. ${summary}`, fields);
}

// Builders for the fields of every input schema (the *.rules.ts files), coercing as GraphQL does:
// whatever transport a value came by, text must be text and a flag a boolean. REST routes and the
// services validate with the same schemas, so `{"first_name": 42}` is refused on both transports.

const onlyText = (value: unknown, raw: unknown) => (typeof raw === 'string' ? value : raw);
const trimmed = (value: unknown) => (typeof value === 'string' ? value.trim() : value);

/** Text kept exactly as sent (a password); a number, list or object is refused, not turned into text. */
export const exactText = () => yup.string().typeError('Must be text').transform(onlyText);

/** Text, trimmed (GraphQL's String; yup's own trim() would throw on a number). */
export const text = () => exactText().transform(trimmed);

/** Optional text: blank or null clears the field, however a client sends it. */
export const clearableText = () => text().nullable().transform((value: unknown) => (value === '' ? null : value));

/** true or false, as JSON or GraphQL booleans: neither "yes" nor "true" in quotes. */
export const flag = () =>
  yup.boolean().typeError('Must be true or false').transform((value: unknown, raw: unknown) => (typeof raw === 'boolean' ? value : raw));

/** One of a fixed list of words (a GraphQL enum). */
export const oneOfWords = (words: readonly string[]) => text().oneOf([...words], 'Invalid enum value');

/** A day as YYYY-MM-DD that exists and is not in the future (a birthday, a person's dates); blank clears it. */
export const isoDate = clearableText()
  .matches(/^\d{4}-\d{2}-\d{2}$/, 'Invalid date')
  .test('real-date', 'Invalid date', (value) => !value || isRealDate(value))
  .test('not-future', 'Date cannot be in the future', (value) => !value || value <= new Date().toISOString().slice(0, 10));

function isRealDate(value: string) {
  const date = new Date(`${value}T00:00:00Z`);
  return !Number.isNaN(date.getTime()) && date.toISOString().slice(0, 10) === value;
}

/**
 * A date as genealogists write it ("1928", "abt 1850", "between 1848 and 1852" …, see shared/dates),
 * read into the one date model; blank or null clears it. A date that cannot be read is refused with
 * what was wrong, never dropped; none may start after today.
 */
export const genealogyDate = () =>
  yup
    .mixed<GenealogyDate>()
    .nullable()
    .transform((value: unknown) => {
      if (typeof value !== 'string') return value;
      const parsed = parseOptionalDate(value);
      return parsed.ok ? parsed.date : value;
    })
    .test('readable', 'Must be text', function (value: unknown) {
      if (value == null || (typeof value === 'object' && 'value' in value)) return true;
      if (typeof value !== 'string') return this.createError({ message: 'Must be text' });
      const parsed = parseOptionalDate(value);
      return parsed.ok || this.createError({ message: parsed.problem });
    })
    .test('not-future', 'Cannot be in the future', (value: unknown) => {
      const date = value as GenealogyDate | null | undefined;
      return !date?.earliest || date.earliest <= new Date().toISOString().slice(0, 10);
    });

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
export const isUuid = (id: string) => UUID.test(id);

/** The id of a stored record (a UUID). */
export const recordId = () => text().matches(UUID, 'Must be an id');

/** Blank strings become null, so that "cleared" looks the same however a client sends it. */
export function blanksToNull(values: Record<string, unknown>) {
  return Object.fromEntries(Object.entries(values).map(([k, v]) => [k, typeof v === 'string' && v.trim() === '' ? null : v]));
}

/** Only the keys whose value is not undefined: what the client actually sent. */
export function sentFields<T extends Record<string, unknown>>(values: T): Partial<T> {
  return Object.fromEntries(Object.entries(values).filter(([, v]) => v !== undefined)) as Partial<T>;
}


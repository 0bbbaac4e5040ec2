import * as yup from 'yup';
import { invalid } from '../errors.ts';
import { t } from '../i18n.ts';
import { parseOptionalDate, type GenealogyDate } from '../../../shared/dates/index.ts';

// yup's own messages (for rules that give none, "first is a required field"), written when a value
// is refused and so in the reader's language. Every file that builds rules imports this one, so
// they are in place before any rule is made.
yup.setLocale({
  mixed: {
    required: ({ path }) => t('validation:yup.required', { path }),
    defined: ({ path }) => t('validation:yup.defined', { path }),
    notNull: ({ path }) => t('validation:yup.notNull', { path }),
  },
  number: {
    min: ({ path, min }) => t('validation:yup.min', { path, min }),
    max: ({ path, max }) => t('validation:yup.max', { path, max }),
    moreThan: ({ path, more }) => t('validation:yup.moreThan', { path, more }),
    lessThan: ({ path, less }) => t('validation:yup.lessThan', { path, less }),
    integer: ({ path }) => t('validation:yup.integer', { path }),
  },
});

/**
 * The messages of refused fields, shared by every module's rules. Each is written when a value is
 * refused (never when the rules are made), so in the language of whoever is asking. Those that take
 * a number are made with it: `.max(100, says.tooLong(100))`.
 */
export const says = {
  required: () => t('validation:required'),
  /** "String must contain at most 100 character(s)" (the spec's words). */
  tooLong: (count: number) => () => t('validation:tooLong', { count }),
  /** "At most 100 characters". */
  atMostCharacters: (count: number) => () => t('validation:atMostCharacters', { count }),
  text: () => t('validation:text'),
  trueOrFalse: () => t('validation:trueOrFalse'),
  enumValue: () => t('validation:enumValue'),
  date: () => t('validation:date'),
  dateInFuture: () => t('validation:dateInFuture'),
  inFuture: () => t('validation:inFuture'),
  id: () => t('validation:id'),
  number: () => t('validation:number'),
  wholeNumber: () => t('validation:wholeNumber'),
  between: (min: number, max: number) => () => t('validation:between', { min, max }),
  notNegative: () => t('validation:notNegative'),
  listOfIds: () => t('validation:listOfIds'),
  listOfText: () => t('validation:listOfText'),
  /** "At most 200 at once". */
  atOnce: (count: number) => () => t('validation:atOnce', { count }),
  cursor: () => t('validation:cursor'),
};

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
  return invalid(t('validation:invalidInput', { summary }), fields);
}

// Builders for the fields of every input schema (the *.input.ts files), coercing as GraphQL does:
// whatever transport a value came by, text must be text and a flag a boolean. REST routes and the
// services validate with the same schemas, so `{"first_name": 42}` is refused on both transports.

const onlyText = (value: unknown, raw: unknown) => (typeof raw === 'string' ? value : raw);
const trimmed = (value: unknown) => (typeof value === 'string' ? value.trim() : value);

/** Text kept exactly as sent (a password); a number, list or object is refused, not turned into text. */
export const exactText = () => yup.string().typeError(says.text).transform(onlyText);

/** Text, trimmed (GraphQL's String; yup's own trim() would throw on a number). */
export const text = () => exactText().transform(trimmed);

/** Optional text: blank or null clears the field, however a client sends it. */
export const clearableText = () => text().nullable().transform((value: unknown) => (value === '' ? null : value));

/** true or false, as JSON or GraphQL booleans: neither "yes" nor "true" in quotes. */
export const flag = () =>
  yup.boolean().typeError(says.trueOrFalse).transform((value: unknown, raw: unknown) => (typeof raw === 'boolean' ? value : raw));

/** One of a fixed list of words (a GraphQL enum). */
export const oneOfWords = (words: readonly string[]) => text().oneOf([...words], says.enumValue);

/** A day as YYYY-MM-DD that exists and is not in the future (a birthday, a person's dates); blank clears it. */
export const isoDate = clearableText()
  .matches(/^\d{4}-\d{2}-\d{2}$/, says.date)
  .test('real-date', says.date, (value) => !value || isRealDate(value))
  .test('not-future', says.dateInFuture, (value) => !value || value <= new Date().toISOString().slice(0, 10));

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
    .test('readable', says.text, function (value: unknown) {
      if (value == null || (typeof value === 'object' && 'value' in value)) return true;
      if (typeof value !== 'string') return this.createError({ message: says.text });
      const parsed = parseOptionalDate(value);
      return parsed.ok || this.createError({ message: parsed.problem });
    })
    .test('not-future', says.inFuture, (value: unknown) => {
      const date = value as GenealogyDate | null | undefined;
      return !date?.earliest || date.earliest <= new Date().toISOString().slice(0, 10);
    });

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
export const isUuid = (id: string) => UUID.test(id);

/** The id of a stored record (a UUID). */
export const recordId = () => text().matches(UUID, says.id);

/** Blank strings become null, so that "cleared" looks the same however a client sends it. */
export function blanksToNull(values: Record<string, unknown>) {
  return Object.fromEntries(Object.entries(values).map(([k, v]) => [k, typeof v === 'string' && v.trim() === '' ? null : v]));
}

/** Only the keys whose value is not undefined: what the client actually sent. */
export function sentFields<T extends Record<string, unknown>>(values: T): Partial<T> {
  return Object.fromEntries(Object.entries(values).filter(([, v]) => v !== undefined)) as Partial<T>;
}


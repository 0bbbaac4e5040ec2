import type { Context } from 'koa';
import type * as yup from 'yup';
import { invalid, unsupportedMediaType } from '../errors.ts';
import { t } from '../i18n.ts';
import { assertCleanText, isPlainObject } from './text-input.ts';
import { check } from './validation.ts';

// How a REST route reads its input: the body's content type, the shape of the body, the text of
// every field (http/text-input.ts) and then the service's own input schema, so REST coerces and
// defaults exactly as GraphQL does.

/** The REST (snake_case) name of a field → the service input's name, e.g. first_name → firstName. */
export type FieldNames = Record<string, string>;

/** A JSON body's fields: 415 unless sent as application/json, 400 unless a JSON object. */
export function jsonFields(ctx: Context): Record<string, unknown> {
  if (!ctx.is('application/json')) throw unsupportedMediaType();
  return bodyObject(ctx);
}

/** The parsed JSON body, which must be an object of fields. */
export function bodyObject(ctx: Context): Record<string, unknown> {
  const body = (ctx.request as { body?: unknown }).body ?? {};
  if (!isPlainObject(body)) throw invalid(t('rest:bodyNotObject'));
  return body;
}

/**
 * Validates a route's fields (body, query string or path) with a service's input schema, after
 * checking their text. A field sent under its REST name is read as the service's field of the
 * same meaning; refusals name the service's fields, as they always have.
 */
export async function checkFields<S extends yup.AnyObjectSchema>(rules: S, fields: Record<string, unknown>, names: FieldNames = {}): Promise<yup.InferType<S>> {
  const input = { ...fields };
  for (const [restName, own] of Object.entries(names)) {
    if (!(restName in fields)) continue;
    input[own] = fields[restName];
    delete input[restName];
  }
  assertCleanText(input);
  return check(rules, input);
}

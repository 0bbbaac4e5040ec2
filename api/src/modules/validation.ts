import * as yup from 'yup';
import { invalid } from '../errors.ts';

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
    const summary = Object.entries(fields).map(([k, m]) => `${k}: ${m}`).join('; ');
    throw invalid(`Invalid input. ${summary}`, fields);
  }
}

/** Blank strings become null, so that "cleared" looks the same however a client sends it. */
export function blanksToNull(values: Record<string, unknown>) {
  return Object.fromEntries(Object.entries(values).map(([k, v]) => [k, typeof v === 'string' && v.trim() === '' ? null : v]));
}

/** Only the keys whose value is not undefined: what the client actually sent. */
export function sentFields<T extends Record<string, unknown>>(values: T): Partial<T> {
  return Object.fromEntries(Object.entries(values).filter(([, v]) => v !== undefined)) as Partial<T>;
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
export const isUuid = (id: string) => UUID.test(id);

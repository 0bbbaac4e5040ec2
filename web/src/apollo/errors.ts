import { CombinedGraphQLErrors } from '@apollo/client';
import { OfflineError } from '../offline/offlineLink';

export type FieldErrors = Record<string, string>;

/** Per-field messages of a BAD_USER_INPUT error (`extensions.fields`), or an empty object. */
export function fieldErrorsOf(error: unknown): FieldErrors {
  if (!CombinedGraphQLErrors.is(error)) return {};
  const result: FieldErrors = {};
  for (const e of error.errors) {
    if (e.extensions?.code !== 'BAD_USER_INPUT') continue;
    const fields = e.extensions.fields;
    if (!fields || typeof fields !== 'object') continue;
    for (const [name, message] of Object.entries(fields)) {
      if (typeof message === 'string') result[name.replace(/^input\./, '')] = message;
    }
  }
  return result;
}

/**
 * The message the server gave for a failed request (or, offline, why nothing was asked), or
 * `fallback` when there is none to show.
 */
export function errorMessageOf(error: unknown, fallback: string): string {
  if (error instanceof OfflineError) return error.message;
  if (CombinedGraphQLErrors.is(error)) {
    const message = error.errors.find((e) => e.message.trim())?.message;
    if (message) return message;
  }
  return fallback;
}

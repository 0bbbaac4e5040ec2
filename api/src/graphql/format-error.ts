import type { GraphQLFormattedError } from 'graphql';
import { unwrapResolverError } from '@apollo/server/errors';
import type { AppError } from '../errors.ts';
import { knownError, reportUnexpected } from '../error-translation.ts';
import { currentRequest } from '../http/request-id.ts';
import { t } from '../i18n.ts';

/** What an unexpected failure is answered with, in the reader's language (it says nothing of the failure). */
export const unexpectedMessage = () => t('graphql:unexpected');

/** The `extensions` of an error answer: the code, per-field messages, when to retry, and the request id. */
export function errorExtensions(code: string, error?: AppError | null) {
  return {
    code,
    ...(error?.fields ? { fields: error.fields } : {}),
    ...(error?.retryAfter ? { retryAfter: error.retryAfter } : {}),
    requestId: currentRequest()?.id,
  };
}

/**
 * The one place GraphQL errors are shaped, whatever NODE_ENV is: domain errors keep their code,
 * message and per-field messages; GraphQL's refusals keep their message and code; anything else is logged
 * with its stack and answered without internals. Only known keys are copied, so no stack trace,
 * file path or SQL reaches the answer.
 */
export function formatError(formatted: GraphQLFormattedError, error: unknown): GraphQLFormattedError {
  const where = { locations: formatted.locations, path: formatted.path };
  const original = unwrapResolverError(error);
  const known = knownError(original);
  if (known) return { message: known.message, ...where, extensions: errorExtensions(known.code, known) };
  const code = formatted.extensions?.code;
  // GraphQL's own refusals (parse, validation, variables, batching, CSRF) and errors thrown with a code are for the client.
  if (typeof code === 'string' && code !== 'INTERNAL_SERVER_ERROR') return { message: formatted.message, ...where, extensions: errorExtensions(code) };
  reportUnexpected(original);
  return { message: unexpectedMessage(), ...where, extensions: errorExtensions('INTERNAL_SERVER_ERROR') };
}

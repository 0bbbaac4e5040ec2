import { UniqueConstraintViolationException } from '@mikro-orm/postgresql';
import { AppError, invalid, unavailable, type ErrorCode } from './errors.ts';
import { isDatabaseUnreachable } from './db/unreachable.ts';
import { StorageFull } from './storage/index.ts';
import { currentRequest, log } from './log.ts';

/**
 * Turns anything thrown while serving a request into the domain error it stands for, or null when
 * it is unexpected (a bug, to be logged and masked). The GraphQL error formatter and the REST error
 * middleware both ask this one function, so a failure answers the same way on either transport.
 */
export function knownError(error: unknown): AppError | null {
  // A full disk is the administrator's to know of, whoever met it.
  if (error instanceof StorageFull) log.error({ err: error.cause }, 'The file storage is full');
  if (error instanceof AppError) return error;
  // Two requests saved the same thing at once and a unique index refused the second (services that
  // know what was duplicated say so themselves; this is the fallback).
  if (error instanceof UniqueConstraintViolationException) return invalid('That is already recorded: the same change was saved a moment ago.');
  // The database is down, restarting or silent: the same request may succeed in a moment.
  if (isDatabaseUnreachable(error)) return unavailable();
  return refusedRequest(error);
}

/** Sentences for the body reader's refusals (raw-body's error types), whose own messages are terse. */
const BODY_REFUSALS: Record<string, string> = {
  'entity.too.large': 'The request body is larger than the server accepts.',
  'encoding.unsupported': 'The request body is compressed in a way the server does not read.',
  'charset.unsupported': 'The request body uses a character set the server does not read (send UTF-8).',
  'request.aborted': 'The request body arrived incomplete.',
  'request.size.invalid': 'The request body arrived incomplete.',
};

const CODES: Partial<Record<number, ErrorCode>> = {
  401: 'UNAUTHENTICATED',
  403: 'FORBIDDEN',
  404: 'NOT_FOUND',
  413: 'PAYLOAD_TOO_LARGE',
  415: 'UNSUPPORTED_MEDIA_TYPE',
  429: 'TOO_MANY_REQUESTS',
};

/**
 * A request the HTTP libraries refused (the body parser, the multipart reader): they throw errors
 * with a 4xx `status`, meant for the client when `expose` is set.
 */
function refusedRequest(error: unknown): AppError | null {
  if (!(error instanceof Error)) return null;
  const { status, type, expose } = error as { status?: number; type?: string; expose?: boolean };
  if (typeof status !== 'number' || status < 400 || status >= 500) return null;
  // The JSON parser's own message quotes the body back.
  if (error instanceof SyntaxError) return invalid('The request body is not valid JSON.');
  const sentence = (type && BODY_REFUSALS[type]) || (expose ? error.message : null);
  return sentence ? new AppError(CODES[status] ?? 'BAD_USER_INPUT', status, sentence) : null;
}

const reported = new WeakSet<object>();

/**
 * Writes an unexpected error to the server log, once, with the request it broke (id, method,
 * path) and its stack. The answer only says that something went wrong and gives the request id.
 */
export function reportUnexpected(error: unknown) {
  if (typeof error === 'object' && error !== null) {
    if (reported.has(error)) return;
    reported.add(error);
  }
  const request = currentRequest();
  log.error({ err: error, method: request?.method, path: request?.path }, request ? 'Unexpected error in a request' : 'Unexpected error outside a request');
}

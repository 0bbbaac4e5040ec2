import { UniqueConstraintViolationException } from '@mikro-orm/postgresql';
import { AppError, invalid, unavailable } from './errors.ts';
import { isDatabaseUnreachable } from './db/unreachable.ts';

/**
 * Turns anything thrown while serving a request into the domain error it stands for, or null when
 * it is unexpected (a bug, to be logged and masked). The GraphQL error formatter and the REST error
 * middleware both ask this one function, so a failure answers the same way on either transport.
 */
export function knownError(error: unknown): AppError | null {
  if (error instanceof AppError) return error;
  // Two requests saved the same thing at once and a unique index refused the second (services that
  // know what was duplicated say so themselves; this is the fallback).
  if (error instanceof UniqueConstraintViolationException) return invalid('That is already recorded: the same change was saved a moment ago.');
  // The database is down, restarting or silent: the same request may succeed in a moment.
  if (isDatabaseUnreachable(error)) return unavailable();
  return null;
}

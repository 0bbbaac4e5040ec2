import { invalid } from '../../errors.ts';
import { t } from '../../i18n.ts';

// The timeline runs newest first by (day, entry id): entry ids are "<source>:<uuid>", compared byte
// by byte. A cursor is the position of the last entry shown, and the next page starts after it.

/** Where a page starts: strictly after (older than) this day and entry id. */
export interface Position {
  day: string;
  entryId: string;
}

/** An entry id greater than every real one: a page starting there includes the whole day. */
const END_OF_DAY = '~';
const MAX_UUID = 'ffffffff-ffff-ffff-ffff-ffffffffffff';
const MIN_UUID = '00000000-0000-0000-0000-000000000000';

/** Before everything (the first page): the last day PostgreSQL's dates hold. */
export const START: Position = { day: '9999-12-31', entryId: END_OF_DAY };

/** The first page of a year: everything up to and including the 31st of December. */
export const yearStart = (year: number): Position => ({ day: `${String(year).padStart(4, '0')}-12-31`, entryId: END_OF_DAY });

export const encodeCursor = (position: Position) => Buffer.from(`${position.day}|${position.entryId}`).toString('base64url');

const CURSOR = /^(\d{4}-\d{2}-\d{2})\|([a-z]+:[0-9a-f-]{36})$/;

/** The position a cursor names; BAD_USER_INPUT for anything that is not one of this list's cursors. */
export function decodeCursor(cursor: string, field = 'after'): Position {
  const match = CURSOR.exec(Buffer.from(cursor, 'base64url').toString('utf8'));
  if (!match) throw invalid(t('timeline:notACursor'), { [field]: t('validation:cursor') });
  return { day: match[1], entryId: match[2] };
}

/**
 * Where one source's rows start, as an exclusive bound on its own (day, id) index: its ids all
 * carry `source` as prefix, so the position's id decides only whether the position's day is wholly
 * in, partly in (ids below the position's) or wholly out. Stored ids are version 4 uuids, never the
 * greatest uuid, so "below the greatest" takes the whole day.
 */
export function sourceBound(source: string, position: Position): { day: string; id: string } {
  const colon = position.entryId.indexOf(':');
  const prefix = colon < 0 ? position.entryId : position.entryId.slice(0, colon);
  if (source < prefix) return { day: position.day, id: MAX_UUID };
  if (source > prefix) return { day: position.day, id: MIN_UUID };
  return { day: position.day, id: position.entryId.slice(colon + 1) };
}

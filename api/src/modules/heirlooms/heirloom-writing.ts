import { withTreeLock } from '../../db/tree-lock.ts';
import { storedFrom } from '../family/index.ts';
import { discardFile } from '../files/index.ts';
import type { ServiceContext } from '../service-context.ts';
import type { GenealogyDate } from '../../../../shared/dates/index.ts';
import type { Span } from './heirloom-journey.ts';

/** Runs a write holding the tree's lock, in one transaction; files stored by it are removed again when it fails. */
export async function writing<T>(sc: ServiceContext, treeId: string, work: (tx: ServiceContext, stored: string[]) => Promise<T>): Promise<T> {
  const stored: string[] = [];
  try {
    return await withTreeLock(sc.em, treeId, (em) => work({ ...sc, em }, stored));
  } catch (error) {
    for (const key of stored) await discardFile(sc, key);
    throw error;
  }
}

/** The day a date is shown on: its first day, else its last; none without one. */
const dayOf = (date: { earliest: string | null; latest: string | null }) => date.earliest ?? date.latest ?? null;

/** The row fields of an acquisition date as sent (or none). */
export function acquisitionFields(date: GenealogyDate | null | undefined) {
  const stored = storedFrom(date ?? null);
  return { acquisitionDate: stored.value, acquisitionEarliest: stored.earliest, acquisitionLatest: stored.latest, acquisitionDay: dayOf(stored) };
}

/** The row fields of an owner's dates as sent (or none). */
export function ownerDateFields(from: GenealogyDate | null | undefined, to: GenealogyDate | null | undefined) {
  const since = storedFrom(from ?? null);
  const until = storedFrom(to ?? null);
  return { since: since.value, sinceEarliest: since.earliest, sinceLatest: since.latest, sinceDay: dayOf(since), until: until.value, untilEarliest: until.earliest, untilLatest: until.latest };
}

/** A date as the journey check reads it, or null when there is none. */
export const spanOf = (date: { value?: string | null; earliest: string | null; latest: string | null } | null | undefined): Span | null =>
  date && (date.earliest || date.latest) ? { earliest: date.earliest, latest: date.latest } : null;

/** A name an uploaded document is downloaded under: its own, without folders or control characters, ending in .pdf. */
export function documentName(filename: string | null | undefined): string {
  const base = (filename ?? '').split(/[\\/]/).pop() ?? '';
  const clean = base.replace(/[\p{Cc}\p{Cf}"]/gu, '').trim().slice(0, 190) || 'document';
  return /\.pdf$/i.test(clean) ? clean : `${clean}.pdf`;
}

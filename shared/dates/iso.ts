import { buildDate } from './build.ts';
import { readCalendarDate } from './readCalendarDate.ts';
import type { GenealogyDate } from './types.ts';

const ISO_DAY = /^\d{4}-\d{2}-\d{2}$/;

/**
 * The exact date of an ISO day (`1928-03-12` → `12 MAR 1928`), for dates kept as plain days until
 * now. Throws on text that is not a real day: such a column holds only real days.
 */
export function dateFromIso(iso: string): GenealogyDate {
  const reading = ISO_DAY.test(iso) ? readCalendarDate(iso) : null;
  if (!reading?.ok) throw new Error(`Not a day between 0001-01-01 and 9999-12-31: ${iso}`);
  return buildDate({ kind: 'date', start: reading.value });
}

/** The ISO day when a date can mean only one day (12 MAR 1850), else null (MAR 1850, ABT 12 MAR 1850). */
export function exactIso(date: GenealogyDate | null | undefined): string | null {
  return date?.earliest && date.earliest === date.latest ? date.earliest : null;
}

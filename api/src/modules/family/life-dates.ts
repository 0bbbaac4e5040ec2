import { formatDate, type GenealogyDate } from '../../../../shared/dates/index.ts';

/** A birth or death as kept on a person: the date as written and the span of days it can mean. */
export interface StoredDate {
  value: string | null;
  earliest: string | null;
  latest: string | null;
}

/** How a stored date reads in the API: as written, in words, and its span. Null when there is none. */
export function presentDate(date: StoredDate) {
  if (!date.value) return null;
  return { value: date.value, text: formatDate(date.value), earliest: date.earliest, latest: date.latest };
}

/** The one exact day a stored date means, or null (a year, an "about", a range …). */
export const exactDay = (date: StoredDate) => (date.value && date.earliest && date.earliest === date.latest ? date.earliest : null);

/** What a parsed date (or none) stores. */
export const storedFrom = (date: GenealogyDate | null): StoredDate =>
  date ? { value: date.value, earliest: date.earliest, latest: date.latest } : { value: null, earliest: null, latest: null };

/** A person's birth and death as kept on their row. */
export interface LifeDates {
  birthDate?: string | null;
  birthEarliest?: string | null;
  birthLatest?: string | null;
  deathDate?: string | null;
  deathEarliest?: string | null;
  deathLatest?: string | null;
}

export const birthOf = (m: LifeDates): StoredDate => ({ value: m.birthDate ?? null, earliest: m.birthEarliest ?? null, latest: m.birthLatest ?? null });
export const deathOf = (m: LifeDates): StoredDate => ({ value: m.deathDate ?? null, earliest: m.deathEarliest ?? null, latest: m.deathLatest ?? null });

/** The row fields for a birth or a death. */
export function lifeDateFields(kind: 'birth' | 'death', date: StoredDate): LifeDates {
  return kind === 'birth'
    ? { birthDate: date.value, birthEarliest: date.earliest, birthLatest: date.latest }
    : { deathDate: date.value, deathEarliest: date.earliest, deathLatest: date.latest };
}

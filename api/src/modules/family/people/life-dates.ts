import { formatDate, type GenealogyDate } from '../../../../../shared/dates/index.ts';
import { requestLanguage } from '../../../i18n.ts';

/** A birth or death as kept on a person: the date as written and the span of days it can mean. */
export interface StoredDate {
  value: string | null;
  earliest: string | null;
  latest: string | null;
}

/** How a stored date reads in the API: as written, in words (in the reader's language), and its span. Null when there is none. */
export function presentDate(date: StoredDate) {
  if (!date.value) return null;
  return { value: date.value, text: formatDate(date.value, requestLanguage()), earliest: date.earliest, latest: date.latest };
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

/** Christening and burial as kept on a person's row. */
export interface LifeEvents {
  christeningDate?: string | null;
  christeningEarliest?: string | null;
  christeningLatest?: string | null;
  christeningPlace?: string | null;
  burialDate?: string | null;
  burialEarliest?: string | null;
  burialLatest?: string | null;
  burialPlace?: string | null;
}

/** A christening or burial as the API reads it: when and where; null when neither is known. */
export function presentLifeEvent(m: LifeEvents, kind: 'christening' | 'burial') {
  const [value, earliest, latest, place] =
    kind === 'christening'
      ? [m.christeningDate, m.christeningEarliest, m.christeningLatest, m.christeningPlace]
      : [m.burialDate, m.burialEarliest, m.burialLatest, m.burialPlace];
  const date = presentDate({ value: value ?? null, earliest: earliest ?? null, latest: latest ?? null });
  return date || place ? { date, place: place ?? null } : null;
}

/** A partnership's beginning or end as kept on its edge. */
export interface EdgeDates {
  startValue?: string | null;
  startEarliest?: string | null;
  startLatest?: string | null;
  endValue?: string | null;
  endEarliest?: string | null;
  endLatest?: string | null;
}

export const startOf = (r: EdgeDates): StoredDate => ({ value: r.startValue ?? null, earliest: r.startEarliest ?? null, latest: r.startLatest ?? null });
export const endOf = (r: EdgeDates): StoredDate => ({ value: r.endValue ?? null, earliest: r.endEarliest ?? null, latest: r.endLatest ?? null });

/** The row fields for a birth or a death. */
export function lifeDateFields(kind: 'birth' | 'death', date: StoredDate): LifeDates {
  return kind === 'birth'
    ? { birthDate: date.value, birthEarliest: date.earliest, birthLatest: date.latest }
    : { deathDate: date.value, deathEarliest: date.earliest, deathLatest: date.latest };
}

import { gedcomDate } from '../../../../../shared/dates/index.ts';

/** A date as stored on a person or a partnership: the text as written and the span of days it can mean. */
export interface StoredDate {
  value: string | null;
  earliest: string | null;
  latest: string | null;
}

const NO_DATE: StoredDate = { value: null, earliest: null, latest: null };

/** The stored form of a date written in a file; no date for null or blank text. */
export function storedDate(text: string | null): StoredDate {
  if (!text || !text.trim()) return NO_DATE;
  const date = gedcomDate(text);
  return date.value ? { value: date.value, earliest: date.earliest, latest: date.latest } : NO_DATE;
}

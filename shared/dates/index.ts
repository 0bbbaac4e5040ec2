// The genealogical date model shared by the API, the forms and the GEDCOM import.
export type {
  CalendarDate,
  CalendarName,
  DateKind,
  DateParseResult,
  GenealogyDate,
  OptionalDateParseResult,
} from './types.ts';
export { DATE_PHRASE_MAX_LENGTH } from './types.ts';
export { parseDate, parseOptionalDate } from './parse.ts';
export { gedcomDate } from './gedcom.ts';
export { formatDate, shortYears, type DateLanguage } from './format.ts';
export { dateFromIso, exactIso } from './iso.ts';
export { APPROXIMATION_YEARS } from './range.ts';
export { compareDates, definitelyBefore, definitelyMoreThanYearsAgo, earliestYear, latestYear } from './compare.ts';

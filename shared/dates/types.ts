/**
 * The one date model of the product: what a person wrote about when something happened, kept as
 * GEDCOM-style text, with the span of days it can mean for sorting and checks.
 */

/** The calendars GEDCOM names; a date without one is Gregorian. */
export type CalendarName = 'gregorian' | 'julian' | 'hebrew' | 'french_r';

/**
 * A day, a month or a year in the Gregorian calendar (month 1–12, year 1–9999). Dates read from
 * GEDCOM files may also be in another calendar, before year 1, or written with two years.
 */
export type CalendarDate = {
  year: number;
  /** null when only the year is known. */
  month: number | null;
  /** null when only the month or the year is known. */
  day: number | null;
  /**
   * Absent for Gregorian. Hebrew months are numbered as GEDCOM lists them, Tishri (1) to Elul (13),
   * Adar II being 7; French republican ones Vendémiaire (1) to the complementary days (13).
   */
  calendar?: CalendarName;
  /** The year counts back from the common era (44 BCE); such a date has no ISO day. */
  bce?: boolean;
  /**
   * A year written two ways, as before the year began on 1 January (1750/51) or when a source is
   * unsure (1056/1060): the first of the two, while `year` holds the later one.
   */
  firstYear?: number;
};

/**
 * The forms GEDCOM 5.5.1 and 7.0 give a date value, one kind each:
 * - `date`: 12 MAR 1850, MAR 1850, 1850
 * - `about`, `calculated`, `estimated`: ABT / CAL / EST and a date
 * - `before`, `after`, `between`: BEF, AFT, BET … AND … (it happened on one day within)
 * - `from`, `to`, `fromTo`: FROM, TO, FROM … TO … (a state that lasted)
 * - `interpreted`: INT 1850 (about Easter), a date read from the original wording
 * - `phrase`: (the winter after the flood), wording no date can be read from
 */
export type DateKind =
  | 'date'
  | 'about'
  | 'calculated'
  | 'estimated'
  | 'before'
  | 'after'
  | 'between'
  | 'from'
  | 'to'
  | 'fromTo'
  | 'interpreted'
  | 'phrase';

export type GenealogyDate = {
  /**
   * The canonical stored text, GEDCOM style, e.g. `ABT 1850` or `BET 1848 AND 1852`; for a date read
   * from a GEDCOM file, its text as written there (spaces evened out), so it is written back the same.
   */
  value: string;
  kind: DateKind;
  /** The date of every kind but `to` and `phrase`; the first of two for `between` and `fromTo`. */
  start: CalendarDate | null;
  /** The second date of `between` and `fromTo`, and the date of `to`. */
  end: CalendarDate | null;
  /** The wording of `interpreted` and `phrase`, as written, without parentheses. */
  phrase: string | null;
  /** The first day it can mean, ISO `YYYY-MM-DD`; null when open (e.g. before 1900). */
  earliest: string | null;
  /** The last day it can mean, ISO `YYYY-MM-DD`; null when open (e.g. after 1900). */
  latest: string | null;
};

/** A date read from text, or a short sentence to show beside the field. */
export type DateParseResult = { ok: true; date: GenealogyDate } | { ok: false; problem: string };

/** Like DateParseResult, where an empty field is fine and reads as no date. */
export type OptionalDateParseResult = { ok: true; date: GenealogyDate | null } | { ok: false; problem: string };

/** The longest wording kept in a date phrase. */
export const DATE_PHRASE_MAX_LENGTH = 120;
export const FIRST_YEAR = 1;
export const LAST_YEAR = 9999;

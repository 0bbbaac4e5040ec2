import type { TreeGrant } from '../modules/trees/grant.ts';

/** What decides whether a person counts as living, from a member row or a tree window node. */
export interface LifeFacts {
  isAlive: boolean;
  /** The last day the birth can have been (shared/dates); null when unknown or open-ended. */
  birthLatest: string | null | undefined;
  /** The death as written, if any. */
  deathDate: string | null | undefined;
}

/**
 * A person counts as living unless marked deceased, given a death date, or surely born more than
 * the tree's living-years ago (110 unless the owner changes it): "about 1900" counts by the latest
 * year it can mean, so nobody who might be young is taken for dead.
 */
export function isLiving(person: LifeFacts, livingYears: number, today = new Date()): boolean {
  if (!person.isAlive || person.deathDate) return false;
  if (!person.birthLatest) return true;
  return person.birthLatest >= livingSince(livingYears, today);
}

/** The last limit worked out: a window or a list asks the same question of every person in it. */
let lastLimit = { livingYears: NaN, year: 0, month: 0, day: 0, limit: '' };

/** The earliest birth (YYYY-MM-DD) that still counts as living on `today`'s date (UTC). */
function livingSince(livingYears: number, today: Date): string {
  const year = today.getUTCFullYear();
  const month = today.getUTCMonth();
  const day = today.getUTCDate();
  const last = lastLimit;
  if (last.livingYears === livingYears && last.year === year && last.month === month && last.day === day) return last.limit;
  const limit = new Date(Date.UTC(year - livingYears, month, day)).toISOString().slice(0, 10);
  lastLimit = { livingYears, year, month, day, limit };
  return limit;
}

/**
 * Whether a living person's dates, places, bio and photo are hidden from this grant: viewers see
 * only names and how people connect, unless the owner shows living people's details or the person
 * is the viewer themself. Owners and editors see everything.
 */
export function detailsHidden(grant: TreeGrant, person: LifeFacts, isTheViewer: boolean): boolean {
  if (grant.role !== 'viewer' || grant.showLivingDetails || isTheViewer) return false;
  return isLiving(person, grant.livingYears);
}

/**
 * The opposite of detailsHidden as SQL on `family_members` row `alias`, with the grant's role and
 * its tree's settings and today's date as SQL expressions (the viewer's own person aside: the
 * caller adds personOfSql).
 */
export const detailsShownSql = (alias: string, grant: { role: string; showLivingDetails: string; livingYears: string }, today: string) =>
  `(${grant.role} <> 'viewer' or ${grant.showLivingDetails} or ${notLivingSql(alias, today, grant.livingYears)})`;

/**
 * The opposite of isLiving as SQL on `family_members` row `alias`, for today's date and the tree's
 * living years given as SQL expressions: marked deceased, given a death, or surely born too long ago.
 */
export const notLivingSql = (alias: string, today: string, livingYears: string) =>
  `(not ${alias}.is_alive or ${alias}.death_date is not null or ${alias}.birth_latest < (${today} - make_interval(years => ${livingYears})))`;

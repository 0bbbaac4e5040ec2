import type { DuplicateReason } from '../insight.ts';
import { jaroWinkler } from './jaro-winkler.ts';
import { withinOneEdit } from './one-edit.ts';
import type { DateFeature, PersonFeatures } from './person-features.ts';

// How likely two records are one person: the names must be alike, the dates must not contradict,
// and what the records agree on adds up. Points, then a score between 0 and 1 (points / 10):
//   names           up to 4     4 × the mean of the first names' and surnames' similarity (names
//                               that differ count only when alike by Jaro–Winkler and also one
//                               slip apart or of one sound: Robert and Roger are two names); for
//                               two records with no parent or partner in common, less up to 2 for
//                               a common name: of two strangers, two with a name many in the tree
//                               share are more likely to meet (0 for a name four people share, then
//                               0.5 each time their number doubles); with a parent in common the
//                               other one would be a brother or sister, who is not given the name
//   birth           up to 3     same day 3; one part written wrong (a year off on the same day and
//                               month, or the day or the month alone differing) 1.5; spans that
//                               overlap 1.5, or 0.75 when one spans more than three years (ABT
//                               1850 covers eleven); apart by at most 365 days 0.5; further
//                               apart: not one person
//   death           up to 2     the same with 2, 1, 1 (0.5) and 0.3
//   birth place     1 / −0.5    the same place, or two different ones
//   parents         2 / −2      a parent in common, or both with parents and none in common
//   partner         2           a partner in common
// Two records of different genders, or of a parent and child, or of partners, are never one person.

/** Names less alike than this (Jaro–Winkler, first names and surnames each) are not one person. */
export const MIN_NAME_SIMILARITY = 0.85;
/** The similarity given to two forms of one first name (Bill and William). */
const VARIANT_SIMILARITY = 0.95;
/** A name shared by at most this many people of the tree counts in full. */
const RARE_NAME_COUNT = 4;
/** The most a common name takes off. */
const MAX_COMMON_NAME_PENALTY = 2;

/** What a name as common as this takes off the points (see the table above). */
export const commonNamePenalty = (count: number): number =>
  Math.min(MAX_COMMON_NAME_PENALTY, 0.5 * Math.log2(Math.max(1, count / RARE_NAME_COUNT)));

/** A span longer than this (days, three years) is a wide one: an "about", a range of years. */
const WIDE_SPAN_DAYS = 3 * 366;

/** Dates further apart than this (days) contradict each other: 1900 and 1901 are near, 1900 and 1902 are not. */
export const NEAR_DAYS = 365;

interface DateWeights {
  same: number;
  typo: number;
  overlap: number;
  near: number;
  reasons: { same: DuplicateReason; typo: DuplicateReason; overlap: DuplicateReason; near: DuplicateReason };
}

const BIRTH: DateWeights = {
  same: 3,
  typo: 1.5,
  overlap: 1.5,
  near: 0.5,
  reasons: { same: 'same-birth', typo: 'birth-typo', overlap: 'overlapping-birth', near: 'near-birth' },
};
const DEATH: DateWeights = {
  same: 2,
  typo: 1,
  overlap: 1,
  near: 0.3,
  reasons: { same: 'same-death', typo: 'death-typo', overlap: 'overlapping-death', near: 'near-death' },
};

/** Two exact days that differ in one part only: the year by one, the month, or the day. */
function oneTypo(a: string, b: string): boolean {
  const [ya, ma, da] = a.split('-');
  const [yb, mb, db] = b.split('-');
  if (ma === mb && da === db) return Math.abs(Number(ya) - Number(yb)) === 1;
  return ya === yb && (ma === mb || da === db);
}

/** Days between two spans; 0 when they overlap or an open end may make them meet. */
function gapDays(a: DateFeature, b: DateFeature): number {
  if (a.last !== null && b.first !== null && a.last < b.first) return b.first - a.last;
  if (b.last !== null && a.first !== null && b.last < a.first) return a.first - b.last;
  return 0;
}

type DateVerdict = { points: number; reason: DuplicateReason | null } | 'contradicts';

/** What two dates say about two records being one person (see the table above). */
function compareDate(a: DateFeature | null, b: DateFeature | null, weights: DateWeights): DateVerdict {
  if (!a || !b) return { points: 0, reason: null };
  if (a.exact && b.exact) {
    if (a.exact === b.exact) return { points: weights.same, reason: weights.reasons.same };
    return oneTypo(a.exact, b.exact) ? { points: weights.typo, reason: weights.reasons.typo } : 'contradicts';
  }
  const gap = gapDays(a, b);
  if (gap > NEAR_DAYS) return 'contradicts';
  if (gap > 0) return { points: weights.near, reason: weights.reasons.near };
  // Spans that overlap say something only when both are closed and placed (before 1900 overlaps
  // nearly anything), and less when one is wide.
  if (!a.placed || !b.placed) return { points: 0, reason: null };
  const wide = a.last! - a.first! > WIDE_SPAN_DAYS || b.last! - b.first! > WIDE_SPAN_DAYS;
  return { points: wide ? weights.overlap / 2 : weights.overlap, reason: weights.reasons.overlap };
}

const shareAny = (a: readonly string[], b: readonly string[]) => a.some((id) => b.includes(id));

/** Two spellings one slip apart, the longer of at least four letters, are at least this alike. */
const ONE_SLIP_SIMILARITY = 0.9;

/**
 * How alike two spellings are: 1 when equal; by Jaro–Winkler when one slip apart (at least 0.9
 * when the longer has four letters or more: Jna for Jana) or of one sound (Smith, Smyth; Katherine,
 * Catherine); else 0, however many letters they share (Robert, Roger).
 */
function spellingSimilarity(a: string, b: string, keyA: string, keyB: string): number {
  if (a === b) return 1;
  if (withinOneEdit(a, b)) return Math.max(jaroWinkler(a, b), Math.max(a.length, b.length) >= 4 ? ONE_SLIP_SIMILARITY : 0);
  return keyA === keyB ? jaroWinkler(a, b) : 0;
}

/** How alike two first names are: as spellings, or 0.95 for two forms of one name (Bill, William). */
function firstNameSimilarity(a: PersonFeatures, b: PersonFeatures): number {
  if (a.first !== b.first && a.canonicalFirst === b.canonicalFirst) return VARIANT_SIMILARITY;
  return spellingSimilarity(a.first, b.first, a.firstKey, b.firstKey);
}

/** A pair's score (0–1, two decimals) and the facts it rests on. */
export interface PairScore {
  score: number;
  reasons: DuplicateReason[];
}

/** How likely two records are one person (see the table above), or null when they cannot be. */
export function scorePair(a: PersonFeatures, b: PersonFeatures): PairScore | null {
  const ga = a.person.gender;
  const gb = b.person.gender;
  if (ga !== gb && (ga === 'male' || ga === 'female') && (gb === 'male' || gb === 'female')) return null;
  if (!a.first || !b.first || !a.surname || !b.surname) return null;
  const firstSimilarity = firstNameSimilarity(a, b);
  if (firstSimilarity < MIN_NAME_SIMILARITY) return null;
  const surnameSimilarity = spellingSimilarity(a.surname, b.surname, a.surnameKey, b.surnameKey);
  if (surnameSimilarity < MIN_NAME_SIMILARITY) return null;
  const idA = a.person.id;
  const idB = b.person.id;
  if (a.parents.includes(idB) || b.parents.includes(idA) || a.partners.includes(idB)) return null;

  const birth = compareDate(a.birth, b.birth, BIRTH);
  if (birth === 'contradicts') return null;
  const death = compareDate(a.death, b.death, DEATH);
  if (death === 'contradicts') return null;

  const reasons: DuplicateReason[] = [];
  if (firstSimilarity === 1 && surnameSimilarity === 1) reasons.push('same-name');
  else reasons.push(a.canonicalFirst === b.canonicalFirst && a.first !== b.first && surnameSimilarity === 1 ? 'name-variant' : 'similar-name');
  let points = 4 * ((firstSimilarity + surnameSimilarity) / 2) + birth.points + death.points;
  if (birth.reason) reasons.push(birth.reason);
  if (death.reason) reasons.push(death.reason);
  if (a.place && b.place) {
    if (a.place === b.place) {
      points += 1;
      reasons.push('same-birth-place');
    } else points -= 0.5;
  }
  const sameParents = shareAny(a.parents, b.parents);
  const samePartner = shareAny(a.partners, b.partners);
  if (sameParents) {
    points += 2;
    reasons.push('same-parents');
  } else if (a.parents.length > 0 && b.parents.length > 0) points -= 2;
  if (samePartner) {
    points += 2;
    reasons.push('same-partner');
  }
  if (!sameParents && !samePartner) points -= commonNamePenalty(Math.min(a.nameCount, b.nameCount));
  return { score: Math.round(Math.min(10, Math.max(0, points)) * 10) / 100, reasons };
}

// Names of blood relationships from the generations between two people and their nearest common
// ancestor: `up` is how many generations the first person is below it, `down` the second. English
// here; Spanish in kinship-es.ts (each language names relatives by its own rules).

import type { Language } from '../../../i18n.ts';
import { cousinEs, inLawNameEs, kinshipNameEs, partnerNameEs, relativeOfEs, yourRelationEs } from './kinship-es.ts';

export type Sex = 'male' | 'female' | 'other';

const pick = (sex: Sex, male: string, female: string, neutral: string) => (sex === 'male' ? male : sex === 'female' ? female : neutral);
const ORDINALS = ['', 'first', 'second', 'third', 'fourth', 'fifth', 'sixth', 'seventh', 'eighth', 'ninth', 'tenth'];
const ordinal = (n: number) => ORDINALS[n] ?? `${n}th`;
const times = (n: number) => (n === 1 ? 'once' : n === 2 ? 'twice' : n === 3 ? 'thrice' : `${n} times`);

/** "great-" prefixes: 1 → "great-", 2 → "great-great-", more → "3× great-". */
function greats(n: number) {
  if (n <= 0) return '';
  return n <= 2 ? 'great-'.repeat(n) : `${n}× great-`;
}

/**
 * What the first person is to the second, e.g. (3, 2) → "second cousin once removed",
 * (0, 2) → "grandmother" for a woman, (1, 1) with one shared parent → "half-brother".
 */
export function kinshipName(up: number, down: number, sex: Sex, half = false, language: Language = 'en'): string {
  if (language === 'es') return kinshipNameEs(up, down, sex, half);
  if (up === 0 && down === 0) return 'same person';
  if (up === 0) {
    if (down === 1) return pick(sex, 'father', 'mother', 'parent');
    return greats(down - 2) + pick(sex, 'grandfather', 'grandmother', 'grandparent');
  }
  if (down === 0) {
    if (up === 1) return pick(sex, 'son', 'daughter', 'child');
    return greats(up - 2) + pick(sex, 'grandson', 'granddaughter', 'grandchild');
  }
  const halfPrefix = half ? 'half-' : '';
  if (up === 1 && down === 1) return halfPrefix + pick(sex, 'brother', 'sister', 'sibling');
  if (up === 1) {
    const base = pick(sex, 'uncle', 'aunt', 'uncle or aunt');
    return halfPrefix + (down === 2 ? base : greats(down - 3) + (sex === 'other' ? 'great-uncle or great-aunt' : `great-${base}`));
  }
  if (down === 1) {
    const base = pick(sex, 'nephew', 'niece', 'nephew or niece');
    return halfPrefix + (up === 2 ? base : greats(up - 3) + (sex === 'other' ? 'grandnephew or grandniece' : `grand${base}`));
  }
  const degree = Math.min(up, down) - 1;
  const removed = Math.abs(up - down);
  return `${halfPrefix}${ordinal(degree)} cousin${removed ? ` ${times(removed)} removed` : ''}`;
}

/** The name of a partner relationship. */
export function partnerName(sex: Sex, partnerKind: string | null, language: Language = 'en'): string {
  if (language === 'es') return partnerNameEs(sex, partnerKind);
  const married = partnerKind === 'married' || partnerKind === null;
  if (partnerKind === 'divorced' || partnerKind === 'separated') return pick(sex, 'former husband', 'former wife', 'former spouse');
  return married ? pick(sex, 'husband', 'wife', 'spouse') : 'partner';
}

/** In-law names for the common cases; null where English has none. */
export function inLawName(relation: 'sibling' | 'child' | 'parent', sex: Sex, language: Language = 'en'): string {
  if (language === 'es') return inLawNameEs(relation, sex);
  if (relation === 'sibling') return pick(sex, 'brother-in-law', 'sister-in-law', 'sibling-in-law');
  if (relation === 'child') return pick(sex, 'son-in-law', 'daughter-in-law', 'child-in-law');
  return pick(sex, 'father-in-law', 'mother-in-law', 'parent-in-law');
}

/** A cousin recorded as such ("cousin"), without the people in between. */
export const cousinName = (sex: Sex, language: Language = 'en') => (language === 'es' ? cousinEs(sex) : 'cousin');

/** The relation of someone's relative: "husband's sister" (`owner` "husband", `relation` "sister"). */
export function relativeOf(owner: string, ownerSex: Sex, relation: string, language: Language = 'en'): string {
  return language === 'es' ? relativeOfEs(owner, ownerSex, relation) : `${owner}'s ${relation}`;
}

/** A relation as the reader's own, for "… is your {{relation}}": English says "your" in the sentence, Spanish with the name ("tu abuelo"). */
export const yourRelation = (relation: string, language: Language = 'en') => (language === 'es' ? yourRelationEs(relation) : relation);

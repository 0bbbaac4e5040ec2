import type { Gender, RelationshipType } from '../../gql/graphql';
import { i18n, tKey } from '../../lib/i18n';

/**
 * The kinship nouns of the tree's sentences ("Ann is Bob's parent", "Your niece or nephew"). English
 * has one word for every gender; other languages may say "madre" or "padre" when the person's gender
 * is known, and both when it is not.
 */
export type KinNoun =
  | 'parent'
  | 'child'
  | 'sibling'
  | 'spouse'
  | 'partner'
  | 'grandparent'
  | 'grandchild'
  | 'uncle'
  | 'aunt'
  | 'uncleOrAunt'
  | 'nieceOrNephew'
  | 'cousin'
  | 'relative';

const same = (key: string): Record<Gender, string> => ({ male: key, female: key, other: key });

const NOUNS: Record<KinNoun, Record<Gender, string>> = {
  parent: { other: tKey('familyTree:kin.parent'), male: tKey('familyTree:kin.parent.male'), female: tKey('familyTree:kin.parent.female') },
  child: { other: tKey('familyTree:kin.child'), male: tKey('familyTree:kin.child.male'), female: tKey('familyTree:kin.child.female') },
  sibling: { other: tKey('familyTree:kin.sibling'), male: tKey('familyTree:kin.sibling.male'), female: tKey('familyTree:kin.sibling.female') },
  spouse: { other: tKey('familyTree:kin.spouse'), male: tKey('familyTree:kin.spouse.male'), female: tKey('familyTree:kin.spouse.female') },
  partner: same(tKey('familyTree:kin.partner')),
  grandparent: { other: tKey('familyTree:kin.grandparent'), male: tKey('familyTree:kin.grandparent.male'), female: tKey('familyTree:kin.grandparent.female') },
  grandchild: { other: tKey('familyTree:kin.grandchild'), male: tKey('familyTree:kin.grandchild.male'), female: tKey('familyTree:kin.grandchild.female') },
  uncle: same(tKey('familyTree:kin.uncle')),
  aunt: same(tKey('familyTree:kin.aunt')),
  uncleOrAunt: { other: tKey('familyTree:kin.uncleOrAunt'), male: tKey('familyTree:kin.uncleOrAunt.male'), female: tKey('familyTree:kin.uncleOrAunt.female') },
  nieceOrNephew: { other: tKey('familyTree:kin.nieceOrNephew'), male: tKey('familyTree:kin.nieceOrNephew.male'), female: tKey('familyTree:kin.nieceOrNephew.female') },
  cousin: { other: tKey('familyTree:kin.cousin'), male: tKey('familyTree:kin.cousin.male'), female: tKey('familyTree:kin.cousin.female') },
  relative: same(tKey('familyTree:kin.relative')),
};

/** A kinship noun in the reader's language, for a person of `gender` (any gender when not known). */
export function kinNoun(noun: KinNoun, gender?: Gender | '' | null): string {
  return i18n.t(NOUNS[noun][gender || 'other']);
}

/** The noun for a relationship type in a sentence such as "Ann is Bob's parent". */
export const NOUN_OF_TYPE: Record<RelationshipType, KinNoun> = {
  parent: 'parent',
  child: 'child',
  sibling: 'sibling',
  spouse: 'spouse',
  grandparent: 'grandparent',
  grandchild: 'grandchild',
  uncle: 'uncle',
  aunt: 'aunt',
  cousin: 'cousin',
  other: 'relative',
};

/**
 * Who is what to whom, spoken to the viewer: "Ann is your parent." when `relative` is the viewer
 * (or nobody), "Ann is Bob Smith's parent." otherwise. `noun` is already in the reader's language.
 */
export function relationSentence(who: string, noun: string, relative: { name: string; isSelf: boolean } | null): string {
  if (!relative || relative.isSelf) return i18n.t('familyTree:relation.yours', { who, noun });
  return i18n.t('familyTree:relation.theirs', { who, noun, relative: relative.name });
}

import type { Gender, RelationshipType } from '../gql/graphql';
import { i18n, tKey } from './i18n';

/** The relationship types in the order pickers list them. */
export const relationshipTypes: readonly RelationshipType[] = [
  'parent',
  'child',
  'sibling',
  'spouse',
  'grandparent',
  'grandchild',
  'uncle',
  'aunt',
  'cousin',
  'other',
];

/**
 * The catalogue keys of the labels below (namespace `common`, written out so that `t(key)` finds
 * them from any namespace): `t(RELATIONSHIP_TYPE_LABEL_KEYS[type])` in a component re-renders when
 * the language changes.
 */
export const RELATIONSHIP_TYPE_LABEL_KEYS = {
  parent: tKey('common:relationshipType.parent'),
  child: tKey('common:relationshipType.child'),
  sibling: tKey('common:relationshipType.sibling'),
  spouse: tKey('common:relationshipType.spouse'),
  grandparent: tKey('common:relationshipType.grandparent'),
  grandchild: tKey('common:relationshipType.grandchild'),
  uncle: tKey('common:relationshipType.uncle'),
  aunt: tKey('common:relationshipType.aunt'),
  cousin: tKey('common:relationshipType.cousin'),
  other: tKey('common:relationshipType.other'),
} as const satisfies Record<RelationshipType, string>;

/** The keys of the nouns below (namespace `common`). */
export const RELATIONSHIP_TYPE_NOUN_KEYS = {
  parent: tKey('common:relationshipNoun.parent'),
  child: tKey('common:relationshipNoun.child'),
  sibling: tKey('common:relationshipNoun.sibling'),
  spouse: tKey('common:relationshipNoun.spouse'),
  grandparent: tKey('common:relationshipNoun.grandparent'),
  grandchild: tKey('common:relationshipNoun.grandchild'),
  uncle: tKey('common:relationshipNoun.uncle'),
  aunt: tKey('common:relationshipNoun.aunt'),
  cousin: tKey('common:relationshipNoun.cousin'),
  other: tKey('common:relationshipNoun.other'),
} as const satisfies Record<RelationshipType, string>;

/** The keys of the gender labels below (namespace `common`). */
export const GENDER_LABEL_KEYS = {
  male: tKey('common:gender.male'),
  female: tKey('common:gender.female'),
  other: tKey('common:gender.other'),
} as const satisfies Record<Gender, string>;

/**
 * A table whose every entry is the text of its key in the reader's language at the moment it is
 * read, so `labels[type]` keeps working as a plain record of strings.
 */
function translatedTable<K extends string>(keys: Readonly<Record<K, string>>): Readonly<Record<K, string>> {
  const table = {} as Record<K, string>;
  for (const name of Object.keys(keys) as K[]) {
    const key: string = keys[name];
    Object.defineProperty(table, name, { enumerable: true, get: () => i18n.t(key) });
  }
  return Object.freeze(table);
}

/** "Parent", "Cousin" … as pickers list them, in the reader's language. */
export const relationshipTypeLabels: Readonly<Record<RelationshipType, string>> = translatedTable(RELATIONSHIP_TYPE_LABEL_KEYS);

/** The noun for a sentence such as "Ann is Bob's parent", in the reader's language. */
export const relationshipTypeNouns: Readonly<Record<RelationshipType, string>> = translatedTable(RELATIONSHIP_TYPE_NOUN_KEYS);

export const genders: readonly Gender[] = ['male', 'female', 'other'];

/** "Male", "Female", "Other", in the reader's language. */
export const genderLabels: Readonly<Record<Gender, string>> = translatedTable(GENDER_LABEL_KEYS);

/** A relationship type's label in the reader's language. */
export function relationshipTypeLabel(type: RelationshipType): string {
  return i18n.t(RELATIONSHIP_TYPE_LABEL_KEYS[type]);
}

/** A relationship type's noun in the reader's language ("parent", "relative"). */
export function relationshipTypeNoun(type: RelationshipType): string {
  return i18n.t(RELATIONSHIP_TYPE_NOUN_KEYS[type]);
}

/** A gender's label in the reader's language. */
export function genderLabel(gender: Gender): string {
  return i18n.t(GENDER_LABEL_KEYS[gender]);
}

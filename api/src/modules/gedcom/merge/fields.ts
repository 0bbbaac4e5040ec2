import type { FamilyFields, PersonFields } from '../plan/types.ts';
import { t, tKey } from '../../../i18n.ts';

/** A person's fields as their words in a merge's preview (catalogue keys, written in the reader's language). */
export const PERSON_FIELDS: Record<keyof PersonFields, string> = {
  firstName: tKey('gedcom:field.firstName'),
  lastName: tKey('gedcom:field.lastName'),
  otherNames: tKey('gedcom:field.otherNames'),
  gender: tKey('gedcom:field.gender'),
  birthDate: tKey('gedcom:field.birthDate'),
  birthPlace: tKey('gedcom:field.birthPlace'),
  christeningDate: tKey('gedcom:field.christeningDate'),
  christeningPlace: tKey('gedcom:field.christeningPlace'),
  deathDate: tKey('gedcom:field.deathDate'),
  deathPlace: tKey('gedcom:field.deathPlace'),
  burialDate: tKey('gedcom:field.burialDate'),
  burialPlace: tKey('gedcom:field.burialPlace'),
  occupation: tKey('gedcom:field.occupation'),
  bio: tKey('gedcom:field.notes'),
  isAlive: tKey('gedcom:field.living'),
};

export const FAMILY_FIELDS: Record<keyof FamilyFields, string> = {
  partnerKind: tKey('gedcom:field.partnership'),
  marriageDate: tKey('gedcom:field.marriageDate'),
  marriagePlace: tKey('gedcom:field.marriagePlace'),
  divorceDate: tKey('gedcom:field.divorceDate'),
};

/** Fields with nothing in them: the base of a person or family the tree has no kept record of. */
export const NO_PERSON_FIELDS: PersonFields = {
  firstName: '',
  lastName: '',
  otherNames: [],
  gender: 'other',
  birthDate: null,
  birthPlace: null,
  christeningDate: null,
  christeningPlace: null,
  deathDate: null,
  deathPlace: null,
  burialDate: null,
  burialPlace: null,
  occupation: null,
  bio: null,
  isAlive: true,
};

export const NO_FAMILY_FIELDS: FamilyFields = { partnerKind: null, marriageDate: null, marriagePlace: null, divorceDate: null };

type FieldValue = string | string[] | boolean | null;

export function sameValue(a: FieldValue, b: FieldValue): boolean {
  if (Array.isArray(a) && Array.isArray(b)) return a.length === b.length && a.every((item, i) => item === b[i]);
  return a === b;
}

/** A field's value as the preview shows it. */
export function shownValue(value: FieldValue): string | null {
  if (Array.isArray(value)) return value.length ? value.join(', ') : null;
  if (typeof value === 'boolean') return value ? t('gedcom:merge.yes') : t('gedcom:merge.no');
  return value === '' ? null : value;
}

/** What a three-way comparison found: fields to take from the file, and fields changed on both sides. */
export interface FieldMerge<K extends string> {
  take: K[];
  conflicts: K[];
}

/**
 * Per field: the file left it as last imported (theirs = base) → keep the tree's; the tree left it
 * (mine = base) → take the file's; both changed it, differently → a conflict for the user.
 */
export function threeWay<T extends object>(base: T, mine: T, theirs: T): FieldMerge<Extract<keyof T, string>> {
  const result: FieldMerge<Extract<keyof T, string>> = { take: [], conflicts: [] };
  for (const key of Object.keys(theirs) as Extract<keyof T, string>[]) {
    const [b, m, t] = [base[key], mine[key], theirs[key]] as FieldValue[];
    if (sameValue(t, b) || sameValue(m, t)) continue;
    if (sameValue(m, b)) result.take.push(key);
    else result.conflicts.push(key);
  }
  return result;
}

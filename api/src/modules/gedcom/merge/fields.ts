import type { FamilyFields, PersonFields } from '../plan/types.ts';

/** A person's fields as their words in a merge's preview. */
export const PERSON_FIELDS: Record<keyof PersonFields, string> = {
  firstName: 'First name',
  lastName: 'Last name',
  otherNames: 'Other names',
  gender: 'Gender',
  birthDate: 'Birth date',
  birthPlace: 'Birth place',
  christeningDate: 'Christening date',
  christeningPlace: 'Christening place',
  deathDate: 'Death date',
  deathPlace: 'Death place',
  burialDate: 'Burial date',
  burialPlace: 'Burial place',
  occupation: 'Occupation',
  bio: 'Notes',
  isAlive: 'Living',
};

export const FAMILY_FIELDS: Record<keyof FamilyFields, string> = {
  partnerKind: 'Partnership',
  marriageDate: 'Marriage date',
  marriagePlace: 'Marriage place',
  divorceDate: 'Divorce date',
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
  if (typeof value === 'boolean') return value ? 'Yes' : 'No';
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

import * as yup from 'yup';
import type { AddFamilyMemberInput, Gender, RelationshipType } from '../../../gql/graphql';
import { i18n } from '../../../lib/i18n';
import { genders, relationshipTypes } from '../../../lib/relationshipTypes';
import { messages, optionalText, requiredText } from '../../../lib/validation';
import { emptyLife, lifeSchema, toLifeInput, type LifeValues } from '../member/lifeFields';
import { kinNoun, NOUN_OF_TYPE, relationSentence } from '../kinWords';
import type { MemberChoice } from './MemberPicker';

export interface AddMemberValues extends LifeValues {
  firstName: string;
  lastName: string;
  relationshipType: RelationshipType;
  gender: Gender;
  bio: string;
  photo: File | null;
  relative: MemberChoice | null;
}

export function initialAddMemberValues(relative: MemberChoice | null): AddMemberValues {
  return {
    firstName: '',
    lastName: '',
    relationshipType: 'other',
    gender: 'other',
    ...emptyLife,
    bio: '',
    photo: null,
    relative,
  };
}

export const addMemberSchema = yup.object({
  firstName: requiredText(100),
  lastName: requiredText(100),
  relationshipType: yup.mixed<RelationshipType>().oneOf([...relationshipTypes], messages.enumValue),
  gender: yup.mixed<Gender>().oneOf([...genders], messages.enumValue),
  ...lifeSchema,
  bio: optionalText(2000),
});

/** What the mutation gets: trimmed text, optional fields only when given. */
export function toAddMemberInput(values: AddMemberValues): AddFamilyMemberInput {
  const input: AddFamilyMemberInput = {
    firstName: values.firstName.trim(),
    lastName: values.lastName.trim(),
    relationshipType: values.relationshipType,
    gender: values.gender,
  };
  // Only what was given: a new person is living unless marked deceased.
  const { isAlive, ...life } = toLifeInput(values);
  for (const [field, value] of Object.entries(life)) if (value) input[field as keyof typeof life] = value;
  if (!isAlive) input.isAlive = false;
  if (values.relative) input.relativeId = values.relative.id;
  const bio = values.bio.trim();
  if (bio) input.bio = bio;
  if (values.photo) input.photo = values.photo;
  return input;
}

/** Reads the chosen relationship back as a sentence, e.g. "Ann is Bob Smith's parent." */
export function relationshipSentence(values: Pick<AddMemberValues, 'firstName' | 'relationshipType' | 'relative'> & Partial<Pick<AddMemberValues, 'gender'>>): string {
  if (values.relationshipType === 'other') return i18n.t('familyTree:addMember.noRelationship');
  const who = values.firstName.trim() || i18n.t('familyTree:addMember.newMember');
  return relationSentence(who, kinNoun(NOUN_OF_TYPE[values.relationshipType], values.gender), values.relative);
}

/** Server field names that differ from the form's. */
export const serverFieldNames: Record<string, keyof AddMemberValues> = {
  relativeId: 'relative',
};

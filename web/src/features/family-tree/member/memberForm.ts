import * as yup from 'yup';
import type { FamilyMemberDetailsQuery, Gender, UpdateFamilyMemberInput } from '../../../gql/graphql';
import { genders } from '../../../lib/relationshipTypes';
import { messages, optionalText, requiredText } from '../../../lib/validation';
import { lifeSchema, toLifeInput, type LifeValues } from './lifeFields';

export type MemberDetails = FamilyMemberDetailsQuery['familyMember'];

export interface MemberValues extends LifeValues {
  firstName: string;
  lastName: string;
  /** '' for a person standing for a user who has not said: left as it is unless chosen. */
  gender: Gender | '';
  bio: string;
  photo: File | null;
  removePhoto: boolean;
}

export function toMemberValues(member: MemberDetails): MemberValues {
  return {
    firstName: member.firstName,
    lastName: member.lastName,
    gender: member.gender ?? '',
    birth: member.birth?.value ?? '',
    birthPlace: member.birthPlace ?? '',
    deceased: !member.isAlive || Boolean(member.death),
    death: member.death?.value ?? '',
    deathPlace: member.deathPlace ?? '',
    bio: member.bio ?? '',
    photo: null,
    removePhoto: false,
  };
}

export const memberSchema = yup.object({
  firstName: requiredText(100),
  lastName: requiredText(100),
  gender: yup.mixed<Gender | ''>().oneOf([...genders, ''], messages.enumValue),
  ...lifeSchema,
  bio: optionalText(2000),
});

/** Every editable field, so what the dialog shows is what gets saved; blanks clear. */
export function toUpdateMemberInput(values: MemberValues, member: MemberDetails): UpdateFamilyMemberInput {
  const input: UpdateFamilyMemberInput = {
    firstName: values.firstName.trim(),
    lastName: values.lastName.trim(),
    gender: values.gender || undefined,
    ...toLifeInput(values),
    bio: values.bio.trim() || null,
  };
  // A person whose birth comes from their profile keeps it: the field is shown but not sent.
  if (!member.viewerCan.rename) delete input.birth;
  if (values.photo) input.photo = values.photo;
  else if (values.removePhoto && member.profilePictureUrl) input.removePhoto = true;
  return input;
}

import dayjs, { type Dayjs } from 'dayjs';
import * as yup from 'yup';
import type { FamilyMemberDetailsQuery, Gender, UpdateFamilyMemberInput } from '../../../gql/graphql';
import { API_DATE } from '../../../lib/dates';
import { genders } from '../../../lib/relationshipTypes';
import { dateOfBirth, messages, optionalText, requiredText } from '../../../lib/validation';

export type MemberDetails = FamilyMemberDetailsQuery['familyMember'];

export interface MemberValues {
  firstName: string;
  lastName: string;
  gender: Gender;
  isAlive: boolean;
  dateOfBirth: Dayjs | null;
  dateOfDeath: Dayjs | null;
  bio: string;
  photo: File | null;
  removePhoto: boolean;
}

export const deathMessages = {
  future: 'Date of death cannot be in the future',
  beforeBirth: 'Date of death cannot be before the date of birth',
};

export function toMemberValues(member: MemberDetails): MemberValues {
  return {
    firstName: member.firstName,
    lastName: member.lastName,
    gender: member.gender,
    isAlive: member.isAlive,
    dateOfBirth: member.dateOfBirth ? dayjs(member.dateOfBirth) : null,
    dateOfDeath: member.dateOfDeath ? dayjs(member.dateOfDeath) : null,
    bio: member.bio ?? '',
    photo: null,
    removePhoto: false,
  };
}

export const memberSchema = yup.object({
  firstName: requiredText(100),
  lastName: requiredText(100),
  gender: yup.mixed<Gender>().oneOf([...genders], messages.enumValue),
  dateOfBirth: dateOfBirth(),
  // Only checked for people marked as no longer living: the field is hidden for the others.
  dateOfDeath: yup
    .mixed<Dayjs>()
    .nullable()
    .test('valid', messages.invalidDate, (value, context) => context.parent.isAlive || !value || value.isValid())
    .test('past', deathMessages.future, (value, context) => context.parent.isAlive || !value?.isValid() || !value.isAfter(dayjs(), 'day'))
    .test('after-birth', deathMessages.beforeBirth, (value, context) => {
      const born = context.parent.dateOfBirth as Dayjs | null;
      return context.parent.isAlive || !value?.isValid() || !born?.isValid() || !value.isBefore(born, 'day');
    }),
  bio: optionalText(2000),
});

const apiDate = (value: Dayjs | null) => (value?.isValid() ? value.format(API_DATE) : null);

/** Every editable field, so what the dialog shows is what gets saved; blanks clear. */
export function toUpdateMemberInput(values: MemberValues, member: MemberDetails): UpdateFamilyMemberInput {
  const input: UpdateFamilyMemberInput = {
    firstName: values.firstName.trim(),
    lastName: values.lastName.trim(),
    gender: values.gender,
    isAlive: values.isAlive,
    dateOfBirth: apiDate(values.dateOfBirth),
    dateOfDeath: values.isAlive ? null : apiDate(values.dateOfDeath),
    bio: values.bio.trim() || null,
  };
  if (values.photo) input.photo = values.photo;
  else if (values.removePhoto && member.profilePictureUrl) input.removePhoto = true;
  return input;
}

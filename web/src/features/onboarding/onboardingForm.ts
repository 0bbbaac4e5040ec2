import type { Dayjs } from 'dayjs';
import * as yup from 'yup';
import type { CompleteOnboardingInput } from '../../gql/graphql';
import { API_DATE } from '../../lib/dates';
import { dateOfBirth, requiredText } from '../../lib/validation';

export interface OnboardingValues {
  firstName: string;
  lastName: string;
  dateOfBirth: Dayjs | null;
  bio: string;
  profileImage: File | null;
  location: string;
}

export interface OnboardingStep {
  label: string;
  fields: Array<keyof OnboardingValues>;
  schema: yup.AnyObjectSchema;
}

export const steps: OnboardingStep[] = [
  {
    label: 'Your name',
    fields: ['firstName', 'lastName', 'dateOfBirth'],
    schema: yup.object({ firstName: requiredText(100), lastName: requiredText(100), dateOfBirth: dateOfBirth() }),
  },
  {
    label: 'About you',
    fields: ['bio', 'profileImage'],
    schema: yup.object({ bio: requiredText(2000) }),
  },
  {
    label: 'Where you are',
    fields: ['location'],
    schema: yup.object({ location: requiredText(100) }),
  },
];

/** The step that holds a field, so a server error can send the user back to it. */
export function stepOf(field: string): number {
  const index = steps.findIndex((step) => step.fields.some((f) => f === field));
  return index === -1 ? steps.length - 1 : index;
}

/** What the wizard sends: the required fields trimmed, optional ones only when filled. */
export function toOnboardingInput(values: OnboardingValues): CompleteOnboardingInput {
  const input: CompleteOnboardingInput = {
    firstName: values.firstName.trim(),
    lastName: values.lastName.trim(),
    bio: values.bio.trim(),
    location: values.location.trim(),
  };
  if (values.dateOfBirth?.isValid()) input.dateOfBirth = values.dateOfBirth.format(API_DATE);
  if (values.profileImage) input.profileImage = values.profileImage;
  return input;
}

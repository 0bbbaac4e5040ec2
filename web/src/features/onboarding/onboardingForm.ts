import type { Dayjs } from 'dayjs';
import * as yup from 'yup';
import type { CompleteOnboardingInput, Gender } from '../../gql/graphql';
import { API_DATE } from '../../lib/dates';
import { dateOfBirth, messages, requiredText } from '../../lib/validation';

/** A gender, or '' for "prefer not to say" (sent as no gender at all). */
export type GenderChoice = Gender | '';

export interface OnboardingValues {
  firstName: string;
  lastName: string;
  dateOfBirth: Dayjs | null;
  gender: GenderChoice;
  bio: string;
  profileImage: File | null;
  location: string;
}

/** How the wizard asks: words a person uses of themself, in the order people expect them. */
export const genderChoices: ReadonlyArray<{ value: GenderChoice; label: string }> = [
  { value: 'female', label: 'Woman' },
  { value: 'male', label: 'Man' },
  { value: 'other', label: 'Another gender' },
  { value: '', label: 'Prefer not to say' },
];

export interface OnboardingStep {
  label: string;
  fields: Array<keyof OnboardingValues>;
  schema: yup.AnyObjectSchema;
}

export const steps: OnboardingStep[] = [
  {
    label: 'Your name',
    fields: ['firstName', 'lastName', 'dateOfBirth', 'gender'],
    schema: yup.object({
      firstName: requiredText(100),
      lastName: requiredText(100),
      dateOfBirth: dateOfBirth(),
      gender: yup.mixed<GenderChoice>().oneOf(genderChoices.map((choice) => choice.value), messages.enumValue),
    }),
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

/**
 * Every step's rules at once. A field's message shows only once it is touched (or Next was pressed
 * on its step), so the rules of steps ahead never show early.
 */
export const onboardingSchema = steps.reduce<yup.AnyObjectSchema>((all, step) => all.concat(step.schema), yup.object());

/** The step that holds a field, so a server error can send the user back to it. */
export function stepOf(field: string): number {
  const index = steps.findIndex((step) => step.fields.some((f) => f === field));
  return index === -1 ? steps.length - 1 : index;
}

/** The furthest step the user may be on: the first whose fields are not done yet, or the last. */
export function furthestStep(values: OnboardingValues): number {
  const index = steps.findIndex((step) => !step.schema.isValidSync(values));
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
  if (values.gender) input.gender = values.gender;
  if (values.profileImage) input.profileImage = values.profileImage;
  return input;
}

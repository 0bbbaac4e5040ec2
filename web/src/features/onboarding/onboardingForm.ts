import type { Dayjs } from 'dayjs';
import * as yup from 'yup';
import type { CompleteOnboardingInput, Gender } from '../../gql/graphql';
import { API_DATE } from '../../lib/dates';
import { tKey } from '../../lib/i18n';
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

/**
 * How the wizard asks: words a person uses of themself, in the order people expect them. Each
 * label is a key of the `onboarding` catalogue.
 */
export const genderChoices: ReadonlyArray<{ value: GenderChoice; label: string }> = [
  { value: 'female', label: tKey('onboarding:gender.female') },
  { value: 'male', label: tKey('onboarding:gender.male') },
  { value: 'other', label: tKey('onboarding:gender.other') },
  { value: '', label: tKey('onboarding:gender.none') },
];

export interface OnboardingStep {
  /** A key of the `onboarding` catalogue. */
  label: string;
  fields: Array<keyof OnboardingValues>;
  schema: yup.AnyObjectSchema;
}

export const steps: OnboardingStep[] = [
  {
    label: tKey('onboarding:step.name'),
    fields: ['firstName', 'lastName', 'dateOfBirth', 'gender'],
    schema: yup.object({
      firstName: requiredText(100),
      lastName: requiredText(100),
      dateOfBirth: dateOfBirth(),
      gender: yup.mixed<GenderChoice>().oneOf(genderChoices.map((choice) => choice.value), messages.enumValue),
    }),
  },
  {
    label: tKey('onboarding:step.about'),
    fields: ['bio', 'profileImage'],
    schema: yup.object({ bio: requiredText(2000) }),
  },
  {
    label: tKey('onboarding:step.location'),
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

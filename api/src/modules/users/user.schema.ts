import * as yup from 'yup';
import { flag } from '../../input/validation.ts';
import { invalid } from '../../errors.ts';
import { t } from '../../i18n.ts';

// PUT /api/user/profile (spec section 7): one route for the onboarding wizard and the profile page,
// as JSON or as a form; the fields themselves are checked by profile.input.ts.

/** The profile fields the REST route changes. */
export const PROFILE_FIELDS = ['firstName', 'lastName', 'dateOfBirth', 'phone', 'address', 'bio', 'occupation', 'relationshipStatus', 'hometown', 'currentCity', 'location', 'interests'] as const;

/** The onboarding wizard sends isOnboarded=true with its fields; the profile page does not. */
export const payloadKindRules = yup.object({ isOnboarded: flag().nullable() });

/**
 * A form carries only text: its isOnboarded is "true" or "false" and its interests JSON text.
 * JSON bodies send real booleans and lists (interests as JSON text are still read).
 */
export function formValues(fields: Record<string, unknown>, isForm: boolean): Record<string, unknown> {
  const values = { ...fields };
  if (isForm && typeof values.isOnboarded === 'string' && ['true', 'false'].includes(values.isOnboarded)) values.isOnboarded = values.isOnboarded === 'true';
  if (typeof values.interests === 'string') values.interests = jsonList(values.interests);
  return values;
}

function jsonList(text: string): unknown {
  if (!text.trim()) return [];
  try {
    return JSON.parse(text);
  } catch {
    throw invalid(t('users:interestsNotJson'), { interests: t('validation:listOfText') });
  }
}

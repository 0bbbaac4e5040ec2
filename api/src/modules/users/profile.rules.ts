import * as yup from 'yup';
import { RELATIONSHIP_STATUSES } from './user.entity.ts';
import { GENDERS } from '../family/index.ts';
import { clearableText, isoDate, oneOfWords, text } from '../validation.ts';

// The profile rules, applied on the server to every write whatever the client sent.
// Messages follow the spec's catalogue ('Required', 'String must contain at most {n} character(s)').

const tooLong = (n: number) => `String must contain at most ${n} character(s)`;
const optionalText = (max: number) => clearableText().max(max, tooLong(max));
const requiredName = text().required('Required').max(100, tooLong(100));

const interests = yup
  .array(text().max(50, tooLong(50)).defined())
  .typeError('Must be a list of text')
  .nullable()
  .max(30, 'At most 30 interests');

const socialMedia = yup
  .mixed<Record<string, string>>()
  .nullable()
  .test('links', 'Social media must map network names to links', (value) => {
    if (value == null) return true;
    if (typeof value !== 'object' || Array.isArray(value)) return false;
    const entries = Object.entries(value);
    return entries.length <= 20 && entries.every(([k, v]) => k.length <= 50 && typeof v === 'string' && v.length <= 300);
  });

export const profileRules = yup.object({
  firstName: requiredName.optional().nonNullable('Required'),
  lastName: requiredName.optional().nonNullable('Required'),
  dateOfBirth: isoDate,
  phone: optionalText(40),
  address: optionalText(300),
  bio: optionalText(2000),
  occupation: optionalText(100),
  relationshipStatus: clearableText().oneOf([...RELATIONSHIP_STATUSES, null], 'Invalid enum value'),
  hometown: optionalText(100),
  currentCity: optionalText(100),
  location: optionalText(100),
  interests,
  socialMedia,
});

export const onboardingRules = yup.object({
  firstName: requiredName,
  lastName: requiredName,
  bio: text().required('Required').max(2000, tooLong(2000)),
  location: text().required('Required').max(100, tooLong(100)),
  dateOfBirth: isoDate,
  // Optional: left out, blank or null, the user would rather not say.
  gender: oneOfWords(GENDERS).nullable(),
});

/** Trimmed, without blanks, without duplicates (ignoring case), in the order given. */
export function normaliseInterests(list: readonly string[]): string[] {
  const seen = new Set<string>();
  const result: string[] = [];
  for (const raw of list) {
    const item = raw.trim();
    if (item && !seen.has(item.toLowerCase())) {
      seen.add(item.toLowerCase());
      result.push(item);
    }
  }
  return result;
}

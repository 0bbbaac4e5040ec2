import * as yup from 'yup';
import { RELATIONSHIP_STATUSES } from './user.entity.ts';
import { GENDERS } from '../../../../shared/people/index.ts';
import { t } from '../../i18n.ts';
import { clearableText, isoDate, oneOfWords, says, text } from '../../input/validation.ts';

// The profile rules, applied on the server to every write whatever the client sent.
// Messages follow the spec's catalogue ('Required', 'String must contain at most {n} character(s)').

const optionalText = (max: number) => clearableText().max(max, says.tooLong(max));
const requiredName = text().required(says.required).max(100, says.tooLong(100));

const interests = yup
  .array(text().max(50, says.tooLong(50)).defined())
  .typeError(says.listOfText)
  .nullable()
  .max(30, ({ max }: { max: number }) => t('users:atMostInterests', { count: max }));

const socialMedia = yup
  .mixed<Record<string, string>>()
  .nullable()
  .test('links', () => t('users:socialMediaLinks'), (value) => {
    if (value == null) return true;
    if (typeof value !== 'object' || Array.isArray(value)) return false;
    const entries = Object.entries(value);
    return entries.length <= 20 && entries.every(([k, v]) => k.length <= 50 && typeof v === 'string' && v.length <= 300);
  });

export const profileRules = yup.object({
  firstName: requiredName.optional().nonNullable(says.required),
  lastName: requiredName.optional().nonNullable(says.required),
  dateOfBirth: isoDate,
  phone: optionalText(40),
  address: optionalText(300),
  bio: optionalText(2000),
  occupation: optionalText(100),
  relationshipStatus: clearableText().oneOf([...RELATIONSHIP_STATUSES, null], says.enumValue),
  hometown: optionalText(100),
  currentCity: optionalText(100),
  location: optionalText(100),
  interests,
  socialMedia,
});

export const onboardingRules = yup.object({
  firstName: requiredName,
  lastName: requiredName,
  bio: text().required(says.required).max(2000, says.tooLong(2000)),
  location: text().required(says.required).max(100, says.tooLong(100)),
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

import dayjs, { type Dayjs } from 'dayjs';
import * as yup from 'yup';
import type { ProfileFieldsFragment, RelationshipStatus, UpdateProfileInput } from '../../gql/graphql';
import { API_DATE } from '../../lib/dates';
import { formatNumber, i18n } from '../../lib/i18n';
import { dateOfBirth, messages, optionalText, requiredText } from '../../lib/validation';
import { MAX_INTEREST_LENGTH, MAX_INTERESTS, normalizeInterests } from './interests';
import { relationshipStatuses } from './relationshipStatuses';
import { socialLinksOf, socialMediaOf, type SocialLink } from './socialLinks';

export type Privacy = Omit<ProfileFieldsFragment['privacySettings'], '__typename'>;

export const textFields = [
  'firstName',
  'lastName',
  'phone',
  'address',
  'bio',
  'occupation',
  'hometown',
  'currentCity',
  'location',
] as const;
type TextField = (typeof textFields)[number];

export const MAX_SOCIAL_LINKS = 20;

export const privacyKeys = ['showEmail', 'showPhone', 'showAddress', 'showBirthday', 'allowFamilyConnections'] as const;

export type ProfileFormValues = Record<TextField, string> & {
  dateOfBirth: Dayjs | null;
  relationshipStatus: RelationshipStatus | '';
  interests: string[];
  socialLinks: SocialLink[];
  privacy: Privacy;
  profileImage: File | null;
  removeProfileImage: boolean;
};

export function toFormValues(user: ProfileFieldsFragment): ProfileFormValues {
  const text = Object.fromEntries(textFields.map((f) => [f, user[f] ?? ''])) as Record<TextField, string>;
  return {
    ...text,
    dateOfBirth: user.dateOfBirth ? dayjs(user.dateOfBirth) : null,
    relationshipStatus: user.relationshipStatus ?? '',
    interests: user.interests,
    socialLinks: socialLinksOf(user.socialMedia),
    privacy: Object.fromEntries(privacyKeys.map((k) => [k, user.privacySettings[k]])) as Privacy,
    profileImage: null,
    removeProfileImage: false,
  };
}

const linkSchema = yup.object({
  network: yup
    .string()
    .trim()
    .max(50, messages.max)
    .test('needed', messages.required, (value, ctx) => Boolean(value) || !String(ctx.parent.url ?? '').trim()),
  url: yup
    .string()
    .trim()
    .url(messages.url)
    .max(300, messages.max)
    .test('needed', messages.required, (value, ctx) => Boolean(value) || !String(ctx.parent.network ?? '').trim()),
});

/** Too many items in a list, in the reader's language. */
const tooMany = ({ max }: { max: number }) => i18n.t('profile:validation.tooMany', { max: formatNumber(max) });

export const profileSchema = yup.object({
  firstName: requiredText(100),
  lastName: requiredText(100),
  dateOfBirth: dateOfBirth(),
  phone: optionalText(40),
  address: optionalText(300),
  bio: optionalText(2000),
  occupation: optionalText(100),
  hometown: optionalText(100),
  currentCity: optionalText(100),
  location: optionalText(100),
  relationshipStatus: yup.mixed<RelationshipStatus | ''>().oneOf(['', ...relationshipStatuses], messages.enumValue),
  interests: yup
    .array(yup.string().trim().max(MAX_INTEREST_LENGTH, messages.max))
    .max(MAX_INTERESTS, tooMany),
  socialLinks: yup.array(linkSchema).max(MAX_SOCIAL_LINKS, tooMany),
});

function sameList(a: readonly string[], b: readonly string[]): boolean {
  return a.length === b.length && a.every((item, i) => item === b[i]);
}

function sameLinks(a: Record<string, string>, b: Record<string, string>): boolean {
  const keys = Object.keys(a);
  return keys.length === Object.keys(b).length && keys.every((k) => a[k] === b[k]);
}

/**
 * The changes to send: only fields that differ from the saved profile. Empty fields are left out,
 * unless the user emptied a saved one, which is then sent as null to clear it.
 */
export function toUpdateInput(values: ProfileFormValues, user: ProfileFieldsFragment): UpdateProfileInput {
  const input: UpdateProfileInput = {};
  for (const field of textFields) {
    const next = values[field].trim();
    if (next === (user[field] ?? '').trim()) continue;
    input[field] = next === '' ? null : next;
  }

  const status = values.relationshipStatus || null;
  if (status !== (user.relationshipStatus ?? null)) input.relationshipStatus = status;

  const birthday = values.dateOfBirth?.isValid() ? values.dateOfBirth.format(API_DATE) : null;
  if (birthday !== (user.dateOfBirth ?? null)) input.dateOfBirth = birthday;

  const interests = normalizeInterests(values.interests);
  if (!sameList(interests, user.interests)) input.interests = interests;

  const links = socialMediaOf(values.socialLinks);
  if (!sameLinks(links, socialMediaOf(socialLinksOf(user.socialMedia)))) {
    input.socialMedia = Object.keys(links).length > 0 ? links : null;
  }

  const privacy = privacyKeys.filter((k) => values.privacy[k] !== user.privacySettings[k]);
  if (privacy.length > 0) input.privacySettings = Object.fromEntries(privacy.map((k) => [k, values.privacy[k]]));

  if (values.profileImage) input.profileImage = values.profileImage;
  else if (values.removeProfileImage && user.profileImageUrl) input.removeProfileImage = true;
  return input;
}

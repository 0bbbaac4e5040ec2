import * as yup from 'yup';
import { t } from '../../i18n.ts';
import { genealogyDate, recordId, says, text } from '../../input/validation.ts';
import { HEIRLOOM_TYPES } from './heirloom.entity.ts';
import { PASSING_KINDS } from './heirloom-owner.entity.ts';

/** The most photos one heirloom holds (each request brings at most two: the upload limit). */
export const MAX_PHOTOS = 12;
/** The most documents one heirloom holds. */
export const MAX_DOCUMENTS = 12;
/** The most earlier owners a journey lists. */
export const MAX_PREVIOUS_OWNERS = 40;
/** The most heirlooms one page holds. */
export const MAX_PAGE = 50;

/** The currencies this server's runtime knows (ISO 4217 codes). */
const CURRENCIES = new Set(Intl.supportedValuesOf('currency'));

// Text is trimmed first, so a name of spaces alone is missing, not written.
const name = () => text().required(says.required).max(200, says.tooLong(200));
const description = () => text().nullable().max(5000, says.tooLong(5000));
const story = () => text().nullable().max(20000, says.tooLong(20000));
const assetType = () => text().oneOf(HEIRLOOM_TYPES, says.enumValue);
const passing = () => text().oneOf(PASSING_KINDS, says.enumValue);

/** An amount of money: at most 12 digits, at most 2 after the point, never negative ("1250", "99.5"). */
const amount = () =>
  text()
    .required(says.required)
    .matches(/^\d{1,12}(\.\d{1,2})?$/, () => t('heirlooms:field.amount'));

/** A currency by its ISO 4217 code, in any case ("eur" is EUR). */
const currency = () =>
  text()
    .required(says.required)
    .transform((value: unknown) => (typeof value === 'string' ? value.toUpperCase() : value))
    .test('known', () => t('heirlooms:field.currency'), (value) => !value || CURRENCIES.has(value));

/** What an heirloom is worth: an amount and its currency, both or neither. */
const value = () => yup.object({ amount: amount(), currency: currency() }).typeError(says.text);

/** One owner of the journey: a person, how it came to them, from and (an earlier owner) until when. */
const owner = () =>
  yup
    .object({
      memberId: recordId().required(says.required),
      how: passing().nullable(),
      from: genealogyDate(),
      to: genealogyDate(),
    })
    .typeError(says.text);

const previousOwners = () => yup.array(owner().defined()).typeError(says.text).max(MAX_PREVIOUS_OWNERS, says.atOnce(MAX_PREVIOUS_OWNERS));

/** A new heirloom, as sent (blank text already null); the service checks the tree, the people and the journey's order. */
export const newHeirloomRules = yup.object({
  treeId: recordId().required(says.required),
  name: name(),
  assetType: assetType().required(says.required),
  description: description(),
  story: story(),
  acquisitionDate: genealogyDate(),
  value: value().nullable().default(null),
  currentOwner: owner().nullable().default(null),
  previousOwners: previousOwners().nullable().default(null),
  intendedOwnerId: recordId().nullable(),
});

/** Changes to an heirloom: only what is sent (null removes a text, a date, the value, the current or intended owner). */
export const heirloomChangesRules = yup.object({
  name: name().optional().nonNullable(says.required),
  assetType: assetType().optional().nonNullable(says.required),
  description: description().optional(),
  story: story().optional(),
  acquisitionDate: genealogyDate().optional(),
  value: value().nullable().optional().default(undefined),
  currentOwner: owner().nullable().optional().default(undefined),
  previousOwners: previousOwners().nullable().optional(),
  intendedOwnerId: recordId().nullable().optional(),
});

/** "It passed to …": whom, how, and when (when it is not known, no date). */
export const passOnRules = yup.object({
  toMemberId: recordId().required(says.required),
  how: passing().required(says.required),
  date: genealogyDate(),
});

/** A page of heirlooms: at most MAX_PAGE, of one kind or one current owner or all. */
export const pageRules = yup.object({
  treeId: recordId().nullable(),
  assetType: assetType().nullable(),
  ownerId: recordId().nullable(),
  first: yup.number().typeError(says.wholeNumber).integer(says.wholeNumber).min(1, says.between(1, MAX_PAGE)).max(MAX_PAGE, says.between(1, MAX_PAGE)).required(),
  after: text().nullable().max(600, says.cursor),
});

/** "At most 12 photos". */
export const tooManyPhotos = () => t('heirlooms:field.atMostPhotos', { count: MAX_PHOTOS });
/** "At most 12 documents". */
export const tooManyDocuments = () => t('heirlooms:field.atMostDocuments', { count: MAX_DOCUMENTS });

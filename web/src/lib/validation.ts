import dayjs, { type Dayjs } from 'dayjs';
import * as yup from 'yup';
import { i18n } from './i18n';

/**
 * Field messages worded as the product has always shown them, in the reader's language. Each is a
 * function yup calls when it reports the problem, so the message follows the language even in a
 * schema built once at module load: pass it as it is (`.required(messages.required)`,
 * `.max(100, messages.max)`). Call it for the text itself (`messages.required()`), e.g. to compare
 * with an error Formik holds.
 */
export const messages = {
  required: () => i18n.t('common:validation.required'),
  email: () => i18n.t('common:validation.email'),
  url: () => i18n.t('common:validation.url'),
  enumValue: () => i18n.t('common:validation.enumValue'),
  invalid: () => i18n.t('common:validation.invalid'),
  invalidDate: () => i18n.t('common:validation.invalidDate'),
  futureDate: () => i18n.t('common:validation.futureDate'),
  max: ({ max }: { max: number }) => i18n.t('common:validation.max', { max }),
  min: ({ min }: { min: number }) => i18n.t('common:validation.min', { min }),
};

// A rule that fails without a message of its own, and a value of the wrong kind, say "Invalid input"
// rather than yup's own English ("birth is invalid", "must be a `boolean` type").
yup.setLocale({ mixed: { default: messages.invalid, notType: messages.invalid } });

/** Text that must not be blank, of at most `max` characters once trimmed. */
export function requiredText(max: number) {
  return yup.string().trim().required(messages.required).max(max, messages.max);
}

/** Text that may be left empty, of at most `max` characters once trimmed. */
export function optionalText(max: number) {
  return yup.string().trim().max(max, messages.max);
}

/** An optional date of birth: a real day, not after today. */
export function dateOfBirth() {
  return yup
    .mixed<Dayjs>()
    .nullable()
    .test('valid', messages.invalidDate, (value) => !value || value.isValid())
    .test('past', messages.futureDate, (value) => !value || !value.isValid() || !value.isAfter(dayjs(), 'day'));
}

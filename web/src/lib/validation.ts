import dayjs, { type Dayjs } from 'dayjs';
import * as yup from 'yup';

/** Field messages worded as the product has always shown them. */
export const messages = {
  required: 'Required',
  email: 'Invalid email',
  url: 'Invalid url',
  enumValue: 'Invalid enum value',
  invalidDate: 'Invalid date',
  futureDate: 'Date of birth cannot be in the future',
  max: 'String must contain at most ${max} character(s)',
  min: 'String must contain at least ${min} character(s)',
};

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

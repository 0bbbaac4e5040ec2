import * as yup from 'yup';
import { i18n } from '../../lib/i18n';
import { messages } from '../../lib/validation';

/** The server's own rule: at least this many characters (it also refuses common passwords). */
const MIN_PASSWORD_LENGTH = 10;
const MAX_PASSWORD_LENGTH = 200;

/** The rule shown under a new password, in the reader's language. */
export const passwordHint = () => i18n.t('common:password.hint', { min: MIN_PASSWORD_LENGTH });

/** A new password as the server will accept it, as far as the browser can tell. */
export function newPassword() {
  return yup
    .string()
    .required(messages.required)
    .min(MIN_PASSWORD_LENGTH, ({ min }) => i18n.t('common:password.tooShort', { min }))
    .max(MAX_PASSWORD_LENGTH, ({ max }) => i18n.t('common:password.tooLong', { max }));
}

/** The same password typed again, next to a field called `field`. */
export function confirmationOf(field: string) {
  return yup
    .string()
    .required(messages.required)
    .oneOf([yup.ref(field)], () => i18n.t('common:password.mismatch'));
}

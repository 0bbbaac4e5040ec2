import * as yup from 'yup';

/** The server's own rule: at least this many characters (it also refuses common passwords). */
const MIN_PASSWORD_LENGTH = 10;
const MAX_PASSWORD_LENGTH = 200;

export const passwordHint = `At least ${MIN_PASSWORD_LENGTH} characters. A few unrelated words work well.`;

/** A new password as the server will accept it, as far as the browser can tell. */
export function newPassword() {
  return yup
    .string()
    .required('Required')
    .min(MIN_PASSWORD_LENGTH, `Use at least ${MIN_PASSWORD_LENGTH} characters.`)
    .max(MAX_PASSWORD_LENGTH, `Use at most ${MAX_PASSWORD_LENGTH} characters.`);
}

/** The same password typed again, next to a field called `field`. */
export function confirmationOf(field: string) {
  return yup
    .string()
    .required('Required')
    .oneOf([yup.ref(field)], 'The passwords do not match.');
}

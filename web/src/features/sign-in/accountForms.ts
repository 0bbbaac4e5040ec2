import * as yup from 'yup';
import { confirmationOf, newPassword } from '../../components/password/newPassword';
import { formatNumber, i18n } from '../../lib/i18n';

/** Messages in the reader's language, worded when yup reports them. */
const required = () => i18n.t('signIn:validation.required');
const atMost = ({ max }: { max: number }) => i18n.t('signIn:validation.max', { max: formatNumber(max) });

/** The server's wording for an address it cannot use. */
const emailRule = () =>
  yup
    .string()
    .trim()
    .required(required)
    .max(254, atMost)
    .email(() => i18n.t('signIn:validation.email'));

const nameRule = () => yup.string().trim().required(required).max(100, atMost);

export const signInSchema = yup.object({
  email: emailRule(),
  password: yup.string().required(required),
});
export type SignInValues = yup.InferType<typeof signInSchema>;

/** A new account, checked as the server checks it (which also refuses common passwords). */
export const createAccountSchema = yup.object({
  firstName: nameRule(),
  lastName: nameRule(),
  email: emailRule(),
  newPassword: newPassword(),
  confirmPassword: confirmationOf('newPassword'),
});
export type CreateAccountValues = yup.InferType<typeof createAccountSchema>;

export const emailSchema = yup.object({ email: emailRule() });

/** The body of the register step, with the names and address trimmed. */
export function registration(values: CreateAccountValues, invitation: string | null) {
  return {
    firstName: values.firstName.trim(),
    lastName: values.lastName.trim(),
    email: values.email.trim(),
    password: values.newPassword,
    ...(invitation ? { invitation } : {}),
  };
}

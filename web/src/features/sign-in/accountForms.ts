import * as yup from 'yup';
import { confirmationOf, newPassword } from '../../components/password/newPassword';

/** The server's wording for an address it cannot use. */
const emailRule = () =>
  yup.string().trim().required('Required').max(254, 'At most 254 characters').email('Enter a valid email address');

const nameRule = () => yup.string().trim().required('Required').max(100, 'At most 100 characters');

export const signInSchema = yup.object({
  email: emailRule(),
  password: yup.string().required('Required'),
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

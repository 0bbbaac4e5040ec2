import * as yup from 'yup';
import { exactText, text } from '../validation.ts';

const lowercase = (value: unknown) => (typeof value === 'string' ? value.toLowerCase() : value);

/** The fields of a new account on the built-in provider's page (the password is checked apart). */
export const newAccountRules = yup.object({
  firstName: text().required('Required').max(100, 'At most 100 characters'),
  lastName: text().required('Required').max(100, 'At most 100 characters'),
  email: text().transform(lowercase).required('Required').max(254, 'At most 254 characters').email('Enter a valid email address'),
  password: exactText().required('Required'),
});

import * as yup from 'yup';

/** The fields of a new account on the built-in provider's page (the password is checked apart). */
export const newAccountRules = yup.object({
  firstName: yup.string().trim().required('Required').max(100, 'At most 100 characters'),
  lastName: yup.string().trim().required('Required').max(100, 'At most 100 characters'),
  email: yup.string().trim().lowercase().required('Required').max(254, 'At most 254 characters').email('Enter a valid email address'),
  password: yup.string().required('Required'),
});

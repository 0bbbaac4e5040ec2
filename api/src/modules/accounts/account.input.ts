import * as yup from 'yup';
import { t } from '../../i18n.ts';
import { exactText, says, text } from '../../input/validation.ts';

const lowercase = (value: unknown) => (typeof value === 'string' ? value.toLowerCase() : value);

/** The fields of a new account on the built-in provider's page (the password is checked apart). */
export const newAccountRules = yup.object({
  firstName: text().required(says.required).max(100, says.atMostCharacters(100)),
  lastName: text().required(says.required).max(100, says.atMostCharacters(100)),
  email: text().transform(lowercase).required(says.required).max(254, says.atMostCharacters(254)).email(() => t('accounts:validEmail')),
  password: exactText().required(says.required),
});

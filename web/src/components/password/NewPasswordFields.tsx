import type { FormikProps } from 'formik';
import { useTranslation } from 'react-i18next';
import { fieldProps } from '../../lib/fieldProps';
import { passwordHint } from './newPassword';
import { PasswordField } from './PasswordField';

interface NewPasswordValues {
  newPassword: string;
  confirmPassword: string;
}

/** A new password and its confirmation, with the rule shown until there is an error to show instead. */
export function NewPasswordFields<V extends NewPasswordValues>({ formik, label }: { formik: FormikProps<V>; label?: string }) {
  const { t } = useTranslation('common');
  const password = fieldProps(formik, 'newPassword');
  const confirmation = fieldProps(formik, 'confirmPassword');
  return (
    <>
      <PasswordField
        label={label ?? t('password.new')}
        required
        fullWidth
        autoComplete="new-password"
        {...password}
        helperText={password.helperText ?? passwordHint()}
      />
      <PasswordField label={t('password.confirm')} required fullWidth autoComplete="new-password" {...confirmation} />
    </>
  );
}

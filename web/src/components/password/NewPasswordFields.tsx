import type { FormikProps } from 'formik';
import { fieldProps } from '../../lib/fieldProps';
import { passwordHint } from './newPassword';
import { PasswordField } from './PasswordField';

interface NewPasswordValues {
  newPassword: string;
  confirmPassword: string;
}

/** A new password and its confirmation, with the rule shown until there is an error to show instead. */
export function NewPasswordFields<V extends NewPasswordValues>({ formik, label = 'New password' }: { formik: FormikProps<V>; label?: string }) {
  const password = fieldProps(formik, 'newPassword');
  return (
    <>
      <PasswordField
        label={label}
        required
        fullWidth
        autoComplete="new-password"
        {...password}
        helperText={password.helperText ?? passwordHint}
      />
      <PasswordField label="Confirm password" required fullWidth autoComplete="new-password" {...fieldProps(formik, 'confirmPassword')} />
    </>
  );
}

import { Form, Formik, type FormikProps } from 'formik';
import { useTranslation } from 'react-i18next';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { FocusFirstError } from '../../components/FocusFirstError';
import { PasswordField } from '../../components/password/PasswordField';
import { SubmitButton } from '../../components/SubmitButton';
import { fieldProps } from '../../lib/fieldProps';
import { signInSchema, type SignInValues } from './accountForms';
import { ForgotPassword } from './ForgotPassword';
import { PasskeyButton } from './PasskeyButton';

interface SignInFormProps {
  /** True once the server accepted and the browser is leaving. */
  leaving: boolean;
  passwordResetByEmail: boolean;
  onSignIn: (values: SignInValues) => Promise<void>;
  onPasskey: () => Promise<void>;
}

/** The text fields' props, bound to the form. */
const fieldsOf = (formik: FormikProps<SignInValues>) => ({
  email: fieldProps(formik, 'email'),
  password: fieldProps(formik, 'password'),
});

/** Email and password, a passkey, and help with a forgotten password. */
export function SignInForm({ leaving, passwordResetByEmail, onSignIn, onPasskey }: SignInFormProps) {
  const { t } = useTranslation('signIn');
  return (
    // Not checked on blur: leaving the email field for the passkey button or "Forgot your password?"
    // must not flash "Required" and move the button from under the pointer.
    <Formik<SignInValues> initialValues={{ email: '', password: '' }} validationSchema={signInSchema} validateOnBlur={false} onSubmit={onSignIn}>
      {(formik) => (
        <Stack spacing={2.5}>
          <Stack component={Form} noValidate aria-label={t('signInForm.signIn')} spacing={2.5}>
            <TextField label={t('field.email')} type="email" autoComplete="username" autoFocus required {...fieldsOf(formik).email} />
            <PasswordField label={t('field.password')} required autoComplete="current-password" {...fieldsOf(formik).password} />
            <SubmitButton size="large" fullWidth busy={formik.isSubmitting || leaving}>
              {t('signInForm.signIn')}
            </SubmitButton>
            <FocusFirstError />
          </Stack>
          <PasskeyButton disabled={formik.isSubmitting || leaving} onPasskey={onPasskey} />
          <ForgotPassword byEmail={passwordResetByEmail} email={formik.values.email} />
        </Stack>
      )}
    </Formik>
  );
}

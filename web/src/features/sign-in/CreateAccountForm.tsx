import { Form, Formik, type FormikProps } from 'formik';
import { useTranslation } from 'react-i18next';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { FocusFirstError } from '../../components/FocusFirstError';
import { NewPasswordFields } from '../../components/password/NewPasswordFields';
import { SubmitButton } from '../../components/SubmitButton';
import { fieldProps } from '../../lib/fieldProps';
import { createAccountSchema, type CreateAccountValues } from './accountForms';

interface CreateAccountFormProps {
  leaving: boolean;
  submitLabel: string;
  onCreate: (values: CreateAccountValues) => Promise<void>;
}

const empty: CreateAccountValues = { firstName: '', lastName: '', email: '', newPassword: '', confirmPassword: '' };

/** The text fields' props, bound to the form. */
const fieldsOf = (formik: FormikProps<CreateAccountValues>) => ({
  firstName: fieldProps(formik, 'firstName'),
  lastName: fieldProps(formik, 'lastName'),
  email: fieldProps(formik, 'email'),
});

/** Name, email and a new password: the account is created and signed in at once. */
export function CreateAccountForm({ leaving, submitLabel, onCreate }: CreateAccountFormProps) {
  const { t } = useTranslation('signIn');
  return (
    <Formik<CreateAccountValues> initialValues={empty} validationSchema={createAccountSchema} onSubmit={onCreate}>
      {(formik) => (
        <Stack component={Form} noValidate aria-label={t('createAccount.formLabel')} spacing={2.5}>
          <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2.5}>
            <TextField label={t('field.firstName')} autoComplete="given-name" autoFocus required {...fieldsOf(formik).firstName} />
            <TextField label={t('field.lastName')} autoComplete="family-name" required {...fieldsOf(formik).lastName} />
          </Stack>
          <TextField label={t('field.email')} type="email" autoComplete="username" required {...fieldsOf(formik).email} />
          <NewPasswordFields formik={formik} label={t('field.password')} />
          <SubmitButton size="large" fullWidth busy={formik.isSubmitting || leaving}>
            {submitLabel}
          </SubmitButton>
          <FocusFirstError />
        </Stack>
      )}
    </Formik>
  );
}

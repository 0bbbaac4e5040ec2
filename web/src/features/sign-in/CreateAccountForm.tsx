import { Form, Formik } from 'formik';
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

/** Name, email and a new password: the account is created and signed in at once. */
export function CreateAccountForm({ leaving, submitLabel, onCreate }: CreateAccountFormProps) {
  return (
    <Formik<CreateAccountValues> initialValues={empty} validationSchema={createAccountSchema} onSubmit={onCreate}>
      {(formik) => (
        <Stack component={Form} noValidate aria-label="Create an account" spacing={2.5}>
          <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2.5}>
            <TextField label="First name" autoComplete="given-name" autoFocus required {...fieldProps(formik, 'firstName')} />
            <TextField label="Last name" autoComplete="family-name" required {...fieldProps(formik, 'lastName')} />
          </Stack>
          <TextField label="Email" type="email" autoComplete="username" required {...fieldProps(formik, 'email')} />
          <NewPasswordFields formik={formik} label="Password" />
          <SubmitButton size="large" fullWidth busy={formik.isSubmitting || leaving}>
            {submitLabel}
          </SubmitButton>
          <FocusFirstError />
        </Stack>
      )}
    </Formik>
  );
}

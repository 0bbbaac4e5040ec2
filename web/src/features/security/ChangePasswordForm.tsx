import { useState } from 'react';
import { Form, Formik } from 'formik';
import * as yup from 'yup';
import { useMutation } from '@apollo/client/react';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import { errorMessageOf, fieldErrorsOf } from '../../apollo/errors';
import { FocusFirstError } from '../../components/FocusFirstError';
import { confirmationOf, newPassword } from '../../components/password/newPassword';
import { NewPasswordFields } from '../../components/password/NewPasswordFields';
import { PasswordField } from '../../components/password/PasswordField';
import { SubmitButton } from '../../components/SubmitButton';
import { useToast } from '../../components/toast';
import { fieldProps } from '../../lib/fieldProps';
import { ChangePasswordDocument } from './changePassword';

export const PASSWORD_CHANGED = 'Your password has been changed.';

const schemaFor = (hasPassword: boolean) =>
  yup.object({
    currentPassword: hasPassword ? yup.string().required('Required') : yup.string(),
    newPassword: newPassword(),
    confirmPassword: confirmationOf('newPassword'),
  });

interface ChangePasswordFormProps {
  userId: string;
  /** Whether the account has a password already: then the current one is asked for. */
  hasPassword: boolean;
  onDone: () => void;
}

/** Changes the password, or sets a first one for an account that signs in another way. */
export function ChangePasswordForm({ userId, hasPassword, onDone }: ChangePasswordFormProps) {
  const toast = useToast();
  const [problem, setProblem] = useState<string | null>(null);
  const [changePassword] = useMutation(ChangePasswordDocument, {
    update(cache) {
      cache.modify({ id: cache.identify({ __typename: 'User', id: userId }), fields: { hasPassword: () => true } });
    },
  });

  return (
    <Formik
      initialValues={{ currentPassword: '', newPassword: '', confirmPassword: '' }}
      validationSchema={schemaFor(hasPassword)}
      onSubmit={async (values, helpers) => {
        setProblem(null);
        try {
          const input = { newPassword: values.newPassword, ...(hasPassword ? { currentPassword: values.currentPassword } : {}) };
          await changePassword({ variables: { input } });
          toast({ title: PASSWORD_CHANGED, text: 'Other devices signed in to your account have been signed out.', variant: 'success' });
          onDone();
        } catch (error) {
          const fields = fieldErrorsOf(error);
          const field = (['currentPassword', 'newPassword'] as const).find((name) => fields[name]);
          // The server's sentence says more than its short field message ("Not right").
          if (field) helpers.setFieldError(field, errorMessageOf(error, fields[field]));
          else setProblem(errorMessageOf(error, 'Your password could not be changed. Please try again.'));
        }
      }}
    >
      {(formik) => (
        <Stack component={Form} noValidate aria-label={hasPassword ? 'Change password' : 'Set a password'} spacing={2.5} sx={{ maxWidth: 440 }}>
          {problem && (
            <Alert severity="error" role="alert">
              {problem}
            </Alert>
          )}
          {hasPassword && (
            <PasswordField label="Current password" required autoFocus autoComplete="current-password" {...fieldProps(formik, 'currentPassword')} />
          )}
          <NewPasswordFields formik={formik} />
          <Stack direction="row" spacing={1} sx={{ justifyContent: 'flex-end' }}>
            <Button color="inherit" onClick={onDone} disabled={formik.isSubmitting}>
              Cancel
            </Button>
            <SubmitButton busy={formik.isSubmitting}>{hasPassword ? 'Change password' : 'Set password'}</SubmitButton>
          </Stack>
          <FocusFirstError />
        </Stack>
      )}
    </Formik>
  );
}

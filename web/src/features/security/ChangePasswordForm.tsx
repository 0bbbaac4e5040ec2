import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Form, Formik, type FormikProps } from 'formik';
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
import { i18n } from '../../lib/i18n';
import { ChangePasswordDocument } from './changePassword';

const schemaFor = (hasPassword: boolean) =>
  yup.object({
    currentPassword: hasPassword ? yup.string().required(() => i18n.t('security:validation.required')) : yup.string(),
    newPassword: newPassword(),
    confirmPassword: confirmationOf('newPassword'),
  });

/** The current password field's props, bound to the form. */
const currentPasswordField = <V extends { currentPassword: string }>(formik: FormikProps<V>) => fieldProps(formik, 'currentPassword');

interface ChangePasswordFormProps {
  userId: string;
  /** Whether the account has a password already: then the current one is asked for. */
  hasPassword: boolean;
  onDone: () => void;
}

/** Changes the password, or sets a first one for an account that signs in another way. */
export function ChangePasswordForm({ userId, hasPassword, onDone }: ChangePasswordFormProps) {
  const { t } = useTranslation('security');
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
          toast({ title: t('password.changedTitle'), text: t('password.changedText'), variant: 'success' });
          onDone();
        } catch (error) {
          const fields = fieldErrorsOf(error);
          const field = (['currentPassword', 'newPassword'] as const).find((name) => fields[name]);
          // The server's sentence says more than its short field message ("Not right").
          if (field) helpers.setFieldError(field, errorMessageOf(error, fields[field]));
          else setProblem(errorMessageOf(error, t('password.failed')));
        }
      }}
    >
      {(formik) => (
        <Stack component={Form} noValidate aria-label={hasPassword ? t('password.change') : t('password.setFirst')} spacing={2.5} sx={{ maxWidth: 440 }}>
          {problem && (
            <Alert severity="error" role="alert">
              {problem}
            </Alert>
          )}
          {hasPassword && (
            <PasswordField label={t('password.current')} required autoFocus autoComplete="current-password" {...currentPasswordField(formik)} />
          )}
          <NewPasswordFields formik={formik} />
          <Stack direction="row" spacing={1} sx={{ justifyContent: 'flex-end' }}>
            <Button color="inherit" onClick={onDone} disabled={formik.isSubmitting}>
              {t('password.cancel')}
            </Button>
            <SubmitButton busy={formik.isSubmitting}>{hasPassword ? t('password.change') : t('password.set')}</SubmitButton>
          </Stack>
          <FocusFirstError />
        </Stack>
      )}
    </Formik>
  );
}

import { useState } from 'react';
import { Form, Formik, type FormikProps } from 'formik';
import { useTranslation } from 'react-i18next';
import { useMutation } from '@apollo/client/react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { errorMessageOf } from '../../apollo/errors';
import { SubmitButton } from '../../components/SubmitButton';
import { fieldProps } from '../../lib/fieldProps';
import { emailSchema } from './accountForms';
import { RequestPasswordResetDocument } from './requestPasswordReset';

/** The email field's props, bound to the form. */
const emailField = (formik: FormikProps<{ email: string }>) => fieldProps(formik, 'email');

/** "Forgot your password?": an e-mailed link when the server sends mail, else who to ask. */
export function ForgotPassword({ byEmail, email }: { byEmail: boolean; email: string }) {
  const { t } = useTranslation('signIn');
  const [state, setState] = useState<'closed' | 'open' | 'sent'>('closed');
  const [problem, setProblem] = useState<string | null>(null);
  const [request] = useMutation(RequestPasswordResetDocument);

  if (state === 'closed') {
    return (
      <Box sx={{ textAlign: 'center' }}>
        <Link component="button" type="button" variant="body2" onClick={() => setState('open')}>
          {t('forgot.open')}
        </Link>
      </Box>
    );
  }
  if (!byEmail) {
    return (
      <Typography variant="body2" color="text.secondary" role="status" sx={{ textAlign: 'center' }}>
        {t('forgot.askAdministrator')}
      </Typography>
    );
  }
  if (state === 'sent') {
    return (
      <Alert severity="success" role="status">
        {t('forgot.sent')}
      </Alert>
    );
  }
  return (
    <Formik
      initialValues={{ email }}
      validationSchema={emailSchema}
      onSubmit={async (values) => {
        setProblem(null);
        try {
          await request({ variables: { email: values.email.trim() } });
          setState('sent');
        } catch (error) {
          setProblem(errorMessageOf(error, t('forgot.failed')));
        }
      }}
    >
      {(formik) => (
        <Box component={Form} noValidate aria-labelledby="forgot-password-title" sx={{ bgcolor: 'background.default', borderRadius: 3, p: 2 }}>
          <Typography id="forgot-password-title" variant="subtitle2" component="h2" sx={{ fontWeight: 700 }}>
            {t('forgot.title')}
          </Typography>
          <Typography variant="body2" color="text.secondary" sx={{ mb: 2 }}>
            {t('forgot.intro')}
          </Typography>
          {problem && (
            <Alert severity="error" role="alert" sx={{ mb: 2 }}>
              {problem}
            </Alert>
          )}
          <TextField
            label={t('field.email')}
            type="email"
            autoComplete="username"
            autoFocus
            required
            size="small"
            {...emailField(formik)}
            id="reset-email"
          />
          <Stack direction="row" spacing={1} sx={{ mt: 2, justifyContent: 'flex-end' }}>
            <Button color="inherit" onClick={() => setState('closed')}>
              {t('forgot.cancel')}
            </Button>
            <SubmitButton busy={formik.isSubmitting}>{t('forgot.send')}</SubmitButton>
          </Stack>
        </Box>
      )}
    </Formik>
  );
}

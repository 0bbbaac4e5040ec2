import { useState, type ReactNode } from 'react';
import { Link as RouterLink, useParams } from 'react-router-dom';
import { Form, Formik } from 'formik';
import { useTranslation } from 'react-i18next';
import * as yup from 'yup';
import { useMutation } from '@apollo/client/react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { errorMessageOf, fieldErrorsOf } from '../../apollo/errors';
import { FocusFirstError } from '../../components/FocusFirstError';
import { confirmationOf, newPassword } from '../../components/password/newPassword';
import { NewPasswordFields } from '../../components/password/NewPasswordFields';
import { SubmitButton } from '../../components/SubmitButton';
import { SIGN_IN_HREF } from '../../session/authLinks';
import { AuthLayout } from './AuthLayout';
import { ResetPasswordDocument } from './resetPassword';

const schema = yup.object({ newPassword: newPassword(), confirmPassword: confirmationOf('newPassword') });
type Values = yup.InferType<typeof schema>;

/** Signed out: the account pages' frame; signed in: a card inside the app. */
function Frame({ signedIn, title, intro, children }: { signedIn: boolean; title: string; intro?: string; children: ReactNode }) {
  if (!signedIn) {
    return (
      <AuthLayout title={title} intro={intro}>
        {children}
      </AuthLayout>
    );
  }
  return (
    <Box sx={{ maxWidth: 480, mx: 'auto' }}>
      <Typography variant="h4" component="h1" sx={{ textAlign: 'center', mb: intro ? 1 : 3 }}>
        {title}
      </Typography>
      {intro && (
        <Typography color="text.secondary" sx={{ textAlign: 'center', mb: 3 }}>
          {intro}
        </Typography>
      )}
      <Card>
        <CardContent sx={{ p: { xs: 2.5, sm: 4 } }}>{children}</CardContent>
      </Card>
    </Box>
  );
}

/** Choosing a new password with a one-time link (e-mailed, or made by the administrator). */
export function ResetPasswordPage({ signedIn = false }: { signedIn?: boolean }) {
  const { t } = useTranslation('signIn');
  const { token = '' } = useParams();
  const [reset] = useMutation(ResetPasswordDocument);
  const [done, setDone] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);

  if (done) {
    return (
      <Frame signedIn={signedIn} title={t('reset.doneTitle')}>
        <Stack spacing={3} sx={{ alignItems: 'stretch' }}>
          <Alert severity="success" role="status">
            {signedIn ? t('reset.doneSignedIn') : t('reset.doneSignedOut')}
          </Alert>
          {signedIn ? (
            <Button variant="contained" size="large" component={RouterLink} to="/">
              {t('reset.dashboard')}
            </Button>
          ) : (
            <Button variant="contained" size="large" href={SIGN_IN_HREF}>
              {t('reset.signIn')}
            </Button>
          )}
        </Stack>
      </Frame>
    );
  }

  return (
    <Frame signedIn={signedIn} title={t('reset.title')} intro={t('reset.intro')}>
      <Formik<Values>
        initialValues={{ newPassword: '', confirmPassword: '' }}
        validationSchema={schema}
        onSubmit={async (values, helpers) => {
          setProblem(null);
          try {
            await reset({ variables: { input: { token, newPassword: values.newPassword } } });
            setDone(true);
          } catch (error) {
            const fields = fieldErrorsOf(error);
            if (fields.newPassword) helpers.setFieldError('newPassword', fields.newPassword);
            else setProblem(fields.token ?? errorMessageOf(error, t('reset.failed')));
          }
        }}
      >
        {(formik) => (
          <Stack component={Form} noValidate aria-label={t('reset.title')} spacing={2.5}>
            {problem && (
              <Alert severity="error" role="alert">
                {problem}
              </Alert>
            )}
            <NewPasswordFields formik={formik} />
            <SubmitButton size="large" fullWidth busy={formik.isSubmitting}>
              {t('reset.submit')}
            </SubmitButton>
            <FocusFirstError />
          </Stack>
        )}
      </Formik>
    </Frame>
  );
}

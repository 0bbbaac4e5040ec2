import { useState } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { Formik, type FormikHelpers } from 'formik';
import { useMutation } from '@apollo/client/react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Container from '@mui/material/Container';
import Typography from '@mui/material/Typography';
import { forgetRecentActivity } from '../../apollo/cache';
import { fieldErrorsOf } from '../../apollo/errors';
import { BrandLogo } from '../../components/app-shell/BrandLogo';
import { useToast } from '../../components/toast';
import { SignOutForm } from '../../components/SignOutForm';
import { SIGN_OUT_ACTION } from '../../session/authLinks';
import { CompleteOnboardingDocument } from './completeOnboarding';
import { clearDraft, loadDraft } from './onboardingDraft';
import { onboardingSchema, stepOf, steps, toOnboardingInput, type OnboardingValues } from './onboardingForm';
import { OnboardingWizard } from './OnboardingWizard';
import { withStep } from './useOnboardingStep';

interface OnboardingPageProps {
  /** The user being set up, with the names the sign-in provider already gave to prefill step 1. */
  user: { id: string; firstName?: string | null; lastName?: string | null };
}

/**
 * The wizard a new user sees at whatever address they opened (the page they signed in from), so
 * that once it is done they are on that page.
 */
export function OnboardingPage({ user }: OnboardingPageProps) {
  const { t } = useTranslation('onboarding');
  const navigate = useNavigate();
  const location = useLocation();
  const toast = useToast();
  const [completeOnboarding] = useMutation(CompleteOnboardingDocument, { update: forgetRecentActivity });

  const [initialValues] = useState<OnboardingValues>(() => ({
    firstName: user.firstName ?? '',
    lastName: user.lastName ?? '',
    dateOfBirth: null,
    gender: '',
    bio: '',
    profileImage: null,
    location: '',
    ...loadDraft(user.id),
  }));

  const complete = async (values: OnboardingValues, helpers: FormikHelpers<OnboardingValues>) => {
    try {
      await completeOnboarding({ variables: { input: toOnboardingInput(values) } });
      clearDraft(user.id);
      toast({ title: t('done.title'), text: t('done.text'), variant: 'success' });
      navigate(withStep(location, 0), { replace: true });
    } catch (error) {
      toast({
        title: t('failed.title'),
        text: t('failed.text'),
        variant: 'error',
      });
      const fieldErrors = fieldErrorsOf(error);
      const fields = Object.keys(fieldErrors);
      if (fields.length > 0) {
        helpers.setErrors(fieldErrors);
        helpers.setTouched(Object.fromEntries(fields.map((f) => [f, true])), false);
        const step = Math.min(...fields.map(stepOf));
        if (step < steps.length - 1) navigate(withStep(location, step));
      }
    }
  };

  return (
    <Box sx={{ minHeight: '100vh', display: 'flex', flexDirection: 'column' }}>
      <Container component="header" maxWidth="md" sx={{ display: 'flex', alignItems: 'center', py: 2.5 }}>
        <BrandLogo size={32} />
        <Box sx={{ flexGrow: 1 }} />
        <SignOutForm action={SIGN_OUT_ACTION}>
          <Button type="submit" color="inherit">
            {t('common:shell.signOut')}
          </Button>
        </SignOutForm>
      </Container>
      <Container component="main" maxWidth="sm" sx={{ py: { xs: 2, md: 6 } }}>
        <Typography variant="h4" component="h1" sx={{ textAlign: 'center', mb: 1 }}>
          {t('title')}
        </Typography>
        <Typography color="text.secondary" sx={{ textAlign: 'center', textWrap: 'balance', mb: 4 }}>
          {t('intro')}
        </Typography>
        <Card>
          <CardContent sx={{ p: { xs: 2.5, sm: 4 } }}>
            <Formik initialValues={initialValues} validationSchema={onboardingSchema} onSubmit={complete} validateOnMount={false}>
              <OnboardingWizard userId={user.id} />
            </Formik>
          </CardContent>
        </Card>
      </Container>
    </Box>
  );
}

import { useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { Form, Formik, type FormikHelpers } from 'formik';
import { useMutation } from '@apollo/client/react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Container from '@mui/material/Container';
import Step from '@mui/material/Step';
import StepLabel from '@mui/material/StepLabel';
import Stepper from '@mui/material/Stepper';
import Typography from '@mui/material/Typography';
import { forgetRecentActivity } from '../../apollo/cache';
import { fieldErrorsOf } from '../../apollo/errors';
import { BrandLogo } from '../../components/app-shell/BrandLogo';
import { useToast } from '../../components/toast';
import { SignOutForm } from '../../components/SignOutForm';
import { SIGN_OUT_ACTION } from '../../session/authLinks';
import { AboutStep } from './AboutStep';
import { CompleteOnboardingDocument } from './completeOnboarding';
import { LocationStep } from './LocationStep';
import { NameStep } from './NameStep';
import { OnboardingActions } from './OnboardingActions';
import { stepOf, steps, toOnboardingInput, type OnboardingValues } from './onboardingForm';

interface OnboardingPageProps {
  /** Names the sign-in provider already gave, to prefill the first step. */
  user: { firstName?: string | null; lastName?: string | null };
}

const stepContent = [<NameStep key="name" />, <AboutStep key="about" />, <LocationStep key="location" />];

export function OnboardingPage({ user }: OnboardingPageProps) {
  const [activeStep, setActiveStep] = useState(0);
  const navigate = useNavigate();
  const toast = useToast();
  const [completeOnboarding] = useMutation(CompleteOnboardingDocument, { update: forgetRecentActivity });

  const initialValues: OnboardingValues = {
    firstName: user.firstName ?? '',
    lastName: user.lastName ?? '',
    dateOfBirth: null,
    bio: '',
    profileImage: null,
    location: '',
  };

  const submit = async (values: OnboardingValues, helpers: FormikHelpers<OnboardingValues>) => {
    // Enter in a field submits the form: before the last step that only means "Next".
    if (activeStep < steps.length - 1) {
      setActiveStep(activeStep + 1);
      return;
    }
    try {
      await completeOnboarding({ variables: { input: toOnboardingInput(values) } });
      toast({ title: 'Welcome', text: 'Your profile has been set up successfully.', variant: 'success' });
      navigate('/', { replace: true });
    } catch (error) {
      toast({
        title: 'Setup failed',
        text: 'There was an error setting up your profile. Please try again.',
        variant: 'error',
      });
      const fieldErrors = fieldErrorsOf(error);
      const fields = Object.keys(fieldErrors);
      if (fields.length > 0) {
        helpers.setErrors(fieldErrors);
        helpers.setTouched(Object.fromEntries(fields.map((f) => [f, true])), false);
        setActiveStep(Math.min(...fields.map(stepOf)));
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
            Sign Out
          </Button>
        </SignOutForm>
      </Container>
      <Container maxWidth="sm" sx={{ py: { xs: 2, md: 6 } }}>
        <Typography variant="h4" component="h1" sx={{ textAlign: 'center', mb: 1 }}>
          Welcome to Kinfolk
        </Typography>
        <Typography color="text.secondary" sx={{ textAlign: 'center', textWrap: 'balance', mb: 4 }}>
          Three quick steps to set up your profile so your family can recognise you.
        </Typography>
        <Card>
          <CardContent sx={{ p: { xs: 2.5, sm: 4 } }}>
            <Stepper activeStep={activeStep} alternativeLabel sx={{ mb: 4 }}>
              {steps.map((step) => (
                <Step key={step.label}>
                  <StepLabel>{step.label}</StepLabel>
                </Step>
              ))}
            </Stepper>
            <Formik
              initialValues={initialValues}
              validationSchema={steps[activeStep].schema}
              onSubmit={submit}
              validateOnMount={false}
            >
              <Form noValidate aria-label="Set up your profile">
                {stepContent[activeStep]}
                <OnboardingActions activeStep={activeStep} onStepChange={setActiveStep} />
              </Form>
            </Formik>
          </CardContent>
        </Card>
      </Container>
    </Box>
  );
}

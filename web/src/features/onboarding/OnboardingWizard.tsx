import { useEffect, type FormEvent } from 'react';
import { useFormikContext, type FormikTouched } from 'formik';
import { useTranslation } from 'react-i18next';
import Box from '@mui/material/Box';
import Step from '@mui/material/Step';
import StepLabel from '@mui/material/StepLabel';
import Stepper from '@mui/material/Stepper';
import { AboutStep } from './AboutStep';
import { LocationStep } from './LocationStep';
import { NameStep } from './NameStep';
import { OnboardingActions } from './OnboardingActions';
import { saveDraft } from './onboardingDraft';
import { furthestStep, steps, type OnboardingValues } from './onboardingForm';
import { useOnboardingStep } from './useOnboardingStep';

const stepContent = [<NameStep key="name" />, <AboutStep key="about" />, <LocationStep key="location" />];

/** The touched marks of the steps up to `step`: those ahead start clean, their messages unseen. */
function touchedUpTo(touched: FormikTouched<OnboardingValues>, step: number): FormikTouched<OnboardingValues> {
  const kept = new Set(steps.slice(0, step + 1).flatMap((s) => s.fields));
  return Object.fromEntries(Object.entries(touched).filter(([field]) => kept.has(field as keyof OnboardingValues)));
}

/** The stepper and the step shown, inside the form; the values are kept as they change. */
export function OnboardingWizard({ userId }: { userId: string }) {
  const { t } = useTranslation('onboarding');
  const { values, touched, validateForm, setTouched, submitForm } = useFormikContext<OnboardingValues>();
  const { step, forward, back } = useOnboardingStep(furthestStep(values));
  const isLast = step === steps.length - 1;

  useEffect(() => saveDraft(userId, values), [userId, values]);

  // Next moves on only when this step's fields are right; otherwise their messages show.
  const next = async () => {
    const { fields } = steps[step];
    const errors = await validateForm();
    if (fields.some((field) => errors[field])) {
      void setTouched({ ...touched, ...Object.fromEntries(fields.map((field) => [field, true])) }, false);
      return;
    }
    void setTouched(touchedUpTo(touched, step), false);
    forward();
  };

  // Next and Enter in a field submit the form; only the last step's submit completes the setup.
  const submit = (event: FormEvent) => {
    event.preventDefault();
    void (isLast ? submitForm() : next());
  };

  return (
    <>
      <Stepper activeStep={step} alternativeLabel sx={{ mb: 4 }}>
        {steps.map((s) => (
          <Step key={s.label}>
            <StepLabel>{t(s.label)}</StepLabel>
          </Step>
        ))}
      </Stepper>
      <Box component="form" noValidate aria-label={t('form')} onSubmit={submit}>
        {stepContent[step]}
        <OnboardingActions isFirst={step === 0} isLast={isLast} onPrevious={back} />
      </Box>
    </>
  );
}
